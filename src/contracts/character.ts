import { z } from 'zod';
import type { ApiRoute } from './http';
import { AVATAR_KEYS, LEGACY_DEFAULT_AVATAR } from './avatars';
import { CHARACTER_TYPES, KEYBOARD_LAYOUT_IDS, NICKNAME_MAX } from './constants';
import { IdSchema, TimestampSchema, optionalField, withDevice } from './form';
import { DeletedResultSchema, PasswordEntrySchema, mustBeTicked } from './user';

/**
 * A nickname: trimmed, 1 to 15 characters (Unicode code points, so 15 Chinese characters fit), never empty,
 * no control characters.
 */
export const NicknameSchema = z
  .string({ error: 'NICKNAME_EMPTY' })
  .trim()
  .refine((nickname) => nickname.length > 0, { error: 'NICKNAME_EMPTY', abort: true })
  .refine((nickname) => [...nickname].length <= NICKNAME_MAX, { error: 'NICKNAME_TOO_LONG', abort: true })
  .refine((nickname) => !/\p{Cc}/u.test(nickname), { error: 'PARAMETER_ERROR' });

/** An avatar key of the catalogue (the legacy `avatar-default` is accepted and stored as student 1). */
export const AvatarKeySchema = z.enum([...AVATAR_KEYS, LEGACY_DEFAULT_AVATAR], { error: 'AVATAR_INVALID' });

/** A keyboard layout KeyQuest knows (`us`, `fr`, `de`, `dvorak` …); any other → KEYBOARD_LAYOUT_UNKNOWN. */
export const KeyboardLayoutIdSchema = z.enum(KEYBOARD_LAYOUT_IDS, { error: 'KEYBOARD_LAYOUT_UNKNOWN' });

/** The layout a class of the character is set to, and that class's name. */
export const ClassKeyboardLayoutSchema = z.object({
  groupName: z.string(),
  keyboardLayout: z.enum(KEYBOARD_LAYOUT_IDS),
});
export type ClassKeyboardLayout = z.infer<typeof ClassKeyboardLayoutSchema>;

// The layout a character's lessons use lives beside the layout ids (no zod): the learning pages' queries read it.
export { lessonLayoutOf } from './constants';

/** A learner profile of an account. */
export const CharacterSchema = z.object({
  characterId: z.number().int(),
  avatar: z.enum(AVATAR_KEYS),
  nickname: z.string(),
  type: z.enum(CHARACTER_TYPES),
  /** The IANA time zone of the character's latest attempt: its days are counted there. */
  timeZone: z.string().nullable(),
  /** The keyboard layout the character types on: lessons, the on-screen keyboard and grading follow it. */
  keyboardLayout: z.enum(KEYBOARD_LAYOUT_IDS),
  /**
   * A class of the character set to one layout (a school computer room; the latest joined if several): lessons
   * draw and grade this layout instead of `keyboardLayout`. Null or absent: none.
   */
  classKeyboardLayout: ClassKeyboardLayoutSchema.nullish(),
  createdAt: TimestampSchema,
});
export type Character = z.infer<typeof CharacterSchema>;

/** GET /character/list: the account's characters, oldest first. Optional filter by type. */
export const CharacterListPayloadSchema = withDevice({ type: optionalField(z.enum(CHARACTER_TYPES)) });
export type CharacterListPayload = z.infer<typeof CharacterListPayloadSchema>;
export const CharacterListSchema = z.array(CharacterSchema);
export type CharacterList = z.infer<typeof CharacterListSchema>;

/** POST /character/create: only STUDENT and TEACHER are created in-app. */
export const CreateCharacterPayloadSchema = withDevice({
  avatar: AvatarKeySchema,
  nickname: NicknameSchema,
  type: z.enum(CHARACTER_TYPES, { error: 'CHARACTER_TYPE_NOT_ALLOWED' }),
  /** Absent: US. */
  keyboardLayout: optionalField(KeyboardLayoutIdSchema),
});
export type CreateCharacterPayload = z.infer<typeof CreateCharacterPayloadSchema>;

/** POST /character/update: a new avatar (of the same role) and nickname, and a keyboard layout (absent: kept). */
export const UpdateCharacterPayloadSchema = withDevice({
  characterId: IdSchema,
  avatar: AvatarKeySchema,
  nickname: NicknameSchema,
  keyboardLayout: optionalField(KeyboardLayoutIdSchema),
});
export type UpdateCharacterPayload = z.infer<typeof UpdateCharacterPayloadSchema>;

/**
 * DELETE /character/delete (payload in the query string): deletes the character and all its results.
 * Needs the ticked acknowledgement and, when the account has a password, the password.
 */
export const DeleteCharacterPayloadSchema = withDevice({
  characterId: IdSchema,
  password: optionalField(PasswordEntrySchema),
  acknowledge: mustBeTicked('ACKNOWLEDGEMENT_REQUIRED'),
});
export type DeleteCharacterPayload = z.infer<typeof DeleteCharacterPayloadSchema>;

/** The characters (learner profiles) of an account. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const CHARACTER_ROUTES = {
  characterList: {
    method: 'GET',
    path: '/character/list',
    auth: 'user',
    payload: CharacterListPayloadSchema,
    answer: CharacterListSchema,
  },
  createCharacter: {
    method: 'POST',
    path: '/character/create',
    auth: 'user',
    payload: CreateCharacterPayloadSchema,
    answer: CharacterSchema,
    shownToOthers: ['nickname'],
  },
  updateCharacter: {
    method: 'POST',
    path: '/character/update',
    auth: 'user',
    payload: UpdateCharacterPayloadSchema,
    answer: CharacterSchema,
    shownToOthers: ['nickname'],
  },
  deleteCharacter: {
    method: 'DELETE',
    path: '/character/delete',
    auth: 'user',
    payload: DeleteCharacterPayloadSchema,
    answer: DeletedResultSchema,
    limited: true,
  },
} as const satisfies Record<string, ApiRoute>;
