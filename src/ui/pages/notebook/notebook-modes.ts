import { type MessageDescriptor } from 'react-intl';
import {
  isNotebookMode,
  NOTEBOOK_OWN_WORD_MODES,
  type NotebookMode,
  type NotebookOwnWordMode,
} from '../../../contracts';
import { lessonPath } from '../../../contracts/app-pages';

/** The practice modes a notebook entry can come from, with their names. */
export const MODE_NAMES: Record<NotebookMode, MessageDescriptor> = {
  finger: { id: 'practice.mode.finger', defaultMessage: 'Finger course' },
  english: { id: 'practice.mode.english', defaultMessage: 'English words' },
  vocabulary: { id: 'practice.mode.vocabulary', defaultMessage: 'Vocabulary' },
  literature: { id: 'practice.mode.literature', defaultMessage: 'Literature' },
  code: { id: 'practice.mode.code', defaultMessage: 'Code' },
  numpad: { id: 'practice.mode.numpad', defaultMessage: 'Numeric keypad' },
  adaptive: { id: 'practice.mode.adaptive', defaultMessage: 'AI practice' },
  custom: { id: 'practice.mode.custom', defaultMessage: 'My courses' },
  games: { id: 'practice.mode.games', defaultMessage: 'Games' },
  pinyin: { id: 'practice.mode.pinyin', defaultMessage: 'Pinyin typing' },
  chinese: { id: 'practice.mode.chinese', defaultMessage: 'Chinese typing' },
};

/**
 * Modes whose words are Chinese characters: they are not part of a review of letters, but have a review of
 * their own on the pinyin screen (the words typed as pinyin, their readings made there).
 */
export const REVIEW_OF_CHINESE_MODE: Partial<Record<NotebookMode, string>> = {
  pinyin: lessonPath('notebook-review-pinyin', 'pinyin'),
  chinese: lessonPath('notebook-review-chinese', 'pinyin'),
};

/** The review of a mode's Chinese words on the pinyin screen; undefined for a mode of letters. */
export const chineseReviewOf = (mode: string): string | undefined =>
  isNotebookMode(mode) ? REVIEW_OF_CHINESE_MODE[mode] : undefined;

/** Modes a word can be added for, in the order offered, and the mode offered first when none is chosen. */
export const OWN_WORD_MODES: readonly NotebookOwnWordMode[] = NOTEBOOK_OWN_WORD_MODES;
export const isOwnWordMode = (mode: string): mode is NotebookOwnWordMode =>
  (OWN_WORD_MODES as readonly string[]).includes(mode);
