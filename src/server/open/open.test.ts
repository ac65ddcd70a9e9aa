import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogArticleDetail, BlogList } from '../../contracts';
import { feedbackMessages } from '../db/schema';
import { TEST_DATABASES, call, openTestDatabase, startApp, type TestServer } from '../test/harness';

describe.each(TEST_DATABASES)('blog and contact form (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startApp(await openTestDatabase(kind));
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  it('lists every article newest first, with covers, in the language of the language header', async () => {
    const english = await call<BlogList>(server.app, 'GET', '/blog/article/list');
    expect(english.status).toBe(200);
    expect(english.body.map((article) => article.slug)).toContain('kids-typing');
    expect(english.body[0]?.slug).toBe('kids-typing');
    expect(english.body.every((article) => article.cover?.startsWith('/blog/'))).toBe(true);

    const chinese = await call<BlogList>(server.app, 'GET', '/blog/article/list', {
      headers: { language: 'CHS' },
    });
    expect(chinese.body.find((article) => article.slug === 'touch-typing')?.title).toBe(
      '什么是盲打？为什么要学？',
    );
    const titles = async (language: string) =>
      (await call<BlogList>(server.app, 'GET', '/blog/article/list', { headers: { language } })).body.find(
        (article) => article.slug === 'touch-typing',
      )?.title;
    expect(await titles('CHT')).toBe('什麼是盲打？為什麼要學？');
    expect(await titles('JA')).toBe('タッチタイピングとは？なぜ覚えるの？');
    expect(await titles('MSA')).toBe('Apakah menaip sentuh, dan mengapa perlu belajar?');
  });

  it('the home teaser holds at most 6 articles', async () => {
    const home = await call<BlogList>(server.app, 'GET', '/blog/article/home');
    expect(home.body).toHaveLength(6);
  });

  it('opens an article with its body, and answers NOT_FOUND for an unknown slug', async () => {
    const article = await call<BlogArticleDetail>(server.app, 'GET', '/blog/article/detail', {
      payload: { slug: 'speed' },
    });
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({ slug: 'speed', language: 'ENG' });
    expect(article.body.html).toContain('<h2>Accuracy first</h2>');

    const missing = await call(server.app, 'GET', '/blog/article/detail', {
      payload: { slug: 'no-such-article' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('tells the visitor country and its language from a proxy header or the browser language', async () => {
    const proxied = await call(server.app, 'GET', '/open/country', { headers: { 'cf-ipcountry': 'TW' } });
    expect(proxied.body).toEqual({ code: 'TW', languageCode: 'CHT' });
    const malaysia = await call(server.app, 'GET', '/open/country', { headers: { 'x-country-code': 'MY' } });
    expect(malaysia.body).toEqual({ code: 'MA', languageCode: 'MSA' });
    const browser = await call(server.app, 'GET', '/open/country', {
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect(browser.body).toEqual({ code: 'JP', languageCode: 'JA' });
    const unknown = await call(server.app, 'GET', '/open/country', { headers: { 'accept-language': 'fi' } });
    expect(unknown.body).toEqual({ code: 'OTHER', languageCode: 'ENG' });
  });

  it('stores a contact message, and refuses a bad email or an empty message', async () => {
    const sent = await call<{ feedbackId: number }>(server.app, 'POST', '/open/feedback', {
      payload: { topic: 'school', name: 'Ms Tan', email: 'Tan@Example.org', message: 'We have 3 classes.' },
    });
    expect(sent.status).toBe(200);
    const rows = await server.database.db.select().from(feedbackMessages);
    expect(rows.find((row) => row.id === sent.body.feedbackId)).toMatchObject({
      topic: 'school',
      email: 'tan@example.org',
      message: 'We have 3 classes.',
    });

    const badEmail = await call(server.app, 'POST', '/open/feedback', {
      payload: { topic: 'general', email: 'not-an-email', message: 'Hello' },
    });
    expect(badEmail.body).toMatchObject({ statusCode: 400, errorCode: 'EMAIL_INVALID' });
    const empty = await call(server.app, 'POST', '/open/feedback', {
      payload: { topic: 'general', email: 'a@b.org', message: '   ' },
    });
    expect(empty.body).toMatchObject({ statusCode: 400, errorCode: 'PARAMETER_ERROR' });
  });
});
