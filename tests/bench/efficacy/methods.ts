/**
 * The ways of practising the bench compares. Each is asked for its next text, then told how the attempt went;
 * the bench's day loop does the typing with a simulated typist and the real engine's analysis.
 * - KeyQuest: the finger course with its pass rules and unlocking, then the adaptive practice (the real
 *   `adaptiveSession` over the real word list), with the notebook's due reviews first each day.
 * - keybr-like: letters added in frequency order from six, per-key time smoothed with α = 0.1, confidence = target
 *   time / smoothed time (target 35 or 20 WPM), a new letter once every included letter is at confidence 1 now,
 *   text of made-up words containing the weakest letter.
 * - keybr rule: keybr.com's guided lesson as its source has it (default settings: `recoverKeys` off): a letter
 *   counts by its best smoothed time ever, every letter that was once at the target is included, a new one
 *   once every included letter was once at the target; the focus is the included letter furthest below.
 * - fixed order: the finger course's lessons in order, one attempt each whatever the result, round and round.
 */
import { courseLessons, FINGER_COURSE, lettersTaughtBy, type Lesson } from '../../../src/content';
import { ADAPTIVE_WORDS, safeWord as checkWord } from '../../../src/content/adaptive';
import { isLessonUnlocked } from '../../../src/content/unlock';
import {
  addAttemptMisses,
  addAttemptToKeyHistory,
  adaptiveSession,
  entriesForReview,
  letterModelOf,
  withTaughtKeys,
  passes,
  pseudoWordsWith,
  recordReviews,
  reviewOutcomes,
  reviewText,
  seededRandom,
  type AttemptAnalysis,
  type KeyHistory,
  type Notebook,
  type TypingMode,
} from '../../../src/engine';
import { joinToLength } from '../../../src/engine/adaptive/practice-text';

/** One text to type. */
export interface Assignment {
  text: string;
  mode: TypingMode;
  /** What it is, for the blocking report: a lesson slug, 'adaptive', 'review', or 'keybr'. */
  label: string;
}

/** A way of practising: what to type next, and what to do with the result. */
export interface Method {
  readonly name: string;
  /** Called at the start of each day. */
  startDay(day: number): void;
  /** The next text; `elapsedMs` is the time spent in today's session so far. */
  next(elapsedMs: number): Assignment;
  record(assignment: Assignment, analysis: AttemptAnalysis): void;
  /** How far along the method's own path the learner is (lessons passed, keys unlocked): progress is a rise. */
  progress(): number;
  /** Attempts per label, for "lessons that block many learners". */
  readonly attempts: Map<string, number>;
}

/** The finger course's lessons up to its last letter lesson (the bench measures letters; capitals come after). */
export function letterLessons(): Lesson[] {
  const lessons = courseLessons(FINGER_COURSE);
  const last = lessons.findIndex((lesson) => lesson.slug === 'review-lower-row-keys');
  return lessons.slice(0, last + 1);
}

const DAY_MS = 86_400_000;

/**
 * The content's safety filter, each word judged once: a pure function the generators ask about the same made-up
 * words thousands of times (the bench's largest single cost after the letter model's walk).
 */
const judged = new Map<string, boolean>();
function safeWord(word: string, origin: 'real' | 'made-up'): boolean {
  const key = origin === 'real' ? `+${word}` : word;
  let safe = judged.get(key);
  if (safe === undefined) judged.set(key, (safe = checkWord(word, origin)));
  return safe;
}

/**
 * The KeyQuest product's path, as a learner following today's plan takes it (docs/METRICS.md, "Today's plan"):
 * a 3-minute warm-up of adaptive practice on the learner's keys, the next finger lesson (retried until passed),
 * the notebook's due reviews, and adaptive practice for the rest once the course is passed. The plan's 2-minute
 * game is typed as adaptive practice too (the games are typing games).
 */
