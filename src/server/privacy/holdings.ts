import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';

/**
 * Every table that holds an account's personal data, and how its rows are found (docs/PRIVACY.md, "What we hold
 * about a child"). The data export reads these, the deletion counts and deletes them; privacy.test.ts checks
 * against the database's own catalogue that no table with an account's or a character's column is missing.
 */
export interface Holder {
  userId: number;
  characterIds: number[];
  email: string | null;
  phone: string | null;
}

/** A table and the condition that picks the holder's rows in it. */
export interface Holding {
  table: string;
  where: (holder: Holder) => SQL;
}

const ids = (holder: Holder) =>
  sql`array[${sql.join(
    [0, ...holder.characterIds].map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
const byUser =
  (column = 'user_id') =>
  (holder: Holder) =>
    sql`${sql.identifier(column)} = ${holder.userId}::int`;
const byCharacter =
  (column = 'character_id') =>
  (holder: Holder) =>
    sql`${sql.identifier(column)} = any(${ids(holder)})`;
const byEither = (holder: Holder) => sql`(${byUser()(holder)} or ${byCharacter()(holder)})`;
const sessionsOf = (holder: Holder) =>
  sql`session_id in (select id from sessions where user_id = ${holder.userId}::int)`;
const ordersOf = (holder: Holder) =>
  sql`order_no in (select order_no from membership_orders where user_id = ${holder.userId}::int)`;
const groupsOf = (holder: Holder) =>
  sql`group_id in (select id from groups where owner_character_id = any(${ids(holder)}))`;
/** Text that names the account's e-mail address or phone number (codes sent, messages written). */
const contactIn = (column: string) => (holder: Holder) => {
  const contacts = [holder.email, holder.phone].filter((value): value is string => !!value);
  return contacts.length
    ? sql`${sql.identifier(column)} in (${sql.join(
        contacts.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : sql`false`;
};

/** The account, its roles and what they did, in the order a reader meets them. */
export const HOLDINGS: readonly Holding[] = [
  { table: 'users', where: byUser('id') },
  { table: 'characters', where: byUser() },
  { table: 'character_access', where: byCharacter() },
  { table: 'attempts', where: byEither },
  { table: 'lesson_progress', where: byCharacter() },
  { table: 'lesson_passes_daily', where: byCharacter() },
  { table: 'daily_totals', where: byCharacter() },
  { table: 'key_stats', where: byCharacter() },
  { table: 'key_stats_daily', where: byCharacter() },
  { table: 'keypad_stats_daily', where: byCharacter() },
  { table: 'missed_words_daily', where: byCharacter() },
  { table: 'adaptive_chars', where: byCharacter() },
  { table: 'practice_finishes', where: byCharacter() },
  { table: 'notebook_entries', where: byCharacter() },
  { table: 'notebook_state', where: byCharacter() },
  { table: 'custom_courses', where: byCharacter() },
  { table: 'economy_balances', where: byCharacter() },
  { table: 'economy_days', where: byCharacter() },
  { table: 'economy_ledger', where: byCharacter() },
  { table: 'economy_items', where: byCharacter() },
  { table: 'game_rounds', where: byCharacter() },
  { table: 'discount_cards', where: byEither },
  { table: 'leaderboard_days', where: byCharacter() },
  { table: 'leaderboard_windows', where: byCharacter() },
  { table: 'leaderboard_typists', where: byCharacter() },
  { table: 'leaderboard_logs', where: byCharacter() },
  { table: 'group_members', where: byCharacter() },
  { table: 'groups', where: byCharacter('owner_character_id') },
  { table: 'assignments', where: groupsOf },
  { table: 'class_experiments', where: groupsOf },
  { table: 'school_classes', where: groupsOf },
  { table: 'attempt_arms', where: byCharacter() },
  { table: 'schools', where: byCharacter('admin_character_id') },
  { table: 'school_teachers', where: byCharacter('teacher_character_id') },
  { table: 'school_accounts', where: byUser() },
  { table: 'roster_users', where: byEither },
  { table: 'sso_identities', where: byUser() },
  { table: 'lti_launches', where: byUser() },
  { table: 'report_shares', where: byEither },
  { table: 'role_presence', where: byEither },
  { table: 'sessions', where: byUser() },
  { table: 'refresh_tokens', where: sessionsOf },
  { table: 'session_networks', where: sessionsOf },
  { table: 'login_session_keys', where: byUser('approved_user_id') },
  { table: 'membership_events', where: byUser() },
  { table: 'membership_orders', where: byUser() },
  { table: 'payment_notifications', where: ordersOf },
  { table: 'sandbox_payments', where: ordersOf },
  { table: 'activation_codes', where: byUser('redeemed_by') },
  { table: 'verification_codes', where: contactIn('target') },
  { table: 'feedback_messages', where: contactIn('email') },
];

/** Columns of secrets (hashes, one-time codes): the export says they exist, never what they are. */
const SECRET_COLUMN = /hash|secret|verifier|^code$|^session_key$/;

export type TableRows = Record<string, Record<string, unknown>[]>;

/** The holder of an account: its roles and contacts. */
export async function holderOf(db: Executor, userId: number): Promise<Holder> {
  const { rows } = (await db.execute(
    sql`select u.email, u.phone, coalesce(array_agg(c.id) filter (where c.id is not null), '{}') as characters
        from users u left join characters c on c.user_id = u.id where u.id = ${userId}::int group by u.id`,
  )) as unknown as { rows: { email: string | null; phone: string | null; characters: number[] }[] };
  const row = rows[0];
  return {
    userId,
    characterIds: (row?.characters ?? []).map(Number),
    email: row?.email ?? null,
    phone: row?.phone ?? null,
  };
}

/** Every row the account has in each table, secrets withheld. */
export async function heldRows(db: Executor, holder: Holder): Promise<TableRows> {
  const held: TableRows = {};
  for (const { table, where } of HOLDINGS) {
    const { rows } = (await db.execute(
      sql`select * from ${sql.identifier(table)} where ${where(holder)}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    held[table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          SECRET_COLUMN.test(column) && value !== null ? '[withheld]' : value,
        ]),
      ),
    );
  }
  return held;
}
