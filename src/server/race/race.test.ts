import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RACE_FLAGS,
  RACE_RULES,
  type AttemptList,
  type Group,
  type RaceServerMessage,
  type Wallet,
} from '../../contracts';
import { TypingSession, analyzeAttempt, type Keystroke } from '../../engine';
import type { ServerContext } from '../context';
import { devRoutes } from '../dev/routes';
import { teacher } from '../groups/test-helpers';
import {
  TEST_DATABASES,
  call,
  guestWithStudent,
  openTestDatabase,
  startApp,
  type TestServer,
} from '../test/harness';
import type { RaceLink, RaceRoom } from './room';
import { raceServiceOf } from './service';
import { raceSocket } from './test-helpers';

const LESSON = 'home-keys-f-and-j';
const EARNING_LESSON = 'home-keys-d-and-k';

/** A room's messages to one member, as a socket would get them. */
function fakeLink() {
  const messages: RaceServerMessage[] = [];
  const errors: string[] = [];
  const link: RaceLink = {
    send: (message) => messages.push(message),
    sendPrepared: (frame) => messages.push(JSON.parse(frame) as RaceServerMessage),
    fail: (code) => errors.push(code),
    close: () => undefined,
  };
  const last = <T extends RaceServerMessage['type']>(type: T) =>
    messages
      .filter((message): message is Extract<RaceServerMessage, { type: T }> => message.type === type)
      .at(-1);
  return { link, messages, errors, last };
}

