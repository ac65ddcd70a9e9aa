import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_ROUTES, type LoginResult, type Outbox, type SendCodeResult, type User } from '../../contracts';
import { users } from '../db/schema';
import {
  TEST_DATABASES,
  call,
  openTestDatabase,
  signInAsGuest,
  suiteServer,
  startApp,
  uniqueName,
  type TestServer,
} from '../test/harness';

type Answer = Record<string, unknown> & { errorCode?: string };

describe.each(TEST_DATABASES)('sign-in (%s)', (kind) => {
  const server = suiteServer(kind);

  const register = (payload: Record<string, unknown>) =>
    call<LoginResult & Answer>(server.app, 'POST', '/user/auth/register', { payload });
  const login = (username: string, password: string) =>
    call<LoginResult & Answer>(server.app, 'POST', '/user/auth/login', { payload: { username, password } });
  const outbox = async (target: string) =>
    (await call<Outbox>(server.app, 'GET', '/dev/outbox', { payload: { target } })).body.messages;
  const sendCode = (target: string, purpose = 'login', via = 'email') =>
    call<SendCodeResult & Answer>(server.app, 'POST', '/verification/code/send', {
      payload: { via, target, purpose },
    });
  const codeLogin = (target: string, code: string, extra: Record<string, unknown> = {}) =>
    call<LoginResult & Answer>(server.app, 'POST', '/verification/code/login', {
      payload: { via: 'email', target, code, ...extra },
    });
  const lastCode = async (target: string) => (await outbox(target))[0]?.code ?? '';

  describe('guest (visitor) login', () => {
    it('makes a new guest per visitor login: a deviceId alone never gives an account back', async () => {
      const first = await call<LoginResult>(server.app, 'POST', '/user/auth/visitor', {
        payload: { deviceId: 'classroom-pc-07', clientType: 'web', osType: 'windows', channel: 'web' },
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ isNewUser: true, user: { isGuest: true, lastLoginType: 'guest' } });
      expect(first.body.expireTime).toBe(server.clock.now().getTime() + 15 * 60 * 1000);
      expect(first.body.refreshExpireTime).toBe(server.clock.now().getTime() + 180 * 24 * 3600 * 1000);
      const created = await call<{ characterId: number }>(server.app, 'POST', '/character/create', {
        token: first.body.accessToken,
        payload: { avatar: 'avatar-student-1', nickname: 'Mine', type: 'STUDENT' },
      });
      expect(created.status).toBe(200);
      // Someone who learnt the device id: a new, empty guest, not the device's.
      const stranger = await call<LoginResult>(server.app, 'POST', '/user/auth/visitor', {
        payload: { deviceId: 'classroom-pc-07' },
      });
      expect(stranger.body.isNewUser).toBe(true);
      expect(stranger.body.user.uid).not.toBe(first.body.user.uid);
      const theirs = await call<unknown[]>(server.app, 'GET', '/character/list', {
        token: stranger.body.accessToken,
      });
      expect(JSON.stringify(theirs.body)).not.toContain('Mine');
      // The device resumes its guest with the secret it holds: its refresh token.
      const resumed = await call<LoginResult>(server.app, 'POST', '/user/auth/refresh', {
        payload: { deviceId: 'classroom-pc-07', refreshToken: first.body.refreshToken },
      });
      expect(resumed.status).toBe(200);
      expect(resumed.body.user.uid).toBe(first.body.user.uid);
    });

    it('needs a deviceId in every payload', async () => {
      const answer = await call<Answer>(server.app, 'POST', '/user/auth/visitor', { withoutDevice: true });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('PARAMETER_ERROR');
    });
  });

  describe('account sign-up and sign-in', () => {
    it('signs up, hashes the password with argon2id, and signs in', async () => {
      const username = uniqueName();
      const created = await register({
        username,
        password: 'abc123',
        confirmPassword: 'abc123',
        agreeTerms: true,
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        isNewUser: true,
        user: {
          username,
          isGuest: false,
          hasPassword: true,
          lastLoginType: 'account',
          loginMethods: ['account'],
        },
      });
      const [row] = await server.database.db.select().from(users).where(eq(users.username, username));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

      const signedIn = await login(username.toUpperCase(), 'abc123');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ isNewUser: false, user: { uid: created.body.user.uid } });
    });

    it('checks the username, the password, the confirmation and the terms', async () => {
      const base = {
        username: uniqueName(),
        password: 'abc123',
        confirmPassword: 'abc123',
        agreeTerms: 'true',
      };
      const cases: [Record<string, unknown>, string][] = [
        [{ username: 'bad name!' }, 'USERNAME_INVALID'],
        [{ password: 'abc12', confirmPassword: 'abc12' }, 'PASSWORD_INVALID'],
        [{ password: 'a'.repeat(19), confirmPassword: 'a'.repeat(19) }, 'PASSWORD_INVALID'],
        [{ password: 'abc 123', confirmPassword: 'abc 123' }, 'PASSWORD_INVALID'],
        [{ confirmPassword: 'abc124' }, 'PASSWORD_MISMATCH'],
        [{ agreeTerms: 'false' }, 'TERMS_NOT_ACCEPTED'],
        [{ agreeTerms: undefined }, 'TERMS_NOT_ACCEPTED'],
      ];
      for (const [change, errorCode] of cases) {
        const answer = await register({ ...base, ...change });
        expect(answer.status, errorCode).toBe(400);
        expect(answer.body.errorCode).toBe(errorCode);
      }
      // A name of two letters is told the length, not only which characters a username may hold.
      const short = await register({ ...base, username: 'ab' });
      expect(short.body).toMatchObject({
        errorCode: 'USERNAME_INVALID',
        message: 'A username is 3 to 32 characters: letters, digits, underscores and hyphens',
      });
      expect(
        (await register({ ...base, password: 'ABCdef123456789012', confirmPassword: 'ABCdef123456789012' }))
          .status,
      ).toBe(200);
    });

    it('refuses a taken username, whatever its case', async () => {
      const username = uniqueName('Taken');
      await register({ username, password: 'abc123', confirmPassword: 'abc123', agreeTerms: true });
      const again = await register({
        username: username.toLowerCase(),
        password: 'abc123',
        confirmPassword: 'abc123',
        agreeTerms: true,
      });
      expect(again.status).toBe(409);
      expect(again.body.errorCode).toBe('ACCOUNT_EXISTS');
    });

    it('refuses a wrong password and an unknown account', async () => {
      const username = uniqueName();
      await register({ username, password: 'abc123', confirmPassword: 'abc123', agreeTerms: true });
      const wrong = await login(username, 'abc124');
      expect(wrong.status).toBe(401);
      expect(wrong.body.errorCode).toBe('WRONG_PASSWORD');
      expect(wrong.body).not.toHaveProperty('accessToken');
      // An unknown name answers exactly as a wrong password does: no account can be found out by its answer.
      const unknown = await login(uniqueName('nobody'), 'abc123');
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });
  });

  describe('verification-code login', () => {
    it('sends a 4-digit code to the outbox and signs in with it (a new address becomes an account)', async () => {
      const email = `${uniqueName()}@Example.com`;
      const sent = await sendCode(email);
      expect(sent.body).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      const [message] = await outbox(email.toLowerCase());
      expect(message?.code).toMatch(/^\d{4}$/);
      expect(message?.text).toContain(message?.code);

      const needsTerms = await codeLogin(email, message!.code!);
      expect(needsTerms.body.errorCode).toBe('TERMS_NOT_ACCEPTED');
      const signedIn = await codeLogin(email, message!.code!, { agreeTerms: true });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({
        isNewUser: true,
        user: { email: email.toLowerCase(), loginMethods: ['email'], hasPassword: false },
      });
      // A code works once.
      expect((await codeLogin(email, message!.code!)).body.errorCode).toBe('CODE_INVALID');

      server.clock.advance(61_000);
      await sendCode(email);
      const again = await codeLogin(email, await lastCode(email.toLowerCase()));
      expect(again.body).toMatchObject({ isNewUser: false, user: { uid: signedIn.body.user.uid } });
    });

    it('sends the message in the request language', async () => {
      const phone = '+8613800138000';
      await call(server.app, 'POST', '/verification/code/send', {
        payload: { via: 'phone', target: phone },
        headers: { language: 'CHS' },
      });
      const [message] = await outbox(phone);
      expect(message?.text).toContain('验证码');
    });

    it('refuses a resend before the countdown ends', async () => {
      const email = `${uniqueName()}@example.com`;
      await sendCode(email);
      server.clock.advance(30_000);
      const tooSoon = await sendCode(email);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({
        errorCode: 'CODE_RESEND_TOO_SOON',
        details: { retryAfterSeconds: 30 },
      });
    });

    it('refuses an expired code', async () => {
      const email = `${uniqueName()}@example.com`;
      await sendCode(email);
      const code = await lastCode(email);
      server.clock.advance(10 * 60 * 1000 + 1);
      const answer = await codeLogin(email, code, { agreeTerms: true });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('CODE_EXPIRED');
    });

    it('kills a code after 5 wrong tries, even for the right code', async () => {
      const email = `${uniqueName()}@example.com`;
      await sendCode(email);
      const code = await lastCode(email);
      const wrong = code === '0000' ? '1111' : '0000';
      const verdicts: (string | undefined)[] = [];
      for (let i = 0; i < 5; i++)
        verdicts.push((await codeLogin(email, wrong, { agreeTerms: true })).body.errorCode);
      expect(verdicts).toEqual([
        'CODE_INVALID',
        'CODE_INVALID',
        'CODE_INVALID',
        'CODE_INVALID',
        'CODE_ATTEMPTS_EXCEEDED',
      ]);
      const right = await codeLogin(email, code, { agreeTerms: true });
      expect(right.body.errorCode).toBe('CODE_ATTEMPTS_EXCEEDED');
    });

    it('checks the address, the phone and the code format', async () => {
      expect((await sendCode('not-an-email')).body.errorCode).toBe('EMAIL_INVALID');
      expect((await sendCode('12ab', 'login', 'phone')).body.errorCode).toBe('PHONE_INVALID');
      expect((await codeLogin('a@example.com', '12345')).body.errorCode).toBe('CODE_INVALID');
    });
  });

  describe('QR (session-key) login', () => {
    it('a signed-in phone approves the key; the page polls the code and exchanges it once', async () => {
      const phone = await register({
        username: uniqueName(),
        password: 'abc123',
        confirmPassword: 'abc123',
        agreeTerms: true,
      });
      const key = await call<{ sessionKey: string; expireTime: number }>(
        server.app,
        'GET',
        '/user/auth/generate/sessionKey',
      );
      expect(key.status).toBe(200);
      const poll = () =>
        call<{ code: string | null } & Answer>(server.app, 'GET', '/user/auth/sessionKey/code', {
          payload: { sessionKey: key.body.sessionKey },
        });
      expect((await poll()).body).toEqual({ code: null });

      const anonymous = await call<Answer>(server.app, 'POST', '/user/auth/sessionKey/approve', {
        payload: { sessionKey: key.body.sessionKey },
      });
      expect(anonymous.status).toBe(401);
      const approved = await call(server.app, 'POST', '/user/auth/sessionKey/approve', {
        token: phone.body.accessToken,
        payload: { sessionKey: key.body.sessionKey },
      });
      expect(approved.body).toEqual({ approved: true });

      const { code } = (await poll()).body;
      expect(code).toEqual(expect.any(String));
      const exchanged = await call<LoginResult & Answer>(server.app, 'POST', '/user/auth/wechat/web', {
        payload: { code, osType: 'mac', clientType: 'web', channel: 'web', deviceToken: 'x' },
      });
      expect(exchanged.status).toBe(200);
      expect(exchanged.body.user).toMatchObject({ uid: phone.body.user.uid, lastLoginType: 'wechat' });
      const twice = await call<Answer>(server.app, 'POST', '/user/auth/wechat/web', { payload: { code } });
      expect(twice.body.errorCode).toBe('LOGIN_CODE_INVALID');
      expect((await poll()).body.errorCode).toBe('SESSION_KEY_EXPIRED');
    });

    it('an unapproved key expires after 5 minutes', async () => {
      const key = await call<{ sessionKey: string }>(server.app, 'GET', '/user/auth/generate/sessionKey');
      server.clock.advance(5 * 60 * 1000 + 1);
      const poll = await call<Answer>(server.app, 'GET', '/user/auth/sessionKey/code', {
        payload: { sessionKey: key.body.sessionKey },
      });
      expect(poll.status).toBe(410);
      expect(poll.body.errorCode).toBe('SESSION_KEY_EXPIRED');
    });
  });

  describe('tokens', () => {
    it('rotates the refresh token; a used one closes the whole session', async () => {
      const guest = await signInAsGuest(server.app);
      const refresh = (refreshToken?: string) =>
        call<LoginResult & Answer>(server.app, 'POST', '/user/auth/refresh', { payload: { refreshToken } });

      const first = await refresh(guest.refreshToken);
      expect(first.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(guest.refreshToken);
      expect(first.body.user.uid).toBe(guest.user.uid);
      const second = await refresh(first.body.refreshToken);
      expect(second.status).toBe(200);

      // The first token comes back: it was copied. The session closes, the newest tokens die with it.
      const reused = await refresh(guest.refreshToken);
      expect(reused.status).toBe(401);
      expect(reused.body.errorCode).toBe('REFRESH_TOKEN_REUSED');
      expect((await refresh(second.body.refreshToken)).body.errorCode).toBe('REFRESH_TOKEN_INVALID');
      const self = await call(server.app, 'GET', '/user/info/self', { token: second.body.accessToken });
      expect(self.status).toBe(401);
    });

    it('an access token lasts 15 minutes; refreshing gives a new one', async () => {
      const guest = await signInAsGuest(server.app);
      server.clock.advance(15 * 60 * 1000 + 1000);
      expect((await call(server.app, 'GET', '/user/info/self', { token: guest.accessToken })).status).toBe(
        401,
      );
      const refreshed = await call<LoginResult>(server.app, 'POST', '/user/auth/refresh', {
        payload: { refreshToken: guest.refreshToken },
      });
      const self = await call<User>(server.app, 'GET', '/user/info/self', {
        token: refreshed.body.accessToken,
      });
      expect(self.status).toBe(200);
      expect(self.body.uid).toBe(guest.user.uid);
    });

    it('a token checked once (and remembered) is still refused once expired, signed out or altered', async () => {
      const guest = await signInAsGuest(server.app);
      const self = (token: string) => call(server.app, 'GET', '/user/info/self', { token });
      // Checked, then remembered: accepted again until the last second of its 15 minutes.
      expect((await self(guest.accessToken)).status).toBe(200);
      server.clock.advance(15 * 60 * 1000 - 2000);
      expect((await self(guest.accessToken)).status).toBe(200);
      // One byte of the signature changed: another token, checked on its own and refused.
      const [head, body, signature] = guest.accessToken.split('.') as [string, string, string];
      const altered = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      expect((await self(altered)).status).toBe(401);
      server.clock.advance(2000);
      expect((await self(guest.accessToken)).status).toBe(401);

      // Signed out: refused at once, although the token was remembered.
      const other = await signInAsGuest(server.app);
      expect((await self(other.accessToken)).status).toBe(200);
      await call(server.app, 'POST', '/user/auth/logout', {
        token: other.accessToken,
        payload: { refreshToken: other.refreshToken },
      });
      expect((await self(other.accessToken)).status).toBe(401);
    });

    it('a refresh token expires after 180 days without use', async () => {
      const guest = await signInAsGuest(server.app);
      server.clock.advance(181 * 24 * 3600 * 1000);
      const answer = await call<Answer>(server.app, 'POST', '/user/auth/refresh', {
        payload: { refreshToken: guest.refreshToken },
      });
      expect(answer.body.errorCode).toBe('REFRESH_TOKEN_INVALID');
    });

    it('sign-out revokes the access and the refresh token', async () => {
      const guest = await signInAsGuest(server.app);
      const out = await call(server.app, 'POST', '/user/auth/logout', {
        token: guest.accessToken,
        payload: { refreshToken: guest.refreshToken },
      });
      expect(out.body).toEqual({ ok: true });
      expect((await call(server.app, 'GET', '/user/info/self', { token: guest.accessToken })).status).toBe(
        401,
      );
      const refresh = await call<Answer>(server.app, 'POST', '/user/auth/refresh', {
        payload: { refreshToken: guest.refreshToken },
      });
      expect(refresh.body.errorCode).toBe('REFRESH_TOKEN_INVALID');
    });
  });

  describe('error messages', () => {
    it("answer in the request's language, or Accept-Language, or English", async () => {
      const inLanguage = async (headers: Record<string, string>) =>
        (await call<Answer>(server.app, 'GET', '/user/info/self', { headers })).body.message;
      expect(await inLanguage({ language: 'ENG' })).toBe('Please sign in again');
      expect(await inLanguage({ language: 'CHS' })).toBe('请重新登录');
      expect(await inLanguage({ language: 'CHT' })).toBe('請重新登入');
      expect(await inLanguage({ language: 'MSA' })).toBe('Sila log masuk semula');
      expect(await inLanguage({ language: 'JA' })).toBe('もう一度ログインしてください');
      expect(await inLanguage({ language: 'XX', 'accept-language': 'zh-TW,zh;q=0.9' })).toBe('請重新登入');
      expect(await inLanguage({ language: '' })).toBe('Please sign in again');
    });
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApp(await openTestDatabase('pglite'), { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  it('limit sign-in tries per account and address, and answer 429 with the catalogue error', async () => {
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await call<Answer>(server.app, 'POST', '/user/auth/login', {
          payload: { username: 'ann', password: 'x1' },
        }),
      );
    }
    expect(tries.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(tries[3]?.body).toMatchObject({ statusCode: 429, errorCode: 'RATE_LIMITED' });
    // Another account from the same address has its own budget.
    const other = await call<Answer>(server.app, 'POST', '/user/auth/login', {
      payload: { username: 'bob', password: 'x1' },
    });
    expect(other.status).toBe(401);
  });

  it('cover sign-up and codes too', async () => {
    for (const [path, payload] of [
      [
        '/user/auth/register',
        { username: 'carl', password: 'abc123', confirmPassword: 'x', agreeTerms: true },
      ],
      ['/verification/code/send', { via: 'email', target: 'not-an-email' }],
      ['/verification/code/login', { via: 'email', target: 'd@example.com', code: '1234' }],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(server.app, 'POST', path, { payload })).status);
      expect(statuses[3], path).toBe(429);
    }
  });

  /** A payload each limited call would accept (or refuse on its merits), for a signed-in guest. */
  const limitedCalls: Record<string, (token: string) => Record<string, unknown>> = {
    visitorLogin: () => ({ deviceId: 'limited-visitor-device' }),
    register: () => ({ username: 'limited_reg', password: 'abc123', confirmPassword: 'abc123' }),
    passwordLogin: () => ({ username: 'limited_login', password: 'abc123' }),
    // Resends wait a minute of their own (CODE_RESEND_TOO_SOON): the limit counts the tries all the same.
    sendCode: () => ({ via: 'email', target: 'limited-send@example.com' }),
    codeLogin: () => ({ via: 'email', target: 'limited-login@example.com', code: '1234' }),
    generateSessionKey: () => ({ deviceId: 'limited-qr-device' }),
    approveSessionKey: () => ({ sessionKey: 'k'.repeat(32) }),
    qrLogin: () => ({ code: 'c'.repeat(32), deviceId: 'limited-qr-login-device' }),
    bindAccount: () => ({ username: 'limited_bind', password: 'abc123', confirmPassword: 'abc123' }),
    bindCode: () => ({ via: 'email', target: 'limited-bind@example.com', code: '1234' }),
    setPassword: () => ({ password: 'abc123', confirmPassword: 'abc124' }),
    deleteAccount: () => ({ password: 'abc123' }),
    deleteCharacter: () => ({ characterId: 999_999, acknowledge: true }),
    redeemDiscountCode: () => ({ characterId: 999_999, code: 'KQ-0000-0000', deviceId: 'limited-discount' }),
    redeemCode: () => ({ code: 'ABCD-EFGH-JKLM-NPQR', deviceId: 'limited-activation' }),
    feedback: () => ({ topic: 'general', email: 'limited@example.com', message: 'Hello' }),
    themedPassage: () => ({
      theme: 'space',
      unlockedChars: 'fjdksla',
      focus: 'f',
      deviceId: 'limited-passage',
    }),
  };

  it('cover every limited call of the contract, answering in the request language', async () => {
    const limited = Object.entries(API_ROUTES).filter(([, route]) => 'limited' in route);
    // A call marked limited in the contract without a case here fails: each one is tried below.
    expect(limited.map(([name]) => name).sort()).toEqual(Object.keys(limitedCalls).sort());
    // Each call from its own client address: the per-address budget of guest sign-ins is not what is tested here.
    for (const [index, [name, route]] of limited.entries()) {
      const remoteAddress = `192.0.2.${index + 1}`;
      const guest = await signInAsGuest(server.app, remoteAddress);
      const payload = limitedCalls[name]!(guest.accessToken);
      const attempt = () =>
        call<Answer>(server.app, route.method, route.path, {
          token: guest.accessToken,
          payload,
          headers: { language: 'CHS' },
          remoteAddress,
        });
      const first = [await attempt(), await attempt(), await attempt()];
      for (const answer of first) {
        expect(answer.body.errorCode, `${name}: ${JSON.stringify(answer.body)}`).not.toBe('RATE_LIMITED');
        expect(answer.status, name).toBeLessThan(500);
      }
      const over = await attempt();
      expect(over.status, name).toBe(429);
      expect(over.body, name).toMatchObject({
        statusCode: 429,
        errorCode: 'RATE_LIMITED',
        message: '尝试次数过多，请稍后再试',
      });
    }
  });

  it('count visitor logins per device: the limit holds for one device, another device still signs in', async () => {
    const visitor = (deviceId: string) =>
      call<LoginResult & Answer>(server.app, 'POST', '/user/auth/visitor', {
        payload: { deviceId },
        headers: { language: 'JA' },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await visitor('busy-kiosk')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const over = await visitor('busy-kiosk');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('試行回数が多すぎます。少し待ってからもう一度お試しください');
    expect((await visitor('quiet-kiosk')).status).toBe(200);
  });

  it('count a signed-in call per account, whatever username or session key it names', async () => {
    // A guest with a password: binding a username needs that password, so it could be guessed through binding.
    const guest = await signInAsGuest(server.app);
    const set = await call<Answer>(server.app, 'POST', '/user/password', {
      token: guest.accessToken,
      payload: { password: 'secret12', confirmPassword: 'secret12' },
    });
    expect(set.status).toBe(200);
    const guesses = [];
    for (const guess of ['guess001', 'guess002', 'guess003', 'secret12']) {
      const answer = await call<Answer>(server.app, 'POST', '/user/bind/account', {
        token: guest.accessToken,
        payload: { username: uniqueName('guess'), password: guess, confirmPassword: guess },
      });
      guesses.push(answer.body.errorCode ?? answer.status);
    }
    expect(guesses).toEqual(['WRONG_PASSWORD', 'WRONG_PASSWORD', 'WRONG_PASSWORD', 'RATE_LIMITED']);

    const approvals = [];
    for (let i = 0; i < 4; i++) {
      const answer = await call<Answer>(server.app, 'POST', '/user/auth/sessionKey/approve', {
        token: guest.accessToken,
        payload: { sessionKey: `${i}`.repeat(32) },
      });
      approvals.push(answer.status);
    }
    expect(approvals[3]).toBe(429);
    expect(approvals.slice(0, 3)).not.toContain(429);
  });
});

describe('a mail provider that fails', () => {
  let server: TestServer;
  let fail = true;
  beforeAll(async () => {
    server = await startApp(
      await openTestDatabase('pglite'),
      {},
      {
        sender: {
          send: async () => {
            if (fail) throw new Error('relay down');
          },
        },
      },
    );
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  it('answers MESSAGE_SEND_FAILED and lets the learner ask again at once', async () => {
    const payload = { via: 'email', target: 'ann@example.com' };
    const failed = await call<Answer>(server.app, 'POST', '/verification/code/send', { payload });
    expect(failed.status).toBe(502);
    expect(failed.body.errorCode).toBe('MESSAGE_SEND_FAILED');
    fail = false;
    const retried = await call<Answer>(server.app, 'POST', '/verification/code/send', { payload });
    expect(retried.status).toBe(200);
  });
});
