import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DAILY_POINTS_CAP,
  GAME_ROUND_COST_POINTS,
  POINTS_PER_NEW_STAR,
  POINTS_PER_PASS,
  WELCOME_POINTS,
  type Ledger,
  type LoginResult,
} from '../../contracts';
import { DAY } from '../shared/clock';
import { TEST_DATABASES, call, guestWithStudent, suiteServer, uniqueName } from '../test/harness';
import { awardAttempt, pointsFor, type EarningAttempt } from './earning';
import { economyDay } from './economy-day';
import { economyDays } from './schema';
import {
  EARNING_LESSON,
  NEXT_LESSON,
  TUTORIAL_LESSON,
  give,
  later,
  startRound,
  submitLesson,
  submitRound,
  walletOf,
} from './test-helpers';

const lesson = (stars: number, previousStars: number): EarningAttempt => ({
  kind: 'lesson',
  lessonSlug: EARNING_LESSON,
  finished: true,
  accuracy: 1,
  correctChars: 60,
  stars,
  previousStars,
  roundPaid: null,
});

describe('the earning rule', () => {
  it('pays new stars well and a repeat little, so farming a one-star lesson never beats a new lesson', () => {
    expect(pointsFor(lesson(1, 0))).toBe(POINTS_PER_NEW_STAR + POINTS_PER_PASS);
    expect(pointsFor(lesson(3, 0))).toBe(3 * POINTS_PER_NEW_STAR + POINTS_PER_PASS);
    expect(pointsFor(lesson(3, 1))).toBe(2 * POINTS_PER_NEW_STAR + POINTS_PER_PASS);
    const farmed = pointsFor(lesson(1, 1));
    expect(farmed).toBe(POINTS_PER_PASS);
    expect(farmed).toBeLessThan(pointsFor(lesson(1, 0)) / 5);
    expect(pointsFor(lesson(0, 0))).toBe(0);
  });

  it('pays nothing for the finger tutorial, an unfinished attempt or an unpaid game round', () => {
    expect(pointsFor({ ...lesson(3, 0), lessonSlug: TUTORIAL_LESSON })).toBe(0);
    expect(pointsFor({ ...lesson(3, 0), finished: false })).toBe(0);
    const game: EarningAttempt = {
      ...lesson(0, 0),
      kind: 'game',
      lessonSlug: null,
      stars: null,
      correctChars: 100,
    };
    expect(pointsFor({ ...game, roundPaid: false })).toBe(0);
    expect(pointsFor({ ...game, roundPaid: true })).toBe(5);
    const practice: EarningAttempt = { ...game, kind: 'practice', roundPaid: null };
    expect(pointsFor(practice)).toBe(5);
    expect(pointsFor({ ...practice, correctChars: 45 })).toBe(2);
    expect(pointsFor({ ...practice, accuracy: 0.7 })).toBe(0);
  });
});

describe('the caps’ day (economyDay)', () => {
  const at = (iso: string) => new Date(iso);
  const fresh = { timeZone: null, nextTimeZone: null, nextZoneFrom: null, lastDay: null };

  it('takes a new learner’s first zone at once, and a change only from the next day of the zone in force', () => {
    const first = economyDay(fresh, at('2026-03-10T09:30:00Z'), 'Pacific/Pago_Pago');
    expect(first).toEqual({
      day: '2026-03-09',
      next: { timeZone: 'Pacific/Pago_Pago', nextTimeZone: null, nextZoneFrom: null, lastDay: '2026-03-09' },
    });
    const asked = economyDay(first.next, at('2026-03-10T09:31:00Z'), 'Etc/GMT-14');
    expect(asked.day).toBe('2026-03-09');
    expect(asked.next).toMatchObject({ nextTimeZone: 'Etc/GMT-14', nextZoneFrom: '2026-03-10' });
    // Asked again later that day: the same date, not pushed on.
    const again = economyDay(asked.next, at('2026-03-10T10:30:00Z'), 'Etc/GMT-14');
    expect(again.next.nextZoneFrom).toBe('2026-03-10');
    // Pago Pago's next day (11:00 UTC): the new zone, where it is already the 11th.
    const moved = economyDay(again.next, at('2026-03-10T11:00:00Z'));
    expect(moved).toEqual({
      day: '2026-03-11',
      next: { timeZone: 'Etc/GMT-14', nextTimeZone: null, nextZoneFrom: null, lastDay: '2026-03-11' },
    });
    // Asking for the zone in force drops a change asked for.
    const back = economyDay(
      { ...moved.next, nextTimeZone: 'UTC', nextZoneFrom: '2026-03-12' },
      at('2026-03-10T12:00:00Z'),
      'Etc/GMT-14',
    );
    expect(back.next).toMatchObject({ nextTimeZone: null, nextZoneFrom: null });
  });

  it('never goes back to a day before the last one counted', () => {
    const west = { timeZone: 'Etc/GMT+12', nextTimeZone: null, nextZoneFrom: null, lastDay: '2026-03-11' };
    expect(economyDay(west, at('2026-03-10T13:00:00Z')).day).toBe('2026-03-11');
    expect(economyDay(west, at('2026-03-12T13:00:00Z')).day).toBe('2026-03-12');
  });
});

