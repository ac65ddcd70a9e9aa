/**
 * One simulated learner's days with one method (README.md beside this file): 15 minutes of typing a day (the
 * typing time itself, no allowance for reading or result screens, the last text cut off when the day's minutes
 * are up), every attempt typed key by key into the real engine, and at the end of each day a typed test on a
 * text no method practises (fables of the literature course), once as usual and once with the keyboard covered.
 */
import { typingCheckText } from '../../../src/content/literature/typing-check-text';
import { analyzeAttempt, seededRandom, type Keystroke, type TypingMode } from '../../../src/engine';
import type { Method } from './methods';
import type { Day } from './stats';
import { Typist, type LearnerTraits, type ModelVariant } from './typist';

/** Typing time per practice day, in ms. */
export const SESSION_MS = 15 * 60_000;
/** A letter is learned at 20 WPM for that key (600 ms) with at most 5 % wrong presses, the adaptive targets. */
const LEARNED_MS = 600;
const LEARNED_ERRORS = 0.05;
/** A letter is placed by touch when the learner is sure of it without looking on this share of presses. */
const TOUCH_SURE = 0.8;
/** Weak letters and the share of looking are reported on this day (the old promise's day). */
export const WEAK_DAY = 30;
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** The test text of a day: the product's typing-check text (200 characters of the fables), a different one each day. */
export const testText = typingCheckText;
const TEST_TEXTS = new Map<number, string>();
function testOf(day: number): string {
  let text = TEST_TEXTS.get(day);
  if (!text) TEST_TEXTS.set(day, (text = testText(day)));
  return text;
}

/**
 * Types a text: the keystroke log the browser would have sent. In practice (`budgetMs` set) the typing stops
 * when the day's typing time is used up, mid-text if need be.
 */
function type(
  typist: Typist,
  text: string,
  mode: TypingMode,
  options: { budgetMs?: number; test?: boolean; covered?: boolean } = {},
): Keystroke[] {
  const events: Keystroke[] = [];
  let time = 0;
  for (const char of text) {
    if (options.budgetMs !== undefined && typist.elapsedMs >= options.budgetMs) break;
    for (let tries = 0; tries < 6; tries++) {
      const { ms, typed } = typist.press(char, options);
      time += ms;
      events.push({ kind: 'insert', char: typed, timeStamp: time });
      if (typed === char) break;
      if (mode === 'free') {
        time += 300;
        if (!options.test) typist.rest(300);
        events.push({ kind: 'delete', timeStamp: time });
      }
      if (tries === 5) {
        time += 400;
        events.push({ kind: 'insert', char, timeStamp: time });
      }
    }
  }
  return events;
}

/** A typed test on the day's unseen text: net WPM and accuracy, as the app's analysis gives them. */
export function typedTest(typist: Typist, day: number, covered: boolean): { wpm: number; accuracy: number } {
  const text = testOf(day);
  const analysis = analyzeAttempt(text, type(typist, text, 'stop', { test: true, covered }), {
    mode: 'stop',
  });
  return { wpm: analysis.wpm, accuracy: analysis.accuracy };
}

export interface LearnerResult {
  /** Every letter placed by touch (sure without looking on 80 %+ of its presses). */
  touchLetters: Day;
  /** Every letter learned (600 ms, 5 % wrong presses at most, the model's own figures). */
  allKeys: Day;
  /** The typed test at 15 and 25 WPM with 95 % accuracy, on two days in a row (the first of them). */
  wpm15: Day;
  wpm25: Day;
  /** The covered-keyboard test at 15 WPM with 95 % accuracy, two days in a row. */
  blind15: Day;
  /** Hours of typing to 25 WPM @ 95 % (null: not reached), and per practice day on average. */
  hoursTo25: number | null;
  hoursPerDay: number;
  weakAt30: number;
  /** The share of presses (frequency weighted) the learner still looked at the keyboard for on day 30. */
  lookingAt30: number;
  /** Net WPM of each day's attempts (as the app's history reports it), for the forecast's check. */
  daily: number[];
  /** The typed test's WPM each day (until 25 @ 95 % is reached). */
  tests: number[];
}

