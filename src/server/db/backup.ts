import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-lock';
import type { EmbeddedDatabaseClient } from './pglite-worker-client';

/**
 * Backups of the embedded database (PGlite). A backup is PGlite's own dump of its data folder (a gzip tarball),
 * taken from the running database, so it is one consistent state even while learners type: the running server
 * writes one when it receives SIGUSR2 (`npm run backup` sends it), and `npm run backup` writes one itself when no
 * server runs. `npm run restore <file>` puts a backup in place while no server runs, once it has opened and read
 * it through beside the live folder (the old folder is kept).
 * PostgreSQL is backed up with its own tools (pg_dump), see docs/SERVER.md.
 */
export const BACKUP_FOLDER = 'backups';

export function backupFolder(dataDir: string): string {
  return join(resolve(dataDir), BACKUP_FOLDER);
}

/** Writes a dump of a running PGlite to `<DATA_DIR>/backups/keyquest-<time>.tar.gz`; returns its path. */
export async function writeBackup(
  client: Pick<EmbeddedDatabaseClient, 'dumpDataDir'>,
  dataDir: string,
  now = new Date(),
): Promise<string> {
  const folder = backupFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const dump = await client.dumpDataDir('gzip');
  const name = `keyquest-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const file = join(folder, name);
  // Written aside, then renamed: a backup file that exists is complete.
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.partial`, file);
  return file;
}

/** The backups in a data folder, oldest first. */
export function listBackups(dataDir: string): string[] {
  const folder = backupFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort()
    .map((name) => join(folder, name));
}

/** A backup that cannot be restored; the live database was left as it was. */
export class BackupDamagedError extends Error {
  constructor(file: string, cause: unknown) {
    super(
      `${file} cannot be restored (${cause instanceof Error ? cause.message : String(cause)}): it is damaged, ` +
        'cut short or not a KeyQuest backup. Nothing changed: the live database was not touched.',
    );
    this.name = 'BackupDamagedError';
  }
}

/**
 * Opens a backup into `folder` and reads it through: KeyQuest's migrations are recorded, and every table is read
 * whole (a count scans each page, so a cut or damaged table file fails here rather than on a learner's request).
 */
async function loadAndCheck(file: string, folder: string): Promise<void> {
  const client = new PGlite(folder, { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await client.waitReady;
    const migrations = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    if (!migrations.rows[0]?.count) throw new Error('it records no KeyQuest migration');
    const tables = await client.query<{ name: string }>(
      "select format('%I.%I', schemaname, tablename) as name from pg_tables " +
        "where schemaname not in ('pg_catalog', 'information_schema')",
    );
    for (const { name } of tables.rows) await client.query(`select count(*) from ${name}`);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * Replaces the database in a data folder with a backup. Refuses while a server holds the folder. The backup is
 * first opened into a folder of its own beside the live one and read through (`loadAndCheck`); only a backup that
 * passes replaces the live folder, by two renames, and the folder it replaces is kept beside it as
 * `pglite.before-restore-<time>`. On any failure the live folder stays (or is put back) where it was and nothing
 * else is left behind.
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<string | null> {
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const release = lockDataFolder(root);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const staging = join(root, `pglite.restoring-${stamp}`);
  try {
    try {
      await loadAndCheck(file, staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupDamagedError(file, error);
    }
    const target = join(root, 'pglite');
    let keptAs: string | null = null;
    if (existsSync(target)) {
      keptAs = `${target}.before-restore-${stamp}`;
      renameSync(target, keptAs);
    }
    try {
      renameSync(staging, target);
    } catch (error) {
      if (keptAs) renameSync(keptAs, target);
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    return keptAs;
  } finally {
    release();
  }
}
