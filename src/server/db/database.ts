import { existsSync, mkdirSync, statfsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-lock';
import { openPgliteWorker, type EmbeddedDatabaseClient } from './pglite-worker-client';
import { StartupProblem, explainFolderError } from './startup-problems';

/** The database as the services use it: the same drizzle API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<PgQueryResultHKT>;
/** Something queries run on: the database or a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's client (backups dump it, db:copy reads it); absent on PostgreSQL. */
  client?: EmbeddedDatabaseClient;
  /** Applies the committed migrations that are not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where to connect: a PostgreSQL URL, a PGlite folder, or (tests) an in-memory PGlite, optionally started from a
 * dump of an already migrated one (PGlite's `dumpDataDir`): that skips initdb and the migrations.
 */
export type DatabaseTarget =
  { url: string; poolSize?: number } | { dataDir: string } | { memory: true; snapshot?: Blob };

/**
 * The committed SQL migrations: beside this file when running from source (src/server/db/migrations), beside
 * the bundle when running the build (<dist>/server/migrations, copied there by scripts/build.mjs).
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`The database migrations are missing (looked in ${candidates.join(', ')}).`);
  return found;
}

// Any fixed number: servers starting together on one PostgreSQL take turns to migrate.
const MIGRATION_LOCK = 7_305_148_211;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, target.poolSize ?? 10);
  let client: EmbeddedDatabaseClient;
  let release = () => {};
  if ('dataDir' in target) {
    const dataDir = resolve(target.dataDir);
    const folder = join(dataDir, 'pglite');
    try {
      mkdirSync(folder, { recursive: true });
      release = lockDataFolder(dataDir);
    } catch (error) {
      throw explainFolderError(error, dataDir);
    }
    const free = freeBytes(dataDir);
    if (free !== null && free < MIN_FREE_BYTES) {
      release();
      throw new StartupProblem(
        `The disk holding the data folder ${dataDir} is full (${Math.round(free / 1024 / 1024)} MB free). ` +
          'Free some space (KeyQuest needs at least 64 MB), or point DATA_DIR at another disk.',
      );
    }
    try {
      client = await openPgliteWorker({ dataDir: folder });
    } catch (error) {
      release();
      throw explainFolderError(error, dataDir);
    }
  } else {
    client = await openPgliteWorker({ snapshot: target.snapshot });
  }
  // drizzle's PGlite driver calls only query() and transaction(), which the worker's client provides.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(asPglite), { migrationsFolder: migrationsFolder() }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    client,
  };
}

/** Below this, PGlite may fail half-way through a write: refuse to start and say so. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;

function freeBytes(folder: string): number | null {
  try {
    const stats = statfsSync(folder);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let closing = false;
  // An idle client that loses its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message);
  });
  const db = drizzlePostgres(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
