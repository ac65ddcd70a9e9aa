import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type {
  AttemptList,
  Character,
  History,
  KeyStats,
  LessonProgressList,
  SubmitAttemptResult,
  TodayReport,
} from '../../contracts';
import { findLesson } from '../../content';
import { analyzeAttempt } from '../../engine';
import { attempts, dailyTotals } from '../db/schema';
import { TEST_DATABASES, call, guestWithStudent, signInAsGuest, suiteServer } from '../test/harness';
import { typeText } from '../test/typing';

const LESSON = findLesson('home-keys-f-and-j')!.lesson;

describe.each(TEST_DATABASES)('results (%s)', (kind) => {
  const server = suiteServer(kind);
  let token: string;
  let characterId: number;

  beforeAll(async () => {
    ({ token, characterId } = await guestWithStudent(server.app, 'Typist'));
  });

  const lessonAttempt = (overrides: Record<string, unknown> = {}) => ({
    characterId,
    idempotencyKey: randomUUID(),
    kind: 'lesson',
    lessonSlug: LESSON.slug,
    mode: LESSON.mode,
    text: LESSON.text,
    keystrokes: typeText(LESSON.text),
    startedAt: server.clock.now().getTime() - 60_000,
    timeZone: 'Europe/Paris',
    ...overrides,
  });
  const submit = (payload: Record<string, unknown>, as = token) =>
    call<SubmitAttemptResult & { errorCode?: string }>(server.app, 'POST', '/attempt/submit', {
      token: as,
      payload,
    });

  it('stores a lesson attempt with the figures the engine computes and the stars of the pass rule', async () => {
    const payload = lessonAttempt({ keystrokes: typeText(LESSON.text, { slips: { 3: 'k' } }) });
    const answer = await submit(payload);
    expect(answer.status).toBe(200);
    const expected = analyzeAttempt(LESSON.text, payload.keystrokes, { mode: LESSON.mode });
    expect(answer.body.metrics).toEqual({
      finished: true,
      durationMs: expected.durationMs,
      keystrokes: expected.keystrokes,
      correctChars: expected.correctChars,
      wrongChars: 1,
      matchingChars: expected.matchingChars,
      accuracy: expected.accuracy,
      wpm: expected.wpm,
      rawWpm: expected.rawWpm,
      kpm: expected.kpm,
      rpm: expected.rpm,
      score: expected.score,
    });
    expect(answer.body).toMatchObject({
      characterId,
      kind: 'lesson',
      lessonSlug: LESSON.slug,
      replayed: false,
    });
    expect(answer.body.stars).toBeGreaterThanOrEqual(1);
    expect(answer.body.lessonProgress).toMatchObject({ lessonSlug: LESSON.slug, attempts: 1 });
    expect(answer.body.lessonProgress?.passedAt).not.toBeNull();
  });

  it('stores an attempt once per idempotency key, and a replay answers the first result', async () => {
    const before = await call<TodayReport>(server.app, 'GET', '/report/today', {
      token,
      payload: { characterId, timeZone: 'Europe/Paris' },
    });
    const payload = lessonAttempt();
    const first = await submit(payload);
    const again = await submit(payload);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    // A replay answers the same attempt; what it earned was answered (and paid) the first time only.
    expect(again.body.reward).toBeUndefined();
    expect(again.body.ranking).toBeUndefined();
    expect({ ...again.body, replayed: false, lessonProgress: null }).toEqual({
      ...first.body,
      lessonProgress: null,
      reward: undefined,
      ranking: undefined,
    });
    // Two copies at once (a retry racing the original) still make one attempt.
    const racing = lessonAttempt();
    const answers = await Promise.all([submit(racing), submit(racing), submit(racing)]);
    expect(new Set(answers.map((answer) => answer.body.attemptId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.body.replayed)).toHaveLength(1);

    const [stored] = await server.database.db
      .select({ n: count() })
      .from(attempts)
      .where(eq(attempts.idempotencyKey, payload.idempotencyKey));
    expect(stored?.n).toBe(1);
    const after = await call<TodayReport>(server.app, 'GET', '/report/today', {
      token,
      payload: { characterId, timeZone: 'Europe/Paris' },
    });
    expect(after.body.totals.attempts - before.body.totals.attempts).toBe(2);
  });

  it("refuses a lesson attempt whose text is not the lesson's", async () => {
    const text = 'fff jjj';
    const answer = await submit(lessonAttempt({ text, keystrokes: typeText(text) }));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('LESSON_TEXT_MISMATCH');
  });

  it('refuses an unknown lesson and a lesson attempt without a slug', async () => {
    expect((await submit(lessonAttempt({ lessonSlug: 'no-such-lesson' }))).body.errorCode).toBe(
      'LESSON_NOT_FOUND',
    );
    expect((await submit(lessonAttempt({ lessonSlug: undefined }))).body.errorCode).toBe('PARAMETER_ERROR');
  });

  it('refuses a keystroke log that is not a JSON array of keystrokes', async () => {
    for (const keystrokes of ['not json', '[{"kind":"jump","timeStamp":1}]', '{}']) {
      const answer = await submit(lessonAttempt({ keystrokes }));
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('PARAMETER_ERROR');
    }
  });

  it("does not take attempts for another account's character", async () => {
    const other = await signInAsGuest(server.app);
    const answer = await submit(lessonAttempt(), other.accessToken);
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });

  it('a teacher cannot practise', async () => {
    const teacher = await signInAsGuest(server.app);
    await call(server.app, 'POST', '/user/password', {
      token: teacher.accessToken,
      payload: { password: 'secret12', confirmPassword: 'secret12' },
    });
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: teacher.accessToken,
      payload: { avatar: 'avatar-teacher-1', nickname: 'Mr Tan', type: 'TEACHER' },
    });
    const answer = await submit(
      lessonAttempt({ characterId: created.body.characterId }),
      teacher.accessToken,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('CANNOT_START_LEARNING');
  });

  it('stores game rounds and practice with no stars', async () => {
    const text = 'star trek';
    const game = await submit({
      ...lessonAttempt({ kind: 'game', gameId: 'STAR_TREK', lessonSlug: undefined }),
      text,
      keystrokes: typeText(text),
    });
    expect(game.status).toBe(200);
    expect(game.body).toMatchObject({ kind: 'game', gameId: 'STAR_TREK', lessonSlug: null, stars: null });
    const practice = await submit({
      ...lessonAttempt({ kind: 'practice', practiceId: 'numpad', lessonSlug: undefined, mode: 'free' }),
      text: '123 456',
      keystrokes: typeText('123 456'),
    });
    expect(practice.body).toMatchObject({ kind: 'practice', practiceId: 'numpad', stars: null });
    expect((await submit(lessonAttempt({ kind: 'game', lessonSlug: undefined }))).body.errorCode).toBe(
      'PARAMETER_ERROR',
    );
  });

  it('keeps the best results of a lesson: a worse attempt does not lower them', async () => {
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Best', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    const fast = await submit(
      lessonAttempt({ characterId: id, keystrokes: typeText(LESSON.text, { gapMs: 150 }) }),
      fresh.accessToken,
    );
    const slow = await submit(
      lessonAttempt({
        characterId: id,
        keystrokes: typeText(LESSON.text, { gapMs: 900, slips: { 1: 'x', 5: 'x' } }),
      }),
      fresh.accessToken,
    );
    // Half a lesson is stored but sets no best.
    const half = LESSON.text.slice(0, 10);
    await submit(
      lessonAttempt({ characterId: id, keystrokes: typeText(half, { gapMs: 50 }) }),
      fresh.accessToken,
    );
    const progress = await call<LessonProgressList>(server.app, 'GET', '/progress/lessons', {
      token: fresh.accessToken,
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
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Keys', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    const text = 'fj fj';
    const practice = (slips: Record<number, string>) =>
      submit(
        {
          ...lessonAttempt({ characterId: id, kind: 'practice', lessonSlug: undefined }),
          text,
          keystrokes: typeText(text, { slips }),
        },
        fresh.accessToken,
      );
    await practice({ 0: 'd' });
    await practice({ 1: 'k', 4: 'k' });
    const stats = await call<KeyStats>(server.app, 'GET', '/progress/keys', {
      token: fresh.accessToken,
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
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Zones', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    // 23:30 in London on 14 January is 07:30 on the 15th in Shanghai.
    const lateEvening = Date.UTC(2026, 0, 14, 23, 30);
    const shanghai = await submit(
      lessonAttempt({ characterId: id, startedAt: lateEvening, timeZone: 'Asia/Shanghai' }),
      fresh.accessToken,
    );
    expect(shanghai.body.day).toBe('2026-01-15');
    const london = await submit(
      lessonAttempt({ characterId: id, startedAt: lateEvening, timeZone: 'Europe/London' }),
      fresh.accessToken,
    );
    expect(london.body.day).toBe('2026-01-14');
    // A client clock ahead of the server's counts at the server's time.
    const future = await submit(
      lessonAttempt({ characterId: id, startedAt: Date.UTC(2026, 5, 1), timeZone: 'Europe/London' }),
      fresh.accessToken,
    );
    expect(future.body.startedAt).toBe(server.clock.now().toISOString());

    const today = await call<TodayReport>(server.app, 'GET', '/report/today', {
      token: fresh.accessToken,
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
      token: fresh.accessToken,
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

    const badZone = await submit(
      lessonAttempt({ characterId: id, timeZone: 'Mars/Olympus' }),
      fresh.accessToken,
    );
    expect(badZone.body.errorCode).toBe('PARAMETER_ERROR');
  });

  it('lists attempts newest first, a page at a time', async () => {
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Pages', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await submit(lessonAttempt({ characterId: id }), fresh.accessToken)).body.attemptId);
    }
    const first = await call<AttemptList>(server.app, 'GET', '/attempt/list', {
      token: fresh.accessToken,
      payload: { characterId: id, limit: 3 },
    });
    expect(first.body.attempts.map((attempt) => attempt.attemptId)).toEqual(ids.slice(2).reverse());
    const second = await call<AttemptList>(server.app, 'GET', '/attempt/list', {
      token: fresh.accessToken,
      payload: { characterId: id, limit: 3, before: first.body.nextBefore },
    });
    expect(second.body.attempts.map((attempt) => attempt.attemptId)).toEqual(ids.slice(0, 2).reverse());
    expect(second.body.nextBefore).toBeNull();
  });
});
