import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { DeletionReceipt, ExportFile } from '../../contracts';
import type { Executor } from '../db/database';
import { schoolWithChild } from '../exports/test-helpers';
import { typeLesson } from '../groups/test-helpers';
import { HOLDINGS } from './holdings';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';

type Answer<T> = T & { errorCode?: string };

/**
 * A child's data export and deletion (docs/PRIVACY.md). What "everything" means is read from the database's own
 * catalogue here, not from the code under test: every table with a column naming an account (`user_id`,
 * `approved_user_id`, `redeemed_by`) or a character (`character_id`, `..._character_id`), and the rows in it that
 * name the child.
 */
async function childRowsByTable(db: Executor, userId: number, characterIds: number[]) {
  const { rows: columns } = (await db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join pg_class k on k.relname = c.table_name
    join pg_namespace n on n.oid = k.relnamespace and n.nspname = c.table_schema
    where c.table_schema = current_schema() and k.relkind in ('r', 'p') and not k.relispartition
      and (c.column_name in ('user_id', 'approved_user_id', 'redeemed_by') or c.column_name like '%character_id')
  `)) as unknown as { rows: { table: string; column: string }[] };
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const ids = sql.join(
    [0, ...characterIds].map((id) => sql`${id}::int`),
    sql`, `,
  );
  const counts: Record<string, number> = {};
  for (const [table, names] of byTable) {
    const conditions = names.map((column) =>
      /character_id$/.test(column)
        ? sql`${sql.identifier(column)} in (${ids})`
        : sql`${sql.identifier(column)} = ${userId}::int`,
    );
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(conditions, sql` or `)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table] = Number(rows[0]!.n);
  }
  // Also the account's own row.
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from users where id = ${userId}::int`,
  )) as unknown as { rows: { n: number }[] };
  counts.users = Number(rows[0]!.n);
  return counts;
}

describe.each(TEST_DATABASES)('a child’s data: export and deletion (%s)', (kind) => {
  const server = suiteServer(kind);
  const unzip = (file: ExportFile) => unzipSync(new Uint8Array(Buffer.from(file.base64, 'base64')));

  async function childWithData() {
    const school = await schoolWithChild(server.app, `Privacy School ${kind}`, 'P1');
    const { child } = school;
    await typeLesson(server.app, child.token, child.characterId);
    await typeLesson(server.app, child.token, child.characterId, { clean: false });
    const course = await call(server.app, 'POST', '/course/custom/create', {
      token: child.token,
      payload: { characterId: child.characterId, title: 'My words', text: 'apple pear plum' },
    });
    expect(course.status).toBe(200);
    const me = await call<{ uid: number }>(server.app, 'GET', '/user/info/self', { token: child.token });
    return { ...school, userId: me.body.uid };
  }

  it('the school exports everything held about its child, as JSON and CSV in a zip; another school cannot', async () => {
    const { admin, child, userId } = await childWithData();
    const answer = await call<Answer<ExportFile>>(server.app, 'GET', '/privacy/export', {
      token: admin.token,
      payload: { characterId: admin.characterId, studentId: child.characterId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.contentType).toBe('application/zip');
    const files = unzip(answer.body);
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      accountId: number;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.accountId).toBe(userId);

    // Every table of the catalogue that holds a row of the child's is in the export, with all its rows.
    const held = await childRowsByTable(server.database.db, userId, [child.characterId]);
    const holding = Object.entries(held).filter(([, count]) => count > 0);
    expect(holding.length).toBeGreaterThan(8);
    // A table that can hold a child's row (a new one too) is one the export reads.
    const read = new Set(HOLDINGS.map((entry) => entry.table));
    expect(Object.keys(held).filter((table) => !read.has(table))).toEqual([]);
    for (const [table, count] of holding) {
      expect({ table, rows: data.tables[table]?.length }).toEqual({ table, rows: count });
      // The same rows as CSV.
      const csv = Papa.parse(strFromU8(files[`${table}.csv`]!).replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
      });
      expect({ table, rows: csv.data.length }).toEqual({ table, rows: count });
    }
    expect(data.tables.users![0]).toMatchObject({
      id: userId,
      username: child.username,
      password_hash: '[withheld]',
    });
    expect(data.tables.attempts!.map((row) => row.lesson_slug)).toHaveLength(2);
    expect(data.tables.custom_courses![0]).toMatchObject({ title: 'My words', text: 'apple pear plum' });
    expect(data.tables.group_members).toHaveLength(1);
    expect(data.tables.school_accounts).toHaveLength(1);

    const other = await schoolWithChild(server.app, `Other School ${kind}`, 'Q1');
    const refused = await call<Answer<unknown>>(server.app, 'GET', '/privacy/export', {
      token: other.admin.token,
      payload: { characterId: other.admin.characterId, studentId: child.characterId },
    });
    expect(refused.body.errorCode).toBe('STUDENT_NOT_FOUND');
  });

  it('deletion removes every row of the child, with a receipt kept without personal data', async () => {
    const { admin, child, userId } = await childWithData();
    const before = await childRowsByTable(server.database.db, userId, [child.characterId]);
    const wrong = await call<Answer<unknown>>(server.app, 'DELETE', '/privacy/delete', {
      token: admin.token,
      payload: {
        characterId: admin.characterId,
        studentId: child.characterId,
        password: 'nope99',
        acknowledge: true,
      },
    });
    expect(wrong.body.errorCode).toBe('WRONG_PASSWORD');

    const deleted = await call<Answer<DeletionReceipt>>(server.app, 'DELETE', '/privacy/delete', {
      token: admin.token,
      payload: {
        characterId: admin.characterId,
        studentId: child.characterId,
        password: admin.password,
        acknowledge: true,
      },
    });
    expect(deleted.status).toBe(200);
    const receipt = deleted.body;
    expect(receipt.accountId).toBe(userId);
    expect(receipt.digest).toMatch(/^[0-9a-f]{64}$/);
    for (const [table, count] of Object.entries(before).filter(([, n]) => n > 0))
      expect({ table, deleted: receipt.tables[table] }).toEqual({ table, deleted: count });

    const after = await childRowsByTable(server.database.db, userId, [child.characterId]);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    // The receipt is kept, and names no one.
    const { rows } = (await server.database.db.execute(
      sql`select * from deletion_receipts where receipt_id = ${receipt.receiptId}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(child.username);
    // The child's session is gone with the account.
    const signedOut = await call(server.app, 'GET', '/character/list', { token: child.token });
    expect(signedOut.status).toBe(401);
  });

  it('a parent exports and deletes their own account with its children’s roles', async () => {
    const parent = await guestWithStudent(server.app, 'Kiddo');
    await typeLesson(server.app, parent.token, parent.characterId);
    const answer = await call<Answer<ExportFile>>(server.app, 'GET', '/privacy/export', {
      token: parent.token,
    });
    const data = JSON.parse(strFromU8(unzip(answer.body)['data.json']!)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.tables.characters).toEqual([expect.objectContaining({ nickname: 'Kiddo' })]);
    expect(data.tables.attempts).toHaveLength(1);
    const half = await call<Answer<unknown>>(server.app, 'DELETE', '/privacy/delete', {
      token: parent.token,
      payload: { studentId: parent.characterId, acknowledge: true },
    });
    expect(half.body.errorCode).toBe('PARAMETER_ERROR');
    const deleted = await call<Answer<DeletionReceipt>>(server.app, 'DELETE', '/privacy/delete', {
      token: parent.token,
      payload: { acknowledge: true },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.tables.attempts).toBe(1);
  });
});
