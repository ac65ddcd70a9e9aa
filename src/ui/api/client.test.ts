import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../i18n/locale-store';
import { ApiError, configureApiClient } from './client';
import { forgetDeviceIdForTests } from './device-id';
import { api } from './endpoints';
import { setNativeBridge } from './native-bridge';
import { loginRedirectTarget } from './login';
import { useSessionStore } from './session-store';
import { accessToken, clearTokens, storeTokens } from './tokens';
import { fakeServer, json, loginResult } from '../testing/fake-server';
import { GUEST_USER } from '../testing/guest-user';

const user = GUEST_USER;

beforeEach(() => {
  // Contract mismatches are reported with console.warn; the tests that cause them say so.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  clearTokens();
  forgetDeviceIdForTests();
  setNativeBridge(null);
  useSessionStore.setState({ signedIn: false, user: null, characterId: null, isNewUser: false });
  useLocaleStore.setState({ locale: 'ENG' });
});
afterEach(() => {
  configureApiClient();
  vi.restoreAllMocks();
});

describe('the API client', () => {
  it('sends the language, client type, source, region and bearer token headers', async () => {
    const { sent } = fakeServer(() => json(200, []));
    storeTokens(loginResult('token-abc'));
    useLocaleStore.setState({ locale: 'CHS' });
    await api.characterList();
    expect(sent[0]?.url.pathname).toBe('/api/character/list');
    expect(sent[0]?.headers).toMatchObject({
      language: 'CHS',
      'client-type': 'web',
      source: 'global',
      region: 'US',
      authorization: 'Bearer token-abc',
    });
  });

  it('makes a device id once, keeps it, and adds it to every payload (query string or form body)', async () => {
    const { sent } = fakeServer((request) =>
      request.url.pathname.endsWith('/visitor') ? json(200, loginResult('t1')) : json(200, []),
    );
    await api.characterList();
    await api.visitorLogin({ clientType: 'web' });
    forgetDeviceIdForTests(); // a reload: the id comes back from local storage
    await api.characterList();
    const ids = [
      sent[0]!.url.searchParams.get('deviceId'),
      sent[1]!.body.get('deviceId'),
      sent[2]!.url.searchParams.get('deviceId'),
    ];
    expect(ids[0]).toMatch(/^[\w-]{8,}$/);
    expect(new Set(ids).size).toBe(1);
    expect(localStorage.getItem('deviceId')).toBe(ids[0]);
  });

  it("uses the native wrapper's device id and token when it gives them", async () => {
    const { sent } = fakeServer(() => json(200, []));
    setNativeBridge({
      getDeviceId: () => 'wrapper-device-42',
      getAccessToken: () => 'wrapper-token',
      clientType: 'mobile',
    });
    await api.characterList();
    expect(sent[0]?.url.searchParams.get('deviceId')).toBe('wrapper-device-42');
    expect(sent[0]?.headers).toMatchObject({
      authorization: 'Bearer wrapper-token',
      'client-type': 'mobile',
    });
  });

  it('form-encodes POST payloads, the keystroke log as JSON, and puts DELETE payloads in the query string', async () => {
    const { sent } = fakeServer((request) =>
      request.method === 'DELETE' ? json(200, { deleted: true }) : json(200, { approved: true }),
    );
    await api.approveSessionKey({ sessionKey: 'k'.repeat(20) });
    expect(sent[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent[0]?.body.get('sessionKey')).toBe('k'.repeat(20));
    await api.deleteCharacter({ characterId: 3, acknowledge: true, password: 'abc123' });
    expect(sent[1]?.method).toBe('DELETE');
    expect(Object.fromEntries(sent[1]!.url.searchParams)).toMatchObject({
      characterId: '3',
      acknowledge: 'true',
    });

    await expect(
      api.submitAttempt({
        characterId: 3,
        idempotencyKey: 'attempt-0001',
        kind: 'game',
        gameId: 'STAR_TREK',
        mode: 'stop',
        text: 'f',
        keystrokes: [{ kind: 'insert', char: 'f', timeStamp: 12.5 }],
        startedAt: 1_767_225_600_000,
        timeZone: 'UTC',
      }),
    ).rejects.toThrow(); // the fake answer is not an attempt result
    expect(JSON.parse(sent[2]!.body.get('keystrokes')!)).toEqual([
      { kind: 'insert', char: 'f', timeStamp: 12.5 },
    ]);
    expect(sent[2]?.body.get('startedAt')).toBe('1767225600000');
  });

  it('gives status 600 "Network Error" when no answer comes at all', async () => {
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.characterList().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 600, message: 'Network Error', errorCode: 'NETWORK_ERROR' });
  });

  it('turns an error answer into { statusCode, message, errorCode }', async () => {
    fakeServer(() =>
      json(400, { statusCode: 400, message: 'Please enter a nickname', errorCode: 'NICKNAME_EMPTY' }),
    );
    const error = await api
      .createCharacter({ avatar: 'avatar-student-1', nickname: '', type: 'STUDENT' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Please enter a nickname',
      errorCode: 'NICKNAME_EMPTY',
    });
    expect((error as ApiError).code).toBe('NICKNAME_EMPTY');
  });

  it('counts a 200 carrying an errorCode as a failure, and prefers errorMsg to message', async () => {
    fakeServer(() => json(200, { errorCode: 'SCAN_FAILED', errorMsg: 'Scan Failed', message: 'other' }));
    await expect(api.blogHome()).rejects.toMatchObject({
      statusCode: 200,
      message: 'Scan Failed',
      errorCode: 'SCAN_FAILED',
    });
  });

  it('refuses an answer that does not match its contract', async () => {
    fakeServer(() => json(200, [{ slug: 1 }]));
    await expect(api.blogHome()).rejects.toMatchObject({ statusCode: 500, errorCode: 'INTERNAL_ERROR' });
  });

  it('on 401 when the refresh cookie is refused too: clears the session and goes to /login/ with the current path', async () => {
    const { navigate } = fakeServer(() =>
      json(401, { statusCode: 401, message: 'Please sign in again', errorCode: 'UNAUTHORIZED' }),
    );
    storeTokens({ accessToken: 'old', expireTime: Date.now() + 60_000 });
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('characterId', '3');
    localStorage.setItem('bdVid', 'ad-click');
    useSessionStore.setState({ signedIn: true, user, characterId: 3 });
    const signedOut = vi.fn();
    setNativeBridge({ onSignOut: signedOut });

    await expect(api.characterList()).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).toHaveBeenCalledWith('/login/?redirect=%2Fchapter%2F%3Ftab%3D2');
    expect(useSessionStore.getState()).toMatchObject({ signedIn: false, user: null, characterId: null });
    expect(accessToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('characterId')).toBeNull();
    expect(localStorage.getItem('bdVid')).toBeNull();
    expect(signedOut).toHaveBeenCalled();
  });

  it("a 401 of a sign-in or login-code call is the caller's to show: no redirect", async () => {
    const { navigate } = fakeServer(() =>
      json(401, { statusCode: 401, message: 'Wrong', errorCode: 'WRONG_PASSWORD' }),
    );
    useSessionStore.setState({ signedIn: true, user });
    await expect(api.passwordLogin({ username: 'ann', password: 'abc123' })).rejects.toMatchObject({
      errorCode: 'WRONG_PASSWORD',
    });
    await expect(
      api.codeLogin({ via: 'email', target: 'a@example.com', code: '1234' }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().signedIn).toBe(true);
  });

  it('on 401: refreshes through the cookie once (for parallel calls too) and retries', async () => {
    let refreshes = 0;
    const { sent, navigate } = fakeServer((request) => {
      if (request.url.pathname === '/api/user/auth/refresh') {
        refreshes++;
        // The token is the HttpOnly cookie's, which the browser adds: nothing of it in the payload.
        expect(request.body.get('refreshToken')).toBeNull();
        expect(request.headers['x-keyquest-session']).toBe('cookie');
        return json(200, loginResult('fresh-token'));
      }
      return request.headers.authorization === 'Bearer fresh-token'
        ? json(200, [])
        : json(401, { errorCode: 'UNAUTHORIZED' });
    });
    storeTokens({ accessToken: 'stale-token', expireTime: Date.now() + 60_000 });
    const answers = await Promise.all([
      api.characterList(),
      api.characterList(),
      api.self().catch(() => null),
    ]);
    expect(answers[0]).toEqual([]);
    expect(refreshes).toBe(1);
    expect(accessToken()).toBe('fresh-token');
    expect(navigate).not.toHaveBeenCalled();
    expect(
      sent.filter((request) => request.headers.authorization === 'Bearer fresh-token').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('goes to login when the refresh itself is refused', async () => {
    const { navigate } = fakeServer((request) =>
      request.url.pathname === '/api/user/auth/refresh'
        ? json(401, { errorCode: 'REFRESH_TOKEN_REUSED' })
        : json(401, { errorCode: 'UNAUTHORIZED' }),
    );
    storeTokens({ accessToken: 'stale', expireTime: Date.now() + 60_000 });
    await expect(api.characterList()).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(accessToken()).toBeNull();
  });

  it('after a page load (a stored user, no token in memory) gets its token through the cookie first', async () => {
    const { sent } = fakeServer((request) =>
      request.url.pathname === '/api/user/auth/refresh'
        ? json(200, loginResult('loaded-token'))
        : json(200, []),
    );
    useSessionStore.setState({ signedIn: true, user });
    await api.characterList();
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/api/user/auth/refresh',
      '/api/character/list',
    ]);
    expect(sent[1]?.headers.authorization).toBe('Bearer loaded-token');
  });

  it('approving another screen after a page load waits for the token through the cookie, then sends it', async () => {
    const { sent } = fakeServer((request) => {
      if (request.url.pathname === '/api/user/auth/refresh') return json(200, loginResult('loaded-token'));
      return request.headers.authorization === 'Bearer loaded-token'
        ? json(200, { approved: true })
        : json(401, { statusCode: 401, message: 'Please sign in again', errorCode: 'UNAUTHORIZED' });
    });
    useSessionStore.setState({ signedIn: true, user });
    await api.approveSessionKey({ sessionKey: 'k'.repeat(20) });
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/api/user/auth/refresh',
      '/api/user/auth/sessionKey/approve',
    ]);
    expect(sent[1]?.headers.authorization).toBe('Bearer loaded-token');
  });

  it('keeps the session when the refresh gets no answer (offline): the call fails, nobody is sent away', async () => {
    const { navigate } = fakeServer((request) => {
      if (request.url.pathname === '/api/user/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401, { errorCode: 'UNAUTHORIZED' });
    });
    localStorage.setItem('user', JSON.stringify(user));
    useSessionStore.setState({ signedIn: true, user });
    await expect(api.characterList()).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().signedIn).toBe(true);
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('moves a session an older build kept in a script-written cookie to the HttpOnly cookie, once', async () => {
    const { sent } = fakeServer((request) =>
      request.url.pathname === '/api/user/auth/refresh'
        ? json(200, loginResult('moved-token'))
        : json(200, []),
    );
    document.cookie = 'refreshToken=legacy-refresh-token-0001; Path=/';
    document.cookie = 'accessToken=legacy-access; Path=/';
    useSessionStore.setState({ signedIn: true, user });
    await api.characterList();
    expect(sent[0]?.body.get('refreshToken')).toBe('legacy-refresh-token-0001');
    expect(document.cookie).not.toContain('refreshToken=');
    expect(document.cookie).not.toContain('accessToken=');
    expect(sent[1]?.headers.authorization).toBe('Bearer moved-token');
  });
});

describe('after login', () => {
  it('goes to the redirect path of this site, else to /chapter/', () => {
    expect(loginRedirectTarget('?redirect=%2Flesson%2Fhome-keys-f-and-j')).toBe('/lesson/home-keys-f-and-j');
    expect(loginRedirectTarget('')).toBe('/chapter/');
    expect(loginRedirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/chapter/');
    expect(loginRedirectTarget('?redirect=%2F%2Fevil.example')).toBe('/chapter/');
  });
});
