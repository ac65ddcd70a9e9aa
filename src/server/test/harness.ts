import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Character, LoginResult } from '../../contracts';
import { formEncode } from './form-encode';
import { buildApp, type AppOptions } from '../app';
import { devRoutes } from '../dev/routes';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { parseEnv, type Env } from '../env';
import { ManualClock } from '../shared/clock';
import { adminQuery } from './global-setup';

/**
 * Server tests run the real app (fastify.inject) on a real database: an in-memory PGlite always, and
 * PostgreSQL too when TEST_DATABASE_URL is set (scripts/test.mjs sets it). Each test file gets its own fresh
 * database (on PostgreSQL one of its own, dropped at the end), so files run in parallel and re-runs start clean.
 * Fresh databases are copies of one migrated at the start of the run (./global-setup.ts): a PGlite dump, and a
 * PostgreSQL template database.
 */
export const TEST_DATABASES: readonly ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let snapshot: Blob | undefined;

/** The migrated PGlite dump of this run, read once per test file; none outside the server project's run. */
function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!snapshot && file) snapshot = new Blob([readFileSync(file)]);
  return snapshot;
}

export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ memory: true, snapshot: pgliteSnapshot() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `kq_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The test configuration: test mode, no built client, generous rate limits unless a test wants them. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    CLIENT_DIR: '/nonexistent-keyquest-client',
    RATE_LIMIT_PER_MINUTE: '10000',
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.env;
}

export interface TestServer {
  app: FastifyInstance;
  clock: ManualClock;
  database: DatabaseHandle;
}

/** The app on a database, with a clock the test moves. */
export async function startApp(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
  options: Omit<AppOptions, 'database' | 'clock'> = {},
): Promise<TestServer> {
  const clock = new ManualClock();
  // The test-only routes (the outbox the sign-in tests read codes from), as the end-to-end tests' server has.
  const app = await buildApp(testEnv(overrides), { testRoutes: [devRoutes], ...options, database, clock });
  await app.ready();
  return { app, clock, database };
}

export interface CallOptions {
  payload?: Record<string, unknown>;
  token?: string | null;
  headers?: Record<string, string>;
  /** Leave out the deviceId the helper adds by default. */
  withoutDevice?: boolean;
  /** The client address the call comes from (limits count per address); the default is inject's own. */
  remoteAddress?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export { formEncode };

export const DEVICE_ID = 'test-device-0001';

/** Calls the API as the app does: form body for POST, query string for GET and DELETE. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const payload = { ...(options.withoutDevice ? {} : { deviceId: DEVICE_ID }), ...options.payload };
  const encoded = formEncode(payload);
  const headers: Record<string, string> = { language: 'ENG', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url: `/api${path}${method === 'POST' || !encoded ? '' : `?${encoded}`}`,
    headers:
      method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    ...(method === 'POST' ? { payload: encoded } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** A new guest on a new device: its login result. */
export async function signInAsGuest(
  app: FastifyInstance,
  remoteAddress?: string,
): Promise<LoginResult & { deviceId: string; refreshToken: string }> {
  const deviceId = `dev-${randomUUID()}`;
  const { status, body } = await call<LoginResult>(app, 'POST', '/user/auth/visitor', {
    payload: { deviceId, clientType: 'web' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (status !== 200 || !body.refreshToken) throw new Error(`visitor login failed: ${JSON.stringify(body)}`);
  return { ...body, refreshToken: body.refreshToken, deviceId };
}

/** A unique username for a test. */
export function uniqueName(prefix = 'kid'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/**
 * The app on a fresh database of this kind for the tests of the calling suite: started before them, closed after
 * them. Call it in a describe block; what it returns reads the started server (only inside tests and hooks).
 */
export function suiteServer(kind: 'pglite' | 'postgres', overrides: Record<string, string> = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startApp(await openTestDatabase(kind), overrides);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.database.close();
  });
  const get = () => {
    if (!started) throw new Error('the suite server is read before it started');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get clock() {
      return get().clock;
    },
    get database() {
      return get().database;
    },
  };
}

/** A new guest with one student character: the guest's access token and the character's id. */
export async function guestWithStudent(
  app: FastifyInstance,
  nickname: string,
): Promise<{ token: string; characterId: number; refreshToken: string }> {
  const { accessToken: token, refreshToken } = await signInAsGuest(app);
  const created = await call<Character>(app, 'POST', '/character/create', {
    token,
    payload: { avatar: 'avatar-student-1', nickname, type: 'STUDENT' },
  });
  if (created.status !== 200) throw new Error(`character creation failed: ${JSON.stringify(created.body)}`);
  return { token, characterId: created.body.characterId, refreshToken };
}
