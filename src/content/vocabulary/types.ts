import type { LocalizedText } from '../types';

/** A part of speech, shortened as learners' dictionaries do. */
export type PartOfSpeech = 'n' | 'v' | 'adj' | 'adv';

/** How a chapter is written: [word, part of speech, meaning in English, meaning in Chinese]. */
export interface VocabularyChapterSource {
  slug: string;
  words: ReadonlyArray<readonly [string, PartOfSpeech, string, string]>;
}

/** A word of the vocabulary builder. */
export interface VocabularyWord {
  word: string;
  partOfSpeech: PartOfSpeech;
  /** IPA, US pronunciation, between slashes ("/ˈræbɪt/"); from the CMU Pronouncing Dictionary. */
  ipa: string;
  /** A short meaning: English for the global edition, Chinese for the Chinese edition. */
  meaning: { ENG: string; CHS: string; CHT: string };
}

export type VocabularyTitle = LocalizedText;
