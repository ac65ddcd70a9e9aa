import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AttemptList, History, KeyStats, LessonProgressList, TodayReport } from '../../contracts';
import { findLesson } from '../../content';
import type { ServerContext } from '../context';
import { dailyTotals } from '../db/schema';
import { lessonPassesDaily } from './schema';
import { historyDays, readDays } from './daily-reports';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { newLearner } from '../test/learner';
import { typeText } from '../test/typing';

const LESSON = findLesson('home-keys-f-and-j')!.lesson;
const SECOND = findLesson('home-keys-d-and-k')!.lesson;
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('what stored results add up to (%s)', (kind) => {
  const server = suiteServer(kind);

  it('keeps the best results of a lesson: a worse attempt does not lower them', async () => {
    const fresh = await newLearner(server, 'Best', 'Europe/Paris');
    const id = fresh.characterId;
    const fast = await fresh.submit(
      fresh.lessonAttempt(LESSON, { keystrokes: typeText(LESSON.text, { gapMs: 150 }) }),
    );
    const slow = await fresh.submit(
      fresh.lessonAttempt(LESSON, {
        keystrokes: typeText(LESSON.text, { gapMs: 900, slips: { 1: 'x', 5: 'x' } }),
      }),
    );
    // Half a lesson is stored but sets no best.
    const half = LESSON.text.slice(0, 10);
    await fresh.submit(fresh.lessonAttempt(LESSON, { keystrokes: typeText(half, { gapMs: 50 }) }));
    const progress = await call<LessonProgressList>(server.app, 'GET', '/progress/lessons', {
      token: fresh.token,
      payload: { characterId: id },
    });
    expect(progress.body.lessons).toHaveLength(1);
    const [lesson] = progress.body.lessons;
    expect(lesson).toMatchObject({
      lessonSlug: LESSON.slug,
      attempts: 3,
      stars: Math.max(fast.body.stars ?? 0, slow.body.stars ?? 0),
      bestWpm: fast.body.metrics.wpm,
      bestAccuracy: 1,
      bestScore: fast.body.metrics.score,
    });
  });

  it('sums key statistics over attempts', async () => {
    const fresh = await newLearner(server, 'Keys', 'Europe/Paris');
    const id = fresh.characterId;
    const text = 'fj fj';
    const practice = (slips: Record<number, string>) =>
      fresh.submit({
        ...fresh.lessonAttempt(LESSON, { kind: 'practice', lessonSlug: undefined }),
        text,
        keystrokes: typeText(text, { slips }),
      });
    await practice({ 0: 'd' });
    await practice({ 1: 'k', 4: 'k' });
    const stats = await call<KeyStats>(server.app, 'GET', '/progress/keys', {
      token: fresh.token,
      payload: { characterId: id },
    });
    const byKey = Object.fromEntries(stats.body.keys.map((key) => [key.key, key]));
    expect(byKey.f).toMatchObject({ hits: 4, misses: 1, accuracy: 0.8 });
    expect(byKey.j).toMatchObject({ hits: 4, misses: 2 });
    expect(byKey[' ']).toMatchObject({ hits: 2, misses: 0, accuracy: 1 });
    expect(byKey.f?.meanTimeMs).toBe(200);
  });

  it("counts days in the attempt's time zone, and reports today and a history with idle days", async () => {
    server.clock.set(Date.UTC(2026, 0, 15, 12, 0));
    const fresh = await newLearner(server, 'Zones', 'Europe/Paris');
    const id = fresh.characterId;
    // 23:30 in London on 14 January is 07:30 on the 15th in Shanghai.
    const lateEvening = Date.UTC(2026, 0, 14, 23, 30);
    const shanghai = await fresh.submit(
      fresh.lessonAttempt(LESSON, { startedAt: lateEvening, timeZone: 'Asia/Shanghai' }),
    );
    expect(shanghai.body.day).toBe('2026-01-15');
    const london = await fresh.submit(
      fresh.lessonAttempt(LESSON, { startedAt: lateEvening, timeZone: 'Europe/London' }),
    );
    expect(london.body.day).toBe('2026-01-14');
    // A client clock ahead of the server's counts at the server's time.
    const future = await fresh.submit(
      fresh.lessonAttempt(LESSON, { startedAt: Date.UTC(2026, 5, 1), timeZone: 'Europe/London' }),
    );
    expect(future.body.startedAt).toBe(server.clock.now().toISOString());

    const today = await call<TodayReport>(server.app, 'GET', '/report/today', {
      token: fresh.token,
      payload: { characterId: id },
    });
    // The character's zone is now its latest attempt's (London): today is the 15th there. Each attempt counts
    // for the day it was made on where it was made: the Shanghai one is on the 15th, the London one the 14th.
    expect(today.body.timeZone).toBe('Europe/London');
    expect(today.body.totals).toMatchObject({ day: '2026-01-15', attempts: 2 });
    expect(today.body.attempts.map((attempt) => attempt.attemptId)).toEqual([
      future.body.attemptId,
      shanghai.body.attemptId,
    ]);

    const history = await call<History>(server.app, 'GET', '/report/history', {
      token: fresh.token,
      payload: { characterId: id, days: 7, timeZone: 'Asia/Shanghai' },
    });
    expect(history.body).toMatchObject({ from: '2026-01-09', to: '2026-01-15', timeZone: 'Asia/Shanghai' });
    expect(history.body.days.map((day) => day.attempts)).toEqual([0, 0, 0, 0, 0, 1, 2]);
    const last = history.body.days[6]!;
    expect(last.accuracy).toBe(1);
    // Two identical attempts: the day's rate is each one's rate.
    expect(last.wpm).toBeCloseTo(shanghai.body.metrics.wpm, 9);
    const rows = await server.database.db.select().from(dailyTotals).where(eq(dailyTotals.characterId, id));
    expect(rows).toHaveLength(2);

    const badZone = await fresh.submit(fresh.lessonAttempt(LESSON, { timeZone: 'Mars/Olympus' }));
    expect(badZone.body.errorCode).toBe('PARAMETER_ERROR');
  });

  it("reads the history's days in one statement with the figures the days' rollups give", async () => {
    const fresh = await newLearner(server, 'History', 'Europe/Paris');
    const id = fresh.characterId;
    const now = server.clock.now().getTime();
    // Attempts on several days: two lessons passed and failed, halves, a day with one lesson passed twice.
    const typed: {
      lesson: typeof LESSON;
      daysAgo: number;
      gapMs: number;
      slips?: Record<number, string>;
      half?: boolean;
    }[] = [
      { lesson: LESSON, daysAgo: 0, gapMs: 150 },
      { lesson: LESSON, daysAgo: 0, gapMs: 180 },
      { lesson: SECOND, daysAgo: 0, gapMs: 900, slips: { 1: 'x', 3: 'x', 5: 'x', 7: 'x' } },
      { lesson: SECOND, daysAgo: 2, gapMs: 210 },
      { lesson: LESSON, daysAgo: 2, gapMs: 260, half: true },
      { lesson: LESSON, daysAgo: 9, gapMs: 333, slips: { 2: 'x' } },
      { lesson: SECOND, daysAgo: 30, gapMs: 123 },
    ];
    for (const { lesson, daysAgo, gapMs, slips, half } of typed) {
      const text = half ? lesson.text.slice(0, 12) : lesson.text;
      const sent = await fresh.submit(
        fresh.lessonAttempt(lesson, {
          keystrokes: typeText(text, { gapMs, ...(slips ? { slips } : {}) }),
          startedAt: now - daysAgo * DAY - 60_000,
        }),
      );
      expect(sent.status).toBe(200);
    }
    // A pass on a day without totals (none is written so, but the days' rollups count it): counted the same.
    const to = new Date(now).toISOString().slice(0, 10);
    const from = new Date(now - 365 * DAY).toISOString().slice(0, 10);
    const lonely = new Date(now - 20 * DAY).toISOString().slice(0, 10);
    await server.database.db
      .insert(lessonPassesDaily)
      .values({ characterId: id, day: lonely, lessonSlug: LESSON.slug });

    const read = await readDays({ db: server.database.db } as ServerContext, id, from, to);
    const expected = read.days(from, to);
    const days = await historyDays(server.database.db, id, from, to);
    expect(days).toHaveLength(366);
    expect(days).toEqual(expected);
    expect(days.filter((day) => day.attempts > 0)).toHaveLength(4);
    expect(days.find((day) => day.day === lonely)?.lessonsPassed).toBe(1);
    // And through the route, in the character's zone.
    const history = await call<History>(server.app, 'GET', '/report/history', {
      token: fresh.token,
      payload: { characterId: id, days: 366, timeZone: 'UTC' },
    });
    expect(history.body.days).toEqual(expected);
  });

  it('lists attempts newest first, a page at a time', async () => {
    const fresh = await newLearner(server, 'Pages', 'Europe/Paris');
    const id = fresh.characterId;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await fresh.submit(fresh.lessonAttempt(LESSON))).body.attemptId);
    }
    const first = await call<AttemptList>(server.app, 'GET', '/attempt/list', {
      token: fresh.token,
      payload: { characterId: id, limit: 3 },
    });
    expect(first.body.attempts.map((attempt) => attempt.attemptId)).toEqual(ids.slice(2).reverse());
    const second = await call<AttemptList>(server.app, 'GET', '/attempt/list', {
      token: fresh.token,
      payload: { characterId: id, limit: 3, before: first.body.nextBefore },
    });
    expect(second.body.attempts.map((attempt) => attempt.attemptId)).toEqual(ids.slice(0, 2).reverse());
    expect(second.body.nextBefore).toBeNull();
  });
});
