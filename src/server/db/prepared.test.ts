import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASES } from '../test/harness';
import type { DatabaseHandle } from './database';
import { executePrepared, statementOnce } from './prepared';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.each(TEST_DATABASES)('executePrepared on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('answers as db.execute does, with new values each time and for every variant of a statement', async () => {
    const { db } = handle;
    const double = (n: number) => sql`select ${n}::int * 2 as doubled`;
    // The same text again and again (PostgreSQL: one prepared statement per connection), new values each time.
    for (const n of [1, 2, 3, 40, 500, 6000]) {
      expect(rowsOf(await executePrepared(db, double(n)))).toEqual(rowsOf(await db.execute(double(n))));
      expect(rowsOf(await executePrepared(db, double(n)))[0]!.doubled).toBe(n * 2);
    }
    // Statements whose text differs never share a prepared statement.
    const list = (values: number[]) =>
      sql`select sum(v)::int as total from (values ${sql.join(
        values.map((v) => sql`(${v}::int)`),
        sql`, `,
      )}) as t(v)`;
    expect(rowsOf(await executePrepared(db, list([1])))[0]!.total).toBe(1);
    expect(rowsOf(await executePrepared(db, list([1, 2])))[0]!.total).toBe(3);
    expect(rowsOf(await executePrepared(db, list([4, 5, 6])))[0]!.total).toBe(15);
    expect(rowsOf(await executePrepared(db, list([1, 2])))[0]!.total).toBe(3);
  });

  it('builds a statement once and binds new values on every call, null kept null', async () => {
    const { db } = handle;
    let builds = 0;
    const statement = statementOnce<{ n: number | null; label: string }>((p) => {
      builds++;
      return sql`select ${p('n')}::int * 2 as doubled, ${p('label')}::text as label`;
    });
    for (const n of [1, 2, 300, null]) {
      expect(rowsOf(await statement(db, { n, label: `n${n}` }))[0]).toEqual({
        doubled: n === null ? null : n * 2,
        label: `n${n}`,
      });
    }
    expect(builds).toBe(1);
    await expect(statement(db, { n: 1 } as never)).rejects.toThrow('label');
  });

  it('runs inside a transaction, and what it wrote rolls back with it', async () => {
    const { db } = handle;
    await db.execute(sql`create table prepared_probe (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await executePrepared(tx, sql`insert into prepared_probe (n) values (${7}::int)`);
        expect(
          rowsOf(await executePrepared(tx, sql`select count(*)::int as c from prepared_probe`))[0]!.c,
        ).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rowsOf(await executePrepared(db, sql`select count(*)::int as c from prepared_probe`))[0]!.c).toBe(
      0,
    );
  });
});
