// Helpers for the README's commands. Only Node built-ins here: these run before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository, streaming its output; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Runs a command and exits the process if it fails. */
export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status}).`);
    process.exit(status);
  }
}

/**
 * Installs the npm dependencies when node_modules is missing or older than package-lock.json.
 * A hash of the lock file kept in node_modules tells whether the installed tree is current.
 */
export function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.keyquest-lock-hash');
  const wanted = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Installing npm dependencies…');
  // `npm ci`: exactly the committed lock file. The lock must list every platform's optional packages (the
  // @unrs/resolver bindings); write it with `npm install --package-lock-only` in a folder without node_modules
  // (docs/ARCHITECTURE.md), or npm 11 drops the other platforms' bindings and `npm ci` refuses the lock.
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
  const installed = existsSync(lock)
    ? createHash('sha256').update(readFileSync(lock)).digest('hex')
    : 'no-lock';
  writeFileSync(stamp, installed);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Installs Debian packages with apt-get (as root, or through sudo when it is available). */
export function aptInstall(packages) {
  const apt = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [command, args] = isRoot() ? [apt[0], apt.slice(1)] : ['sudo', ['-n', ...apt]];
  let status = run(command, args, { env });
  if (status !== 0) {
    // The package lists may be missing on a fresh machine.
    const update = isRoot() ? ['apt-get', ['update']] : ['sudo', ['-n', 'apt-get', 'update']];
    run(update[0], update[1], { env });
    status = run(command, args, { env });
  }
  return status === 0;
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure Debian's Chromium is installed for the browser tests. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  console.log(`${chromiumPath} is missing: installing Debian's chromium…`);
  return aptInstall(['chromium']) && existsSync(chromiumPath);
}

/** Resolves true when something accepts TCP connections on host:port. */
export function canConnect(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes sure a PostgreSQL server answers on 127.0.0.1:5432 with a database `test`, installing and starting
 * Debian's postgresql when it is absent. Returns the connection URL, or null (with the reason printed).
 */
export async function ensurePostgres() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';
  if (process.env.TEST_DATABASE_URL === '') return null;
  const { hostname, port } = new URL(url);
  const local = hostname === '127.0.0.1' || hostname === 'localhost';
  if (!(await canConnect(hostname, Number(port || 5432)))) {
    if (!local) {
      console.warn(`PostgreSQL at ${hostname}:${port} does not answer: its server tests are skipped.`);
      return null;
    }
    const clusters = () => (existsSync('/etc/postgresql') ? readdirVersions() : []);
    if (clusters().length === 0) {
      console.log("PostgreSQL is not installed: installing Debian's postgresql…");
      if (!aptInstall(['postgresql'])) {
        console.warn('Could not install PostgreSQL: its server tests are skipped (PGlite tests still run).');
        return null;
      }
    }
    for (const version of clusters()) {
      run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    }
    for (let i = 0; i < 30 && !(await canConnect(hostname, Number(port || 5432))); i++) await sleep(500);
    if (!(await canConnect(hostname, Number(port || 5432)))) {
      console.warn('PostgreSQL did not start: its server tests are skipped (PGlite tests still run).');
      return null;
    }
    allowLocalTrust();
  }
  return url;
}

function readdirVersions() {
  return spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.split(/\s+/).filter(Boolean);
}

/** On a fresh Debian install, create the `test` database and let local TCP connections in as the test user. */
function allowLocalTrust() {
  const asPostgres = (sql) =>
    spawnSync(
      isRoot() ? 'su' : 'sudo',
      isRoot() ? ['postgres', '-c', `psql -qc "${sql}"`] : ['-n', '-u', 'postgres', 'psql', '-qc', sql],
      {
        stdio: 'ignore',
      },
    );
  asPostgres('CREATE DATABASE test');
  asPostgres("ALTER USER postgres PASSWORD 'postgres'");
}
