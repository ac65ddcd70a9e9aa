import type { SQL } from 'drizzle-orm';
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

/** A boolean column of a raw row: drivers that do not parse booleans answer 't' / 'f'. */
export const rawBoolean = (value: boolean | string | null | undefined): boolean =>
  value === true || value === 't';

/** A json column of a raw row: parsed by node-postgres, text from drivers that do not parse json. */
export function rawJson<T>(value: T | string | null | undefined): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null);
}
