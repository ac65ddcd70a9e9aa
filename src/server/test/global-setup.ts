import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated in-memory PGlite: each test database starts from it (no initdb, no migrations). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database each test database is copied from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
    /** A server's data folder (DATA_DIR) with a migrated embedded database, closed: child servers start on copies. */
    pgliteDataFolder: string;
    /** A folder with the production server built as scripts/build.mjs builds it: `main.js`, run by child servers. */
    serverBundle: string;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Runs once per `vitest run` for the server project (vite.config.ts): migrates one database of each kind, so
 * that every test file's fresh database is a copy of it instead of a new database migrated from scratch, and
 * builds the server once for the files that start it in a process of its own (./child-server.ts), instead of each
 * process compiling the sources again with tsx.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Inside the repository, so that the bundle's imports of packages find node_modules; one folder per run.
  const bundleParent = join(root, 'node_modules', '.cache', 'keyquest-test-server');
  mkdirSync(bundleParent, { recursive: true });
  const bundle = mkdtempSync(join(bundleParent, 'run-'));
  // Built as `npm run build` builds it: without this test run's settings (NODE_ENV=test, VITEST).
  const buildEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  const built = promisify(execFile)(
    process.execPath,
    ['scripts/build-server.mjs', 'src/server/main.ts', bundle],
    { cwd: root, env: buildEnv },
  );
  built.catch(() => {}); // awaited below, after the databases
  const folder = mkdtempSync(join(tmpdir(), 'kq-pglite-snapshot-'));
  const snapshotFile = join(folder, 'migrated.tar');
  const pglite = await openDatabase({ memory: true });
  try {
    await pglite.migrate();
    const dump = await pglite.client!.dumpDataDir('none');
    writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteSnapshot', snapshotFile);
  // The same dump restored into a data folder's database (as a backup is restored, db/backup.ts).
  const dataFolder = join(folder, 'data');
  mkdirSync(join(dataFolder, 'pglite'), { recursive: true });
  const onDisk = new PGlite(join(dataFolder, 'pglite'), {
    loadDataDir: new Blob([readFileSync(snapshotFile)]),
  });
  await onDisk.waitReady;
  await onDisk.close();
  project.provide('pgliteDataFolder', dataFolder);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template = '';
  if (adminUrl) {
    template = `kq_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const postgres = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await postgres.migrate();
    } finally {
      await postgres.close();
    }
  }
  project.provide('postgresTemplate', template);
  await built;
  project.provide('serverBundle', bundle);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

/** One statement on the server's admin database, on a connection of its own. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
