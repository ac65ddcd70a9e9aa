// A PostgreSQL primary and a streaming replica made with pg_basebackup, in a temporary folder, on two ports of
// 127.0.0.1 (Debian's server binaries). Run as root, the clusters belong to the `postgres` user and every server
// command runs as that user (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL server binaries (the newest installed), or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

function owner() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

function runAs(bin, command, args) {
  const file = join(bin, command);
  const [exe, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const done = spawnSync(exe, argv, { encoding: 'utf8' });
  if (done.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${done.stdout ?? ''}${done.stderr ?? ''}`);
  }
  return done.stdout;
}

/**
 * Starts a primary on `primaryPort` with database `keyquest`, and a replica of it on `replicaPort`
 * (pg_basebackup -R: it streams from the primary). `fast` turns fsync off (tests). Answers the URLs and stop().
 */
export function startPrimaryAndReplica({ primaryPort, replicaPort, fast = false, log = () => undefined }) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed (/usr/lib/postgresql/*/bin).');
  const dir = mkdtempSync(join(tmpdir(), 'keyquest-cluster-'));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const { uid, gid } = owner();
    chownSync(dir, uid, gid);
  }
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const started = [];
  const primaryAdmin = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const startReplica = () =>
    runAs(bin, 'pg_ctl', [
      '-D',
      replica,
      '-o',
      `-p ${replicaPort}`,
      '-l',
      join(dir, 'replica.log'),
      '-w',
      'start',
    ]);
  const stop = () => {
    for (const data of started.reverse()) {
      try {
        runAs(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    }
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    log(`initdb ${primary}`);
    runAs(bin, 'initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    appendFileSync(
      join(primary, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 5',
        'max_connections = 200',
        ...(fast ? ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'] : []),
        '',
      ].join('\n'),
    );
    runAs(bin, 'pg_ctl', [
      '-D',
      primary,
      '-o',
      `-p ${primaryPort}`,
      '-l',
      join(dir, 'primary.log'),
      '-w',
      'start',
    ]);
    started.push(primary);
    execFileSync('psql', [primaryAdmin, '-qc', 'CREATE DATABASE keyquest']);
    log(`pg_basebackup -> ${replica}`);
    runAs(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    startReplica();
    started.push(replica);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    dir,
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/keyquest`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/keyquest`,
    /** Bytes of WAL the replica has still to replay (the primary's view). */
    lagBytes: () =>
      Number(
        execFileSync('psql', [
          primaryAdmin,
          '-Atc',
          'select coalesce(max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)), 0) from pg_stat_replication',
        ])
          .toString()
          .trim(),
      ),
    /** Stops the replica at once (the primary keeps running; the API servers' reads fall back to it). */
    stopReplica: () => runAs(bin, 'pg_ctl', ['-D', replica, '-m', 'immediate', '-w', 'stop']),
    /** Starts the stopped replica again; it catches up from the primary's WAL. */
    startReplica,
    /** Rows of an SQL query on the primary, tab-separated. */
    query: (sql) =>
      execFileSync('psql', [`postgres://postgres@127.0.0.1:${primaryPort}/keyquest`, '-Atc', sql])
        .toString()
        .trim(),
    stop,
  };
}
