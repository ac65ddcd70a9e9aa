import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptList } from '../../contracts';
import { analyzeAttempt, type Keystroke } from '../../engine';
import { call, guestWithStudent, openTestDatabase, startApp, type TestServer } from '../test/harness';
import { TEST_REDIS_URL, redisAnswers } from '../test/redis';
import { raceSocket } from './test-helpers';

const hasRedis = await redisAnswers('races across servers are');

const LESSON = 'home-keys-f-and-j';

/**
 * Two servers of one installation (one database, one Redis, as behind a load balancer): a room lives on the
 * server that opened it, and a racer whose socket reached the other server is routed to it (docs/ARCHITECTURE.md,
 * "Live races").
 */
describe.skipIf(!hasRedis)('live races across two servers with REDIS_URL', () => {
  const servers: { server: TestServer; base: string; open: boolean }[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const settings = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `kq-race-test-${randomBytes(4).toString('hex')}:`,
    };
    for (let index = 0; index < 2; index++) {
      const server = await startApp(database, settings);
      servers.push({ server, base: await server.app.listen({ port: 0, host: '127.0.0.1' }), open: true });
    }
  });
  afterAll(async () => {
    for (const entry of servers) if (entry.open) await entry.server.app.close();
    await servers[0]?.server.database.close();
  });

  /**
   * A private room opened by `hostName` on the first server, joined by `racerName` through the second (the join
   * routed to the room's server), the race started: both sockets as the countdown runs.
   */
  async function routedRace(hostName: string, racerName: string) {
    const [home, other] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const opener = await guestWithStudent(home.server.app, hostName);
    const student = await guestWithStudent(other.server.app, racerName);
    const host = await raceSocket(home.base, opener.token);
    host.send({
      type: 'open',
      id: 'o',
      characterId: opener.characterId,
      lessonSlug: LESSON,
      timeZone: 'UTC',
    });
    const { room } = await host.until('joined');
    const racer = await raceSocket(other.base, student.token);
    racer.send({ type: 'join', id: 'j', characterId: student.characterId, code: room.code, timeZone: 'UTC' });
    const joined = await racer.until('joined');
    expect(joined).toMatchObject({ id: 'j', room: { id: room.id }, you: { role: 'racer', host: false } });
    await host.until('members', (message) => message.members.length === 2);
    host.send({ type: 'start', id: 's' });
    await racer.until('countdown');
    return { home, other, student, host, racer, room, slot: joined.you.slot };
  }

  it('a racer on the other server joins, races and is saved once with the figures of the room’s server', async () => {
    // Jo's socket is on the other server: her join and every message after it are routed to the room's.
    const { home, other, student: jo, host, racer, room, slot } = await routedRace('Ivy', 'Jo');
    home.server.clock.advance(3_000);

    // Every key goes through the other server to the room's, stamped by the room's clock on arrival; the world
    // comes back the same way. One key at a time (its world seen) so that each is stamped after its clock step.
    const log: Keystroke[] = [];
    const typed = `${room.text.slice(0, 9)}x${room.text.slice(9)}`;
    for (const [index, char] of [...typed].entries()) {
      home.server.clock.advance(170);
      log.push({ kind: 'insert', char, timeStamp: home.server.clock.now().getTime() });
      racer.send({ type: 'k', c: char });
      if (index === typed.length - 1) break;
      await racer.until('world', (world) =>
        world.r.some((row) => row[0] === slot && row[1] + row[3] === index + 1),
      );
    }
    // The host, on the room's server, sees Jo's lane move with the same rows.
    await host.until('world', (world) => world.r.some((row) => row[0] === slot && row[3] === 1));

    const results = await racer.until('results', (message) => message.results.some((r) => r.slot === slot));
    const expected = analyzeAttempt(room.text, log, { mode: room.mode });
    expect(results.results.find((result) => result.slot === slot)).toMatchObject({
      place: 1,
      finished: true,
      wpm: expected.wpm,
      accuracy: expected.accuracy,
      errors: 1,
      durationMs: expected.durationMs,
      flagged: null,
    });
    const saved = await racer.until('saved');
    expect(saved.replayed).toBe(false);

    // A repeated finish through the other server is answered as the same attempt, and nothing is saved twice.
    racer.send({ type: 'finish', id: 'f' });
    await racer.until('saved', (message) => message.replayed);
    const list = await call<AttemptList>(other.server.app, 'GET', '/attempt/list', {
      token: jo.token,
      payload: { characterId: jo.characterId },
    });
    const attempts = list.body.attempts.filter((attempt) => attempt.lessonSlug === LESSON);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attemptId: saved.attemptId });
    expect(attempts[0]!.metrics).toMatchObject({ wpm: expected.wpm, accuracy: expected.accuracy });
    await Promise.all([host.close(), racer.close()]);
  });

  it('tells a routed racer when the room’s server stops', async () => {
    const { home, racer } = await routedRace('Ada', 'Ben');

    // The room's server shuts down: its room closes as lost, and the racer it routed there is told.
    home.open = false;
    await home.server.app.close();
    expect(await racer.until('closed')).toEqual({ type: 'closed', reason: 'lost' });
    await racer.close();
  });
});
