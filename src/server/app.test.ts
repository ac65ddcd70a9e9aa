import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, BlogHome, OrganizationInfo } from '../contracts';
import { buildApp } from './app';
import { migrationsFolder } from './db/database';
import { organizations } from './db/schema';
import { call, openTestDatabase, signInAsGuest, startApp, testEnv, type TestServer } from './test/harness';

describe('the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApp(await openTestDatabase('pglite'));
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  it('answers the health check', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ ok: true, edition: 'global' });
  });

  it('answers an unknown API path with the not-found error in the request language', async () => {
    const response = await server.app.inject({ url: '/api/no/such/call', headers: { language: 'CHS' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: '页面不存在', errorCode: 'NOT_FOUND' });
  });

  it('refuses a request body over 2 MiB', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/auth/visitor',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `deviceId=abcdefgh12&padding=${'x'.repeat(2.1 * 1024 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a malformed JSON body with the parameter error', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/auth/visitor',
      headers: { 'content-type': 'application/json' },
      payload: '{"deviceId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().errorCode).toBe('PARAMETER_ERROR');
  });

  it('lists the validation problems by field', async () => {
    const guest = await signInAsGuest(server.app);
    const answer = await call<ApiErrorBody>(server.app, 'POST', '/character/create', {
      token: guest.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: '', type: 'ROBOT' },
    });
    expect(answer.body.errorCode).toBe('NICKNAME_EMPTY');
    expect(answer.body.details?.fields).toEqual([
      { path: 'nickname', message: 'NICKNAME_EMPTY' },
      { path: 'type', message: 'CHARACTER_TYPE_NOT_ALLOWED' },
    ]);
  });

  it("gives a student's organisation its name, kind and home-page theme", async () => {
    const [org] = await server.database.db
      .insert(organizations)
      .values({
        name: 'Sunny Primary',
        authType: 'SCHOOL',
        homepageConfig: '{"logo":"/x.png","background":"light"}',
      })
      .returning();
    const found = await call<OrganizationInfo>(server.app, 'GET', '/open/organization/info/by-student', {
      payload: { orgId: org!.id },
    });
    expect(found.body).toEqual({
      orgName: 'Sunny Primary',
      orgAuthType: 'SCHOOL',
      homepageConfig: '{"logo":"/x.png","background":"light"}',
    });
    const missing = await call<ApiErrorBody>(server.app, 'GET', '/open/organization/info/by-student', {
      payload: { orgId: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it('lists the 6 latest blog articles for the home page', async () => {
    const answer = await call<BlogHome>(server.app, 'GET', '/blog/article/home');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(6);
    expect(answer.body[0]).toMatchObject({
      slug: 'kids-typing',
      title: expect.any(String),
      cover: '/blog/kids-typing.svg',
    });
    const dates = answer.body.map((article) => article.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds its migrations from the source tree', () => {
    expect(migrationsFolder()).toMatch(/src[/\\]server[/\\]db[/\\]migrations$/);
  });
});

describe('a server fault', () => {
  it('answers 500 with the catalogue message and nothing of the cause', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testEnv(), { database });
    app.get('/api/test/fault', async () => {
      throw new Error('connection to 10.0.0.7 refused: password for admin');
    });
    await app.ready();
    const response = await app.inject({ url: '/api/test/fault', headers: { language: 'MSA' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      message: 'Berlaku masalah di pihak kami, sila cuba lagi',
      errorCode: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toContain('10.0.0.7');
    await app.close();
    await database.close();
  });
});

describe('the built app', () => {
  it('is served beside the API, with the app shell for client routes', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'keyquest-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>KeyQuest</title>');
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testEnv({ CLIENT_DIR: clientDir }), { database });
    try {
      const page = await app.inject({ url: '/lesson/home-keys-f-and-j' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>KeyQuest</title>');
      // Unknown app paths and lessons, and the other edition's product pages, are the not-found page.
      for (const url of ['/lesson/no-such-lesson', '/groups', '/nonexistent', '/product/pinyin-typing']) {
        const missing = await app.inject({ url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.headers['content-type']).toContain('text/html');
      }
      const api = await app.inject({ url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json<ApiErrorBody>().errorCode).toBe('NOT_FOUND');
    } finally {
      await app.close();
      await database.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('keeps its data and its signing key across restarts on PGlite in DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'keyquest-data-'));
    try {
      const first = await buildApp(testEnv({ DATA_DIR: dataDir }));
      const guest = await signInAsGuest(first);
      await first.close();
      const second = await buildApp(testEnv({ DATA_DIR: dataDir }));
      const self = await call(second, 'GET', '/user/info/self', { token: guest.accessToken });
      expect(self.status).toBe(200);
      expect(self.body).toMatchObject({ uid: guest.user.uid });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
