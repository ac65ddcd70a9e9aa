import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { formEncode } from './form-encode';

/**
 * The production server (`src/server/main.ts`) as `npm run build` builds it, built once per run by the server
 * tests' global set-up (./global-setup.ts): a child process starts in about half the CPU time tsx needs to
 * compile and load the sources.
 */
export function serverMain(): string {
  const bundle = inject('serverBundle');
  if (!bundle) throw new Error('No server bundle: child servers run in the server project (vite.config.ts).');
  return join(bundle, 'main.js');
}

export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Everything the process wrote to stdout (its log) so far. */
  stdout(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/** Starts the built server in its own process with these settings (on top of a quiet test environment). */
export function spawnServer(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, [serverMain()], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The development outbox stands in for a mail and SMS provider (docs/SERVER.md, "Production checklist").
      UNSAFE_LOG_CODES: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      CLIENT_DIR: '/nonexistent-keyquest-client',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return {
    process: child,
    url: `http://127.0.0.1:${env.PORT ?? '8080'}`,
    stderr: () => stderr,
    stdout: () => stdout,
    exited,
  };
}

/** Waits until the server answers its health check (or fails when the process ends first). */
export async function waitUntilUp(server: ChildServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | null = null;
  void server.exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== null) throw new Error(`the server exited (${ended}) before answering: ${server.stderr()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms: ${server.stderr()}`);
}

/**
 * A new data folder (DATA_DIR) holding a migrated embedded database: a copy of the one the run's global set-up
 * migrated, so that a child server's first start does not create and migrate a database (several seconds of CPU)
 * where that is not what the test is about. The caller removes it (it is under `prefix` in the system's temp).
 */
export function migratedDataFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('pgliteDataFolder'), folder, { recursive: true });
  return folder;
}

/** A free TCP port for a child server. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built server (on PORT when `env` names one, else on a free port) and waits until it answers. */
export async function startServer(env: Record<string, string>, timeoutMs?: number): Promise<ChildServer> {
  const server = spawnServer({ PORT: String(await freePort()), ...env });
  await waitUntilUp(server, timeoutMs);
  return server;
}

/**
 * A call to a child server's API as the app makes it: form-encoded (a GET's payload in its query string), with the
 * bearer token when there is one. The payload names its own deviceId.
 */
export async function callServer<T>(
  server: ChildServer,
  method: 'GET' | 'POST',
  path: string,
  payload: Record<string, unknown>,
  token = '',
): Promise<{ status: number; body: T & { errorCode?: string } }> {
  const body = formEncode(payload);
  const response = await fetch(`${server.url}/api${path}${method === 'GET' ? `?${body}` : ''}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'POST' ? { body } : {}),
  });
  return { status: response.status, body: (await response.json()) as T & { errorCode?: string } };
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

/** Runs one of the operator's data commands (scripts/data/<name>) on a data folder, in its own process. */
export function runDataScript(name: string, dataDir: string, args: string[] = []) {
  return run(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'scripts/data', name), ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
}
