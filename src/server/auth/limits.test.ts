import { afterAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Group, LoginResult, Outbox, SchoolOverview } from '../../contracts';
import { teacher } from '../groups/test-helpers';
import { TEST_DATABASES, call, openTestDatabase, startApp, suiteServer, uniqueName } from '../test/harness';
import type { TestServer } from '../test/harness';
import { emailedCode, signInWithCode } from '../test/email-codes';
import { CODE_GUESSES_PER_ADDRESS_PER_DAY, CODE_SENDS } from './codes';
import { clientKey } from '../shared/client-key';
import { HOUR } from '../shared/clock';

type Answer = LoginResult & ApiErrorBody;

describe('the address a budget counts under', () => {
  it('is an IPv4 address itself, and the /64 of an IPv6 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    // Every address of one /64, however it is written, is one client.
    const block = '2001:db8:1:2::/64';
    expect(clientKey('2001:db8:1:2::1')).toBe(block);
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(block);
    expect(clientKey('2001:DB8:1:2:0:0:0:9')).toBe(block);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(block);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe.each(TEST_DATABASES)('password checks share the sign-in budget (%s)', (kind) => {
  const server = suiteServer(kind, { RATE_LIMIT_PER_MINUTE: '4' });
  const del = (path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer>(server.app, 'DELETE', path, { token, payload });
  const login = (username: string, password: string) =>
    call<Answer>(server.app, 'POST', '/user/auth/login', { payload: { username, password } });

  it('limits wrong passwords when deleting a group, and counts them against signing in', async () => {
    const owner = await teacher(server.app);
    const made = await call<Group>(server.app, 'POST', '/group/create', {
      token: owner.token,
      payload: { characterId: owner.characterId, name: '3B' },
    });
    const scope = { characterId: owner.characterId, groupId: made.body.groupId, acknowledge: true };
    const verdicts: (string | undefined)[] = [];
    for (let index = 0; index < 12; index++) {
      verdicts.push(
        (await del('/group/delete', owner.token, { ...scope, password: 'wrong1' })).body.errorCode,
      );
    }
    expect(verdicts).toEqual([
      ...Array<string>(4).fill('WRONG_PASSWORD'),
      ...Array<string>(8).fill('RATE_LIMITED'),
    ]);
    // One budget: signing in from the same address waits too, even with the right password.
    expect((await login(owner.username, 'abc123')).body.errorCode).toBe('RATE_LIMITED');
    server.clock.advance(61_000);
    expect((await del('/group/delete', owner.token, { ...scope, password: 'abc123' })).body).toEqual({
      deleted: true,
    });
    server.clock.advance(61_000);
  });

  it('limits wrong passwords when a school deletes a class', async () => {
    const account = await teacher(server.app);
    const opened = await call<SchoolOverview>(server.app, 'POST', '/school/open', {
      token: account.token,
      payload: { name: 'Hillside', nickname: 'Office' },
    });
    const characterId = opened.body.characterId;
    const made = await call<SchoolOverview>(server.app, 'POST', '/school/class/create', {
      token: account.token,
      payload: { characterId, name: '5C' },
    });
    const groupId = made.body.classes.find((row) => row.name === '5C')!.groupId;
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) {
      const answer = await del('/school/class/delete', account.token, {
        characterId,
        groupId,
        acknowledge: true,
        password: 'wrong1',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(4)).toEqual(Array<number>(6).fill(429));
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    server.clock.advance(61_000);
  });

  it('counts a dotted İ in the name against the same account', async () => {
    // uniqueName('kid') holds an i to spell with a dotted capital İ.
    const username = uniqueName('kid');
    const registered = await call<Answer>(server.app, 'POST', '/user/auth/register', {
      payload: { username, password: 'abc123', confirmPassword: 'abc123', agreeTerms: true },
    });
    expect(registered.status).toBe(200);
    for (let index = 0; index < 4; index++) expect((await login(username, 'wrong1')).status).toBe(401);
    // The database's lower() folds İ to i: these spellings name the same account, and its budget is spent.
    for (const spelling of [username.replace('i', 'İ'), username.toUpperCase().replace('I', 'İ')]) {
      expect((await login(spelling, 'abc123')).body.errorCode).toBe('RATE_LIMITED');
    }
    // From another address, with the right password, the spelling signs in to that account.
    const elsewhere = await call<Answer>(server.app, 'POST', '/user/auth/login', {
      payload: { username: username.toUpperCase().replace('I', 'İ'), password: 'abc123' },
      remoteAddress: '198.51.100.20',
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.user.username).toBe(username);
    server.clock.advance(61_000);
  });
});

describe.each(TEST_DATABASES)('wrong verification codes counted in the database (%s)', (kind) => {
  const started: TestServer[] = [];
  let server!: TestServer;
  /** A server on a new database, or a new one on the same database (a restart) at the same time. */
  const start = async (database?: TestServer['database']) => {
    const next = await startApp(database ?? (await openTestDatabase(kind)));
    if (database) next.clock.set(server.clock.now());
    started.push(next);
    server = next;
  };
  afterAll(async () => {
    for (const each of started) await each.app.close();
    for (const database of new Set(started.map((each) => each.database))) await database.close();
  });

  const codeOf = (target: string) => emailedCode(server.app, target);
  const guess = (target: string, code: string) => signInWithCode(server.app, target, code);
  const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');

  it(`stops a parallel burst of 50 wrong codes at ${CODE_GUESSES_PER_ADDRESS_PER_DAY}`, async () => {
    await start();
    const targets = Array.from({ length: 10 }, (_, index) => `${uniqueName('burst')}${index}@example.com`);
    const codes = await Promise.all(targets.map(codeOf));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => guess(targets[index % 10]!, wrongFor(codes[index % 10]!))),
    );
    const checked = answers.filter((answer) => answer.body.errorCode !== 'CODE_GUESSES_EXCEEDED');
    expect(checked.length).toBe(CODE_GUESSES_PER_ADDRESS_PER_DAY);
    for (const answer of checked)
      expect(['CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']).toContain(answer.body.errorCode);
  }, 120_000);

  it('keeps the count through a restart: a new server on the same database', async () => {
    await start();
    for (let index = 0; index < CODE_GUESSES_PER_ADDRESS_PER_DAY; index++) {
      const target = `${uniqueName('wrong')}@example.com`;
      expect((await guess(target, wrongFor(await codeOf(target)))).body.errorCode).toBe('CODE_INVALID');
    }
    // A restart, or a second server behind the balancer on the same database: it knows the count.
    await server.app.close();
    await start(server.database);
    server.clock.advance(61_000);
    const fresh = `${uniqueName('late')}@example.com`;
    const refused = await guess(fresh, await codeOf(fresh));
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('CODE_GUESSES_EXCEEDED');
  }, 120_000);

  it('gives a right code its count back', async () => {
    await start();
    for (let index = 0; index < CODE_GUESSES_PER_ADDRESS_PER_DAY + 5; index++) {
      const target = `${uniqueName('right')}@example.com`;
      expect((await guess(target, await codeOf(target))).status).toBe(200);
    }
  }, 120_000);
});

describe.each(TEST_DATABASES)('code messages, each billed by the provider (%s)', (kind) => {
  const server = suiteServer(kind);
  const send = (target: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    call<Answer>(server.app, 'POST', '/verification/code/send', {
      payload: { via: 'email', target },
      remoteAddress,
      headers,
    });
  const sentTo = async (target: string) =>
    (await call<Outbox>(server.app, 'GET', '/dev/outbox', { payload: { target } })).body.messages.length;

  it(`sends one target ${CODE_SENDS.perTargetPerHour} codes an hour, whoever asks, then refuses in the learner's language`, async () => {
    const target = `${uniqueName('target')}@example.com`;
    const statuses: number[] = [];
    for (let index = 0; index < CODE_SENDS.perTargetPerHour + 1; index++) {
      server.clock.advance(61_000); // past the resend countdown
      statuses.push((await send(target, `198.51.100.${index + 1}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(CODE_SENDS.perTargetPerHour).fill(200), 429]);
    server.clock.advance(61_000);
    const refused = await send(target, '198.51.100.99', { language: 'CHS' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      errorCode: 'CODE_SENDS_EXCEEDED',
      message: '发送到此地址或从此网络请求的验证码过多，请稍后再试',
    });
    expect(Number(refused.body.details?.retryAfterSeconds)).toBeGreaterThan(0);
    expect(await sentTo(target)).toBe(CODE_SENDS.perTargetPerHour);
    // An hour on, the target may be sent codes again, up to its day's budget.
    server.clock.advance(HOUR);
    expect((await send(target, '198.51.100.1')).status).toBe(200);
  });

  it(`sends ${CODE_SENDS.perAddressPerHour} codes an hour from one address, whatever targets it names: 50 at once are not 50 messages`, async () => {
    const address = '203.0.113.50';
    const targets = Array.from({ length: 50 }, (_, index) => `${uniqueName('spray')}${index}@example.com`);
    const answers = await Promise.all(targets.map((target) => send(target, address)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CODE_SENDS.perAddressPerHour);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.errorCode)).toEqual(
      Array(50 - CODE_SENDS.perAddressPerHour).fill('CODE_SENDS_EXCEEDED'),
    );
    const delivered = await Promise.all(targets.map(sentTo));
    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(CODE_SENDS.perAddressPerHour);
    // Another address is not held back by it.
    expect((await send(`${uniqueName('other')}@example.com`, '203.0.113.51')).status).toBe(200);
  }, 60_000);
});
