/**
 * Today's plan and the learning plan (spec: "finger placement in 7 days, blind typing in 30"). Pure functions
 * over the server's answers; docs/METRICS.md describes the rules.
 */
import type { AttemptSummary } from '../../contracts';
import { lessonPath } from '../../contracts/app-pages';
import { addDays } from '../../engine';
import {
  RETENTION_AWAY_DAYS,
  TYPING_CHECK_EVERY,
  TYPING_CHECKS,
  typingCheckOf,
} from '../../contracts/typing-checks';

/** A day's session, in minutes (about 15 by default). */
export const DAILY_MINUTES = 15;
/** The finger-placement course in 7 practice days, blind typing by the 30th. */
export const FINGER_PLAN_DAYS = 7;
export const BLIND_PLAN_DAYS = 30;
/** At most this many more lessons a day than planned when lessons were failed or days missed. */
export const CATCH_UP_EXTRA = 2;

/**
 * A review of the error-word notebook: the lesson screen's slug (the notebook page's "Review" button opens the
 * same one) and the practiceId its attempts are saved with (`notebook-review` or `notebook-review-<mode>`).
 * Kept equal to `REVIEW_SLUG` of ui/practice/load-practice.ts (reports.test.ts checks it).
 */
export const REVIEW_PRACTICE_ID = 'notebook-review';
/** The warm-up: the adaptive practice of the learner's own keys, saved as a lesson of the adaptive course. */
export const WARMUP_LESSON_SLUG = 'adaptive-my-keys';

/** Where the parts of today's session go. The adaptive and review practices are lessons of their own. */
export const PLAN_ROUTES = {
  warmup: lessonPath(WARMUP_LESSON_SLUG),
  review: lessonPath(REVIEW_PRACTICE_ID),
  game: '/game-center',
} as const;

export type PlanItemId = 'warmup' | 'lesson' | 'review' | 'check' | 'retention' | 'game';
export interface PlanItem {
  id: PlanItemId;
  to: string;
  minutes: number;
  done: boolean;
  /** The lesson to take (the lesson item). */
  lessonSlug?: string;
}

export interface TodayPlanInput {
  /** The next lesson of the course; undefined when every lesson is passed. */
  nextLessonSlug: string | undefined;
  /** Slugs of the course's lessons (a passed course lesson today ticks the lesson item). */
  courseSlugs: ReadonlySet<string>;
  todayAttempts: readonly PlanAttempt[];
  /** Whether the error-word notebook has words due for review (`reviewableWords`). */
  hasReview: boolean;
  /** Which typing check today offers (`typingCheckDue`); none when absent. */
  checkDue?: TypingCheckDue;
}

export type TypingCheckDue = 'check' | 'retention' | null;

/**
 * Which typing check the plan offers today (docs/EVIDENCE.md): the retention test when the learner comes back
 * after `RETENTION_AWAY_DAYS` or more days without practice; else the typing check and the covered-keyboard one
 * on every `TYPING_CHECK_EVERY`-th practice day (today counted). `days` are the history's days before today,
 * with their attempt counts.
 */
export function typingCheckDue(
  days: readonly { day: string; attempts: number }[],
  today: string,
): TypingCheckDue {
  const practised = days.filter((day) => day.day < today && day.attempts > 0).map((day) => day.day);
  if (practised.length === 0) return null;
  const last = practised.reduce((a, b) => (a > b ? a : b));
  if (addDays(last, RETENTION_AWAY_DAYS) <= today) return 'retention';
  return (practised.length + 1) % TYPING_CHECK_EVERY === 0 ? 'check' : null;
}

type PlanAttempt = Pick<AttemptSummary, 'kind' | 'lessonSlug' | 'practiceId' | 'stars'>;

/**
 * A warm-up: an attempt on a lesson of the adaptive course (its own keys, or a themed passage of them). A
 * review, a custom course or a pasted word list is saved as a practice, not a lesson, and is no warm-up.
 */
export const isWarmup = (attempt: PlanAttempt) =>
  attempt.kind === 'lesson' && attempt.lessonSlug !== null && attempt.lessonSlug.startsWith('adaptive-');

