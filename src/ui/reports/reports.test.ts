import { describe, expect, it } from 'vitest';
import type { KeyStatEntry, PeriodTotals } from '../../contracts';
import { addDays } from '../../engine';
import { layoutById } from '../../keyboard';
import {
  change,
  classLayout,
  fingerFigures,
  heatKeys,
  heatLevel,
  slowestKeys,
  streak,
  weakestKeys,
} from './figures';
import { learningPlan, reviewableWords, todayPlan, typingCheckDue, type TodayPlanInput } from './plan';

const entry = (key: string, hits: number, misses: number, meanTimeMs: number | null = 300): KeyStatEntry => ({
  key,
  hits,
  misses,
  accuracy: hits + misses > 0 ? hits / (hits + misses) : 0,
  meanTimeMs,
  timedHits: meanTimeMs === null ? 0 : hits,
});

describe('key figures', () => {
  it('sums lower and upper case on one key, and leaves keys with too few presses uncoloured', () => {
    const keys = heatKeys([
      entry('f', 8, 2, 200),
      entry('F', 2, 0, 500),
      entry('j', 1, 0),
      entry('中', 4, 0),
    ]);
    const f = keys.find((key) => key.code === 'KeyF')!;
    expect(f).toMatchObject({
      label: 'F',
      finger: 'left-index',
      hits: 10,
      misses: 2,
      presses: 12,
      timedHits: 10,
    });
    expect(f.accuracy).toBeCloseTo(10 / 12);
    expect(f.meanTimeMs).toBeCloseTo((8 * 200 + 2 * 500) / 10);
    expect(keys.find((key) => key.code === 'KeyJ')!.accuracy).toBeNull();
    // A character no key of the keyboard types is not drawn.
    expect(keys).toHaveLength(2);
  });

  it('puts the figures on the keys of the learner’s layout (issue 30): AZERTY’s a, m and é, QWERTZ’s z and ß', () => {
    const azerty = heatKeys(
      [entry('a', 5, 1), entry('A', 1, 0), entry('m', 4, 0), entry('é', 3, 0), entry('ê', 3, 0)],
      'main',
      layoutById('fr'),
    );
    const on = (keys: typeof azerty, code: string) => keys.find((key) => key.code === code);
    expect(on(azerty, 'KeyQ')).toMatchObject({ label: 'A', finger: 'left-pinky', presses: 7 });
    expect(on(azerty, 'Semicolon')).toMatchObject({ label: 'M', finger: 'right-pinky', presses: 4 });
    expect(on(azerty, 'Digit2')).toMatchObject({ label: 'é', presses: 3 });
    // ê is typed with the dead ^ then E: its figures go on E, the key that makes it.
    expect(on(azerty, 'KeyE')).toMatchObject({ label: 'E', presses: 3 });
    expect(on(azerty, 'KeyA')).toBeUndefined();
    const qwertz = heatKeys([entry('z', 3, 0), entry('ß', 3, 0)], 'main', layoutById('de'));
    expect(on(qwertz, 'KeyY')).toMatchObject({ label: 'Z', presses: 3 });
    expect(on(qwertz, 'Minus')).toMatchObject({ label: 'ß', presses: 3 });
    // Without a layout, US.
    expect(on(heatKeys([entry('z', 3, 0)]), 'KeyZ')).toMatchObject({ label: 'Z' });
  });

  it('draws a class’s heat map on the layout most of its students type on', () => {
    expect(classLayout([])).toBe('us');
    expect(classLayout([{ keyboardLayout: 'us' }, { keyboardLayout: 'fr' }, { keyboardLayout: 'fr' }])).toBe(
      'fr',
    );
    expect(classLayout([{ keyboardLayout: 'de' }, { keyboardLayout: 'us' }])).toBe('de');
  });

  it('names the least accurate keys first, then the clearly slow ones, never a perfect usual key', () => {
    const keys = heatKeys([
      entry('a', 9, 1, 300),
      entry('s', 6, 4, 300),
      entry('d', 10, 0, 900),
      entry('k', 10, 0, 310),
      entry('l', 10, 0, 290),
      entry('x', 1, 1, 300),
    ]);
    expect(weakestKeys(keys).map((key) => key.label)).toEqual(['S', 'A', 'D']);
    expect(slowestKeys(keys, 2).map((key) => key.label)).toEqual(['D', 'K']);
    const fingers = fingerFigures(keys);
    expect(fingers.find((finger) => finger.finger === 'left-pinky')).toMatchObject({
      presses: 10,
      misses: 1,
    });
    expect(fingers.find((finger) => finger.finger === 'left-ring')).toMatchObject({ presses: 12, misses: 5 });
    expect(fingers.some((finger) => finger.finger === 'right-thumb')).toBe(false);
  });

  it('grades accuracy into heat levels', () => {
    expect([null, 0.5, 0.85, 0.95, 1].map(heatLevel)).toEqual(['none', 'low', 'mid', 'good', 'great']);
  });
});