export class KeyQuestMethod implements Method {
  readonly name: string;
  readonly attempts = new Map<string, number>();
  private readonly lessons = letterLessons();
  private readonly passed = new Set<string>();
  private history: KeyHistory = {};
  private unlocked: readonly string[] = [];
  private notebook: Notebook = [];
  private now = 0;
  private reviewedToday = false;
  private seed: number;

  constructor(
    seed: number,
    private readonly options: { name?: string; courseKeys?: boolean } = {},
  ) {
    this.seed = seed;
    this.name = options.name ?? 'KeyQuest';
  }

  startDay(day: number): void {
    this.now = day * DAY_MS;
    this.reviewedToday = false;
  }

  private nextLesson(): Lesson | undefined {
    return this.lessons.find(
      (lesson) =>
        !this.passed.has(lesson.slug) &&
        isLessonUnlocked(this.lessons, (slug) => this.passed.has(slug), lesson.slug),
    );
  }

  next(elapsedMs: number): Assignment {
    const lesson = this.nextLesson();
    const warmUp = elapsedMs < 3 * 60_000 && this.passed.size > 0;
    if (lesson && !warmUp && elapsedMs < 10 * 60_000) {
      return { text: lesson.text, mode: lesson.mode, label: lesson.slug };
    }
    if (!warmUp && !this.reviewedToday) {
      this.reviewedToday = true;
      const due = entriesForReview(this.notebook, this.now, { limit: 10 });
      if (due.length > 0) return { text: reviewText(due, 3), mode: 'stop', label: 'review' };
    }
    // As the app does: the letters of passed finger lessons count as unlocked (unless the bench asks otherwise).
    const taught = this.taughtLetters();
    const session = adaptiveSession({
      unlocked: withTaughtKeys(this.unlocked, taught),
      history: this.history,
      words: ADAPTIVE_WORDS,
      seed: this.seed++,
      safe: safeWord,
    });
    this.pendingUnlocked = session.unlocked;
    return { text: session.text, mode: 'stop', label: 'adaptive' };
  }

  private pendingUnlocked: readonly string[] = [];
  private taught: { passed: number; letters: string[] } = { passed: -1, letters: [] };

  /** The letters of the passed lessons (computed again only when a lesson was passed: lessons stay passed). */
  private taughtLetters(): string[] {
    if (this.options.courseKeys === false) return [];
    if (this.taught.passed !== this.passed.size) {
      this.taught = { passed: this.passed.size, letters: lettersTaughtBy((slug) => this.passed.has(slug)) };
    }
    return this.taught.letters;
  }

  record(assignment: Assignment, analysis: AttemptAnalysis): void {
    this.attempts.set(assignment.label, (this.attempts.get(assignment.label) ?? 0) + 1);
    this.history = addAttemptToKeyHistory(this.history, analysis.keys);
    if (assignment.label === 'review') {
      const outcomes = reviewOutcomes(this.notebook, 'finger', assignment.text, analysis);
      this.notebook = recordReviews(this.notebook, outcomes, this.now);
      return;
    }
    // (Nothing missed leaves the notebook as it is: skip the copy.)
    if (analysis.missedWords.length > 0)
      this.notebook = addAttemptMisses(this.notebook, 'finger', analysis, this.now);
    if (assignment.label === 'adaptive') {
      if (analysis.finished) this.unlocked = this.pendingUnlocked;
      return;
    }
    const lesson = this.lessons.find((candidate) => candidate.slug === assignment.label);
    if (lesson && passes(analysis, lesson.passRule)) this.passed.add(lesson.slug);
  }

  progress(): number {
    return this.passed.size + this.unlocked.length;
  }
}

/** keybr's letter order for English (most frequent first) and its defaults. */
export const KEYBR_ORDER = [...'enitrlsauodychgmpbkvwfzxqj'];
const KEYBR_START = 6;
const KEYBR_ALPHA = 0.1;

/** The letter model of the word list, built once. */
const LETTER_MODEL = letterModelOf(ADAPTIVE_WORDS);

