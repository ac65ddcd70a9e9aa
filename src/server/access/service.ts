import { eq } from 'drizzle-orm';
import {
  AccessSettingsSchema,
  DEFAULT_ACCESS_SETTINGS,
  type AccessSettings,
  type CharacterAccess,
} from '../../contracts';
import type { ServerContext } from '../context';
import { ownCharacter } from '../character/service';
import { characterAccess } from './schema';

/**
 * Stored settings as the contract has them: a field a later version added (or an older row lacks, or holds in a
 * shape no longer allowed) takes its default, so an old row never breaks the answer.
 */
export function readSettings(stored: unknown): AccessSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_ACCESS_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const [name, value] of Object.entries(stored)) {
      if (!(name in DEFAULT_ACCESS_SETTINGS)) continue;
      const field = AccessSettingsSchema.shape[name as keyof AccessSettings].safeParse(value);
      if (field.success) settings[name] = field.data;
    }
  }
  return AccessSettingsSchema.parse(settings);
}

/** A character's settings (the defaults and `savedAt: null` until saved once). */
export async function characterAccessOf(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<CharacterAccess> {
  await ownCharacter(context.db, userId, characterId);
  const [row] = await context.db
    .select()
    .from(characterAccess)
    .where(eq(characterAccess.characterId, characterId));
  return {
    characterId,
    settings: readSettings(row?.settings),
    savedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves a character's whole settings object, replacing what was there. */
export async function saveCharacterAccess(
  context: ServerContext,
  userId: number,
  characterId: number,
  settings: AccessSettings,
): Promise<CharacterAccess> {
  await ownCharacter(context.db, userId, characterId);
  const now = context.clock.now();
  await context.db
    .insert(characterAccess)
    .values({ characterId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: characterAccess.characterId, set: { settings, updatedAt: now } });
  return { characterId, settings, savedAt: now.toISOString() };
}
