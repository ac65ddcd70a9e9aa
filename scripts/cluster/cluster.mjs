// Several KeyQuest API servers (the production build) behind Debian's HAProxy, on a PostgreSQL primary with a
// streaming replica (postgres.mjs) and Redis: `npm run cluster` (run.mjs) and the cluster test
// (tests/cluster/cluster.test.mjs) start it with startCluster.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPrimaryAndReplica } from './postgres.mjs';

export const HAPROXY = '/usr/sbin/haproxy';
const root = resolve(import.meta.dirname, '..', '..');

/** The built production server (scripts/build.mjs; KEYQUEST_DIST moves it). */
export function serverEntry() {
  return join(resolve(root, process.env.KEYQUEST_DIST ?? 'dist'), 'server', 'main.js');
}

/** What the cluster needs and is missing here, or null. */
export function missingForCluster() {
  if (!existsSync(HAPROXY)) return `HAProxy is not installed (${HAPROXY}; apt-get install haproxy)`;
  if (!existsSync('/usr/lib/postgresql')) return 'the PostgreSQL server binaries are not installed';
  if (!existsSync(serverEntry())) return `the server is not built (${serverEntry()}; npm run build)`;
  return null;
}

/** The HAProxy configuration: round robin over the servers, health checks on /api/health, WebSockets passed. */
export function haproxyConfig(port, serverPorts) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An upgraded WebSocket is a tunnel: it stays open this long without traffic.
    '  timeout tunnel 1h',
    '  retries 2',
    '  option redispatch',
    'frontend keyquest',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    // Which server answered, for the cluster test and for anyone reading the answers.
    '  http-response set-header x-keyquest-server %s',
    '  default-server inter 1s fall 2 rise 1',
    ...serverPorts.map((serverPort, index) => `  server api${index + 1} 127.0.0.1:${serverPort} check`),
    '',
  ].join('\n');
}

async function waitFor(check, what, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not yet.
    }
    if (Date.now() > end) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

const healthy = (port) => fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok);

/**
 * Starts PostgreSQL (primary and replica), `servers` API servers and HAProxy in front of them on consecutive ports
 * from `basePort` (the balancer on basePort, the servers after it; PostgreSQL on pgPort and pgPort + 1). Answers
 * the balancer's URL, the servers (each can be killed and started again), the database, and stop().
 */
export async function startCluster({
  basePort,
  pgPort,
  servers = 3,
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  fast = false,
  env = {},
  log = (line) => console.log(line),
}) {
  const pg = startPrimaryAndReplica({ primaryPort: pgPort, replicaPort: pgPort + 1, fast, log });
  const children = new Set();
  const serverPorts = Array.from({ length: servers }, (_, index) => basePort + 1 + index);
  const startServer = (port) => {
    const child = spawn(process.execPath, [serverEntry()], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pg.primaryUrl,
        DATABASE_REPLICA_URL: pg.replicaUrl,
        DATABASE_POOL_SIZE: '8',
        REDIS_URL: redisUrl,
        // One balancer in front: its X-Forwarded-For names the client.
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  };
  const api = serverPorts.map((port) => ({ port, child: null }));
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      [...children].map(
        (child) => new Promise((done) => (child.exitCode === null ? child.on('exit', done) : done())),
      ),
    );
    pg.stop();
  };
  try {
    // The first server migrates the database; the others start beside each other after it.
    api[0].child = startServer(api[0].port);
    await waitFor(() => healthy(api[0].port), `the API server on ${api[0].port}`, 120_000);
    for (const server of api.slice(1)) server.child = startServer(server.port);
    await Promise.all(
      api
        .slice(1)
        .map((server) => waitFor(() => healthy(server.port), `the API server on ${server.port}`, 120_000)),
    );
    const config = join(pg.dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(basePort, serverPorts));
    const haproxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.add(haproxy);
    haproxy.on('exit', () => children.delete(haproxy));
    await waitFor(() => healthy(basePort), 'HAProxy', 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${basePort}`,
    pg,
    servers: api.map((server) => ({
      port: server.port,
      /** Kills the server at once (SIGKILL: the requests in flight are lost). */
      kill: () => server.child?.kill('SIGKILL'),
      /** Starts it again and waits until it answers. */
      restart: async () => {
        server.child = startServer(server.port);
        await waitFor(() => healthy(server.port), `the API server on ${server.port}`, 120_000);
      },
    })),
    stop,
  };
}
