/** The five interface languages of the spec, by their product codes. */
export const LOCALE_CODES = ['ENG', 'CHS', 'CHT', 'MSA', 'JA'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** BCP 47 tags for Intl and react-intl. */
export const LOCALE_TAGS: Record<LocaleCode, string> = {
  ENG: 'en',
  CHS: 'zh-Hans',
  CHT: 'zh-Hant',
  MSA: 'ms',
  JA: 'ja',
};

/** Names of each language in itself, for the language picker. */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  ENG: 'English',
  CHS: '简体中文',
  CHT: '繁體中文',
  MSA: 'Bahasa Melayu',
  JA: '日本語',
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}
