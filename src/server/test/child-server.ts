import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's entry point, run from source with tsx (the tests need no build). */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

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

/** Starts `src/server/main.ts` in its own process with these settings (on top of a quiet test environment). */
export function spawnServer(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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
