import {
  accuracyOf,
  perMinute,
  TypingSession,
  wpmFromChars,
  type CharStatus,
  type Keystroke,
  type KeystrokeOutcome,
  type TypingMode,
} from '../../engine';

/** The live rates show from two seconds of typing on: before that they are mostly noise. */
const LIVE_RATES_FROM_MS = 2000;

/**
 * What an attempt needs of a typing session: `TypingSession` (text typed as shown) and `PinyinSession` (Chinese
 * shown, pinyin letters typed) both are one. Positions are those of the shown text.
 */
export interface AttemptSession {
  readonly cursor: number;
  readonly expected: string | undefined;
  readonly finished: boolean;
  readonly keystrokes: readonly Keystroke[];
  readonly slipAtCursor: string | null;
  statusAt(position: number): CharStatus;
  apply(keystroke: Keystroke): KeystrokeOutcome;
}

/** What the screen around the text shows; a new object after every keystroke (for useSyncExternalStore). */
export interface AttemptSnapshot {
  /** Index of the next character to type. */
  cursor: number;
  /** The character expected next, or undefined at the end. */
  expected: string | undefined;
  /** The wrong key last pressed at the cursor (stop on error), shown until the right one comes. */
  slip: string | null;
  finished: boolean;
  paused: boolean;
  /** At least one keystroke has been graded. */
  started: boolean;
}

export interface LiveStats {
  wpm: number;
  /** Characters of the text typed right per minute (the speed of Chinese). */
  rpm: number;
  /** 0..1, or null before the first character. */
  accuracy: number | null;
  /** Share of the text typed, 0..1. */
  progress: number;
}

/**
 * One attempt at a lesson, held outside React: the engine's TypingSession plus pauses and live counters.
 * Keystrokes go in with their DOM time stamps; listeners hear about every change, so the text can update its two
 * changed characters directly and the keyboard re-render only its highlighted keys.
 *
 * Pauses shift time: every keystroke after a pause is dated `event.timeStamp - time paused so far`. The log then
 * reads as if the pause never happened, so duration, speed and per-key times all exclude it, and the server,
 * replaying the same log, computes the same figures. (Ending the attempt at the pause would lose the lesson a child
 * has half typed; keeping raw time stamps would count a trip to the kitchen as one very slow key.)
 */
let attemptsCreated = 0;

export class LessonAttempt<Session extends AttemptSession = TypingSession> {
  /** Unique per attempt: a React key, so a restarted attempt gets freshly rendered text. */
  readonly id = ++attemptsCreated;
  readonly session: Session;
  private readonly listeners = new Set<(outcome: KeystrokeOutcome | null) => void>();
  private pausedTotalMs = 0;
  private pausedAt: number | null = null;
  private firstTimeStamp: number | null = null;
  private correct = 0;
  private wrong = 0;
  private snapshot: AttemptSnapshot;
  /** `spelled[i]`: characters other than white space among the first i of the text (for RPM). */
  private readonly spelled: number[] = [0];

  /** `session`: how the text is typed (default: as shown, a `TypingSession` of `text`). */
  constructor(
    readonly text: string,
    readonly mode: TypingMode,
    session?: Session,
  ) {
    this.session = session ?? (new TypingSession(text, mode) as AttemptSession as Session);
    for (let i = 0; i < text.length; i++) this.spelled.push(this.spelled[i]! + (/\s/.test(text[i]!) ? 0 : 1));
    this.snapshot = this.takeSnapshot();
  }

  /** The keystroke log as the engine and the server will replay it (pause-shifted time stamps). */
  get keystrokes(): readonly Keystroke[] {
    return this.session.keystrokes;
  }

  get paused(): boolean {
    return this.pausedAt !== null;
  }

  getSnapshot = (): AttemptSnapshot => this.snapshot;

  subscribe = (listener: (outcome: KeystrokeOutcome | null) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Grades one keystroke carrying its DOM time stamp. Ignored while paused or after the end. */
  apply(keystroke: Keystroke): KeystrokeOutcome {
    if (this.paused || this.session.finished) return { kind: 'none' };
    const shifted = { ...keystroke, timeStamp: keystroke.timeStamp - this.pausedTotalMs };
    this.firstTimeStamp ??= shifted.timeStamp;
    const outcome = this.session.apply(shifted);
    if (outcome.kind === 'correct') this.correct++;
    else if (outcome.kind === 'wrong') this.wrong++;
    this.notify(outcome);
    return outcome;
  }

  /** Stops the clock at `timeStamp` (a DOM time stamp or performance.now()). */
  pause(timeStamp: number): void {
    if (this.paused || this.session.finished) return;
    this.pausedAt = timeStamp;
    this.notify(null);
  }

  /** Restarts the clock; the time since `pause` is taken out of every later keystroke. */
  resume(timeStamp: number): void {
    if (this.pausedAt === null) return;
    this.pausedTotalMs += Math.max(0, timeStamp - this.pausedAt);
    this.pausedAt = null;
    this.notify(null);
  }

  /** Speed and accuracy so far, on the clock of the keystroke log (`now` as a DOM time stamp). */
  liveStats(now: number): LiveStats {
    const typed = this.correct + this.wrong;
    const progress = this.text.length > 0 ? this.session.cursor / this.text.length : 1;
    if (this.firstTimeStamp === null) return { wpm: 0, rpm: 0, accuracy: null, progress };
    const clock = (this.pausedAt ?? now) - this.pausedTotalMs;
    const elapsedMs = clock - this.firstTimeStamp;
    let matching = 0;
    if (this.mode === 'stop') matching = this.session.cursor;
    else for (let i = 0; i < this.session.cursor; i++) if (this.session.statusAt(i) !== 'wrong') matching++;
    // Under two seconds a rate is mostly noise (one key in 0.2 s would read 60 WPM).
    const timed = elapsedMs > LIVE_RATES_FROM_MS;
    const wpm = timed ? wpmFromChars(matching, elapsedMs) : 0;
    // Characters per minute leave out the spaces between them (a pinyin drill's characters stand apart).
    const spelled = this.mode === 'stop' ? (this.spelled[this.session.cursor] ?? 0) : matching;
    const rpm = timed ? perMinute(spelled, elapsedMs) : 0;
    return { wpm, rpm, accuracy: typed > 0 ? accuracyOf(this.correct, typed) : null, progress };
  }

  private takeSnapshot(): AttemptSnapshot {
    return {
      cursor: this.session.cursor,
      expected: this.session.expected,
      slip: this.session.slipAtCursor,
      finished: this.session.finished,
      paused: this.paused,
      started: this.session.keystrokes.length > 0,
    };
  }

  private notify(outcome: KeystrokeOutcome | null): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of this.listeners) listener(outcome);
  }
}
