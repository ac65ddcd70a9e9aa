import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  HEADERS,
  REFRESH_COOKIE,
  SESSION_COOKIE_MODE,
  type ApiErrorBody,
  type LoginResult,
} from '../../contracts';
import { TEST_DATABASES, call, formEncode, suiteServer } from '../test/harness';
import { REFRESH_RETRY_MS } from './tokens';

type Answer = LoginResult & ApiErrorBody;

interface SetCookie {
  value: string;
  path: string;
  attributes: string[];
  maxAge: number | null;
}

/** The answer's Set-Cookie lines for the refresh cookie, by path. */
function refreshCookies(response: LightMyRequestResponse): Map<string, SetCookie> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const found = new Map<string, SetCookie>();
  for (const line of lines) {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const [name, value = ''] = pair.split('=');
    if (name !== REFRESH_COOKIE) continue;
    const attributes = rest.map((part) => part.toLowerCase());
    const path = rest.find((part) => part.toLowerCase().startsWith('path='))?.slice(5) ?? '';
    const maxAge = rest.find((part) => part.toLowerCase().startsWith('max-age='));
    found.set(path, { value, path, attributes, maxAge: maxAge ? Number(maxAge.slice(8)) : null });
  }
  return found;
}

const PATHS = ['/api/user/auth/refresh', '/api/user/auth/logout'];

/** A POST as the web app sends it: form body, the session header, same origin. */
function webPost(
  app: FastifyInstance,
  path: string,
  options: {
    payload?: Record<string, unknown>;
    cookie?: string;
    headers?: Record<string, string>;
    token?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'keyquest.test',
      origin: 'http://keyquest.test',
      'sec-fetch-site': 'same-origin',
      [HEADERS.session]: SESSION_COOKIE_MODE,
      ...(options.cookie !== undefined ? { cookie: `${REFRESH_COOKIE}=${options.cookie}` } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: formEncode({ deviceId: 'web-device-0001', ...options.payload }),
  });
}

