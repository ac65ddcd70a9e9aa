/**
 * The country picker's 15 entries (spec section 3) and the interface language each one starts in. Flags are
 * emoji (regional indicators), drawn by the system font; OTHER has a globe.
 */
import type { LocaleCode } from '../../contracts/locales';
import { lt } from '../localize';
import type { LocalizedText } from '../types';

export const COUNTRY_CODES = [
  'FR',
  'US',
  'UK',
  'GE',
  'RU',
  'ES',
  'MA',
  'KR',
  'JP',
  'PT',
  'CN',
  'MO',
  'HK',
  'TW',
  'OTHER',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Country {
  code: CountryCode;
  /** The name in the interface language. */
  name: LocalizedText;
  /** The name in the country's own language (the spec's altName). */
  altName: string;
  flag: string;
  language: LocaleCode;
}

/** ISO 3166 alpha-2 codes of the spec's codes where they differ: UK is GB, GE is Germany (DE), MA is Malaysia (MY). */
export const ISO_OF_COUNTRY: Partial<Record<CountryCode, string>> = { UK: 'GB', GE: 'DE', MA: 'MY' };

const flagOf = (iso: string) =>
  String.fromCodePoint(...[...iso].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

function country(code: CountryCode, name: LocalizedText, altName: string, language: LocaleCode): Country {
  return {
    code,
    name,
    altName,
    language,
    flag: code === 'OTHER' ? '🌐' : flagOf(ISO_OF_COUNTRY[code] ?? code),
  };
}

export const COUNTRIES: readonly Country[] = [
  country('FR', lt('France', '法国', '法國', 'Perancis', 'フランス'), 'France', 'ENG'),
  country('US', lt('United States', '美国', '美國', 'Amerika Syarikat', 'アメリカ'), 'United States', 'ENG'),
  country('UK', lt('United Kingdom', '英国', '英國', 'United Kingdom', 'イギリス'), 'United Kingdom', 'ENG'),
  country('GE', lt('Germany', '德国', '德國', 'Jerman', 'ドイツ'), 'Deutschland', 'ENG'),
  country('RU', lt('Russia', '俄罗斯', '俄羅斯', 'Rusia', 'ロシア'), 'Россия', 'ENG'),
  country('ES', lt('Spain', '西班牙', '西班牙', 'Sepanyol', 'スペイン'), 'España', 'ENG'),
  country('MA', lt('Malaysia', '马来西亚', '馬來西亞', 'Malaysia', 'マレーシア'), 'Malaysia', 'MSA'),
  country('KR', lt('South Korea', '韩国', '韓國', 'Korea Selatan', '韓国'), '대한민국', 'ENG'),
  country('JP', lt('Japan', '日本', '日本', 'Jepun', '日本'), '日本', 'JA'),
  country('PT', lt('Portugal', '葡萄牙', '葡萄牙', 'Portugal', 'ポルトガル'), 'Portugal', 'ENG'),
  country('CN', lt('China', '中国', '中國', 'China', '中国'), '中国', 'CHS'),
  country('MO', lt('Macao', '中国澳门', '中國澳門', 'Macau', 'マカオ'), '澳門', 'CHT'),
  country('HK', lt('Hong Kong', '中国香港', '中國香港', 'Hong Kong', '香港'), '香港', 'CHT'),
  country('TW', lt('Taiwan', '中国台湾', '中國台灣', 'Taiwan', '台湾'), '臺灣', 'CHT'),
  country('OTHER', lt('Other', '其他', '其他', 'Lain-lain', 'その他'), 'OTHER', 'ENG'),
];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The country of an ISO 3166 alpha-2 code (a proxy's country header), OTHER when it is none of the 15. */
export function countryOfIso(iso: string | null | undefined): CountryCode {
  const upper = (iso ?? '').trim().toUpperCase();
  const spec = (Object.entries(ISO_OF_COUNTRY) as [CountryCode, string][]).find(
    ([, value]) => value === upper,
  );
  if (spec) return spec[0];
  return isCountryCode(upper) && upper !== 'UK' && upper !== 'GE' && upper !== 'MA' ? upper : 'OTHER';
}

/** The country a browser's Accept-Language region names (zh-TW -> TW, en-GB -> UK), OTHER when none. */
export function countryOfLanguageTag(header: string | null | undefined): CountryCode {
  for (const part of (header ?? '').split(',')) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(part.split(';')[0]?.trim() ?? '')?.[1];
    if (region) {
      const code = countryOfIso(region);
      if (code !== 'OTHER') return code;
    }
  }
  return 'OTHER';
}

export function countryByCode(code: CountryCode): Country {
  return COUNTRIES.find((entry) => entry.code === code) ?? (COUNTRIES.at(-1) as Country);
}