describe('periods and streaks', () => {
  const totals = (values: Partial<PeriodTotals>): PeriodTotals => ({
    from: '2026-01-12',
    to: '2026-01-18',
    activeDays: 0,
    attempts: 0,
    lessonAttempts: 0,
    gameRounds: 0,
    lessonsPassed: 0,
    durationMs: 0,
    keystrokes: 0,
    correctChars: 0,
    wrongChars: 0,
    matchingChars: 0,
    score: 0,
    accuracy: 0,
    wpm: 0,
    kpm: 0,
    rpm: 0,
    bestWpm: 0,
    ...values,
  });

  it('compares with the period before only when it had practice', () => {
    expect(change('wpm', totals({ attempts: 2, wpm: 20 }), totals({ attempts: 1, wpm: 15 }))).toBe(5);
    expect(change('wpm', totals({ attempts: 2, wpm: 20 }), totals({}))).toBeNull();
  });

  it('counts consecutive days ending today, or yesterday while today is still empty', () => {
    const days = (list: number[]) => list.map((attempts) => ({ attempts }));
    expect(streak(days([1, 0, 2, 1, 3]))).toBe(3);
    expect(streak(days([1, 1, 1, 0]))).toBe(3);
    expect(streak(days([1, 0, 0]))).toBe(0);
    expect(streak(days([]))).toBe(0);
  });
});

