import type { PinyinAttemptAnalysis } from '../../../engine';

/** A character whose pinyin had wrong letters, with how many in all (the same character counted together). */
export interface MissedSyllable {
  char: string;
  reading: string;
  misses: number;
}

/** The characters to practise after a pinyin attempt: most wrong letters first, at most `limit`. */
export function missedSyllables(
  analysis: Pick<PinyinAttemptAnalysis, 'syllables'>,
  limit = 8,
): MissedSyllable[] {
  const byChar = new Map<string, MissedSyllable>();
  for (const syllable of analysis.syllables) {
    if (syllable.misses === 0) continue;
    const seen = byChar.get(syllable.char);
    if (seen) seen.misses += syllable.misses;
    else
      byChar.set(syllable.char, { char: syllable.char, reading: syllable.reading, misses: syllable.misses });
  }
  return [...byChar.values()]
    .sort((a, b) => b.misses - a.misses || a.char.localeCompare(b.char))
    .slice(0, limit);
}
