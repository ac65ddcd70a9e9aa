import type { LocaleCode } from '../contracts/locales';
import type { LocalizedText } from './types';

/** The text in a locale; English when a translation is missing (it never is in the shipped courses). */
export function localize(text: LocalizedText, locale: LocaleCode): string {
  return text[locale] || text.ENG;
}

/** A LocalizedText written in the order ENG, CHS, CHT, MSA, JA (keeps the lesson tables compact). */
export function lt(ENG: string, CHS: string, CHT: string, MSA: string, JA: string): LocalizedText {
  return { ENG, CHS, CHT, MSA, JA };
}