/** A keybr-like guided lesson; `rule: 'best'` is keybr's own unlock rule (see the top of this file). */
export class KeybrMethod implements Method {
  readonly name: string;
  readonly attempts = new Map<string, number>();
  private included = KEYBR_ORDER.slice(0, KEYBR_START);
  /** Smoothed time per letter, ms; absent until typed. */
  private readonly smoothed = new Map<string, number>();
  /** The best smoothed time per letter so far, ms. */
  private readonly best = new Map<string, number>();
  private readonly random;
  private readonly targetMs: number;
  private readonly rule: 'now' | 'best';

  constructor(
    seed: number,
    { targetWpm = 35, rule = 'now', name }: { targetWpm?: number; rule?: 'now' | 'best'; name?: string } = {},
  ) {
    this.random = seededRandom(seed);
    this.targetMs = 12_000 / targetWpm;
    this.rule = rule;
    this.name = name ?? `keybr-like ${targetWpm}`;
  }

  startDay(): void {}

  private confidence(letter: string): number {
    const time = (this.rule === 'best' ? this.best : this.smoothed).get(letter);
    return time === undefined ? 0 : this.targetMs / time;
  }

  next(): Assignment {
    const weakest = [...this.included].sort((a, b) => this.confidence(a) - this.confidence(b))[0]!;
    const allowed = new Set(this.included);
    const words = pseudoWordsWith(LETTER_MODEL, allowed, weakest, 15, this.random, safeWord);
    const text = joinToLength(words, 150, this.random).join(' ');
    return { text, mode: 'stop', label: `adding ${KEYBR_ORDER[this.included.length] ?? 'nothing'}` };
  }

  record(assignment: Assignment, analysis: AttemptAnalysis): void {
    this.attempts.set(assignment.label, (this.attempts.get(assignment.label) ?? 0) + 1);
    for (const [letter, stat] of Object.entries(analysis.keys)) {
      if (stat.meanTimeMs === null || letter === ' ') continue;
      const old = this.smoothed.get(letter);
      const now = old === undefined ? stat.meanTimeMs : old + KEYBR_ALPHA * (stat.meanTimeMs - old);
      this.smoothed.set(letter, now);
      this.best.set(letter, Math.min(now, this.best.get(letter) ?? Infinity));
    }
    if (this.rule === 'best') {
      // keybr's update: in frequency order, the first six, then every letter once at the target, then one more
      // letter when every included letter was once at the target.
      const included: string[] = [];
      for (const letter of KEYBR_ORDER) {
        if (included.length < KEYBR_START || this.confidence(letter) >= 1) included.push(letter);
        else if (included.every((key) => this.confidence(key) >= 1)) included.push(letter);
      }
      this.included = included;
      return;
    }
    const ready = this.included.every((letter) => this.confidence(letter) >= 1);
    if (ready && this.included.length < KEYBR_ORDER.length) {
      this.included = KEYBR_ORDER.slice(0, this.included.length + 1);
    }
  }

  progress(): number {
    return this.included.length;
  }
}

/** The finger course in order, one attempt per lesson whatever the result, then again from the start. */
export class FixedOrderMethod implements Method {
  readonly name = 'fixed order';
  readonly attempts = new Map<string, number>();
  private readonly lessons = letterLessons().filter((lesson) => lesson.slug !== 'posture');
  private index = 0;
  private reached = 0;

  startDay(): void {}

  next(): Assignment {
    const lesson = this.lessons[this.index % this.lessons.length]!;
    return { text: lesson.text, mode: lesson.mode, label: lesson.slug };
  }

  record(assignment: Assignment): void {
    this.attempts.set(assignment.label, (this.attempts.get(assignment.label) ?? 0) + 1);
    this.index++;
    this.reached = Math.min(Math.max(this.reached, this.index), this.lessons.length);
  }

  progress(): number {
    return this.reached;
  }
}