describe.each(TEST_DATABASES)('live races (%s)', (kind) => {
  let server: TestServer;
  let context: ServerContext;
  beforeAll(async () => {
    // The test reaches the server's race service through a route list entry that keeps the context.
    server = await startApp(
      await openTestDatabase(kind),
      {},
      {
        testRoutes: [devRoutes, (_api, given) => void (context = given)],
      },
    );
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  const authOf = async (token: string) => (await context.tokens.verifyAccess(token))!;

  /** A teacher's class with students in it, a class race opened on the first typing lesson. */
  async function classRace(students: string[], lessonSlug = LESSON) {
    const owner = await teacher(server.app);
    const created = await call<Group>(server.app, 'POST', '/group/create', {
      token: owner.token,
      payload: { characterId: owner.characterId, name: 'Class 4B' },
    });
    const kids = [];
    for (const nickname of students) {
      const kid = await guestWithStudent(server.app, nickname);
      await call(server.app, 'POST', '/group/join', {
        token: kid.token,
        payload: { characterId: kid.characterId, code: created.body.joinCode },
      });
      kids.push({ ...kid, ...fakeLink() });
    }
    const host = fakeLink();
    const service = raceServiceOf(context);
    const { room } = await service.open(
      await authOf(owner.token),
      'global',
      { characterId: owner.characterId, groupId: created.body.groupId, lessonSlug, timeZone: 'UTC' },
      host.link,
    );
    for (const kid of kids) {
      await service.join(
        await authOf(kid.token),
        { characterId: kid.characterId, code: room.setup.code, timeZone: 'UTC' },
        kid.link,
      );
    }
    return { owner, group: created.body, kids, host, room, service };
  }

  /** Types keys into the room as a racer, the server's clock moved by `gapMs` before each. */
  function type(room: RaceRoom, characterId: number, keys: string, gapMs: number) {
    for (const key of keys) {
      server.clock.advance(gapMs);
      room.key(characterId, key === '\b' ? { backspace: true } : { char: key });
    }
  }

  const startRace = (room: RaceRoom, hostId: number) => {
    room.start(hostId);
    server.clock.advance(3_000);
  };

  it('computes positions, speed and errors as the engine does for the keys it stamped, and saves them once', async () => {
    const { owner, kids, room, group } = await classRace(['Ada', 'Ben']);
    const [ada, ben] = kids as [(typeof kids)[0], (typeof kids)[0]];
    // The course map finds the open race of the student's class.
    const open = await call<{ races: { code: string; groupId: number }[] }>(
      server.app,
      'GET',
      '/race/class-races',
      {
        token: ada.token,
        payload: { characterId: ada.characterId },
      },
    );
    expect(open.body.races).toContainEqual(
      expect.objectContaining({ code: room.setup.code, groupId: group.groupId }),
    );

    // Keys before the start are dropped: the 3-2-1 runs on the server's clock.
    room.start(owner.characterId);
    room.key(ada.characterId, { char: 'f' });
    server.clock.advance(3_000);
    expect(room.phase).toBe('racing');

    const text = room.setup.text;
    const started = server.clock.now().getTime();
    // Ada slips twice on the way (stop on error: the wrong key is counted, the cursor waits).
    const half = text.slice(0, 20);
    type(room, ada.characterId, `${half.slice(0, 5)}x${half.slice(5, 12)}q${half.slice(12)}`, 180);
    const expectedLog: Keystroke[] = [];
    let at = started;
    for (const char of `${half.slice(0, 5)}x${half.slice(5, 12)}q${half.slice(12)}`) {
      at += 180;
      expectedLog.push({ kind: 'insert', char, timeStamp: at });
    }
    const engine = new TypingSession(text, room.setup.mode);
    for (const key of expectedLog) engine.apply(key);
    const partial = analyzeAttempt(text, expectedLog, { mode: room.setup.mode });
    const adaSlot = room.view().members.find((member) => member.name === 'Ada')!.slot;
    const adaRow = room.worldRows().find((row) => row[0] === adaSlot)!;
    expect(adaRow[1]).toBe(engine.cursor);
    expect(adaRow[2]).toBe(Math.round(partial.wpm * 10));
    expect(adaRow[3]).toBe(partial.wrongChars);

    // Ada finishes first; Ben finishes after her.
    type(room, ada.characterId, text.slice(20), 150);
    for (const key of text.slice(20)) {
      at += 150;
      expectedLog.push({ kind: 'insert', char: key, timeStamp: at });
    }
    type(room, ben.characterId, text, 170);
    await room.settled();

    const final = ada.last('results')!;
    expect(final.final).toBe(true);
    const full = analyzeAttempt(text, expectedLog, { mode: room.setup.mode });
    const adaResult = final.results.find((result) => result.place === 1)!;
    expect(adaResult).toMatchObject({
      finished: true,
      wpm: full.wpm,
      accuracy: full.accuracy,
      errors: full.wrongChars,
      durationMs: full.durationMs,
      flagged: null,
    });
    expect(final.results.map((result) => result.place)).toEqual([1, 2]);
    expect(room.worldRows().every((row) => (row[4] & RACE_FLAGS.finished) !== 0)).toBe(true);

    // Each racer's attempt is saved with the server's figures.
    const saved = ada.last('saved')!;
    expect(saved.replayed).toBe(false);
    const list = await call<AttemptList>(server.app, 'GET', '/attempt/list', {
      token: ada.token,
      payload: { characterId: ada.characterId },
    });
    const attempt = list.body.attempts.find((row) => row.attemptId === saved.attemptId)!;
    expect(attempt).toMatchObject({ kind: 'lesson', lessonSlug: LESSON });
    expect(attempt.metrics).toMatchObject({
      wpm: full.wpm,
      accuracy: full.accuracy,
      durationMs: full.durationMs,
    });
    expect(ben.last('saved')?.replayed).toBe(false);
  });

  it('does not place a stream of impossible timings, and shows it', async () => {
    const { owner, kids, room } = await classRace(['Cy', 'Dee']);
    const [bot, kid] = kids as [(typeof kids)[0], (typeof kids)[0]];
    startRace(room, owner.characterId);
    // 5 ms a key: within what the attempt service stores, far under the 30 ms a hand needs.
    type(room, bot.characterId, room.setup.text, 5);
    type(room, kid.characterId, room.setup.text, 160);
    await room.settled();
    const final = kid.last('results')!;
    const botSlot = room.view().members.find((member) => member.name === 'Cy')!.slot;
    expect(final.results.find((result) => result.slot === botSlot)).toMatchObject({
      place: null,
      flagged: 'timing',
    });
    expect(final.results.find((result) => result.slot !== botSlot)).toMatchObject({
      place: 1,
      flagged: null,
    });
    const botRow = room.worldRows().find((row) => row[0] === botSlot)!;
    expect(botRow[4] & RACE_FLAGS.flagged).toBe(RACE_FLAGS.flagged);
  });

  it('credits a race result once when the finish repeats', async () => {
    // A lesson past the finger tutorial (which earns nothing): a pass earns points.
    const { owner, kids, room } = await classRace(['Eve'], EARNING_LESSON);
    const [eve] = kids as [(typeof kids)[0]];
    const wallet = async () =>
      (
        await call<Wallet>(server.app, 'GET', '/economy/wallet', {
          token: eve.token,
          payload: { characterId: eve.characterId, timeZone: 'UTC' },
        })
      ).body;
    const before = await wallet();
    startRace(room, owner.characterId);
    type(room, eve.characterId, room.setup.text, 150);
    await room.settled();
    const first = eve.last('saved')!;
    const earned = await wallet();
    expect(earned.points).toBeGreaterThan(before.points);

    await room.refinish(eve.characterId);
    await room.refinish(eve.characterId);
    const repeats = eve.messages.filter((message) => message.type === 'saved');
    expect(repeats).toEqual([
      first,
      { type: 'saved', attemptId: first.attemptId, replayed: true },
      { type: 'saved', attemptId: first.attemptId, replayed: true },
    ]);
    expect((await wallet()).points).toBe(earned.points);
    const list = await call<AttemptList>(server.app, 'GET', '/attempt/list', {
      token: eve.token,
      payload: { characterId: eve.characterId },
    });
    expect(list.body.attempts.filter((row) => row.lessonSlug === EARNING_LESSON)).toHaveLength(1);
  });

  it('makes late joiners spectators, keeps a reconnecting racer its keys, and lets the host remove', async () => {
    const { owner, kids, room, service } = await classRace(['Fay', 'Gus']);
    const [fay, gus] = kids as [(typeof kids)[0], (typeof kids)[0]];
    const late = await guestWithStudent(server.app, 'Hal');
    startRace(room, owner.characterId);
    type(room, fay.characterId, room.setup.text.slice(0, 6), 150);
    room.detach(fay.characterId, fay.link);
    // Away longer than a connected racer may idle, and still racing: a reconnect keeps the lane.
    server.clock.advance(RACE_RULES.idleMs + 5_000);
    room.tick();
    const role = (name: string) => room.view().members.find((member) => member.name === name)?.role;
    expect([role('Fay'), role('Gus')]).toEqual(['racer', 'spectator']);
    const back = fakeLink();
    await service.join(
      await authOf(fay.token),
      { characterId: fay.characterId, code: room.setup.code, timeZone: 'UTC' },
      back.link,
    );
    expect(back.last('joined')!.you).toMatchObject({ role: 'racer', keys: room.setup.text.slice(0, 6) });
    // Back, her idle clock starts again from her return.
    server.clock.advance(RACE_RULES.idleMs - 1_000);
    room.tick();
    expect(role('Fay')).toBe('racer');
    type(room, fay.characterId, room.setup.text.slice(6, 8), 150);
    expect(room.worldRows().find((row) => row[0] === back.last('joined')!.you.slot)![1]).toBe(8);

    // Hal is not in the class: a class race is for its class.
    const outsider = fakeLink();
    await expect(
      service.join(
        await authOf(late.token),
        { characterId: late.characterId, code: room.setup.code, timeZone: 'UTC' },
        outsider.link,
      ),
    ).rejects.toMatchObject({ errorCode: 'RACE_NOT_FOUND' });

    // A private room's late joiner watches.
    const friend = fakeLink();
    const opened = await service.open(
      await authOf(gus.token),
      'global',
      { characterId: gus.characterId, lessonSlug: LESSON, timeZone: 'UTC' },
      friend.link,
    );
    opened.room.start(gus.characterId);
    const watcher = fakeLink();
    await service.join(
      await authOf(late.token),
      { characterId: late.characterId, code: opened.room.setup.code, timeZone: 'UTC' },
      watcher.link,
    );
    expect(watcher.last('joined')!.you.role).toBe('spectator');
    expect(() => opened.room.start(late.characterId)).toThrow();
    opened.room.close();

    const gusSlot = room.view().members.find((member) => member.name === 'Gus')!.slot;
    room.remove(owner.characterId, gusSlot);
    expect(gus.last('closed')).toEqual({ type: 'closed', reason: 'removed' });
    await expect(
      service.join(
        await authOf(gus.token),
        { characterId: gus.characterId, code: room.setup.code, timeZone: 'UTC' },
        fakeLink().link,
      ),
    ).rejects.toMatchObject({ errorCode: 'RACE_REMOVED' });
    room.close();
  });

  it.runIf(kind === 'pglite')(
    'runs a race over the socket: open, join by code, keys, the world',
    async () => {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const connect = (token: string) => raceSocket(address, token);
      const host = await guestWithStudent(server.app, 'Ivy');
      const friend = await guestWithStudent(server.app, 'Jo');
      const ivy = await connect(host.token);
      ivy.send({
        type: 'open',
        id: 'o1',
        characterId: host.characterId,
        lessonSlug: LESSON,
        timeZone: 'UTC',
      });
      const opened = await ivy.until('joined');
      expect(opened).toMatchObject({
        id: 'o1',
        you: { role: 'racer', host: true },
        room: { kind: 'private', phase: 'lobby' },
      });
      const jo = await connect(friend.token);
      jo.send({
        type: 'join',
        id: 'j1',
        characterId: friend.characterId,
        code: opened.room.code.toLowerCase(),
        timeZone: 'UTC',
      });
      expect((await jo.until('joined')).you).toMatchObject({ role: 'racer', host: false });
      jo.send({ type: 'start', id: 's1' });
      expect(await jo.until('error')).toMatchObject({ errorCode: 'RACE_NOT_HOST', replyTo: 's1' });
      ivy.send({ type: 'start', id: 's2' });
      await jo.until('countdown');
      server.clock.advance(3_000);
      for (const char of opened.room.text.slice(0, 4)) {
        server.clock.advance(200);
        jo.send({ type: 'k', c: char });
      }
      jo.send({ type: 'k', b: 1 });
      const world = await ivy.until('world', (message) => message.r.some((row) => row[1] === 4));
      expect(world.r.find((row) => row[1] === 4)![3]).toBe(0);
      ivy.socket.close();
      jo.socket.close();
    },
  );
});
