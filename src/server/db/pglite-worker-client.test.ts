import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../errors';
import { openDatabase, type DatabaseHandle } from './database';
import {
  DatabaseWorkerStoppedError,
  openPgliteWorker,
  type PgliteWorkerClient,
} from './pglite-worker-client';

describe('the embedded database in its worker thread', () => {
  let client: PgliteWorkerClient;

  beforeAll(async () => {
    client = await openPgliteWorker({});
    await client.exec('CREATE TABLE item (id int PRIMARY KEY, label text)');
  });
  afterAll(() => client.close());

  it('holds every other query back while a transaction is open, as PGlite does in one thread', async () => {
    const events: string[] = [];
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO item VALUES (1, $1)', ['inside']);
      outside = client
        .query<{ n: number }>('SELECT count(*)::int AS n FROM item')
        .then((result) => events.push(`outside saw ${result.rows[0]!.n}`));
      // Time for the outside query to run if it were not held.
      await new Promise((done) => setTimeout(done, 100));
      await tx.query('INSERT INTO item VALUES (2, $1)', ['inside']);
      events.push('transaction ends');
    });
    await outside;
    expect(events).toEqual(['transaction ends', 'outside saw 2']);
    await client.query('DELETE FROM item');
  });

  it("rolls back a transaction whose callback throws, and the caller gets PostgreSQL's error with its code", async () => {
    const failure = await client
      .transaction(async (tx) => {
        await tx.query('INSERT INTO item VALUES (10, $1)', ['first']);
        await tx.query('INSERT INTO item VALUES (10, $1)', ['again']);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'item_pkey', table: 'item' });
    expect((failure as Error).message).toMatch(/duplicate key/);
    expect((await client.query('SELECT * FROM item WHERE id = 10')).rows).toEqual([]);

    // A caller's own error rolls back too, and is the error the caller sees.
    const own = new Error('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO item VALUES (11, $1)', ['undone']);
        throw own;
      }),
    ).rejects.toBe(own);
    expect((await client.query('SELECT * FROM item WHERE id = 11')).rows).toEqual([]);
    // The database takes queries again afterwards.
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('rolls back what tx.rollback() undoes without failing the transaction', async () => {
    const result = await client.transaction(async (tx) => {
      await tx.query('INSERT INTO item VALUES (12, $1)', ['undone']);
      await tx.rollback();
      return tx.closed;
    });
    expect(result).toBe(true);
    expect((await client.query('SELECT * FROM item WHERE id = 12')).rows).toEqual([]);
  });

  it('returns every type as PGlite in one thread does, with and without the caller’s parsers', async () => {
    const direct = new PGlite();
    try {
      const text = `SELECT
        '2026-11-27 01:02:03.456+00'::timestamptz AS at, '2026-11-27 01:02:03'::timestamp AS local,
        '2026-11-27'::date AS day, '1 day 02:00'::interval AS span, '{"a": [1, "x"]}'::json AS doc,
        '{"b": null}'::jsonb AS docb, 12.50::numeric AS amount, 9007199254740993::int8 AS big, 42::int8 AS small,
        true AS yes, '\\x0102'::bytea AS bytes, ARRAY['a', 'b'] AS list, ARRAY['2026-01-01'::date] AS days,
        NULL::timestamptz AS nothing, $1::text AS param, $2::int AS number`;
      const params = ["it's", 7];
      const parsers = {
        [types.TIMESTAMPTZ]: (v: string) => `parsed ${v}`,
        [types.DATE]: (v: string) => v,
        [1182]: (v: string) => v,
      };
      for (const options of [
        undefined,
        { rowMode: 'array' as const, parsers },
        { rowMode: 'object' as const, parsers },
      ]) {
        const inThread = await direct.query(text, params, options);
        const inWorker = await client.query(text, params, options);
        expect(inWorker.rows).toEqual(inThread.rows);
        expect(inWorker.fields).toEqual(inThread.fields);
      }
    } finally {
      await direct.close();
    }
  });

  it('dumps its data, and a database opened from the dump has it', async () => {
    await client.query('INSERT INTO item VALUES (20, $1)', ['kept']);
    const dump = await client.dumpDataDir('none');
    const copy = await openPgliteWorker({ snapshot: dump });
    try {
      expect((await copy.query('SELECT label FROM item WHERE id = 20')).rows).toEqual([{ label: 'kept' }]);
    } finally {
      await copy.close();
    }
  });

  it('fails calls with a clear error once its thread is gone, the pending ones too', async () => {
    const doomed = await openPgliteWorker({});
    const pending = doomed.query('SELECT count(*) FROM generate_series(1, 100000000)');
    await doomed.terminate();
    await expect(pending).rejects.toBeInstanceOf(DatabaseWorkerStoppedError);
    await expect(doomed.query('SELECT 1')).rejects.toThrow(/The embedded database is not running/);
    await expect(doomed.transaction(async () => undefined)).rejects.toBeInstanceOf(
      DatabaseWorkerStoppedError,
    );
    expect(doomed.closed).toBe(true);
    await doomed.close();
  });
});

describe('drizzle on the worker', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.db.execute(sql`CREATE TABLE thing (id int PRIMARY KEY, at timestamptz)`);
  });
  afterAll(() => database.close());

  it('sees a unique violation through drizzle’s wrapping, and nested transactions roll back to their savepoint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thing VALUES (1, now())`);
      const failure = await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thing VALUES (1, now())`);
        })
        .catch((error: unknown) => error);
      expect(isUniqueViolation(failure)).toBe(true);
    });
    const { rows } = (await database.db.execute(sql`SELECT id, at FROM thing`)) as unknown as {
      rows: { at: unknown }[];
    };
    expect(rows).toHaveLength(1);
    // drizzle keeps timestamps as PostgreSQL's text (its parsers), as on PGlite in one thread.
    expect(typeof rows[0]!.at).toBe('string');
  });
});