describe("today's plan", () => {
  const course = new Set(['home-keys-f-and-j', 'home-keys-d-and-k']);

  it('offers the typing checks on every 7th practice day, and the retention test after a week away', () => {
    const practised = (count: number, last: string) =>
      Array.from({ length: count }, (_, i) => ({ day: addDays(last, -i), attempts: 2 }));
    // Six practice days before today: today is the 7th.
    expect(typingCheckDue(practised(6, '2026-01-14'), '2026-01-15')).toBe('check');
    expect(typingCheckDue(practised(5, '2026-01-14'), '2026-01-15')).toBeNull();
    expect(typingCheckDue(practised(13, '2026-01-14'), '2026-01-15')).toBe('check');
    // Idle days do not count; a first day has nothing to check yet.
    expect(
      typingCheckDue([...practised(5, '2026-01-14'), { day: '2026-01-08', attempts: 0 }], '2026-01-15'),
    ).toBeNull();
    expect(typingCheckDue([], '2026-01-15')).toBeNull();
    // Back after 7 days without practice (last practice on the 8th): the retention test, whatever the count.
    expect(typingCheckDue(practised(3, '2026-01-08'), '2026-01-15')).toBe('retention');
    expect(typingCheckDue(practised(3, '2026-01-09'), '2026-01-15')).toBeNull();

    const plan = (checkDue: 'check' | 'retention', todayAttempts: TodayPlanInput['todayAttempts'] = []) =>
      todayPlan({
        nextLessonSlug: undefined,
        courseSlugs: course,
        hasReview: false,
        todayAttempts,
        checkDue,
      });
    // The normal test first, then the covered one; ticked when the covered one is taken.
    expect(plan('check').items.find((item) => item.id === 'check')).toMatchObject({
      to: '/lesson/typing-check',
      done: false,
    });
    const check = (practiceId: string) => ({
      kind: 'practice' as const,
      lessonSlug: null,
      practiceId,
      stars: null,
    });
    expect(plan('check', [check('typing-check')]).items.find((item) => item.id === 'check')).toMatchObject({
      to: '/lesson/typing-check-covered',
      done: false,
    });
    expect(
      plan('check', [check('typing-check'), check('typing-check-covered')]).items.find(
        (item) => item.id === 'check',
      ),
    ).toMatchObject({ done: true });
    const retention = plan('retention', [check('typing-check-retention')]);
    expect(retention.items.find((item) => item.id === 'retention')).toMatchObject({
      to: '/lesson/typing-check-retention',
      done: true,
    });
    expect(retention.items.reduce((sum, item) => sum + item.minutes, 0)).toBe(15);
  });
  it('has a warm-up, the next lesson, a review when there is one and a game, about 15 minutes', () => {
    const plan = todayPlan({
      nextLessonSlug: 'home-keys-d-and-k',
      courseSlugs: course,
      todayAttempts: [],
      hasReview: true,
    });
    expect(plan.items.map((item) => item.id)).toEqual(['warmup', 'lesson', 'review', 'game']);
    expect(plan.items.reduce((sum, item) => sum + item.minutes, 0)).toBe(15);
    expect(plan.items[1]).toMatchObject({ to: '/lesson/home-keys-d-and-k', done: false });
    expect(plan.done).toBe(0);
  });

  it('ticks what was done today: a passed course lesson, a game round', () => {
    const plan = todayPlan({
      nextLessonSlug: 'home-keys-d-and-k',
      courseSlugs: course,
      hasReview: false,
      todayAttempts: [
        { kind: 'lesson', lessonSlug: 'home-keys-f-and-j', practiceId: null, stars: 2 },
        { kind: 'game', lessonSlug: null, practiceId: null, stars: null },
        { kind: 'lesson', lessonSlug: 'home-keys-d-and-k', practiceId: null, stars: 0 },
      ],
    });
    expect(plan.items.map((item) => [item.id, item.done])).toEqual([
      ['warmup', false],
      ['lesson', true],
      ['game', true],
    ]);
    expect(plan.items.reduce((sum, item) => sum + item.minutes, 0)).toBe(15);
    // The tick is the passed lesson's, and the item names it, not the next lesson that was failed.
    expect(plan.items[1]).toMatchObject({ lessonSlug: 'home-keys-f-and-j', to: '/lesson/home-keys-f-and-j' });
  });

  it('ticks nothing for a failed lesson or a failed warm-up (0 stars, 67%)', () => {
    const plan = todayPlan({
      nextLessonSlug: 'home-keys-f-and-j',
      courseSlugs: course,
      hasReview: false,
      todayAttempts: [
        { kind: 'lesson', lessonSlug: 'home-keys-f-and-j', practiceId: null, stars: 0 },
        { kind: 'lesson', lessonSlug: 'adaptive-my-keys', practiceId: null, stars: 0 },
      ],
    });
    expect(plan.done).toBe(0);
    expect(plan.items[1]).toMatchObject({ id: 'lesson', lessonSlug: 'home-keys-f-and-j', done: false });
  });

  /** Today's plan with every item, after today's `attempts`: which items are ticked. */
  const ticked = (attempts: TodayPlanInput['todayAttempts']) =>
    todayPlan({
      nextLessonSlug: 'home-keys-d-and-k',
      courseSlugs: course,
      hasReview: true,
      todayAttempts: attempts,
    })
      .items.filter((item) => item.done)
      .map((item) => item.id);
  const attempt = (
    kind: 'lesson' | 'game' | 'practice',
    lessonSlug: string | null,
    practiceId: string | null,
  ) => ({
    kind,
    lessonSlug,
    practiceId,
    stars: kind === 'game' ? null : 1,
  });

  it('ticks the warm-up after the practice of my keys, and only after a warm-up', () => {
    expect(ticked([attempt('lesson', 'adaptive-my-keys', null)])).toEqual(['warmup']);
    expect(ticked([attempt('lesson', 'adaptive-theme-animals', null)])).toEqual(['warmup']);
    // A custom course, a pasted word list and a review are practices, not warm-ups.
    expect(ticked([attempt('practice', null, 'custom-7')])).toEqual([]);
    expect(ticked([attempt('practice', null, 'adaptive-words')])).toEqual([]);
    expect(ticked([attempt('practice', null, 'notebook-review')])).toEqual(['review']);
  });

  it('ticks the review after a notebook review of any mode, saved as a practice without a lesson', () => {
    expect(ticked([attempt('practice', null, 'notebook-review')])).toEqual(['review']);
    expect(ticked([attempt('practice', null, 'notebook-review-code')])).toEqual(['review']);
    expect(ticked([attempt('practice', null, 'notebook-reviewer')])).toEqual([]);
  });

  it('ticks the lesson after a passed course lesson and the game after a round', () => {
    expect(ticked([attempt('lesson', 'home-keys-f-and-j', null)])).toEqual(['lesson']);
    expect(ticked([attempt('lesson', 'english-words-1', null)])).toEqual([]);
    expect(ticked([attempt('game', null, null)])).toEqual(['game']);
  });

  it('keeps a review done today in the plan, ticked, once no word is due any more', () => {
    const plan = todayPlan({
      nextLessonSlug: undefined,
      courseSlugs: course,
      hasReview: false,
      todayAttempts: [attempt('practice', null, 'notebook-review')],
    });
    expect(plan.items.map((item) => [item.id, item.done])).toEqual([
      ['warmup', false],
      ['review', true],
      ['game', false],
    ]);
  });
});

