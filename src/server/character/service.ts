import { and, asc, count, eq } from 'drizzle-orm';
import {
  AVATAR_KEYS,
  CREATABLE_CHARACTER_TYPES,
  DEFAULT_AVATAR,
  DEFAULT_KEYBOARD_LAYOUT,
  isKeyboardLayoutId,
  FREE_CHARACTER_LIMIT,
  findAvatar,
  type AvatarKey,
  type Character,
  type CharacterType,
  type ClassKeyboardLayout,
  type KeyboardLayoutId,
  type CreateCharacterPayload,
  type Edition,
  type UpdateCharacterPayload,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters } from '../db/schema';
import { fail } from '../errors';
import { confirmPassword, type Caller } from '../user/accounts';
import { isMember, requireUser, type UserRow } from '../user/users';

export type CharacterRow = typeof characters.$inferSelect;

/** The layout a class of each character sets, by character id (ServerContext.classLayouts). */
export type ClassLayouts = (
  db: Executor,
  characterIds: readonly number[],
) => Promise<ReadonlyMap<number, ClassKeyboardLayout>>;

/** A character's own layout as stored (US for a value KeyQuest no longer knows). */
const ownLayout = (row: CharacterRow): KeyboardLayoutId =>
  isKeyboardLayoutId(row.keyboardLayout) ? row.keyboardLayout : DEFAULT_KEYBOARD_LAYOUT;

/** The layout a character's lessons use: a class's when one of its classes sets it, else its own. */
export async function lessonLayout(context: ServerContext, row: CharacterRow): Promise<KeyboardLayoutId> {
  const ofClass = (await context.classLayouts(context.db, [row.id])).get(row.id);
  return ofClass?.keyboardLayout ?? ownLayout(row);
}

/** Characters as answered, each with the layout its class sets (one query for all of them). */
async function answerCharacters(context: ServerContext, rows: readonly CharacterRow[]): Promise<Character[]> {
  const ofClass = await context.classLayouts(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCharacter(row, ofClass.get(row.id) ?? null));
}

export function toCharacter(
  row: CharacterRow,
  classKeyboardLayout: ClassKeyboardLayout | null = null,
): Character {
  const avatar = (AVATAR_KEYS as readonly string[]).includes(row.avatar)
    ? (row.avatar as AvatarKey)
    : DEFAULT_AVATAR;
  return {
    characterId: row.id,
    avatar,
    nickname: row.nickname,
    type: row.type as CharacterType,
    timeZone: row.timeZone,
    keyboardLayout: ownLayout(row),
    classKeyboardLayout,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A character of the account; another account's character does not exist for this one. */
export async function ownCharacter(db: Executor, userId: number, characterId: number): Promise<CharacterRow> {
  const [row] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, characterId), eq(characters.userId, userId)));
  if (!row) throw fail('CHARACTER_NOT_FOUND');
  return row;
}

export async function listCharacters(
  context: ServerContext,
  userId: number,
  type?: CharacterType,
): Promise<Character[]> {
  const rows = await context.db
    .select()
    .from(characters)
    .where(
      type ? and(eq(characters.userId, userId), eq(characters.type, type)) : eq(characters.userId, userId),
    )
    .orderBy(asc(characters.id));
  return answerCharacters(context, rows);
}

/**
 * The avatar rules (spec sections 3 to 6): the key must be in the edition's catalogue and of the character's
 * role; a pro avatar needs a subscription other than FREE. Returns the key to store.
 */
function checkAvatar(
  context: ServerContext,
  edition: Edition,
  user: UserRow,
  key: string,
  type: CharacterType,
): AvatarKey {
  const entry = findAvatar(edition, key);
  if (!entry || entry.type !== type) throw fail('AVATAR_INVALID');
  if (entry.isPro && !isMember(user, context.clock.now())) throw fail('AVATAR_NEEDS_UPGRADE');
  return entry.key;
}

/**
 * Creates a STUDENT or TEACHER (schools and organisations are set up on their portals). A teacher needs the
 * account to have a password; a FREE account has a limited number of characters.
 */
export async function createCharacter(
  context: ServerContext,
  userId: number,
  payload: CreateCharacterPayload,
  edition: Edition = context.env.EDITION,
): Promise<Character> {
  const user = await requireUser(context.db, userId);
  if (!(CREATABLE_CHARACTER_TYPES as readonly string[]).includes(payload.type)) {
    throw fail('CHARACTER_TYPE_NOT_ALLOWED');
  }
  const avatar = checkAvatar(context, edition, user, payload.avatar, payload.type);
  if (payload.type === 'TEACHER' && !user.passwordHash) throw fail('TEACHER_NEEDS_PASSWORD');
  if (!isMember(user, context.clock.now())) {
    const [owned] = await context.db
      .select({ n: count() })
      .from(characters)
      .where(eq(characters.userId, userId));
    if ((owned?.n ?? 0) >= FREE_CHARACTER_LIMIT) throw fail('CHARACTER_LIMIT_REACHED');
  }
  const row = await insertCharacter(context.db, {
    userId,
    type: payload.type,
    avatar,
    nickname: payload.nickname,
    keyboardLayout: payload.keyboardLayout,
    now: context.clock.now(),
  });
  return toCharacter(row);
}

/**
 * Writes a new character of an account, in the caller's transaction: the one insert of a character, whoever
 * makes it (the account itself through createCharacter, a school opening its administrator or its students'
 * accounts). The caller has checked its rules.
 */
export async function insertCharacter(
  db: Executor,
  character: {
    userId: number;
    type: CharacterRow['type'];
    avatar: string;
    nickname: string;
    keyboardLayout?: string | undefined;
    now: Date;
  },
): Promise<CharacterRow> {
  const [row] = await db
    .insert(characters)
    .values({
      userId: character.userId,
      type: character.type,
      avatar: character.avatar,
      nickname: character.nickname,
      keyboardLayout: character.keyboardLayout ?? DEFAULT_KEYBOARD_LAYOUT,
      createdAt: character.now,
      updatedAt: character.now,
    })
    .returning();
  if (!row) throw new Error('The character was not created.');
  return row;
}

/** Saves a new avatar (of the same role) and nickname. Keeping a pro avatar a lapsed member already has is allowed. */
export async function updateCharacter(
  context: ServerContext,
  userId: number,
  payload: UpdateCharacterPayload,
  edition: Edition = context.env.EDITION,
): Promise<Character> {
  const user = await requireUser(context.db, userId);
  const current = await ownCharacter(context.db, userId, payload.characterId);
  const type = current.type as CharacterType;
  const unchanged = findAvatar(edition, payload.avatar)?.key === current.avatar;
  const avatar = unchanged ? current.avatar : checkAvatar(context, edition, user, payload.avatar, type);
  const [row] = await context.db
    .update(characters)
    .set({
      avatar,
      nickname: payload.nickname,
      ...(payload.keyboardLayout ? { keyboardLayout: payload.keyboardLayout } : {}),
      updatedAt: context.clock.now(),
    })
    .where(eq(characters.id, current.id))
    .returning();
  if (!row) throw fail('CHARACTER_NOT_FOUND');
  const [answer] = await answerCharacters(context, [row]);
  return answer!;
}

/** Deletes a character and all its results (the acknowledgement is checked by the payload schema). */
export async function deleteCharacter(
  context: ServerContext,
  caller: Caller,
  characterId: number,
  password: string | undefined,
): Promise<void> {
  await ownCharacter(context.db, caller.userId, characterId);
  await confirmPassword(context, caller, password);
  await context.db.delete(characters).where(eq(characters.id, characterId));
}
