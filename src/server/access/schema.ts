import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { characters } from '../character/schema';

/** The access resource's table (server/access): a character's accessibility settings, once saved. */
export const characterAccess = pgTable('character_access', {
  characterId: integer('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  /** The settings object (AccessSettingsSchema), read back through the schema with defaults for what is missing. */
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