describe("today's review", () => {
  const now = Date.parse('2026-01-15T10:00:00Z');

  it('counts the notebook words due now, leaving out lines with spaces and words due later', () => {
    expect(reviewableWords([], now)).toBe(0);
    expect(
      reviewableWords(
        [
          { token: 'jade', dueAt: new Date(now - 1000).toISOString() },
          { token: 'fall', dueAt: new Date(now + 3_600_000).toISOString() },
          { token: 'let x = 1;', dueAt: new Date(now - 1000).toISOString() },
        ],
        now,
      ),
    ).toBe(1);
  });
});

describe('the learning plan', () => {
  const lessons = Array.from({ length: 28 }, (_, index) => `lesson-${index + 1}`);
  const passedFirst = (count: number) => new Set(lessons.slice(0, count));

  it('puts the finger course in 7 days and blind typing by day 30', () => {
    const plan = learningPlan({
      lessons,
      passed: new Set(),
      practiceDays: [],
      courseDoneOn: null,
      today: '2026-01-15',
    });
    expect(plan.days).toHaveLength(30);
    expect(plan.days.filter((day) => day.stage === 'finger')).toHaveLength(7);
    expect(plan.days[0]).toMatchObject({
      number: 1,
      date: '2026-01-15',
      status: 'today',
      lessons: lessons.slice(0, 4),
    });
    expect(plan.days[6]!.lessons).toEqual(lessons.slice(24, 28));
    expect(plan.days[7]).toMatchObject({ stage: 'blind', wpmGoal: 10 });
    expect(plan.days[29]).toMatchObject({ stage: 'blind', wpmGoal: 25, date: '2026-02-13' });
    expect(plan.extraDays).toBe(0);
  });

  it('a missed day moves the plan, and failed lessons are spread over the days left', () => {
    // Practised on the 15th and the 17th (the 16th missed), passed 6 lessons: today, the 18th, is day 3.
    const plan = learningPlan({
      lessons,
      passed: passedFirst(6),
      practiceDays: ['2026-01-15', '2026-01-17'],
      courseDoneOn: null,
      today: '2026-01-18',
    });
    expect(plan.today).toBe(3);
    expect(plan.days.slice(0, 2).map((day) => [day.date, day.status])).toEqual([
      ['2026-01-15', 'done'],
      ['2026-01-17', 'done'],
    ]);
    // 22 lessons left over the 5 finger days left: 5 a day, the last day less.
    expect(plan.days[2]).toMatchObject({
      status: 'today',
      date: '2026-01-18',
      lessons: lessons.slice(6, 11),
    });
    expect(plan.days.filter((day) => day.stage === 'finger')).toHaveLength(7);
    expect(plan.finishDate).toBe(addDays('2026-01-18', 27));
  });

  it('grows past 30 days when too many lessons are left for the finger days', () => {
    const practiceDays = Array.from({ length: 7 }, (_, index) => addDays('2026-01-01', index));
    const plan = learningPlan({
      lessons,
      passed: passedFirst(10),
      practiceDays,
      courseDoneOn: null,
      today: '2026-01-10',
    });
    // 18 lessons left at most 6 a day: 3 more finger days.
    expect(plan.days.filter((day) => day.stage === 'finger')).toHaveLength(10);
    expect(plan.extraDays).toBe(3);
    expect(plan.days).toHaveLength(33);
    expect(plan.days[7]).toMatchObject({ status: 'today', lessons: lessons.slice(10, 16) });
  });

  it('starts blind typing as soon as the course is passed', () => {
    const practiceDays = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'];
    const plan = learningPlan({
      lessons,
      passed: new Set(lessons),
      practiceDays,
      courseDoneOn: '2026-01-04',
      today: '2026-01-06',
    });
    expect(plan.days.filter((day) => day.stage === 'finger')).toHaveLength(4);
    expect(plan.days[5]).toMatchObject({ status: 'today', stage: 'blind' });
    expect(plan.fingerLessonsLeft).toBe(0);
  });
});
