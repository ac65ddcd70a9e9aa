import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-lock';
import type { EmbeddedDatabaseClient } from './pglite-worker-client';

/**
 * Backups of the embedded database (PGlite). A backup is PGlite's own dump of its data folder (a gzip tarball),
 * taken from the running database, so it is one consistent state even while learners type: the running server
 * writes one when it receives SIGUSR2 (`npm run backup` sends it), and `npm run backup` writes one itself when no
 * server runs. `npm run restore <file>` puts a backup in place while no server runs (the old folder is kept).
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

/**
 * Replaces the database in a data folder with a backup. Refuses while a server holds the folder. The folder it
 * replaces is kept beside it as `pglite.before-restore-<time>`.
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<string | null> {
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const release = lockDataFolder(root);
  try {
    const target = join(root, 'pglite');
    let keptAs: string | null = null;
    if (existsSync(target)) {
      keptAs = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, keptAs);
    }
    const client = new PGlite(target, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.waitReady;
    // A query proves the restored folder opens.
    await client.query('select 1');
    await client.close();
    return keptAs;
  } finally {
    release();
  }
}
