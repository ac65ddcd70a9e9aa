import type { Edition } from '../../content/catalogue';
import type { VocabularyWord } from '../../content/vocabulary';
import type { LocaleCode } from '../../contracts';
import type { PracticeView } from './practice';

/**
 * A keypad key that types no character: with Num Lock off, Numpad1 is End, Numpad8 an arrow. (The keypad's
 * Enter, and the operators, type the same either way.)
 */
export function isNumLockOffKey(event: Pick<KeyboardEvent, 'code' | 'key'>): boolean {
  return event.code.startsWith('Numpad') && event.key.length > 1 && event.key !== 'Enter';
}

/** Which word of a vocabulary drill the cursor is in. */
export function vocabularyWordAt(
  view: Extract<PracticeView, { kind: 'vocabulary' }>,
  text: string,
  cursor: number,
) {
  const before = text.slice(0, cursor);
  const index = before.split(' ').length - 1;
  return view.words[Math.floor(index / Math.max(1, view.loop))];
}

/**
 * The meaning shown for a vocabulary word. Meanings are written in English and in Chinese: the Chinese edition
 * shows Chinese whatever the interface language (traditional characters for CHT), the global edition shows
 * Chinese for the Chinese locales and English otherwise.
 */
export function meaningFor(
  word: Pick<VocabularyWord, 'meaning'>,
  locale: LocaleCode,
  edition: Edition,
): string {
  if (locale === 'CHT') return word.meaning.CHT;
  if (locale === 'CHS' || edition === 'cn') return word.meaning.CHS;
  return word.meaning.ENG;
}
