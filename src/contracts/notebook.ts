import { z } from 'zod';
import { IdSchema, TimestampSchema, formInt, withDevice } from './form';

/** A word (key, code token) of a character's error-word notebook. */
export const NotebookEntrySchema = z.object({
  token: z.string(),
  kind: z.enum(['word', 'key', 'code']),
  /** The practice mode it was missed in: english, vocabulary, literature, code, numpad, adaptive, custom. */
  mode: z.string(),
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
  mode: z.string().min(1).max(40),
  token: z.string().min(1).max(200),
});
