import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Character, LoginResult, Outbox, Subscription, User } from '../../contracts';
import { attempts, characters, users } from '../db/schema';
import { TEST_DATABASES, call, signInAsGuest, suiteServer, uniqueName } from '../test/harness';
import { typeText } from '../test/typing';

type Answer = Record<string, unknown> & { errorCode?: string };

describe.each(TEST_DATABASES)('the account (%s)', (kind) => {
  const server = suiteServer(kind);

  /** Sends a code and reads it back from the development outbox. */
  async function codeFor(target: string, purpose: 'login' | 'bind', via = 'email'): Promise<string> {
    server.clock.advance(61_000); // past any resend countdown of an earlier test
    const sent = await call(server.app, 'POST', '/verification/code/send', {
      payload: { via, target, purpose },
    });
    if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
    const box = await call<Outbox>(server.app, 'GET', '/dev/outbox', { payload: { target } });
    return box.body.messages[0]?.code ?? '';
  }
  async function signInByEmail(email: string): Promise<LoginResult> {
    const code = await codeFor(email, 'login');
    const answer = await call<LoginResult>(server.app, 'POST', '/verification/code/login', {
      payload: { via: 'email', target: email, code, agreeTerms: true },
    });
    return answer.body;
  }

  it('tells the signed-in user who they are, and that the plan is FREE', async () => {
    const guest = await signInAsGuest(server.app);
    const self = await call<User>(server.app, 'GET', '/user/info/self', { token: guest.accessToken });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      uid: guest.user.uid,
      isGuest: true,
      loginMethods: [],
      lastLoginType: 'guest',
    });
    const subscription = await call<Subscription>(server.app, 'GET', '/user/subscription', {
      token: guest.accessToken,
    });
    expect(subscription.body).toEqual({ subscriptionType: 'FREE', expireTime: null });
  });

  it('a guest becomes a formal account by binding a username and password, and keeps its characters', async () => {
    const guest = await signInAsGuest(server.app);
    await call(server.app, 'POST', '/character/create', {
      token: guest.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Keeps', type: 'STUDENT' },
    });
    const username = uniqueName();
    const bound = await call<User>(server.app, 'POST', '/user/bind/account', {
      token: guest.accessToken,
      payload: { username, password: 'pass1234', confirmPassword: 'pass1234' },
    });
    expect(bound.status).toBe(200);
    expect(bound.body).toMatchObject({
      isGuest: false,
      username,
      hasPassword: true,
      loginMethods: ['account'],
    });

    const signedIn = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username, password: 'pass1234' },
    });
    expect(signedIn.body.user.uid).toBe(guest.user.uid);
    const list = await call<Character[]>(server.app, 'GET', '/character/list', {
      token: signedIn.body.accessToken,
    });
    expect(list.body.map((character) => character.nickname)).toEqual(['Keeps']);
    // The device gets a new guest now: the bound account is no longer a guest.
    const visitor = await call<LoginResult>(server.app, 'POST', '/user/auth/visitor', {
      payload: { deviceId: guest.deviceId },
    });
    expect(visitor.body.user.uid).not.toBe(guest.user.uid);
    expect(visitor.body.isNewUser).toBe(true);
  });

  it('binds an email by code; an address of another account needs replaceExisting, a member can never give it up', async () => {
    const owner = `${uniqueName()}@example.com`;
    const other = await signInByEmail(owner);
    const guest = await signInAsGuest(server.app);
    const bind = async (extra: Record<string, unknown> = {}) =>
      call<User & Answer>(server.app, 'POST', '/user/bind/code', {
        token: guest.accessToken,
        payload: { via: 'email', target: owner, code: await codeFor(owner, 'bind'), ...extra },
      });

    const registered = await bind();
    expect(registered.status).toBe(409);
    expect(registered.body.errorCode).toBe('ACCOUNT_ALREADY_REGISTERED');

    await server.database.db
      .update(users)
      .set({ subscriptionType: 'LIFETIME' })
      .where(eq(users.id, other.user.uid));
    const member = await bind({ replaceExisting: true });
    expect(member.body.errorCode).toBe('BIND_TARGET_IS_MEMBER');

    await server.database.db
      .update(users)
      .set({ subscriptionType: 'FREE' })
      .where(eq(users.id, other.user.uid));
    const replaced = await bind({ replaceExisting: true });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ uid: guest.user.uid, email: owner, isGuest: false });
    const [gone] = await server.database.db.select().from(users).where(eq(users.id, other.user.uid));
    expect(gone).toBeUndefined();
  });

  it('a wrong bind code binds nothing', async () => {
    const guest = await signInAsGuest(server.app);
    const email = `${uniqueName()}@example.com`;
    const code = await codeFor(email, 'bind');
    const answer = await call<Answer>(server.app, 'POST', '/user/bind/code', {
      token: guest.accessToken,
      payload: { via: 'email', target: email, code: code === '0000' ? '1111' : '0000' },
    });
    expect(answer.body.errorCode).toBe('CODE_INVALID');
    const self = await call<User>(server.app, 'GET', '/user/info/self', { token: guest.accessToken });
    expect(self.body).toMatchObject({ email: null, isGuest: true });
  });

  it('unbinds and rebinds a login method, never the last one', async () => {
    const email = `${uniqueName()}@example.com`;
    const account = await signInByEmail(email);
    const token = account.accessToken;
    const unbind = (method: string) =>
      call<User & Answer>(server.app, 'DELETE', '/user/bind', { token, payload: { method } });

    expect((await unbind('email')).body.errorCode).toBe('LAST_LOGIN_METHOD');
    expect((await unbind('phone')).body.errorCode).toBe('LOGIN_METHOD_NOT_BOUND');
    const phone = `+44${Math.floor(Math.random() * 1e9)}`;
    const withPhone = await call<User>(server.app, 'POST', '/user/bind/code', {
      token,
      payload: { via: 'phone', target: phone, code: await codeFor(phone, 'bind', 'phone') },
    });
    expect(withPhone.body.loginMethods).toEqual(['email', 'phone']);
    const unbound = await unbind('email');
    expect(unbound.body).toMatchObject({ email: null, loginMethods: ['phone'] });
    const rebound = await call<User>(server.app, 'POST', '/user/bind/code', {
      token,
      payload: { via: 'email', target: email, code: await codeFor(email, 'bind') },
    });
    expect(rebound.body.loginMethods).toEqual(['email', 'phone']);
  });

  it('sets a first password, and changes it only with the old one', async () => {
    const guest = await signInAsGuest(server.app);
    const setPassword = (payload: Record<string, unknown>) =>
      call<User & Answer>(server.app, 'POST', '/user/password', { token: guest.accessToken, payload });
    expect((await setPassword({ password: 'first123', confirmPassword: 'first124' })).body.errorCode).toBe(
      'PASSWORD_MISMATCH',
    );
    expect((await setPassword({ password: 'first123', confirmPassword: 'first123' })).body.hasPassword).toBe(
      true,
    );
    expect((await setPassword({ password: 'second12', confirmPassword: 'second12' })).body.errorCode).toBe(
      'PASSWORD_REQUIRED',
    );
    expect(
      (await setPassword({ password: 'second12', confirmPassword: 'second12', oldPassword: 'nope1234' })).body
        .errorCode,
    ).toBe('WRONG_PASSWORD');
    expect(
      (await setPassword({ password: 'second12', confirmPassword: 'second12', oldPassword: 'first123' }))
        .status,
    ).toBe(200);
  });

  it('keeps the last login type with the account: guest, account (password or code), wechat (QR)', async () => {
    const typeNow = async (token: string) =>
      (await call<User>(server.app, 'GET', '/user/info/self', { token })).body.lastLoginType;
    const qrLogin = async (approvingToken: string) => {
      const key = await call<{ sessionKey: string }>(server.app, 'GET', '/user/auth/generate/sessionKey');
      await call(server.app, 'POST', '/user/auth/sessionKey/approve', {
        token: approvingToken,
        payload: { sessionKey: key.body.sessionKey },
      });
      const poll = await call<{ code: string }>(server.app, 'GET', '/user/auth/sessionKey/code', {
        payload: { sessionKey: key.body.sessionKey },
      });
      return (await call<LoginResult>(server.app, 'POST', '/user/auth/wechat/web', { payload: poll.body }))
        .body;
    };

    // Visitor login: guest. Binding a username and refreshing the tokens are not sign-ins: it stays guest.
    const guest = await signInAsGuest(server.app);
    expect(guest.user.lastLoginType).toBe('guest');
    const username = uniqueName();
    await call(server.app, 'POST', '/user/bind/account', {
      token: guest.accessToken,
      payload: { username, password: 'types123', confirmPassword: 'types123' },
    });
    const refreshed = await call<LoginResult>(server.app, 'POST', '/user/auth/refresh', {
      payload: { refreshToken: guest.refreshToken },
    });
    expect(refreshed.body.user.lastLoginType).toBe('guest');

    // Username and password: account.
    const byPassword = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username, password: 'types123' },
    });
    expect(byPassword.body.user.lastLoginType).toBe('account');
    expect(await typeNow(byPassword.body.accessToken)).toBe('account');

    // QR code approved from a signed-in phone: wechat (the spec's messaging-app web login).
    const byQr = await qrLogin(byPassword.body.accessToken);
    expect(byQr.user).toMatchObject({ uid: guest.user.uid, lastLoginType: 'wechat' });
    expect(await typeNow(byQr.accessToken)).toBe('wechat');

    // Verification code to a bound address: account.
    const email = `${uniqueName()}@example.com`;
    await call(server.app, 'POST', '/user/bind/code', {
      token: byQr.accessToken,
      payload: { via: 'email', target: email, code: await codeFor(email, 'bind') },
    });
    expect(await typeNow(byQr.accessToken)).toBe('wechat');
    const byCode = await signInByEmail(email);
    expect(byCode.user).toMatchObject({ uid: guest.user.uid, lastLoginType: 'account' });

    // The email as the username of a password login: account again, after another QR login.
    await qrLogin(byCode.accessToken);
    const byEmailPassword = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username: email, password: 'types123' },
    });
    expect(byEmailPassword.body.user.lastLoginType).toBe('account');

    // A new account made by sign-up or by a first code is an account sign-in too.
    const signedUp = await call<LoginResult>(server.app, 'POST', '/user/auth/register', {
      payload: {
        username: uniqueName(),
        password: 'types123',
        confirmPassword: 'types123',
        agreeTerms: true,
      },
    });
    expect(signedUp.body.user.lastLoginType).toBe('account');
    const firstCode = await signInByEmail(`${uniqueName()}@example.com`);
    expect(firstCode).toMatchObject({ isNewUser: true, user: { lastLoginType: 'account' } });
  });

  it('deletes the account and everything in it, with the password and the acknowledgement', async () => {
    const username = uniqueName();
    const created = await call<LoginResult>(server.app, 'POST', '/user/auth/register', {
      payload: { username, password: 'gone1234', confirmPassword: 'gone1234', agreeTerms: true },
    });
    const token = created.body.accessToken;
    const character = await call<Character>(server.app, 'POST', '/character/create', {
      token,
      payload: { avatar: 'avatar-student-1', nickname: 'Bye', type: 'STUDENT' },
    });
    await call(server.app, 'POST', '/attempt/submit', {
      token,
      payload: {
        characterId: character.body.characterId,
        idempotencyKey: `delete-${username}`,
        kind: 'practice',
        mode: 'stop',
        text: 'fj',
        keystrokes: typeText('fj'),
        startedAt: server.clock.now().getTime(),
        timeZone: 'UTC',
      },
    });
    const remove = (payload: Record<string, unknown>) =>
      call<Answer>(server.app, 'DELETE', '/user/delete', { token, payload });

    expect((await remove({ password: 'gone1234' })).body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    expect((await remove({ acknowledge: true })).body.errorCode).toBe('PASSWORD_REQUIRED');
    expect((await remove({ acknowledge: true, password: 'wrong123' })).body.errorCode).toBe('WRONG_PASSWORD');
    expect((await remove({ acknowledge: true, password: 'gone1234' })).body).toEqual({ deleted: true });

    expect((await call(server.app, 'GET', '/user/info/self', { token })).status).toBe(401);
    const refresh = await call<Answer>(server.app, 'POST', '/user/auth/refresh', {
      payload: { refreshToken: created.body.refreshToken },
    });
    expect(refresh.body.errorCode).toBe('REFRESH_TOKEN_INVALID');
    const login = await call<Answer>(server.app, 'POST', '/user/auth/login', {
      payload: { username, password: 'gone1234' },
    });
    expect(login.body.errorCode).toBe('WRONG_PASSWORD');
    const left = await server.database.db
      .select()
      .from(characters)
      .where(eq(characters.id, character.body.characterId));
    expect(left).toEqual([]);
    const attemptsLeft = await server.database.db
      .select()
      .from(attempts)
      .where(eq(attempts.characterId, character.body.characterId));
    expect(attemptsLeft).toEqual([]);
  });

  it('deletes an account made by a code (no password) with the acknowledgement alone, never without it', async () => {
    const email = `${uniqueName()}@example.com`;
    const account = await signInByEmail(email);
    expect(account.user.hasPassword).toBe(false);
    const token = account.accessToken;
    await call(server.app, 'POST', '/character/create', {
      token,
      payload: { avatar: 'avatar-student-1', nickname: 'Gone', type: 'STUDENT' },
    });
    const remove = (payload: Record<string, unknown>) =>
      call<Answer>(server.app, 'DELETE', '/user/delete', { token, payload });

    expect((await remove({})).body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    expect((await remove({ acknowledge: false })).body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    expect((await remove({ password: 'any12345' })).body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    expect((await call(server.app, 'GET', '/user/info/self', { token })).status).toBe(200);

    expect((await remove({ acknowledge: true })).body).toEqual({ deleted: true });
    expect((await call(server.app, 'GET', '/user/info/self', { token })).status).toBe(401);
    const refresh = await call<Answer>(server.app, 'POST', '/user/auth/refresh', {
      payload: { refreshToken: account.refreshToken },
    });
    expect(refresh.body.errorCode).toBe('REFRESH_TOKEN_INVALID');
    // The address signs in to a new, empty account: the deleted one is gone for good.
    const again = await signInByEmail(email);
    expect(again.isNewUser).toBe(true);
    expect(again.user.uid).not.toBe(account.user.uid);
    const list = await call<Character[]>(server.app, 'GET', '/character/list', { token: again.accessToken });
    expect(list.body).toEqual([]);
  });

  it('deletes a guest with the acknowledgement alone; its device then gets a new guest', async () => {
    const guest = await signInAsGuest(server.app);
    const token = guest.accessToken;
    const missing = await call<Answer>(server.app, 'DELETE', '/user/delete', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    const deleted = await call<Answer>(server.app, 'DELETE', '/user/delete', {
      token,
      payload: { acknowledge: true },
    });
    expect(deleted.body).toEqual({ deleted: true });
    expect((await call(server.app, 'GET', '/user/info/self', { token })).status).toBe(401);
    const visitor = await call<LoginResult>(server.app, 'POST', '/user/auth/visitor', {
      payload: { deviceId: guest.deviceId },
    });
    expect(visitor.body.isNewUser).toBe(true);
    expect(visitor.body.user.uid).not.toBe(guest.user.uid);
  });

  it('a code-made account that set a password needs that password to be deleted', async () => {
    const account = await signInByEmail(`${uniqueName()}@example.com`);
    const token = account.accessToken;
    await call(server.app, 'POST', '/user/password', {
      token,
      payload: { password: 'later123', confirmPassword: 'later123' },
    });
    const remove = (payload: Record<string, unknown>) =>
      call<Answer>(server.app, 'DELETE', '/user/delete', { token, payload });
    expect((await remove({ acknowledge: true })).body.errorCode).toBe('PASSWORD_REQUIRED');
    expect((await remove({ acknowledge: true, password: 'wrong123' })).body.errorCode).toBe('WRONG_PASSWORD');
    expect((await call(server.app, 'GET', '/user/info/self', { token })).status).toBe(200);
    expect((await remove({ acknowledge: true, password: 'later123' })).body).toEqual({ deleted: true });
  });
});
