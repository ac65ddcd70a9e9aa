/**
 * npm run backup: a consistent copy of the embedded database (PGlite) in <DATA_DIR>/backups. With a server
 * running on the folder, the server writes it (SIGUSR2) while it keeps serving; without one, this script opens
 * the folder and writes it. Keeps the newest KEEP_BACKUPS (default 14). See docs/SERVER.md.
 */
import { rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { listBackups, writeBackup } from '../../src/server/db/backup';
import { liveHolder, lockDataFolder } from '../../src/server/db/data-lock';

const dataDir = resolve(process.env.DATA_DIR || './data');
const keep = Number(process.env.KEEP_BACKUPS || 14);

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/SERVER.md).');
  process.exit(1);
}

async function backUp(): Promise<string> {
  const holder = liveHolder(dataDir);
  if (holder) {
    const before = new Set(listBackups(dataDir));
    process.kill(holder.pid, 'SIGUSR2');
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const fresh = listBackups(dataDir).find((file) => !before.has(file));
      if (fresh) return fresh;
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`the server (process ${holder.pid}) wrote no backup within 2 minutes; see its log`);
  }
  const release = lockDataFolder(dataDir);
  try {
    const client = new PGlite(resolve(dataDir, 'pglite'));
    await client.waitReady;
    try {
      return await writeBackup(client, dataDir);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

try {
  const file = await backUp();
  console.log(`Backup written: ${file} (${Math.round(statSync(file).size / 1024)} KB)`);
  const all = listBackups(dataDir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) rmSync(old);
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
