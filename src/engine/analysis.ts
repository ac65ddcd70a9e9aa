import type { CodeMatcher, Keystroke, TypingMode } from './keystroke';
import { accuracyOf, perMinute, wpmFromChars } from './metrics';
import { TypingSession } from './session';

/** Gaps between keystrokes outside this range say nothing about finding a key: a double press or a pause. */
export const MIN_KEY_GAP_MS = 40;
export const MAX_KEY_GAP_MS = 12_000;

/** Figures for one expected key (by character: 'f', 'F' and ' ' are different keys to type). */
export interface KeyStat {
  /** Presses of the right character when this key was expected. */
  hits: number;
  /** Presses of another character when this key was expected. */
  misses: number;
  /** Mean gap before a first-try hit, in ms, over the gaps kept (40 ms to 12 s); null when none was kept. */
  meanTimeMs: number | null;
  /** How many gaps the mean is made of. */
  timedHits: number;
  /**
   * What was pressed instead of this key, and how often: by character, or by key code when the right character
   * came from a key the lesson does not accept ('Digit1' for a keypad '1'); an absent code counts as ''.
   */
  typedInstead: Record<string, number>;
}

/** A word of the expected text in which at least one wrong key was pressed. */
export interface WordStat {
  word: string;
  misses: number;
}

/** The result of a typing attempt. Every rate is per minute of `durationMs`. @see docs/METRICS.md */
export interface AttemptAnalysis {
  mode: TypingMode;
  /** Length of the expected text, in characters. */
  textLength: number;
  /** The cursor reached the end of the text. */
  finished: boolean;
  /** From the first keystroke to the last, in ms. */
  durationMs: number;
  /** Every counted keystroke: inserts, Backspace and other counted keys. */
  keystrokes: number;
  /** Inserted characters that matched the expected character at the cursor when typed. */
  correctChars: number;
  /** Inserted characters that did not (corrected slips and characters past the end included). */
  wrongChars: number;
  /** Characters of the final text that match the expected text at the same position, spaces included. */
  matchingChars: number;
  /** correctChars / (correctChars + wrongChars), 0..1; 0 when nothing was inserted. */
  accuracy: number;
  /** Net words per minute: matchingChars / 5 / minutes. */
  wpm: number;
  /** Raw words per minute: every inserted character / 5 / minutes. */
  rawWpm: number;
  /** Keystrokes per minute. */
  kpm: number;
  /** Correct characters of the final text per minute (the speed figure for Chinese). */
  rpm: number;
  /** round(accuracy³ × (50 + wpm) × 10); 0 when nothing matches. */
  score: number;
  /** Per expected key, by character. */
  keys: Record<string, KeyStat>;
  /** Words of the expected text with a wrong key pressed in them, most misses first. */
  missedWords: WordStat[];
}

export interface AnalyzeOptions {
  mode: TypingMode;
  /** Accept the right character only from some keys (numeric keypad lessons); absent: any key will do. */
  matchCode?: CodeMatcher;
  /**
   * Characters of the expected text the learner never presses (the word separators a game's round recorder
   * writes): they count in the figures but get no key statistics, so a report never lists them as keys.
   */
  untypedChars?: string;
  /** The text is a run of single letters, not words (a letter game): it has no words to report as missed. */
  letters?: boolean;
  /**
   * Whether spaces count as characters (default true). Chinese text puts spaces between its units for the
   * learner to type, but only the Chinese characters are the text: spaces then count as keystrokes, never as
   * correct, wrong or matching characters, so neither accuracy nor characters per minute are inflated by them.
   */
  spacesAreChars?: boolean;
}

/** The counts an attempt's figures are made of; `rpmChars` are the characters RPM counts. */
export interface AttemptCounts {
  durationMs: number;
  keystrokes: number;
  correctChars: number;
  wrongChars: number;
  matchingChars: number;
  rpmChars: number;
}

/** An attempt's counts with its rates and score, as every analysis (keys, pinyin, Chinese) reports them. */
export function attemptFigures(counts: AttemptCounts) {
  const { durationMs, keystrokes, correctChars, wrongChars, matchingChars, rpmChars } = counts;
  const inserted = correctChars + wrongChars;
  const accuracy = accuracyOf(correctChars, inserted);
  const wpm = wpmFromChars(matchingChars, durationMs);
  return {
    durationMs,
    keystrokes,
    correctChars,
    wrongChars,
    matchingChars,
    accuracy,
    wpm,
    rawWpm: wpmFromChars(inserted, durationMs),
    kpm: perMinute(keystrokes, durationMs),
    rpm: perMinute(rpmChars, durationMs),
    score: scoreFor(accuracy, wpm, matchingChars),
  };
}

