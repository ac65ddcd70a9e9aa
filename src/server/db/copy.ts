import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './database';

/**
 * Copies every row of one KeyQuest database into another of the same migrations: the way an install moves from
 * the embedded PGlite to PostgreSQL (`npm run db:copy`, docs/SERVER.md). Both are migrated first. Tables go
 * parents first (foreign keys); each value travels as its text form and is read back by the target column's own
 * type; identity values are kept (`OVERRIDING SYSTEM VALUE`) and each identity sequence is moved past the copied
 * rows. A target that has accounts or results is refused; the rows its migrations wrote are replaced by the
 * source's. The whole copy is one transaction on the target: a failure leaves it as it was.
 */

/** A query on either database: rows as plain objects. */
type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

interface Column {
  name: string;
  identity: boolean;
}

const BATCH_ROWS = 200;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function pgliteQuerier(handle: DatabaseHandle): Query {
  const client = handle.client;
  if (!client) throw new Error('The source must be the embedded database (PGlite).');
  return async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
}

/**
 * The public tables, parents before children (a table after every table its foreign keys point at). A
 * partitioned table is copied through its parent (its rows land in the target's own partitions), never partition
 * by partition.
 */
async function tablesInOrder(query: Query): Promise<string[]> {
  const tables = (
    await query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
    )
  ).map((row) => String(row.name));
  const edges = await query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND child.relname <> parent.relname`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) parents.get(String(edge.child))?.add(String(edge.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle; cannot order the copy.");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

async function columnsOf(query: Query, table: string): Promise<Column[]> {
  const rows = await query(
    `SELECT column_name, is_identity, is_generated FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows
    .filter((row) => row.is_generated !== 'ALWAYS')
    .map((row) => ({ name: String(row.column_name), identity: row.is_identity === 'YES' }));
}

export interface CopyReport {
  tables: number;
  rows: number;
  perTable: Record<string, number>;
}

/** Copies the embedded database `from` into the PostgreSQL database at `toUrl` (migrated here, must be empty). */
export async function copyDatabase(
  from: DatabaseHandle,
  toUrl: string,
  progress: (table: string, rows: number) => void = () => undefined,
): Promise<CopyReport> {
  await from.migrate();
  const migrating = await openDatabase({ url: toUrl, poolSize: 1 });
  try {
    await migrating.migrate();
  } finally {
    await migrating.close();
  }
  const connection = new pg.Client({ connectionString: toUrl });
  await connection.connect();
  try {
    return await copyRows(
      pgliteQuerier(from),
      async (text, params) => (await connection.query(text, params)).rows,
      progress,
    );
  } finally {
    await connection.end();
  }
}

async function copyRows(
  source: Query,
  target: Query,
  progress: (table: string, rows: number) => void,
): Promise<CopyReport> {
  const tables = await tablesInOrder(source);
  const targetTables = new Set(await tablesInOrder(target));
  const missing = tables.filter((table) => !targetTables.has(table));
  if (missing.length > 0)
    throw new Error(`The target has no table ${missing.join(', ')}: not the same version.`);
  // A new install holds only what its migrations wrote (e.g. markers); one with accounts or results is refused.
  for (const table of ['users', 'characters', 'attempts'].filter((name) => targetTables.has(name))) {
    const [row] = await target(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS used`);
    if (row?.used === true) {
      throw new Error(
        `The target database is not empty (table ${table} has rows): copy into a new, empty database.`,
      );
    }
  }
  const perTable: Record<string, number> = {};
  await target('BEGIN');
  try {
    // The migrations' own rows on the target give way to the source's (written by the same migrations).
    for (const table of [...tables].reverse()) await target(`DELETE FROM ${quote(table)}`);
    for (const table of tables) {
      const columns = await columnsOf(source, table);
      const names = columns.map((column) => quote(column.name)).join(', ');
      const asText = columns.map((column) => `${quote(column.name)}::text`).join(', ');
      const overriding = columns.some((column) => column.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
      let copied = 0;
      for (;;) {
        const rows = await source(
          `SELECT ${asText} FROM ${quote(table)} ORDER BY ctid LIMIT ${BATCH_ROWS} OFFSET ${copied}`,
        );
        if (rows.length === 0) break;
        const params: unknown[] = [];
        const tuples = rows.map((row) => {
          const values = Object.values(row);
          const marks = values.map((value) => {
            params.push(value);
            return `$${params.length}`;
          });
          return `(${marks.join(', ')})`;
        });
        await target(
          `INSERT INTO ${quote(table)} (${names})${overriding} VALUES ${tuples.join(', ')}`,
          params,
        );
        copied += rows.length;
        if (rows.length < BATCH_ROWS) break;
      }
      for (const column of columns.filter((candidate) => candidate.identity)) {
        await target(
          `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(max(${quote(column.name)}), 1), max(${quote(column.name)}) IS NOT NULL) FROM ${quote(table)}`,
          [quote(table), column.name],
        );
      }
      perTable[table] = copied;
      progress(table, copied);
    }
    await target('COMMIT');
  } catch (error) {
    await target('ROLLBACK');
    throw error;
  }
  return { tables: tables.length, rows: Object.values(perTable).reduce((a, b) => a + b, 0), perTable };
}
