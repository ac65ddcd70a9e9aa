import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';
import type { DeletionReceipt, ExportFile } from '../../contracts';
import type { CharacterRow } from '../character/service';
import { characters } from '../character/schema';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { schoolAccounts } from '../schools/schema';
import { schoolOf } from '../schools/service';
import { users } from '../user/schema';
import { HOLDINGS, heldRows, holderOf, type TableRows } from './holdings';
import { deletionReceipts } from './schema';

/**
 * A child's data, for a parent (the account's holder) or the school that opened the account: everything held,
 * as JSON and CSV in a zip, and its deletion with a receipt (docs/PRIVACY.md).
 */

/** The account of a child the school opened (by the child's character), else STUDENT_NOT_FOUND. */
export async function schoolChildAccount(
  db: Executor,
  admin: CharacterRow,
  studentId: number,
): Promise<number> {
  const school = await schoolOf(db, admin);
  const [row] = await db
    .select({ userId: characters.userId })
    .from(characters)
    .innerJoin(
      schoolAccounts,
      and(eq(schoolAccounts.userId, characters.userId), eq(schoolAccounts.schoolId, school.id)),
    )
    .where(eq(characters.id, studentId));
  if (!row) throw fail('STUDENT_NOT_FOUND');
  return row.userId;
}

/** A cell as CSV writes it: objects (a keystroke log, a list) as JSON, dates as ISO 8601. */
function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

const README = `This archive holds everything KeyQuest keeps about one account, table by table.
data.json: every table with its rows. <table>.csv: the same rows, one file per table that has any.
Secrets (password hashes, one-time codes) are written as [withheld]: they are one-way values, not your data.
See the privacy notice (docs/PRIVACY.md) for what each table is for and how long it is kept.
`;

/** Everything held about the account, as a zip of data.json, one CSV per table with rows, and a README. */
export async function childDataExport(context: ServerContext, userId: number): Promise<ExportFile> {
  const held = await heldRows(context.db, await holderOf(context.db, userId));
  const exportedAt = context.clock.now().toISOString();
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README),
    'data.json': strToU8(JSON.stringify({ accountId: userId, exportedAt, tables: held }, null, 2)),
  };
  for (const [table, rows] of Object.entries(held)) {
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0]!);
    const csv = Papa.unparse({
      fields: columns,
      data: rows.map((row) => columns.map((column) => cell(row[column]))),
    });
    files[`${table}.csv`] = strToU8(`\uFEFF${csv}`);
  }
  return {
    fileName: `keyquest-data-${userId}-${exportedAt.slice(0, 10)}.zip`,
    contentType: 'application/zip',
    base64: Buffer.from(zipSync(files, { level: 6 })).toString('base64'),
  };
}

const countsOf = (held: TableRows) =>
  Object.fromEntries(Object.entries(held).map(([table, rows]) => [table, rows.length]));

/**
 * Deletes the account and everything held about it, in one transaction: the rows of text-keyed tables (codes
 * sent to its e-mail or phone, messages written from it) first, then the account, whose deletion cascades to
 * every table that refers to it. The receipt counts the rows per table and is kept without personal data.
 */
export async function deleteChildData(
  context: ServerContext,
  userId: number,
  requestedBy: string,
): Promise<DeletionReceipt> {
  const deletedAt = context.clock.now();
  return context.db.transaction(async (tx) => {
    const holder = await holderOf(tx, userId);
    const tables = countsOf(await heldRows(tx, holder));
    for (const { table, where } of HOLDINGS.filter((holding) =>
      /^(verification_codes|feedback_messages)$/.test(holding.table),
    ))
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${where(holder)}`);
    // An activation code stays a code (it was sold, not the child's); only its link to the account goes.
    await tx.delete(users).where(eq(users.id, userId));
    const body = { receiptId: randomUUID(), deletedAt: deletedAt.toISOString(), accountId: userId, tables };
    const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    await tx.insert(deletionReceipts).values({ ...body, deletedAt, requestedBy, digest });
    return { ...body, digest };
  });
}
