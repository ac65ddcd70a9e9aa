import {
  FIRST_AVATAR_OF,
  NicknameSchema,
  avatarCatalogue,
  findAvatar,
  type AvatarEntry,
  type AvatarKey,
  type CharacterType,
  type Edition,
  type SubscriptionType,
} from '../../contracts';

/**
 * The rules of the character create/edit overlay (spec sections 2.6, 4 and 5), apart from the screen so that
 * each can be tested on its own. The server checks the same rules again.
 */

/** How many avatars each role shows in the overlay's row (spec 2.6: student six, teacher two, one each else). */
const SHOWN: Record<CharacterType, number> = { STUDENT: 6, TEACHER: 2, INST: 1, SCHOOL: 1 };

/** The roles of the create switch: all four in the global edition; the China-region edition has no switch. */
export function rolesOffered(edition: Edition): CharacterType[] {
  return edition === 'cn' ? ['STUDENT'] : ['STUDENT', 'TEACHER', 'SCHOOL', 'INST'];
}

/** The avatars of a role as the overlay shows them (an edited character's own avatar always among them). */
export function avatarsFor(edition: Edition, type: CharacterType, keep?: AvatarKey): AvatarEntry[] {
  const all = avatarCatalogue(edition).filter((entry) => entry.type === type);
  const shown = all.slice(0, SHOWN[type]);
  const kept = keep ? all.find((entry) => entry.key === keep) : undefined;
  return kept && !shown.includes(kept) ? [...shown, kept] : shown;
}

/** The avatar the overlay opens with: the character's (student 1 for the default or an unknown key), else student 1. */
export function initialAvatar(edition: Edition, avatar?: string): AvatarKey {
  return (avatar && findAvatar(edition, avatar)?.key) || FIRST_AVATAR_OF.STUDENT;
}

/** The role tab follows the role of the selected avatar. */
export function roleOf(edition: Edition, avatar: AvatarKey): CharacterType {
  return findAvatar(edition, avatar)?.type ?? 'STUDENT';
}

/** The nickname rule: trimmed, 1 to 15 characters, never empty. The catalogue code of the problem, or null. */
export function nicknameError(
  nickname: string,
): 'NICKNAME_EMPTY' | 'NICKNAME_TOO_LONG' | 'PARAMETER_ERROR' | null {
  const result = NicknameSchema.safeParse(nickname);
  if (result.success) return null;
  const code = result.error.issues[0]?.message;
  return code === 'NICKNAME_EMPTY' || code === 'NICKNAME_TOO_LONG' ? code : 'PARAMETER_ERROR';
}

/**
 * A pro avatar on a FREE subscription needs an upgrade (a character keeping the pro avatar it already has is
 * allowed).
 */
export function needsUpgrade(
  edition: Edition,
  avatar: AvatarKey,
  subscription: SubscriptionType,
  current?: string,
): boolean {
  const entry = findAvatar(edition, avatar);
  return Boolean(entry?.isPro) && subscription === 'FREE' && avatar !== current;
}

export type OverlayAction =
  | { kind: 'invalid'; error: 'NICKNAME_EMPTY' | 'NICKNAME_TOO_LONG' | 'PARAMETER_ERROR' }
  | { kind: 'upgrade' }
  | { kind: 'portal'; type: 'SCHOOL' | 'INST' }
  | { kind: 'set-password' }
  | { kind: 'create'; type: 'STUDENT' | 'TEACHER' }
  | { kind: 'update' };

/**
 * What the main button does (spec section 4): schools and organisations open their portals; an empty or too
 * long nickname stops everything; a pro avatar on FREE opens the upgrade prompt and saves nothing; a teacher
 * on an account without a password opens the password set-up first; else create or update.
 */
export function overlayAction(input: {
  edition: Edition;
  mode: 'create' | 'edit';
  avatar: AvatarKey;
  nickname: string;
  subscription: SubscriptionType;
  hasPassword: boolean;
  currentAvatar?: string;
}): OverlayAction {
  const type = roleOf(input.edition, input.avatar);
  if (input.mode === 'create' && (type === 'SCHOOL' || type === 'INST')) return { kind: 'portal', type };
  const error = nicknameError(input.nickname);
  if (error) return { kind: 'invalid', error };
  if (needsUpgrade(input.edition, input.avatar, input.subscription, input.currentAvatar))
    return { kind: 'upgrade' };
  if (input.mode === 'edit') return { kind: 'update' };
  if (type === 'TEACHER' && !input.hasPassword) return { kind: 'set-password' };
  return { kind: 'create', type: type === 'TEACHER' ? 'TEACHER' : 'STUDENT' };
}

/** Where the school and organisation portals live (separate sites): build-time settings with defaults. */
export function portalUrl(type: 'SCHOOL' | 'INST'): string {
  const env = import.meta.env as Record<string, string | undefined>;
  return type === 'SCHOOL'
    ? (env.VITE_KEYQUEST_SCHOOL_PORTAL ?? 'https://school.keyquest.app/')
    : (env.VITE_KEYQUEST_INST_PORTAL ?? 'https://org.keyquest.app/');
}
