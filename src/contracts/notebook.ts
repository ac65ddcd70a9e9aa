import { z } from 'zod';
import { COURSE_FAMILIES } from './constants';
import { CharacterScopePayloadSchema } from './attempt';
import type { ApiRoute } from './http';
import { IdSchema, TimestampSchema, formInt, withDevice } from './form';

/**
 * The notebook's modes: the practice a missed word came from, by lesson family (the course families, then custom
 * courses: `custom`, game rounds: `games`). Each types its own set of characters, so the same word in two modes
 * is two entries.
 */
export const NOTEBOOK_MODES = [...COURSE_FAMILIES, 'custom', 'games'] as const;
export type NotebookMode = (typeof NOTEBOOK_MODES)[number];

/** Whether a stored mode is one of the notebook's modes. */
export const isNotebookMode = (mode: string): mode is NotebookMode =>
  (NOTEBOOK_MODES as readonly string[]).includes(mode);

/** A word (key, code token) of a character's error-word notebook. */
export const NotebookEntrySchema = z.object({
  token: z.string(),
  kind: z.enum(['word', 'key', 'code']),
  /** The practice mode it was missed in (NOTEBOOK_MODES). */
  mode: z.enum(NOTEBOOK_MODES),
  misses: z.number().int(),
  /** Correct answers in a row since the last miss. */
  streak: z.number().int(),
  addedAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  dueAt: TimestampSchema,
});
export type NotebookEntryAnswer = z.infer<typeof NotebookEntrySchema>;

export const NotebookSettingsSchema = z.object({
  /** How many times each word is typed in a review (the spec's word loop count). */
  wordLoopCount: z.number().int(),
  /** Correct answers in a row that clear a word; never more than the word loop count. */
  clearAfter: z.number().int(),
});

/** GET /notebook/list: the notebook (most urgent first) and its settings. */
export const NotebookSchema = z.object({
  entries: z.array(NotebookEntrySchema),
  settings: NotebookSettingsSchema,
});
export type NotebookAnswer = z.infer<typeof NotebookSchema>;

/** POST /notebook/settings: NOTEBOOK_CLEAR_EXCEEDS_LOOP when clearAfter is above wordLoopCount. */
export const NotebookSettingsPayloadSchema = withDevice({
  characterId: IdSchema,
  wordLoopCount: formInt(),
  clearAfter: formInt(),
});

/** DELETE /notebook/entry: the learner (or a teacher) takes a word out. */
export const NotebookEntryPayloadSchema = withDevice({
  characterId: IdSchema,
  mode: z.enum(NOTEBOOK_MODES),
  token: z.string().min(1).max(200),
});

/** POST /notebook/entry/reset: the word's correct answers in a row go back to 0 (due at once). */
export const ResetNotebookEntryPayloadSchema = NotebookEntryPayloadSchema;

/** The notebook mode of a lesson family's missed words (a mode is named after its family); null: none. */
export function notebookModeOfFamily(family: string): NotebookMode | null {
  return isNotebookMode(family) ? family : null;
}

/**
 * Practice modes a learner may add a word of their own to (each types a different set of characters): every
 * course family's but the finger course's (its lessons are patterns of keys, not words).
 */
const OwnWordModeSchema = z.enum(NOTEBOOK_MODES).exclude(['finger', 'custom', 'games']);
export const NOTEBOOK_OWN_WORD_MODES = OwnWordModeSchema.options;
export type NotebookOwnWordMode = (typeof NOTEBOOK_OWN_WORD_MODES)[number];

/** Longest word a learner may add, in characters (Chinese words: `NOTEBOOK_HAN_WORD_MAX`). */
export const NOTEBOOK_WORD_MAX = 30;
/** Longest Chinese word a learner may add, in characters. */
export const NOTEBOOK_HAN_WORD_MAX = 8;

const ENGLISH_WORD = /^[A-Za-z]+(?:['-][A-Za-z]+)*$/;
/** What each mode can type as one word: letters of a word drill, a code token, keypad keys, Chinese characters. */
const WORD_OF_MODE: Record<NotebookOwnWordMode, RegExp> = {
  english: ENGLISH_WORD,
  vocabulary: ENGLISH_WORD,
  adaptive: ENGLISH_WORD,
  // Passages keep their punctuation next to the word ("said," "don't!").
  literature: /^["'(]?[A-Za-z]+(?:['-][A-Za-z]+)*[.,;:!?"')]*$/,
  code: /^[\x21-\x7e]+$/,
  numpad: /^[0-9.+\-*/]+$/,
  pinyin: /^\p{Script=Han}+$/u,
  chinese: /^\p{Script=Han}+$/u,
};

/** How a learner's own word is filed: a single keypad key is a key, code is a code token, the rest words. */
export function ownWordKind(mode: NotebookOwnWordMode, token: string): 'word' | 'key' | 'code' {
  if (mode === 'code') return 'code';
  if (mode === 'numpad' && token.length === 1) return 'key';
  return 'word';
}

/**
 * Whether a learner's own word can go into the notebook for this mode: one word (no spaces), not empty, at most
 * `NOTEBOOK_WORD_MAX` characters (`NOTEBOOK_HAN_WORD_MAX` for Chinese), made only of what the mode types.
 */
export function isValidOwnWord(mode: NotebookOwnWordMode, token: string): boolean {
  const length = Array.from(token).length;
  const max = mode === 'pinyin' || mode === 'chinese' ? NOTEBOOK_HAN_WORD_MAX : NOTEBOOK_WORD_MAX;
  return length > 0 && length <= max && WORD_OF_MODE[mode].test(token);
}

/** POST /notebook/word: a word of the learner's own for a mode; NOTEBOOK_WORD_INVALID when the mode cannot type it. */
export const AddNotebookWordPayloadSchema = withDevice({
  characterId: IdSchema,
  mode: OwnWordModeSchema,
  token: z.string().transform((token) => token.trim()),
}).superRefine((payload, context) => {
  if (!isValidOwnWord(payload.mode, payload.token)) {
    context.addIssue({ code: 'custom', path: ['token'], message: 'NOTEBOOK_WORD_INVALID' });
  }
});
export type AddNotebookWordPayload = z.infer<typeof AddNotebookWordPayloadSchema>;

/** The character's error-word notebook. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const NOTEBOOK_ROUTES = {
  notebook: {
    method: 'GET',
    path: '/notebook/list',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: NotebookSchema,
  },
  notebookSettings: {
    method: 'POST',
    path: '/notebook/settings',
    auth: 'user',
    payload: NotebookSettingsPayloadSchema,
    answer: NotebookSchema,
  },
  removeNotebookEntry: {
    method: 'DELETE',
    path: '/notebook/entry',
    auth: 'user',
    payload: NotebookEntryPayloadSchema,
    answer: NotebookSchema,
  },
  addNotebookWord: {
    method: 'POST',
    path: '/notebook/word',
    auth: 'user',
    payload: AddNotebookWordPayloadSchema,
    answer: NotebookSchema,
  },
  resetNotebookEntry: {
    method: 'POST',
    path: '/notebook/entry/reset',
    auth: 'user',
    payload: ResetNotebookEntryPayloadSchema,
    answer: NotebookSchema,
  },
} as const satisfies Record<string, ApiRoute>;
