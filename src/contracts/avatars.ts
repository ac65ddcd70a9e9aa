import type { CharacterType, Edition } from './constants';

/**
 * The avatar catalogue (spec section 3). Keys are what a character stores; the app maps each key to its
 * background, large and small images. `avatar-default` is treated as `avatar-student-1`.
 */
export const AVATAR_KEYS = [
  'avatar-student-1',
  'avatar-student-2',
  'avatar-student-3',
  'avatar-student-4',
  'avatar-student-5',
  'avatar-student-6',
  'avatar-student-7',
  'avatar-student-8',
  'avatar-teacher-1',
  'avatar-teacher-2',
  'avatar-inst',
  'avatar-school',
] as const;
export type AvatarKey = (typeof AVATAR_KEYS)[number];

export const DEFAULT_AVATAR: AvatarKey = 'avatar-student-1';
/** Older characters may store this key; it shows as the default avatar. */
export const LEGACY_DEFAULT_AVATAR = 'avatar-default';

/** One avatar as an edition offers it. */
export interface AvatarEntry {
  key: AvatarKey;
  type: CharacterType;
  /** A pro avatar needs a subscription other than FREE. */
  isPro: boolean;
}

function avatarType(key: AvatarKey): CharacterType {
  if (key.startsWith('avatar-student-')) return 'STUDENT';
  if (key.startsWith('avatar-teacher-')) return 'TEACHER';
  return key === 'avatar-inst' ? 'INST' : 'SCHOOL';
}

/**
 * Pro avatars: student 4 to 8 in the China-region edition, 5 to 8 in the global one. Teacher, institution and
 * school avatars exist only in the global edition, and are free.
 */
export function avatarCatalogue(edition: Edition): AvatarEntry[] {
  const firstPro = edition === 'cn' ? 4 : 5;
  return AVATAR_KEYS.filter((key) => edition === 'global' || avatarType(key) === 'STUDENT').map((key) => {
    const student = /^avatar-student-(\d)$/.exec(key);
    return { key, type: avatarType(key), isPro: student ? Number(student[1]) >= firstPro : false };
  });
}

/** The catalogue entry of a key in an edition (the legacy default maps to student 1); undefined if not offered. */
export function findAvatar(edition: Edition, key: string): AvatarEntry | undefined {
  const wanted = key === LEGACY_DEFAULT_AVATAR ? DEFAULT_AVATAR : key;
  return avatarCatalogue(edition).find((entry) => entry.key === wanted);
}

/** The first avatar of each role: switching the role tab selects it (spec section 4). */
export const FIRST_AVATAR_OF: Record<CharacterType, AvatarKey> = {
  STUDENT: 'avatar-student-1',
  TEACHER: 'avatar-teacher-1',
  INST: 'avatar-inst',
  SCHOOL: 'avatar-school',
};