/** A lesson attempt that earned at least one star: only a passed lesson ticks an item of the plan. */
const passedAttempt = (attempt: PlanAttempt) => (attempt.stars ?? 0) >= 1;

/** A notebook review: saved as a practice with the review's practiceId (any mode), never with a lesson slug. */
export const isReview = (attempt: PlanAttempt) =>
  attempt.kind === 'practice' &&
  attempt.practiceId !== null &&
  (attempt.practiceId === REVIEW_PRACTICE_ID || attempt.practiceId.startsWith(`${REVIEW_PRACTICE_ID}-`));

/**
 * How many notebook words are due for review at `now` (epoch ms). A review session types words, so entries
 * with a space in them (a line of code) are left out, as the review itself leaves them out.
 */
export function reviewableWords(
  entries: readonly { token: string; dueAt: string | number }[],
  now: number,
): number {
  return entries.filter((entry) => {
    const dueAt = typeof entry.dueAt === 'number' ? entry.dueAt : Date.parse(entry.dueAt);
    return !/\s/.test(entry.token) && dueAt <= now;
  }).length;
}

/** Today's session: a warm-up, the next lesson, a review when there is one, and a game as a reward. */
export function todayPlan(input: TodayPlanInput): { items: PlanItem[]; done: number } {
  const attempts = input.todayAttempts;
  const items: PlanItem[] = [
    {
      id: 'warmup',
      to: PLAN_ROUTES.warmup,
      minutes: 3,
      done: attempts.some((attempt) => isWarmup(attempt) && passedAttempt(attempt)),
    },
  ];
  // The lesson item names the lesson its tick is for: a course lesson passed today, else the next one (a
  // failed attempt ticks nothing, even when the next lesson is the one failed).
  const passed = attempts.filter(
    (attempt) =>
      attempt.kind === 'lesson' &&
      attempt.lessonSlug !== null &&
      input.courseSlugs.has(attempt.lessonSlug) &&
      passedAttempt(attempt),
  );
  const passedSlug = passed.at(-1)?.lessonSlug ?? undefined;
  const lessonSlug = passedSlug ?? input.nextLessonSlug;
  if (lessonSlug) {
    items.push({
      id: 'lesson',
      to: lessonPath(lessonSlug),
      lessonSlug,
      minutes: 7,
      done: passedSlug !== undefined,
    });
  }
  // A review done today stays in the plan, ticked, even though it cleared the words that were due.
  const reviewed = attempts.some(isReview);
  if (input.hasReview || reviewed) {
    items.push({ id: 'review', to: PLAN_ROUTES.review, minutes: 3, done: reviewed });
  }
  // The typing check: the normal test first, then the covered one; done once the covered one is taken.
  const checksToday = new Set(attempts.flatMap((attempt) => typingCheckOf(attempt.practiceId) ?? []));
  if (input.checkDue === 'check' || checksToday.has('covered')) {
    items.push({
      id: 'check',
      to: lessonPath(checksToday.has('typing') ? TYPING_CHECKS.covered : TYPING_CHECKS.typing),
      minutes: 2,
      done: checksToday.has('covered'),
    });
  }
  if (input.checkDue === 'retention' || checksToday.has('retention')) {
    items.push({
      id: 'retention',
      to: lessonPath(TYPING_CHECKS.retention),
      minutes: 1,
      done: checksToday.has('retention'),
    });
  }
  items.push({
    id: 'game',
    to: PLAN_ROUTES.game,
    minutes: 2,
    done: attempts.some((attempt) => attempt.kind === 'game'),
  });
  // The warm-up and the review make room for the lesson when one of them is left out.
  const spare = DAILY_MINUTES - items.reduce((sum, item) => sum + item.minutes, 0);
  const lesson = items.find((item) => item.id === 'lesson') ?? items[0]!;
  lesson.minutes += spare;
  return { items, done: items.filter((item) => item.done).length };
}

