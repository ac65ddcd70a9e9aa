import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated in-memory PGlite: each test database starts from it (no initdb, no migrations). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database each test database is copied from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Runs once per `vitest run` for the server project (vite.config.ts): migrates one database of each kind, so
 * that every test file's fresh database is a copy of it instead of a new database migrated from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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

  return async () => {
    rmSync(folder, { recursive: true, force: true });
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