describe.each(TEST_DATABASES)('the refresh cookie of the web app (%s)', (kind) => {
  const server = suiteServer(kind);
  const proxied = suiteServer(kind, { TRUST_PROXY: '1' });

  /** A guest signed in by the web app: the answer and its refresh cookie's value. */
  async function webGuest(app = server.app) {
    const response = await webPost(app, '/user/auth/visitor', { payload: { clientType: 'web' } });
    expect(response.statusCode).toBe(200);
    const cookies = refreshCookies(response);
    return { body: response.json<Answer>(), cookie: cookies.get(PATHS[0]!)?.value ?? '', cookies };
  }

  it('keeps the refresh token in an HttpOnly, SameSite=Strict cookie on the refresh and sign-out paths only', async () => {
    const { body, cookies } = await webGuest();
    expect(body.accessToken).toMatch(/^ey/);
    // Page script never sees it: not in the answer, and the cookie is HttpOnly.
    expect(body).not.toHaveProperty('refreshToken');
    expect([...cookies.keys()].sort()).toEqual([...PATHS].sort());
    for (const cookie of cookies.values()) {
      expect(cookie.value).toMatch(/^[0-9a-f-]{36}\.[\w-]{40,}$/);
      expect(cookie.attributes).toContain('httponly');
      expect(cookie.attributes).toContain('samesite=strict');
      // Plain http (localhost, a school's network): no Secure flag, or the browser would drop the cookie.
      expect(cookie.attributes).not.toContain('secure');
      expect(cookie.maxAge).toBe(180 * 24 * 3600);
    }
    // Behind TLS the cookie is Secure.
    const overTls = await webPost(proxied.app, '/user/auth/visitor', {
      headers: { 'x-forwarded-proto': 'https', origin: 'https://keyquest.test' },
    });
    expect(overTls.statusCode).toBe(200);
    for (const cookie of refreshCookies(overTls).values()) expect(cookie.attributes).toContain('secure');
  });

  it('gives a native wrapper (no session header) its refresh token in the answer and sets no cookie', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/auth/visitor',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formEncode({ deviceId: 'wrapper-device-01', clientType: 'mobile' }),
    });
    expect(response.json<Answer>().refreshToken).toMatch(/^[0-9a-f-]{36}\./);
    expect(refreshCookies(response).size).toBe(0);
  });

  it('a refresh whose answer was lost is tried again with the same cookie: it works once, the unseen one is dropped', async () => {
    const guest = await webGuest();
    const lost = await webPost(server.app, '/user/auth/refresh', { cookie: guest.cookie });
    const unseen = refreshCookies(lost).get(PATHS[0]!)?.value ?? '';
    // The browser never got `lost`'s answer (the network dropped): it sends the old cookie again, soon after.
    server.clock.advance(2000);
    const retried = await webPost(server.app, '/user/auth/refresh', { cookie: guest.cookie });
    expect(retried.statusCode).toBe(200);
    const current = refreshCookies(retried).get(PATHS[0]!)?.value ?? '';
    expect(current).not.toBe(unseen);
    expect((await webPost(server.app, '/user/auth/refresh', { cookie: current })).statusCode).toBe(200);
    // The answer no one saw was withdrawn: if it turns up after all, it is a copy, and the session closes.
    const late = await webPost(server.app, '/user/auth/refresh', { cookie: unseen });
    expect(late.json<Answer>().errorCode).toBe('REFRESH_TOKEN_REUSED');
  });

  it('rotates the cookie on refresh; the old value again closes the session and clears the cookie', async () => {
    const guest = await webGuest();
    const refreshed = await webPost(server.app, '/user/auth/refresh', { cookie: guest.cookie });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<Answer>().user.uid).toBe(guest.body.user.uid);
    expect(refreshed.json()).not.toHaveProperty('refreshToken');
    const next = refreshCookies(refreshed).get(PATHS[0]!)?.value ?? '';
    expect(next).toMatch(/^[0-9a-f-]{36}\./);
    expect(next).not.toBe(guest.cookie);
    expect(refreshCookies(refreshed).get(PATHS[1]!)?.value).toBe(next);

    // The first value comes back later: it was copied. The session closes and the browser is told to forget it.
    server.clock.advance(REFRESH_RETRY_MS + 1000);
    const reused = await webPost(server.app, '/user/auth/refresh', { cookie: guest.cookie });
    expect(reused.statusCode).toBe(401);
    expect(reused.json<Answer>().errorCode).toBe('REFRESH_TOKEN_REUSED');
    for (const path of PATHS) expect(refreshCookies(reused).get(path)?.value).toBe('');
    const afterTheft = await webPost(server.app, '/user/auth/refresh', { cookie: next });
    expect(afterTheft.json<Answer>().errorCode).toBe('REFRESH_TOKEN_INVALID');
    const self = await call(server.app, 'GET', '/user/info/self', {
      token: refreshed.json<Answer>().accessToken,
    });
    expect(self.status).toBe(401);
  });

  it('reads the cookie only with the session header and from this site', async () => {
    const guest = await webGuest();
    // Without the header (a cross-site form post cannot add one), the cookie is not read.
    const bare = await server.app.inject({
      method: 'POST',
      url: '/api/user/auth/refresh',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${REFRESH_COOKIE}=${guest.cookie}`,
      },
      payload: formEncode({ deviceId: 'web-device-0001' }),
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.json<Answer>().errorCode).toBe('REFRESH_TOKEN_INVALID');
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forgeries) {
      const forged = await webPost(server.app, '/user/auth/refresh', { cookie: guest.cookie, headers });
      expect(forged.statusCode).toBe(403);
      expect(forged.json<Answer>().errorCode).toBe('CROSS_SITE_REQUEST');
    }
    // None of these used the token up.
    const own = await webPost(server.app, '/user/auth/refresh', { cookie: guest.cookie });
    expect(own.statusCode).toBe(200);
  });

  it('signs out with the cookie alone: the session ends and the cookie is cleared', async () => {
    const guest = await webGuest();
    const out = await webPost(server.app, '/user/auth/logout', { cookie: guest.cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    for (const path of PATHS) {
      const cleared = refreshCookies(out).get(path);
      expect(cleared?.value).toBe('');
      expect(cleared?.attributes.some((part) => part.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
    }
    const self = await call(server.app, 'GET', '/user/info/self', { token: guest.body.accessToken });
    expect(self.status).toBe(401);
    const again = await webPost(server.app, '/user/auth/refresh', { cookie: guest.cookie });
    expect(again.json<Answer>().errorCode).toBe('REFRESH_TOKEN_INVALID');
  });
});