export type PlanStage = 'finger' | 'blind';
export interface PlanDay {
  /** 1 for the first practice day. */
  number: number;
  /** The day it was practised on, or the day it falls on if the learner practises every day from today. */
  date: string;
  stage: PlanStage;
  status: 'done' | 'today' | 'upcoming';
  /** Finger stage: the lessons of that day (slugs). Days done list nothing: what was done is in the history. */
  lessons: string[];
  /** Blind-typing stage: the speed to reach that day, at 95 % accuracy. */
  wpmGoal: number | null;
}

export interface LearningPlan {
  days: PlanDay[];
  /** Practice days before today. */
  daysDone: number;
  /** The plan day of today. */
  today: number;
  /** Days the plan is longer than the promise (lessons failed, so the finger stage took more days). */
  extraDays: number;
  fingerLessonsLeft: number;
  finishDate: string;
}

export interface LearningPlanInput {
  /** The finger-placement course's lesson slugs, in order. */
  lessons: readonly string[];
  passed: ReadonlySet<string>;
  /** Days with at least one attempt, before today (YYYY-MM-DD, any order). */
  practiceDays: readonly string[];
  /** The day the last lesson of the course was passed, if it was. */
  courseDoneOn: string | null;
  today: string;
}

/** The blind-typing goal of the n-th day of that stage (0-based): from 10 WPM up to 25 WPM on the last day. */
export function blindWpmGoal(index: number, length: number): number {
  return Math.round(10 + (15 * Math.min(index, length - 1)) / Math.max(1, length - 1));
}

/**
 * The learning plan: a plan day is a day practised, so a day missed moves every later day by one (nothing is
 * lost, the finish date moves). Lessons not passed yet are spread over the finger stage's days left; failed
 * lessons stay in today's list, and when they no longer fit (more than CATCH_UP_EXTRA extra lessons a day) the
 * finger stage takes more days and the plan grows past 30.
 */
export function learningPlan(input: LearningPlanInput): LearningPlan {
  const past = [...new Set(input.practiceDays)].filter((day) => day < input.today).sort();
  const daysDone = past.length;
  const remaining = input.lessons.filter((slug) => !input.passed.has(slug));
  const perDay = Math.ceil(input.lessons.length / FINGER_PLAN_DAYS);
  const fingerDaysLeft =
    remaining.length === 0
      ? 0
      : Math.max(FINGER_PLAN_DAYS - daysDone, Math.ceil(remaining.length / (perDay + CATCH_UP_EXTRA)), 1);
  // Finger days already done: all past days while the course is not finished, else those up to its end.
  const fingerDone =
    remaining.length > 0
      ? daysDone
      : past.filter((day) => input.courseDoneOn === null || day <= input.courseDoneOn).length;
  const fingerLength = fingerDone + fingerDaysLeft;
  const blindLength = BLIND_PLAN_DAYS - FINGER_PLAN_DAYS;
  // A learner past the plan's end keeps a today (at the top speed goal).
  const total = Math.max(BLIND_PLAN_DAYS, fingerLength + blindLength, daysDone + 1);

  const days: PlanDay[] = [];
  const chunk = fingerDaysLeft > 0 ? Math.ceil(remaining.length / fingerDaysLeft) : 0;
  for (let number = 1; number <= total; number++) {
    const index = number - 1;
    const status = index < daysDone ? 'done' : index === daysDone ? 'today' : 'upcoming';
    const date = index < daysDone ? past[index]! : addDays(input.today, index - daysDone);
    const stage: PlanStage = index < fingerLength ? 'finger' : 'blind';
    const lessons =
      stage === 'finger' && status !== 'done'
        ? remaining.slice((index - daysDone) * chunk, (index - daysDone + 1) * chunk)
        : [];
    const blindIndex = index - fingerLength;
    days.push({
      number,
      date,
      stage,
      status,
      lessons,
      wpmGoal: stage === 'blind' ? blindWpmGoal(blindIndex, blindLength) : null,
    });
  }
  return {
    days,
    daysDone,
    today: daysDone + 1,
    extraDays: Math.max(0, fingerLength + blindLength - BLIND_PLAN_DAYS),
    fingerLessonsLeft: remaining.length,
    finishDate: days.at(-1)!.date,
  };
}
