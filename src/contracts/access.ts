import { z } from 'zod';
import type { ApiRoute } from './http';
import { IdSchema, TimestampSchema, jsonField, withDevice } from './form';

import { FINGER_MARKS, ONE_HANDED, SPACINGS, TEXT_SIZES, type AccessSettings } from './access-settings';

export * from './access-settings';

/** A character's accessibility settings (docs/ACCESSIBILITY.md); the plain type and defaults: access-settings.ts. */
export const AccessSettingsSchema = z.object({
  /** The lesson speaks the next key and its finger, errors and the result (the browser's speech synthesis). */
  selfVoicing: z.boolean(),
  /** The learner uses a screen reader: the same words go to live regions only, never spoken by the app too. */
  screenReader: z.boolean(),
  /** Sound cues (correct, error, finished), 0 (off) to 100. */
  cueVolume: z.number().int().min(0).max(100),
  /** Atkinson Hyperlegible for the interface and the lesson text. */
  readableFont: z.boolean(),
  /** Text size in per cent of the usual. */
  textSize: z.literal([...TEXT_SIZES]),
  /** Extra letter and word spacing in the lesson text. */
  spacing: z.enum(SPACINGS),
  /** A line under the word being typed, the rest of the text dimmed. */
  focusLine: z.boolean(),
  /** What tells the fingers apart on the on-screen keyboard and hands besides their colours. */
  fingerMarks: z.enum(FINGER_MARKS),
  /** The high-contrast theme. */
  highContrast: z.boolean(),
  /** Large keys for ages 4-6: a bigger keyboard and text, one key at a time, no timer, no score pressure. */
  largeKeys: z.boolean(),
  /** One-handed practice: the hand that types. */
  oneHanded: z.enum(ONE_HANDED),
}) satisfies z.ZodType<AccessSettings>;
/** A character's settings and whether it has saved them (until then, the first run offers them). */
export const CharacterAccessSchema = z.object({
  characterId: z.number().int(),
  settings: AccessSettingsSchema,
  /** When they were last saved; null: never (the defaults, and the first-run offer not answered). */
  savedAt: TimestampSchema.nullable(),
});
export type CharacterAccess = z.infer<typeof CharacterAccessSchema>;

/** GET /character/access. */
export const CharacterAccessPayloadSchema = withDevice({ characterId: IdSchema });
export type CharacterAccessPayload = z.infer<typeof CharacterAccessPayloadSchema>;

/** POST /character/access/save: the whole settings object (a JSON field), replacing the saved one. */
export const SaveCharacterAccessPayloadSchema = withDevice({
  characterId: IdSchema,
  settings: jsonField(AccessSettingsSchema),
});
export type SaveCharacterAccessPayload = z.infer<typeof SaveCharacterAccessPayloadSchema>;

/** A character's accessibility settings. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const ACCESS_ROUTES = {
  characterAccess: {
    method: 'GET',
    path: '/character/access',
    auth: 'user',
    payload: CharacterAccessPayloadSchema,
    answer: CharacterAccessSchema,
  },
  saveCharacterAccess: {
    method: 'POST',
    path: '/character/access/save',
    auth: 'user',
    payload: SaveCharacterAccessPayloadSchema,
    answer: CharacterAccessSchema,
  },
} as const satisfies Record<string, ApiRoute>;