/** Letter frequencies of English for the looking share (Norvig 2013), in percent. */
const FREQUENCY: Record<string, number> = {
  e: 12.49, t: 9.28, a: 8.04, o: 7.64, i: 7.57, n: 7.23, s: 6.51, r: 6.28, h: 5.05, l: 4.07, d: 3.82, c: 3.34,
  u: 2.73, m: 2.51, f: 2.4, p: 2.14, g: 1.87, w: 1.68, y: 1.66, b: 1.48, v: 1.05, k: 0.54, x: 0.23, j: 0.16,
  q: 0.12, z: 0.09,
}; // prettier-ignore

/**
 * Runs one learner for up to `days` practice days; stops early once day 30 is past and the speed outcomes are in
 * (so the letters' outcomes are followed to day 30 at least, and reported as shares by days up to 30).
 */
export function simulateLearner(
  traits: LearnerTraits,
  method: Method,
  seed: number,
  model: ModelVariant,
  days: number,
  /** Called with every practice attempt typed (its keystroke log, as the app would save it): fit.ts reads these. */
  onAttempt?: (attempt: { day: number; text: string; mode: TypingMode; keystrokes: Keystroke[] }) => void,
): LearnerResult {
  const typist = new Typist(traits, seededRandom(seed), model);
  const result: LearnerResult = {
    touchLetters: null,
    allKeys: null,
    wpm15: null,
    wpm25: null,
    blind15: null,
    hoursTo25: null,
    hoursPerDay: 0,
    weakAt30: 0,
    lookingAt30: 0,
    daily: [],
    tests: [],
  };
  let typedMs = 0;
  let pass15 = false;
  let pass25 = false;
  let passBlind = false;
  let day = 1;
  for (; day <= days; day++) {
    typist.startSession(1);
    method.startDay(day);
    let matching = 0;
    let durationMs = 0;
    while (typist.elapsedMs < SESSION_MS) {
      const assignment = method.next(typist.elapsedMs);
      const events = type(typist, assignment.text, assignment.mode, { budgetMs: SESSION_MS });
      const analysis = analyzeAttempt(assignment.text, events, { mode: assignment.mode });
      onAttempt?.({ day, text: assignment.text, mode: assignment.mode, keystrokes: events });
      method.record(assignment, analysis);
      matching += analysis.matchingChars;
      durationMs += analysis.durationMs;
    }
    typedMs += typist.elapsedMs;
    result.daily.push(durationMs > 0 ? matching / 5 / (durationMs / 60_000) : 0);
    if (result.wpm25 === null) {
      const test = typedTest(typist, day, false);
      result.tests.push(test.wpm);
      const ok15 = test.wpm >= 15 && test.accuracy >= 0.95;
      const ok25 = test.wpm >= 25 && test.accuracy >= 0.95;
      if (result.wpm15 === null && ok15 && pass15) result.wpm15 = day - 1;
      if (ok25 && pass25) {
        result.wpm25 = day - 1;
        result.hoursTo25 = typedMs / 3_600_000;
      }
      pass15 = ok15;
      pass25 = ok25;
    }
    if (result.blind15 === null) {
      const covered = typedTest(typist, day, true);
      const ok = covered.wpm >= 15 && covered.accuracy >= 0.95;
      if (ok && passBlind) result.blind15 = day - 1;
      passBlind = ok;
    }
    if (result.allKeys === null || day === WEAK_DAY) {
      const weak = LETTERS.filter(
        (letter) => typist.meanTimeMs(letter) > LEARNED_MS || typist.errorRate(letter) > LEARNED_ERRORS,
      );
      if (day === WEAK_DAY) result.weakAt30 = weak.length;
      if (result.allKeys === null && weak.length === 0) result.allKeys = day;
    }
    if (result.touchLetters === null && LETTERS.every((letter) => typist.touchOf(letter) >= TOUCH_SURE)) {
      result.touchLetters = day;
    }
    if (day === WEAK_DAY) {
      let looking = 0;
      let total = 0;
      for (const letter of LETTERS) {
        looking += FREQUENCY[letter]! * typist.lookingShare(letter);
        total += FREQUENCY[letter]!;
      }
      result.lookingAt30 = looking / total;
    }
    // Past day 30 only the speed outcomes are followed (the letters' outcomes are reported by day 30).
    const done =
      result.wpm25 !== null && result.blind15 !== null && result.daily.some((speed) => speed >= 25);
    if (day >= WEAK_DAY && done) break;
  }
  result.hoursPerDay = typedMs / 3_600_000 / Math.min(day, days);
  return result;
}