function emptyKeyStat(): KeyStat {
  return { hits: 0, misses: 0, meanTimeMs: null, timedHits: 0, typedInstead: {} };
}

/**
 * The score rises with speed and falls with errors, accuracy weighted first: accuracy enters cubed, so
 * 90% accuracy keeps 73% of the score and 70% keeps 34%, while speed adds linearly on top of a base of 50.
 */
export function scoreFor(accuracy: number, wpm: number, matchingChars: number): number {
  if (matchingChars === 0) return 0;
  return Math.round(accuracy ** 3 * (50 + wpm) * 10);
}

/**
 * Replays a keystroke log against the expected text and computes the attempt's figures.
 * Pure and deterministic: the client and the server get the same result from the same log.
 */
export function analyzeAttempt(
  text: string,
  events: readonly Keystroke[],
  options: AnalyzeOptions,
): AttemptAnalysis {
  const session = new TypingSession(text, options.mode, { matchCode: options.matchCode });
  const keys: Record<string, KeyStat> = {};
  const timeSums: Record<string, number> = {};
  let correctChars = 0;
  let wrongChars = 0;
  let previousTimeStamp: number | null = null;
  const untypedChars = options.untypedChars ?? '';
  const spacesAreChars = options.spacesAreChars ?? true;

  for (const event of events) {
    const gap = previousTimeStamp === null ? null : event.timeStamp - previousTimeStamp;
    previousTimeStamp = event.timeStamp;
    // One outcome per character: an input method's commit (中国) carries several in one keystroke.
    const outcomes = session.applyEach(event);
    for (let index = 0; index < outcomes.length; index++) {
      const outcome = outcomes[index]!;
      const expected = 'expected' in outcome ? outcome.expected : undefined;
      const untyped = expected !== undefined && untypedChars.includes(expected);
      if (!spacesAreChars && 'char' in outcome && /\s/.test(outcome.char)) continue;
      if (outcome.kind === 'correct') {
        correctChars++;
        if (untyped) continue;
        const stat = (keys[outcome.expected] ??= emptyKeyStat());
        stat.hits++;
        // A time counts only for a key found at the first try: a retry after a slip measures the slip. The
        // later characters of a commit took no time of their own.
        const firstTry = !session.slippedAt(outcome.position);
        if (index === 0 && firstTry && gap !== null && gap >= MIN_KEY_GAP_MS && gap <= MAX_KEY_GAP_MS) {
          timeSums[outcome.expected] = (timeSums[outcome.expected] ?? 0) + gap;
          stat.timedHits++;
        }
      } else if (outcome.kind === 'wrong') {
        wrongChars++;
        if (outcome.expected !== undefined && !untyped) {
          const stat = (keys[outcome.expected] ??= emptyKeyStat());
          stat.misses++;
          const instead = outcome.wrongKey ?? outcome.char;
          stat.typedInstead[instead] = (stat.typedInstead[instead] ?? 0) + 1;
        }
      }
    }
  }
  for (const [key, stat] of Object.entries(keys)) {
    if (stat.timedHits > 0) stat.meanTimeMs = (timeSums[key] ?? 0) / stat.timedHits;
  }

  const first = events[0];
  const last = events[events.length - 1];
  const durationMs = first && last ? Math.max(0, last.timeStamp - first.timeStamp) : 0;
  const typed = session.typed;
  let matchingChars = 0;
  for (let i = 0; i < typed.length && i < text.length; i++) {
    if (typed[i] === text[i] && (spacesAreChars || !/\s/.test(text[i]!))) matchingChars++;
  }
  return {
    mode: options.mode,
    textLength: text.length,
    finished: session.finished,
    ...attemptFigures({
      durationMs,
      keystrokes: events.length,
      correctChars,
      wrongChars,
      matchingChars,
      rpmChars: matchingChars,
    }),
    keys,
    missedWords: options.letters ? [] : missedWords(text, session),
  };
}

/** Splits the text into words (runs of non-space characters) and counts the slips inside each. */
function missedWords(text: string, session: TypingSession): WordStat[] {
  const byWord = new Map<string, number>();
  for (const match of text.matchAll(/\S+/g)) {
    let misses = 0;
    for (let i = match.index; i < match.index + match[0].length; i++) if (session.slippedAt(i)) misses++;
    if (misses > 0) byWord.set(match[0], (byWord.get(match[0]) ?? 0) + misses);
  }
  return [...byWord]
    .map(([word, misses]) => ({ word, misses }))
    .sort((a, b) => b.misses - a.misses || a.word.localeCompare(b.word));
}
