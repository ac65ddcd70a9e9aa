import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Character,
  History,
  KeyStatEntry,
  KeystrokeEntry,
  LoginResult,
  PeriodReport,
  ReportShare,
  ReportShares,
  SharedReport,
  SubmitAttemptResult,
  TodayReport,
} from '../../contracts';
import { findLesson } from '../../content';
import { loadLesson } from '../../content/catalogue';
import { findChineseLesson } from '../../content/chinese';
import {
  analyzeAttempt,
  analyzePinyinAttempt,
  matchNumpadCode,
  pinyinTarget,
  type AttemptAnalysis,
} from '../../engine';
import { periodBounds, previousBounds } from './service';
import {
  TEST_DATABASES,
  call,
  openTestDatabase,
  signInAsGuest,
  startApp,
  type TestServer,
} from '../test/harness';
import { typeText } from '../test/typing';

describe('period bounds', () => {
  it('weeks run Monday to Sunday, months are calendar months', () => {
    expect(periodBounds('day', '2026-01-15')).toEqual({ from: '2026-01-15', to: '2026-01-15' });
    expect(periodBounds('week', '2026-01-15')).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(periodBounds('week', '2026-01-12')).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(periodBounds('week', '2026-01-18')).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(periodBounds('week', '2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(periodBounds('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodBounds('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousBounds('month', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousBounds('week', '2026-01-12')).toEqual({ from: '2026-01-05', to: '2026-01-11' });
    expect(previousBounds('day', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });
});

/** The engine's per-key figures of several attempts, summed the way the rollup sums them. */
function engineKeys(analyses: AttemptAnalysis[]): KeyStatEntry[] {
  const sums = new Map<string, { hits: number; misses: number; timedHits: number; timeSumMs: number }>();
  for (const analysis of analyses) {
    for (const [key, stat] of Object.entries(analysis.keys)) {
      const sum = sums.get(key) ?? { hits: 0, misses: 0, timedHits: 0, timeSumMs: 0 };
      sum.hits += stat.hits;
      sum.misses += stat.misses;
      sum.timedHits += stat.timedHits;
      sum.timeSumMs += (stat.meanTimeMs ?? 0) * stat.timedHits;
      sums.set(key, sum);
    }
  }
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, sum]) => ({
      key,
      hits: sum.hits,
      misses: sum.misses,
      accuracy: sum.hits / (sum.hits + sum.misses),
      meanTimeMs: sum.timedHits > 0 ? sum.timeSumMs / sum.timedHits : null,
      timedHits: sum.timedHits,
    }));
}

describe.each(TEST_DATABASES)('GET /report/period (%s)', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startApp(await openTestDatabase(kind));
    ({ accessToken: token } = await signInAsGuest(server.app));
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  const newCharacter = async (nickname: string, as = token) =>
    (
      await call<Character>(server.app, 'POST', '/character/create', {
        token: as,
        payload: { avatar: 'avatar-student-1', nickname, type: 'STUDENT' },
      })
    ).body.characterId;

  const practise = async (
    characterId: number,
    startedAt: string,
    text: string,
    keystrokes: KeystrokeEntry[],
    timeZone = 'Pacific/Auckland',
    as = token,
  ) => {
    const answer = await call(server.app, 'POST', '/attempt/submit', {
      token: as,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        kind: 'practice',
        practiceId: 'english-words',
        mode: 'stop',
        text,
        keystrokes,
        startedAt: Date.parse(startedAt),
        timeZone,
      },
    });
    expect(answer.status).toBe(200);
    return analyzeAttempt(text, keystrokes, { mode: 'stop' });
  };

  const report = (payload: Record<string, unknown>, as = token) =>
    call<PeriodReport & { errorCode?: string }>(server.app, 'GET', '/report/period', { token: as, payload });

  it('counts days, weeks and months in the time zone, and compares with the period before', async () => {
    // Now: Thursday 2026-01-15 09:30 UTC, 22:30 in Auckland (UTC+13).
    const characterId = await newCharacter('Zones');
    // Sunday 11 January 23:30 in Auckland: the week before.
    await practise(characterId, '2026-01-11T10:30:00Z', 'fj fj', typeText('fj fj'));
    // Monday 12 January 00:30 in Auckland (still Sunday in UTC): this week.
    await practise(characterId, '2026-01-11T11:30:00Z', 'dk dk', typeText('dk dk'));
    // 1 January 01:00 in Auckland (31 December in UTC): this month, not December.
    await practise(characterId, '2025-12-31T12:00:00Z', 'sl sl', typeText('sl sl'));
    // Today, 15 January.
    await practise(characterId, '2026-01-15T09:00:00Z', 'a;a', typeText('a;a'));

    const week = await report({ characterId, period: 'week', timeZone: 'Pacific/Auckland' });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ today: '2026-01-15', period: 'week', timeZone: 'Pacific/Auckland' });
    expect(week.body.totals).toMatchObject({
      from: '2026-01-12',
      to: '2026-01-18',
      attempts: 2,
      activeDays: 2,
    });
    expect(week.body.days.map((day) => day.day)).toEqual([
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
    ]);
    expect(week.body.days.map((day) => day.attempts)).toEqual([1, 0, 0, 1, 0, 0, 0]);
    expect(week.body.previous).toMatchObject({ from: '2026-01-05', to: '2026-01-11', attempts: 1 });
    expect(week.body.keys.map((key) => key.key)).toEqual([' ', ';', 'a', 'd', 'k']);

    const month = await report({ characterId, period: 'month', timeZone: 'Pacific/Auckland' });
    expect(month.body.totals).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      attempts: 4,
      activeDays: 4,
    });
    expect(month.body.days).toHaveLength(31);
    expect(month.body.previous).toMatchObject({ from: '2025-12-01', to: '2025-12-31', attempts: 0 });

    const day = await report({
      characterId,
      period: 'day',
      date: '2026-01-12',
      timeZone: 'Pacific/Auckland',
    });
    expect(day.body.totals).toMatchObject({ from: '2026-01-12', to: '2026-01-12', attempts: 1 });
    expect(day.body.previous).toMatchObject({ from: '2026-01-11', attempts: 1 });
    expect(day.body.keys.map((key) => key.key)).toEqual([' ', 'd', 'k']);

    // Without a zone, the character's own (its latest attempt's) counts.
    const ownZone = await report({ characterId, period: 'week' });
    expect(ownZone.body.timeZone).toBe('Pacific/Auckland');
  });

  it('saves the typing checks like any attempt and reports the latest of each, the retention test with the one before the break', async () => {
    // An account of its own: the file's shared guest is at its free character limit with the other tests' roles.
    const { accessToken: own } = await signInAsGuest(server.app);
    const characterId = await newCharacter('Checks', own);
    const check = async (practiceId: string, startedAt: string, gapMs: number) => {
      const text = 'the hare ran off and the tortoise kept walking';
      const answer = await call<SubmitAttemptResult>(server.app, 'POST', '/attempt/submit', {
        token: own,
        payload: {
          characterId,
          idempotencyKey: randomUUID(),
          kind: 'practice',
          practiceId,
          mode: 'stop',
          text,
          keystrokes: typeText(text, { gapMs }),
          startedAt: Date.parse(startedAt),
          timeZone: 'UTC',
        },
      });
      expect(answer.status).toBe(200);
      return analyzeAttempt(text, typeText(text, { gapMs }), { mode: 'stop' }).wpm;
    };
    // A first normal test and a later one on 2 January, the covered one that day (slower), a week away, then the
    // retention test on 12 January; an ordinary practice is no check.
    await check('typing-check', '2026-01-01T09:00:00Z', 600);
    const normal = await check('typing-check', '2026-01-02T09:00:00Z', 400);
    const covered = await check('typing-check-covered', '2026-01-02T09:05:00Z', 800);
    await check('english-words', '2026-01-02T09:10:00Z', 100);
    const retention = await check('typing-check-retention', '2026-01-12T09:00:00Z', 500);

    const week = await report({ characterId, period: 'week', date: '2026-01-12', timeZone: 'UTC' }, own);
    expect(week.status).toBe(200);
    expect(week.body.typingChecks).toEqual([
      { check: 'typing', day: '2026-01-02', wpm: normal, accuracy: 1, before: null },
      { check: 'covered', day: '2026-01-02', wpm: covered, accuracy: 1, before: null },
      {
        check: 'retention',
        day: '2026-01-12',
        wpm: retention,
        accuracy: 1,
        before: { day: '2026-01-02', wpm: normal, accuracy: 1 },
      },
    ]);
    expect(covered).toBeLessThan(normal);
    // A report of a period before the retention test shows the checks up to its end only.
    const before = await report({ characterId, period: 'day', date: '2026-01-01', timeZone: 'UTC' }, own);
    expect(before.body.typingChecks.map((result) => [result.check, result.day])).toEqual([
      ['typing', '2026-01-01'],
    ]);
  });

  it('answers zeros for an empty period', async () => {
    const characterId = await newCharacter('Empty');
    const month = await report({ characterId, period: 'month', date: '2026-02-14', timeZone: 'UTC' });
    expect(month.status).toBe(200);
    expect(month.body.totals).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      attempts: 0,
      activeDays: 0,
      durationMs: 0,
      accuracy: 0,
      wpm: 0,
      kpm: 0,
      rpm: 0,
    });
    expect(month.body.days).toHaveLength(28);
    expect(month.body.days.every((day) => day.attempts === 0 && day.wpm === 0)).toBe(true);
    expect(month.body.keys).toEqual([]);
    expect(month.body.missedWords).toEqual([]);
  });

  it("sums per-key figures and missed words to what the engine computes from the period's logs", async () => {
    const characterId = await newCharacter('Keys');
    const text = 'fall jade fall';
    const first = await practise(
      characterId,
      '2026-01-13T01:00:00Z',
      text,
      typeText(text, { gapMs: 180, slips: { 1: 's', 6: 'k' } }),
      'UTC',
    );
    const second = await practise(
      characterId,
      '2026-01-14T01:00:00Z',
      text,
      typeText(text, { gapMs: 240, slips: { 2: 'k', 11: 's' } }),
      'UTC',
    );
    // Another week: not in the report.
    await practise(characterId, '2026-01-05T01:00:00Z', text, typeText(text, { slips: { 0: 'g' } }), 'UTC');

    const week = await report({ characterId, period: 'week', timeZone: 'UTC' });
    const expected = engineKeys([first, second]);
    expect(week.body.keys).toHaveLength(expected.length);
    week.body.keys.forEach((entry, index) => {
      const want = expected[index]!;
      expect(entry).toMatchObject({
        key: want.key,
        hits: want.hits,
        misses: want.misses,
        timedHits: want.timedHits,
      });
      expect(entry.accuracy).toBeCloseTo(want.accuracy, 9);
      if (want.meanTimeMs === null) expect(entry.meanTimeMs).toBeNull();
      else expect(entry.meanTimeMs).toBeCloseTo(want.meanTimeMs, 6);
    });
    expect(week.body.keys.find((entry) => entry.key === 'a')).toMatchObject({ misses: 3 });
    expect(week.body.keys.find((entry) => entry.key === 'l')).toMatchObject({ misses: 1 });
    // fall: 1 + 1 + 1 slips, jade: 1: most first.
    expect(week.body.missedWords).toEqual([
      { word: 'fall', misses: 3 },
      { word: 'jade', misses: 1 },
    ]);
    expect(week.body.totals.correctChars).toBe(first.correctChars + second.correctChars);
    expect(week.body.totals.wrongChars).toBe(4);
    expect(week.body.totals.accuracy).toBeCloseTo(
      (first.correctChars + second.correctChars) / (first.correctChars + second.correctChars + 4),
      9,
    );
    expect(week.body.totals.durationMs).toBe(first.durationMs + second.durationMs);
    expect(week.body.totals.rpm).toBeCloseTo(
      ((first.matchingChars + second.matchingChars) * 60_000) / (first.durationMs + second.durationMs),
      6,
    );
    expect(week.body.totals.bestWpm).toBeCloseTo(Math.max(first.wpm, second.wpm), 6);
    expect(week.body.previous.attempts).toBe(1);
  });

  it('gives each day and the period their KPM and RPM as the engine defines them, pinyin included', async () => {
    // An account of its own (an account has a limited number of characters).
    const { accessToken: own } = await signInAsGuest(server.app);
    const characterId = await newCharacter('Rates', own);
    const english = await practise(
      characterId,
      '2026-01-13T08:00:00Z',
      'fall jade',
      typeText('fall jade', { gapMs: 200, slips: { 2: 's' } }),
      'UTC',
      own,
    );
    // A pinyin drill: its RPM counts the Chinese characters spelt, not the letters typed.
    const lesson = findChineseLesson('pinyin-a-o-e')!.lesson;
    const readings = lesson.practice?.kind === 'pinyin' ? lesson.practice.readings : '';
    const keystrokes = typeText('a o e e', { gapMs: 300 });
    const submitted = await call(server.app, 'POST', '/attempt/submit', {
      token: own,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        kind: 'lesson',
        lessonSlug: lesson.slug,
        mode: lesson.mode,
        text: lesson.text,
        keystrokes,
        startedAt: Date.parse('2026-01-13T09:00:00Z'),
        timeZone: 'UTC',
      },
    });
    expect(submitted.status).toBe(200);
    const pinyin = analyzePinyinAttempt(pinyinTarget(lesson.text, readings), keystrokes, {
      mode: lesson.mode,
    });
    expect(pinyin.rpm).not.toBeCloseTo((pinyin.matchingChars * 60_000) / pinyin.durationMs, 3);
    const later = await practise(characterId, '2026-01-14T08:00:00Z', 'dk dk', typeText('dk dk'), 'UTC', own);

    const week = await report({ characterId, period: 'week', timeZone: 'UTC' }, own);
    const minutes = (english.durationMs + pinyin.durationMs) / 60_000;
    const tuesday = week.body.days.find((day) => day.day === '2026-01-13')!;
    expect(tuesday.kpm).toBeCloseTo((english.keystrokes + pinyin.keystrokes) / minutes, 6);
    expect(tuesday.rpm).toBeCloseTo(
      (english.rpm * english.durationMs + pinyin.rpm * pinyin.durationMs) / 60_000 / minutes,
      6,
    );
    const wednesday = week.body.days.find((day) => day.day === '2026-01-14')!;
    expect(wednesday.rpm).toBeCloseTo(later.rpm, 6);
    expect(wednesday.kpm).toBeCloseTo(later.kpm, 6);
    expect(week.body.days.find((day) => day.day === '2026-01-12')).toMatchObject({ rpm: 0, kpm: 0 });

    const allMinutes = minutes + later.durationMs / 60_000;
    expect(week.body.totals.rpm).toBeCloseTo(
      (english.rpm * english.durationMs + pinyin.rpm * pinyin.durationMs + later.rpm * later.durationMs) /
        60_000 /
        allMinutes,
      6,
    );
    expect(week.body.totals.kpm).toBeCloseTo(
      (english.keystrokes + pinyin.keystrokes + later.keystrokes) / allMinutes,
      6,
    );
  });

  it('gives the keypad lessons their own keys, off the digits of the main block', async () => {
    const { accessToken: own } = await signInAsGuest(server.app);
    const characterId = await newCharacter('Keypad', own);
    const lesson = (await loadLesson('numpad-4-5-6-and-enter'))!.lesson;
    const keypadCode = (char: string) =>
      char === '\n' ? 'NumpadEnter' : /\d/.test(char) ? `Numpad${char}` : 'Space';
    // Every keypad key from the keypad, but the first 5 tried on the digit row first.
    let slipped = false;
    const keystrokes: KeystrokeEntry[] = typeText(lesson.text, { gapMs: 250 }).flatMap(
      (stroke): KeystrokeEntry[] => {
        if (stroke.kind !== 'insert') return [stroke];
        const typed = { ...stroke, code: keypadCode(stroke.char) };
        if (stroke.char !== '5' || slipped) return [typed];
        slipped = true;
        return [{ ...stroke, timeStamp: stroke.timeStamp - 100, code: 'Digit5' }, typed];
      },
    );
    const answer = await call(server.app, 'POST', '/attempt/submit', {
      token: own,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        kind: 'lesson',
        lessonSlug: lesson.slug,
        mode: lesson.mode,
        text: lesson.text,
        keystrokes,
        startedAt: Date.parse('2026-01-13T08:00:00Z'),
        timeZone: 'UTC',
      },
    });
    expect(answer.status).toBe(200);
    const onKeypad = analyzeAttempt(lesson.text, keystrokes, {
      mode: lesson.mode,
      matchCode: matchNumpadCode,
    });
    // Digits typed on the main block in another practice stay on the main block.
    const onDigitRow = await practise(
      characterId,
      '2026-01-14T08:00:00Z',
      '45 64',
      typeText('45 64'),
      'UTC',
      own,
    );

    const week = await report({ characterId, period: 'week', timeZone: 'UTC' }, own);
    const keypad = engineKeys([onKeypad]).filter((entry) => entry.key !== ' ');
    expect(keypad.map((entry) => entry.key)).toContain('\n');
    expect(
      week.body.keypadKeys.map(({ key, hits, misses, timedHits }) => ({ key, hits, misses, timedHits })),
    ).toEqual(keypad.map(({ key, hits, misses, timedHits }) => ({ key, hits, misses, timedHits })));
    expect(week.body.keypadKeys.find((entry) => entry.key === '5')?.misses).toBe(1);
    const mainDigits = week.body.keys.filter((entry) => /\d/.test(entry.key));
    const digitRow = engineKeys([onDigitRow]).filter((entry) => /\d/.test(entry.key));
    expect(mainDigits.map(({ key, hits, misses }) => ({ key, hits, misses }))).toEqual(
      digitRow.map(({ key, hits, misses }) => ({ key, hits, misses })),
    );
    mainDigits.forEach((entry, index) =>
      expect(entry.meanTimeMs ?? 0).toBeCloseTo(digitRow[index]!.meanTimeMs ?? 0, 6),
    );
    // A period without keypad lessons has none.
    const before = await report({ characterId, period: 'week', date: '2026-01-05', timeZone: 'UTC' }, own);
    expect(before.body.keypadKeys).toEqual([]);
  });

  it('counts the distinct lessons passed in a day and a period, not the attempts with a star', async () => {
    const { accessToken: own } = await signInAsGuest(server.app);
    const characterId = await newCharacter('Passes', own);
    const takeLesson = async (slug: string, startedAt: string, finish: boolean) => {
      const lesson = findLesson(slug)!.lesson;
      const typed = finish ? lesson.text : lesson.text.slice(0, 3);
      const answer = await call<SubmitAttemptResult>(server.app, 'POST', '/attempt/submit', {
        token: own,
        payload: {
          characterId,
          idempotencyKey: randomUUID(),
          kind: 'lesson',
          lessonSlug: slug,
          mode: lesson.mode,
          text: lesson.text,
          keystrokes: typeText(typed),
          startedAt: Date.parse(startedAt),
          timeZone: 'UTC',
        },
      });
      expect(answer.status).toBe(200);
      return answer.body.stars;
    };
    // Tuesday: F and J passed twice, D and K left unfinished (no star).
    expect(await takeLesson('home-keys-f-and-j', '2026-01-13T08:00:00Z', true)).toBeGreaterThan(0);
    await takeLesson('home-keys-f-and-j', '2026-01-13T08:10:00Z', true);
    expect(await takeLesson('home-keys-d-and-k', '2026-01-13T08:20:00Z', false)).toBe(0);
    // Today (Thursday): F and J once more, D and K passed.
    await takeLesson('home-keys-f-and-j', '2026-01-15T08:00:00Z', true);
    await takeLesson('home-keys-d-and-k', '2026-01-15T08:10:00Z', true);

    const week = await report({ characterId, period: 'week', timeZone: 'UTC' }, own);
    expect(week.body.totals).toMatchObject({ lessonAttempts: 5, lessonsPassed: 2 });
    const passedByDay = Object.fromEntries(week.body.days.map((day) => [day.day, day.lessonsPassed]));
    expect(passedByDay).toMatchObject({ '2026-01-13': 1, '2026-01-14': 0, '2026-01-15': 2 });
    const day = await report({ characterId, period: 'day', date: '2026-01-13', timeZone: 'UTC' }, own);
    expect(day.body.totals.lessonsPassed).toBe(1);

    // The same figure in the history and in today's report.
    const history = await call<History>(server.app, 'GET', '/report/history', {
      token: own,
      payload: { characterId, days: 7, timeZone: 'UTC' },
    });
    expect(history.body.days.find((entry) => entry.day === '2026-01-13')?.lessonsPassed).toBe(1);
    const today = await call<TodayReport>(server.app, 'GET', '/report/today', {
      token: own,
      payload: { characterId, timeZone: 'UTC' },
    });
    expect(today.body.totals.lessonsPassed).toBe(2);
  });

  it('refuses bad periods, zones and characters of another account', async () => {
    const characterId = await newCharacter('Rules');
    expect((await report({ characterId, period: 'year' })).body.errorCode).toBe('PARAMETER_ERROR');
    expect((await report({ characterId, period: 'week', timeZone: 'Mars/Base' })).body.errorCode).toBe(
      'PARAMETER_ERROR',
    );
    expect((await report({ characterId, period: 'week', date: '2026-13-01' })).body.errorCode).toBe(
      'PARAMETER_ERROR',
    );
    const other = await signInAsGuest(server.app);
    const foreign = await call<{ errorCode: string }>(server.app, 'GET', '/report/period', {
      token: other.accessToken,
      payload: { characterId, period: 'week' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });

  it('shares a period read-only through an expiring link', async () => {
    const characterId = await newCharacter('Shared');
    await practise(
      characterId,
      '2026-01-14T08:00:00Z',
      'fj fj',
      typeText('fj fj', { slips: { 0: 'g' } }),
      'UTC',
    );
    const share = await call<ReportShare>(server.app, 'POST', '/report/share', {
      token,
      payload: { characterId, period: 'week', timeZone: 'UTC', days: 2 },
    });
    expect(share.status).toBe(200);
    expect(share.body.path).toBe(`/report/shared/${share.body.token}`);
    expect(share.body.expiresAt).toBe(new Date(server.clock.now().getTime() + 2 * 86_400_000).toISOString());

    // Read without any session: the week as the owner sees it.
    const open = () =>
      call<SharedReport & { errorCode?: string }>(server.app, 'GET', '/open/report/shared', {
        payload: { token: share.body.token },
      });
    const shared = await open();
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ nickname: 'Shared', avatar: 'avatar-student-1' });
    const own = await report({ characterId, period: 'week', timeZone: 'UTC' });
    expect(shared.body.report).toEqual(own.body);
    expect(shared.body.report.keys.find((key) => key.key === 'f')).toMatchObject({ hits: 2, misses: 1 });

    // A later attempt in the week shows.
    await practise(characterId, server.clock.now().toISOString(), 'dk', typeText('dk'), 'UTC');
    expect((await open()).body.report.totals).toMatchObject({ from: '2026-01-12', attempts: 2 });

    server.clock.advance(2 * 86_400_000 - 1);
    expect((await open()).status).toBe(200);
    server.clock.advance(1);
    const expired = await open();
    expect(expired.status).toBe(410);
    expect(expired.body.errorCode).toBe('REPORT_LINK_EXPIRED');
    server.clock.set(Date.UTC(2026, 0, 15, 9, 30));

    const unknown = await call<{ errorCode: string }>(server.app, 'GET', '/open/report/shared', {
      payload: { token: 'x'.repeat(32) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('REPORT_LINK_INVALID');

    // Only the account's own characters are shared; the token is never stored as such.
    const other = await signInAsGuest(server.app);
    const foreign = await call<{ errorCode: string }>(server.app, 'POST', '/report/share', {
      token: other.accessToken,
      payload: { characterId, period: 'week' },
    });
    expect(foreign.body.errorCode).toBe('CHARACTER_NOT_FOUND');
    const stored = (await server.database.db.execute(
      sql`select token_hash from report_shares where character_id = ${characterId}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.token_hash).not.toContain(share.body.token);
  });

  it('lets the owner list and withdraw a link, which then answers REPORT_LINK_REVOKED', async () => {
    const owner = await signInAsGuest(server.app);
    let token = owner.accessToken;
    const characterId = await newCharacter('Withdrawn', token);
    const make = async (period: 'day' | 'week', days: number) => {
      const made = await call<ReportShare>(server.app, 'POST', '/report/share', {
        token,
        payload: { characterId, period, timeZone: 'UTC', days },
      });
      expect(made.status).toBe(200);
      return made.body;
    };
    const first = await make('week', 7);
    server.clock.advance(1000);
    const second = await make('day', 1);
    const list = () =>
      call<ReportShares>(server.app, 'GET', '/report/shares', { token, payload: { characterId } });
    expect((await list()).body.shares.map((share) => [share.shareId, share.period])).toEqual([
      [second.shareId, 'day'],
      [first.shareId, 'week'],
    ]);
    const open = (shareToken: string) =>
      call<{ errorCode?: string }>(server.app, 'GET', '/open/report/shared', {
        payload: { token: shareToken },
      });
    expect((await open(first.token)).status).toBe(200);

    // Another account can neither withdraw nor list it, and is not told whether it exists.
    const other = await signInAsGuest(server.app);
    const foreign = await call<{ errorCode: string }>(server.app, 'DELETE', '/report/share', {
      token: other.accessToken,
      payload: { shareId: first.shareId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe('REPORT_LINK_INVALID');
    expect((await open(first.token)).status).toBe(200);

    const revoke = () =>
      call<{ revoked: boolean }>(server.app, 'DELETE', '/report/share', {
        token,
        payload: { shareId: first.shareId },
      });
    const revoked = await revoke();
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: true });
    const closed = await open(first.token);
    expect(closed.status).toBe(410);
    expect(closed.body.errorCode).toBe('REPORT_LINK_REVOKED');
    expect((await revoke()).status).toBe(200);
    // The other link still works; the list shows only the open ones, and an expired link leaves it.
    expect((await open(second.token)).status).toBe(200);
    expect((await list()).body.shares.map((share) => share.shareId)).toEqual([second.shareId]);
    server.clock.advance(86_400_000);
    const refreshed = await call<LoginResult>(server.app, 'POST', '/user/auth/refresh', {
      payload: { refreshToken: owner.refreshToken },
    });
    token = refreshed.body.accessToken;
    expect((await list()).body.shares).toEqual([]);
    expect((await open(second.token)).body.errorCode).toBe('REPORT_LINK_EXPIRED');
    server.clock.set(Date.UTC(2026, 0, 15, 9, 30));
  });
});
