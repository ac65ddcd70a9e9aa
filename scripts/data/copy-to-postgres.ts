/**
 * npm run db:copy -- <postgres://… of a new, empty database>: copies the embedded database (DATA_DIR, default
 * ./data) into PostgreSQL, to move an install from PGlite to PostgreSQL (docs/SERVER.md). Stop the server first: the
 * copy refuses while a server holds the data folder. The PGlite folder is left as it was.
 */
import { openDatabase } from '../../src/server/db/database';
import { copyDatabase } from '../../src/server/db/copy';

const dataDir = process.env.DATA_DIR || './data';
const url = process.argv[2] || process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Name the PostgreSQL database to copy into: npm run db:copy -- postgres://user@host:5432/keyquest');
  process.exit(1);
}
try {
  const source = await openDatabase({ dataDir });
  try {
    const report = await copyDatabase(source, url, (table, rows) => console.log(`  ${table}: ${rows} rows`));
    console.log(`Copied ${report.rows} rows in ${report.tables} tables from ${dataDir} into PostgreSQL.`);
    console.log('Start the server with DATABASE_URL set to that database; keep a PGlite backup until all is checked.');
  } finally {
    await source.close();
  }
} catch (error) {
  console.error(`The copy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