describe.each(TEST_DATABASES)('the economy (%s)', (kind) => {
  const server = suiteServer(kind);

  it('a new learner starts at zero with one of each game item, and earns points and crystals for lessons', async () => {
    const learner = await guestWithStudent(server.app, 'Earner');
    const start = await walletOf(server.app, learner);
    // A welcome: one game round's points (not counted as earned today) and one of each game item.
    expect(start).toMatchObject({
      points: WELCOME_POINTS,
      crystals: 0,
      pointsToday: 0,
      dailyPointsCap: DAILY_POINTS_CAP,
    });
    expect(start.items).toEqual({ 'extra-life': 1, 'slow-down': 1, hint: 1 });

    const tutorial = await submitLesson(server.app, server.clock, learner, TUTORIAL_LESSON);
    expect(tutorial.body.stars).toBe(3);
    expect(tutorial.body.reward).toMatchObject({ points: 0, crystals: 0 });

    const oneStar = await submitLesson(server.app, server.clock, learner, EARNING_LESSON, 5000);
    expect(oneStar.body.stars).toBe(1);
    expect(oneStar.body.reward).toMatchObject({ points: 12, crystals: 1 });
    const threeStars = await submitLesson(server.app, server.clock, learner, EARNING_LESSON);
    expect(threeStars.body.stars).toBe(3);
    expect(threeStars.body.reward).toMatchObject({ points: 22, crystals: 2 });
    const again = await submitLesson(server.app, server.clock, learner, EARNING_LESSON);
    expect(again.body.reward).toMatchObject({ points: POINTS_PER_PASS, crystals: 0 });

    const wallet = await walletOf(server.app, learner);
    expect(wallet).toMatchObject({ points: WELCOME_POINTS + 36, crystals: 3, pointsToday: 36 });
    const history = await call<Ledger>(server.app, 'GET', '/economy/ledger', {
      token: learner.token,
      payload: { characterId: learner.characterId, currency: 'points' },
    });
    expect(history.body.entries.map((entry) => [entry.delta, entry.balanceAfter, entry.reason])).toEqual([
      [2, 86, 'lesson'],
      [22, 84, 'lesson'],
      [12, 62, 'lesson'],
      [50, 50, 'welcome'],
    ]);
    expect(history.body.entries[0]!.subject).toBe(EARNING_LESSON);
  });

  it('caps the points of a day at 200 by the server’s day in the learner’s zone, and pays again the next day', async () => {
    const learner = await guestWithStudent(server.app, 'Capped');
    const day = server.clock.now().toISOString().slice(0, 10);
    await server.database.db
      .insert(economyDays)
      .values({ characterId: learner.characterId, day, pointsEarned: DAILY_POINTS_CAP - 5 });
    const capped = await submitLesson(server.app, server.clock, learner, EARNING_LESSON);
    expect(capped.body.reward).toMatchObject({ points: 5, pointsCapped: 27 });
    const over = await submitLesson(server.app, server.clock, learner, NEXT_LESSON);
    expect(over.body.reward).toMatchObject({ points: 0, pointsCapped: 32 });
    expect(await walletOf(server.app, learner)).toMatchObject({
      points: WELCOME_POINTS + 5,
      pointsToday: DAILY_POINTS_CAP,
    });

    // Another zone (at 09:30 UTC it is still yesterday in Pago Pago, already tomorrow at UTC+14) opens no new
    // day's cap: a change of zone counts from the next day (and the learner comes back to UTC before then).
    for (const timeZone of ['Pacific/Pago_Pago', 'Etc/GMT-14', 'Etc/GMT+12', 'UTC']) {
      const elsewhere = await submitRound(server.app, server.clock, learner, { kind: 'practice', timeZone });
      expect(elsewhere.body.reward, timeZone).toMatchObject({ points: 0, pointsCapped: 5 });
    }
    expect((await walletOf(server.app, learner)).day).toBe(day);

    // The next day pays again.
    await later(server.app, server.clock, learner);
    const tomorrow = await submitRound(server.app, server.clock, learner, { kind: 'practice' });
    expect(tomorrow.body.reward).toMatchObject({ points: 5, pointsCapped: 0 });
  });

  it('never pays a back-dated attempt under the cap of the day it names: 450 points in 3 s are not paid', async () => {
    const learner = await guestWithStudent(server.app, 'Backdated');
    const now = server.clock.now().getTime();
    let paid = 0;
    // Rounds that say they started on each of the last 90 days, each worth 5 points.
    for (let daysAgo = 0; daysAgo < 90; daysAgo++) {
      const answer = await submitRound(server.app, server.clock, learner, {
        kind: 'practice',
        startedAt: now - daysAgo * DAY,
      });
      expect(answer.status).toBe(200);
      paid += answer.body.reward?.points ?? 0;
    }
    expect(paid).toBe(DAILY_POINTS_CAP);
    expect(await walletOf(server.app, learner)).toMatchObject({
      points: WELCOME_POINTS + DAILY_POINTS_CAP,
      pointsToday: DAILY_POINTS_CAP,
    });
  });

  it('charges 50 points when a round starts, refuses when short, and saves only a started round as paid', async () => {
    const learner = await guestWithStudent(server.app, 'Gamer');
    const welcome = await startRound(server.app, learner);
    expect(welcome.status).toBe(200);
    expect(welcome.body.wallet.points).toBe(0);
    const refused = await startRound(server.app, learner);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: 'POINTS_INSUFFICIENT',
      message: 'Your learning points are insufficient',
    });

    await give(server, learner.characterId, 'points', 120);
    const roundKey = randomUUID();
    const round = await startRound(server.app, learner, { roundKey });
    expect(round.status).toBe(200);
    expect(round.body.wallet.points).toBe(120 - GAME_ROUND_COST_POINTS);
    // A retry of the same start is the same round, charged once.
    const retry = await startRound(server.app, learner, { roundKey });
    expect(retry.body.roundId).toBe(round.body.roundId);
    expect(retry.body.wallet.points).toBe(70);

    const unpaid = await submitRound(server.app, server.clock, learner);
    expect(unpaid.body.reward).toMatchObject({ roundPaid: false, points: 0 });
    const madeUp = await submitRound(server.app, server.clock, learner, { roundId: randomUUID() });
    expect(madeUp.body.reward).toMatchObject({ roundPaid: false, points: 0 });
    const paid = await submitRound(server.app, server.clock, learner, { roundId: round.body.roundId });
    expect(paid.body.reward).toMatchObject({ roundPaid: true, points: 5 });
    const twice = await submitRound(server.app, server.clock, learner, { roundId: round.body.roundId });
    expect(twice.body.reward).toMatchObject({ roundPaid: false, points: 0 });

    // Another learner cannot finish this learner's round.
    const other = await guestWithStudent(server.app, 'Other');
    const fresh = await startRound(server.app, learner);
    const stolen = await submitRound(server.app, server.clock, other, { roundId: fresh.body.roundId });
    expect(stolen.body.reward).toMatchObject({ roundPaid: false });
    expect((await walletOf(server.app, learner)).points).toBe(75 - GAME_ROUND_COST_POINTS);
  });

  it('uses game items in a round: the server takes them from the toolbox once', async () => {
    const learner = await guestWithStudent(server.app, 'Items');
    await give(server, learner.characterId, 'points', 100);
    // The hint works in Star Patrol only.
    const misfit = await startRound(server.app, learner, { items: ['hint'], gameId: 'BALLOON_POP' });
    expect(misfit.body.errorCode).toBe('PARAMETER_ERROR');
    const round = await startRound(server.app, learner, { items: ['extra-life', 'hint'] });
    expect(round.status).toBe(200);
    expect(round.body.items).toEqual(['extra-life', 'hint']);
    expect(round.body.wallet.items).toEqual({ 'extra-life': 0, 'slow-down': 1, hint: 0 });
    // No extra life left: the round does not start and nothing is charged.
    const refused = await startRound(server.app, learner, { items: ['extra-life'] });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('ITEM_NOT_AVAILABLE');
    expect((await walletOf(server.app, learner)).points).toBe(100);

    const toolbox = await call<{ items: { kind: string; state: string }[] }>(
      server.app,
      'GET',
      '/economy/toolbox',
      {
        token: learner.token,
        payload: { characterId: learner.characterId },
      },
    );
    expect(
      toolbox.body.items
        .filter((item) => item.state === 'used')
        .map((item) => item.kind)
        .sort(),
    ).toEqual(['extra-life', 'hint']);
    expect(toolbox.body.items.find((item) => item.kind === 'slow-down')?.state).toBe('received');
    const seen = await call<{ items: { kind: string; state: string }[] }>(
      server.app,
      'POST',
      '/economy/toolbox/seen',
      { token: learner.token, payload: { characterId: learner.characterId } },
    );
    expect(seen.body.items.find((item) => item.kind === 'slow-down')?.state).toBe('available');
    expect(seen.body.items.filter((item) => item.state === 'used')).toHaveLength(2);
  });

  it('gives a teacher no points and no game rounds', async () => {
    const learner = await guestWithStudent(server.app, 'Teach');
    const teacher = await call<{ characterId: number }>(server.app, 'POST', '/character/create', {
      token: learner.token,
      payload: { avatar: 'avatar-teacher-1', nickname: 'Ms Key', type: 'TEACHER' },
    });
    if (teacher.status === 200) {
      const round = await startRound(server.app, {
        token: learner.token,
        characterId: teacher.body.characterId,
      });
      expect(round.body.errorCode).toBe('CANNOT_START_LEARNING');
    }
    const reward = await server.database.db.transaction((tx) =>
      awardAttempt(tx, {
        characterType: 'TEACHER',
        characterId: learner.characterId,
        attemptId: 999_999,
        timeZone: 'UTC',
        subject: EARNING_LESSON,
        attempt: lesson(3, 0),
        now: server.clock.now(),
      }),
    );
    expect(reward).toMatchObject({ points: 0, crystals: 0 });
    expect((await walletOf(server.app, learner)).points).toBe(WELCOME_POINTS);
  });

  it('gives streak crystals on a day that follows a day of practice, once a day', async () => {
    const learner = await guestWithStudent(server.app, 'Streak');
    const first = await submitRound(server.app, server.clock, learner, { kind: 'practice' });
    expect(first.body.reward?.crystals).toBe(0);
    await later(server.app, server.clock, learner);
    const today = await submitRound(server.app, server.clock, learner, { kind: 'practice' });
    expect(today.body.reward?.crystals).toBe(2);
    const again = await submitRound(server.app, server.clock, learner, { kind: 'practice' });
    expect(again.body.reward?.crystals).toBe(0);
    // A day named by a back-dated attempt or another zone is no streak day of its own.
    const backdated = await submitRound(server.app, server.clock, learner, {
      kind: 'practice',
      startedAt: server.clock.now().getTime() - 3 * DAY,
    });
    const elsewhere = await submitRound(server.app, server.clock, learner, {
      kind: 'practice',
      timeZone: 'Etc/GMT-14',
    });
    expect([backdated.body.reward?.crystals, elsewhere.body.reward?.crystals]).toEqual([0, 0]);
    expect((await walletOf(server.app, learner)).crystals).toBe(2);
  });

  it('gives plan crystals once when today’s warm-up, lesson and game round are done', async () => {
    const learner = await guestWithStudent(server.app, 'Planner');
    await submitLesson(server.app, server.clock, learner, EARNING_LESSON);
    const warmup = await call<{ reward?: { crystals: number } }>(server.app, 'POST', '/attempt/submit', {
      token: learner.token,
      payload: {
        characterId: learner.characterId,
        idempotencyKey: randomUUID(),
        kind: 'lesson',
        lessonSlug: 'adaptive-my-keys',
        mode: 'stop',
        text: 'fjdk fjdk',
        keystrokes: [...'fjdk fjdk'].map((char, index) => ({
          kind: 'insert',
          char,
          timeStamp: 1000 + index * 200,
        })),
        startedAt: server.clock.now().getTime(),
        timeZone: 'UTC',
      },
    });
    expect(warmup.status).toBe(200);
    // Its own new stars only.
    expect(warmup.body.reward?.crystals).toBe(3);
    const round = await startRound(server.app, learner);
    const game = await submitRound(server.app, server.clock, learner, { roundId: round.body.roundId });
    expect(game.body.reward?.crystals).toBe(5);
    const more = await submitRound(server.app, server.clock, learner);
    expect(more.body.reward?.crystals).toBe(0);
  });

  it("moves a guest's balance with the account when the guest binds a login method", async () => {
    const learner = await guestWithStudent(server.app, 'Binder');
    await submitLesson(server.app, server.clock, learner, EARNING_LESSON);
    const before = await walletOf(server.app, learner);
    expect(before.points).toBe(WELCOME_POINTS + 32);
    const username = uniqueName();
    const bound = await call(server.app, 'POST', '/user/bind/account', {
      token: learner.token,
      payload: { username, password: 'secret12', confirmPassword: 'secret12' },
    });
    expect(bound.status).toBe(200);
    const login = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username, password: 'secret12', deviceId: 'other-device-0002' },
    });
    expect(login.status).toBe(200);
    const after = await walletOf(server.app, {
      token: login.body.accessToken,
      characterId: learner.characterId,
    });
    expect(after).toMatchObject({ points: before.points, crystals: before.crystals, items: before.items });
  });

  it('lets 10 of 50 parallel round starts through on a balance that covers 10, and ends at exactly 0', async () => {
    const learner = await guestWithStudent(server.app, 'Racer');
    await give(server, learner.characterId, 'points', 10 * GAME_ROUND_COST_POINTS - WELCOME_POINTS);
    const answers = await Promise.all(Array.from({ length: 50 }, () => startRound(server.app, learner)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.errorCode === 'POINTS_INSUFFICIENT')).toHaveLength(40);
    const wallet = await walletOf(server.app, learner);
    expect(wallet.points).toBe(0);
    const history = await call<Ledger>(server.app, 'GET', '/economy/ledger', {
      token: learner.token,
      payload: { characterId: learner.characterId, currency: 'points', limit: 100 },
    });
    const charges = history.body.entries.filter((entry) => entry.reason === 'game-round');
    expect(charges).toHaveLength(10);
    expect(charges.map((entry) => entry.balanceAfter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, index) => index * GAME_ROUND_COST_POINTS),
    );
    // The same start sent 20 times at once is one round, charged once.
    await give(server, learner.characterId, 'points', 100);
    const roundKey = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 20 }, () => startRound(server.app, learner, { roundKey })),
    );
    expect(new Set(same.map((answer) => answer.body.roundId)).size).toBe(1);
    expect((await walletOf(server.app, learner)).points).toBe(50);
  });
});
