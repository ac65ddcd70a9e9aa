import { sql, type SQL } from 'drizzle-orm';
import { CHAR_MS_AT_ONE_WPM, MINUTE_MS } from '../../engine';

/**
 * The formulas of engine/metrics.ts as SQL expressions, for the statements that compute figures in the database
 * (the leaderboard windows, the attempt's rollups): the constants come from the engine, written as literals so the
 * statement's arithmetic (and its types) is the one the TypeScript formulas do.
 */
const literal = (value: number): SQL => sql.raw(String(value));

/** Words per minute of `chars` typed in `ms` (null when no time passed): `wpmFromChars` in SQL. */
export function wpmSql(chars: SQL, ms: SQL): SQL {
  return sql`case when ${ms} > 0 then ${chars} * ${literal(CHAR_MS_AT_ONE_WPM)} / ${ms} end`;
}

/** The count a per-minute `rate` stands for over `ms`: `countOfRate` in SQL. */
export function countOfRateSql(rate: SQL, ms: SQL): SQL {
  return sql`${rate} * ${ms} / ${literal(MINUTE_MS)}`;
}
