import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { hashString } from '../../engine';
import type { Executor } from './database';

/** What `executePrepared` uses of drizzle's database or transaction (both have it; the types do not say so). */
interface Internals {
  dialect: PgDialect;
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** FNV-1a of the statement's text: its prepared statement's name, so two texts never share one. */
const nameOf = (text: string) => `kq_${hashString(text).toString(36)}_${text.length.toString(36)}`;

/**
 * Runs a statement as `db.execute` does, but on PostgreSQL as a named prepared statement: each connection parses
 * and plans it once and then only binds new values. For the large statements of the attempt's transaction, whose
 * planning cost more PostgreSQL time than running them (tests/bench/api, BENCHMARKS.md). The name comes from the
 * text, so a statement whose text varies (a list of values, an optional part) becomes one prepared statement per
 * variant: keep such statements' text fixed and their variable parts in values. PGlite runs it as any statement.
 */
export function executePrepared(db: Executor, statement: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as Internals;
  const query = dialect.sqlToQuery(statement);
  return session.prepareQuery(query, undefined, nameOf(query.sql), false).execute();
}

/**
 * A statement built ONCE, its variable parts named placeholders (`sql.placeholder`), run as `executePrepared` runs
 * a statement: on PostgreSQL a named prepared statement per connection, bound to new values on every call. What
 * `executePrepared` still does per call (build the statement with drizzle, write out its text, hash the text for
 * its name) is done on the first call only: for the statements of every saved attempt, where that work cost more
 * server CPU than the rest of drizzle (BENCHMARKS.md, "Issue 36, stop 21: a saved attempt"). `build` gets the
 * placeholder maker and the executor of the first call (for drizzle's builders; the text does not depend on it).
 * A value is what the statement would have been built with: a column's (drizzle's insert and update builders) is
 * turned into the driver's value as drizzle does, null stays null; every placeholder needs a value (undefined
 * throws).
 */
export function statementOnce<Values extends Record<string, unknown>>(
  build: (placeholder: (name: keyof Values & string) => Placeholder, db: Executor) => SQL,
): (db: Executor, values: Values) => Promise<unknown> {
  let built: { sql: string; params: unknown[]; name: string } | undefined;
  return async (db, values) => {
    const { dialect, session } = db as unknown as Internals;
    if (!built) {
      const query = dialect.sqlToQuery(build((name) => sql.placeholder(name), db));
      built = { sql: query.sql, params: query.params, name: nameOf(query.sql) };
    }
    const params = built.params.map((param) => fill(param, values));
    return session.prepareQuery({ sql: built.sql, params }, undefined, built.name, false).execute();
  };
}

/** A parameter of a statement built with placeholders, given its value. */
function fill(param: unknown, values: Record<string, unknown>): unknown {
  const column = is(param, Param) ? param : undefined;
  const placeholder = is(param, Placeholder)
    ? param
    : column && is(column.value, Placeholder)
      ? column.value
      : undefined;
  if (!placeholder) return param;
  const value = values[placeholder.name as string];
  if (value === undefined) throw new Error(`No value for the placeholder "${String(placeholder.name)}".`);
  return column && value !== null ? column.encoder.mapToDriverValue(value) : value;
}

/** A boolean column of a raw row: drivers that do not parse booleans answer 't' / 'f'. */
export const rawBoolean = (value: boolean | string | null | undefined): boolean =>
  value === true || value === 't';

/** A json column of a raw row: parsed by node-postgres, text from drivers that do not parse json. */
export function rawJson<T>(value: T | string | null | undefined): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null);
}
