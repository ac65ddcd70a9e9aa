// A type-only import: the error codes are plain strings, and the catalogue module pulls in zod at run time.
import type { ErrorCode } from '../contracts/errors';
import type { AttemptAnalysis } from './analysis';
import { DAY_MS } from './days';

/**
 * The error-word notebook: every word (or key, or code token) typed wrongly in a practice mode, with its misses,
 * when it was last seen, and when it is next due for review. Pure functions over plain data: the browser keeps a
 * learner's notebook locally, the server stores it per character, and both use these rules.
 *
 * Review schedule (spaced repetition, like a Leitner box): a missed word is due at once. Each correct answer in
 * a row (one occurrence typed without a slip) moves it up a box: due 1 day later after one, 2 days after two,
 * 4 after three, 7 after four, 14 after five or more. A wrong answer sends it back to the first box, due at
 * once. It leaves the notebook after `clearAfter` correct answers in a row, where `clearAfter` may not exceed the
 * word loop count (the spec's rule), so one clean review drill of a word clears it.
 */

/** What kind of thing an entry is: a word, a single key ('k', '1'), or a token of code ('console.log'). */
export type NotebookTokenKind = 'word' | 'key' | 'code';

export interface NotebookEntry {
  /** The word, key or code token, as it appears in the practice text. */
  token: string;
  kind: NotebookTokenKind;
  /** The practice mode it was missed in ('english', 'vocabulary', 'code', 'numpad', 'pinyin', …). */
  mode: string;
  /** Every miss counted, in practice and in review. */
  misses: number;
  /** Correct answers in a row since the last miss (the box). */
  streak: number;
  /** When it was first added (ms since the epoch; the caller's clock). */
  addedAt: number;
  /** When it was last typed, right or wrong. */
  lastSeenAt: number;
  /** When it is next due for review. */
  dueAt: number;
}

/** A learner's notebook: entries in no particular order; `notebookKey` identifies one. */
export type Notebook = readonly NotebookEntry[];

export interface NotebookSettings {
  /** How many times each word is typed in a word drill (the spec's "word loop count"). */
  wordLoopCount: number;
  /** Correct answers in a row after which a word leaves the notebook; at most `wordLoopCount`. */
  clearAfter: number;
}

/** Defaults: each word typed three times in a drill, cleared after three correct answers in a row. */
export const DEFAULT_NOTEBOOK_SETTINGS: NotebookSettings = { wordLoopCount: 3, clearAfter: 3 };

/** Highest accepted word loop count: beyond this a drill is a punishment. */
export const MAX_WORD_LOOP_COUNT = 20;

/** Days until the next review after 1, 2, 3, 4, 5 correct answers in a row; more wait the last value. */
export const REVIEW_INTERVAL_DAYS: readonly number[] = [1, 2, 4, 7, 14];

/** Milliseconds from a review until the next one, for a streak of correct reviews (0: due at once). */
export function reviewInterval(streak: number): number {
  if (streak <= 0) return 0;
  const days = REVIEW_INTERVAL_DAYS[Math.min(streak, REVIEW_INTERVAL_DAYS.length) - 1]!;
  return days * DAY_MS;
}

/**
 * Checks notebook settings: both whole numbers, loop count 1..MAX_WORD_LOOP_COUNT, clearAfter at least 1, and
 * clearAfter not above the loop count (NOTEBOOK_CLEAR_EXCEEDS_LOOP). Returns null when valid.
 */
export function validateNotebookSettings(settings: NotebookSettings): ErrorCode | null {
  const { wordLoopCount, clearAfter } = settings;
  if (!Number.isInteger(wordLoopCount) || wordLoopCount < 1 || wordLoopCount > MAX_WORD_LOOP_COUNT) {
    return 'PARAMETER_ERROR' satisfies ErrorCode;
  }
  if (!Number.isInteger(clearAfter) || clearAfter < 1) return 'PARAMETER_ERROR' satisfies ErrorCode;
  if (clearAfter > wordLoopCount) return 'NOTEBOOK_CLEAR_EXCEEDS_LOOP' satisfies ErrorCode;
  return null;
}

/** The identity of an entry: the same token in two modes is two entries. */
export function notebookKey(entry: Pick<NotebookEntry, 'token' | 'mode'>): string {
  return `${entry.mode}\u0000${entry.token}`;
}

/** A missed token to add, with how many misses it had. */
export interface NotebookMiss {
  token: string;
  misses: number;
  kind?: NotebookTokenKind;
}

/**
 * Adds misses to the notebook: a new token becomes an entry due at once; a known one gains the misses, goes
 * back to the first box and is due at once. Returns a new notebook; the old one is not changed.
 */
export function addMisses(
  notebook: Notebook,
  mode: string,
  misses: readonly NotebookMiss[],
  now: number,
): Notebook {
  const byKey = new Map(notebook.map((entry) => [notebookKey(entry), entry]));
  for (const miss of misses) {
    if (miss.misses <= 0 || miss.token === '') continue;
    const key = notebookKey({ token: miss.token, mode });
    const old = byKey.get(key);
    byKey.set(key, {
      token: miss.token,
      kind: miss.kind ?? old?.kind ?? 'word',
      mode,
      misses: (old?.misses ?? 0) + miss.misses,
      streak: 0,
      addedAt: old?.addedAt ?? now,
      lastSeenAt: now,
      dueAt: now,
    });
  }
  return [...byKey.values()];
}

/** Adds the words missed in an attempt (`analysis.missedWords`); `kind` is 'code' for code typing. */
export function addAttemptMisses(
  notebook: Notebook,
  mode: string,
  analysis: Pick<AttemptAnalysis, 'missedWords'>,
  now: number,
  kind: NotebookTokenKind = 'word',
): Notebook {
  return addMisses(
    notebook,
    mode,
    analysis.missedWords.map((word) => ({ token: word.word, misses: word.misses, kind })),
    now,
  );
}

/** Adds the keys missed in an attempt (`analysis.keys`), for key drills and the numeric keypad. */
export function addKeyMisses(
  notebook: Notebook,
  mode: string,
  analysis: Pick<AttemptAnalysis, 'keys'>,
  now: number,
): Notebook {
  const misses = Object.entries(analysis.keys)
    .filter(([, stat]) => stat.misses > 0)
    .map(([key, stat]) => ({ token: key, misses: stat.misses, kind: 'key' as const }));
  return addMisses(notebook, mode, misses, now);
}

/** How one token fared in an attempt: its correct and wrong answers (each occurrence is one answer). */
export interface ReviewOutcome {
  token: string;
  mode: string;
  correct: number;
  wrong: number;
}

/**
 * Records review answers. Each occurrence of a token typed without a slip is one correct answer: the streak
 * grows by that many and the entry is next due after `reviewInterval(streak)`; at `clearAfter` correct answers
 * in a row it leaves the notebook. Because `clearAfter` may not exceed the word loop count, a review drill that
 * types a word `wordLoopCount` times without a slip always clears it. Any wrong answer counts as misses and
 * sends the entry back to the first box, due at once (the order of answers within an attempt is not known, so
 * a slip is taken to be the last answer). Tokens not in the notebook are ignored. Throws on invalid settings
 * (validate them with `validateNotebookSettings` where they are set).
 */
export function recordReviews(
  notebook: Notebook,
  outcomes: readonly ReviewOutcome[],
  now: number,
  settings: NotebookSettings = DEFAULT_NOTEBOOK_SETTINGS,
): Notebook {
  const problem = validateNotebookSettings(settings);
  if (problem) throw new Error(problem);
  const byKey = new Map(notebook.map((entry) => [notebookKey(entry), entry]));
  for (const outcome of outcomes) {
    const key = notebookKey(outcome);
    const entry = byKey.get(key);
    if (!entry || outcome.correct + outcome.wrong <= 0) continue;
    if (outcome.wrong > 0) {
      byKey.set(key, {
        ...entry,
        misses: entry.misses + outcome.wrong,
        streak: 0,
        lastSeenAt: now,
        dueAt: now,
      });
      continue;
    }
    const streak = entry.streak + outcome.correct;
    if (streak >= settings.clearAfter) byKey.delete(key);
    else byKey.set(key, { ...entry, streak, lastSeenAt: now, dueAt: now + reviewInterval(streak) });
  }
  return [...byKey.values()];
}

/**
 * The review answers of an attempt, for the notebook's tokens of this mode found in its text (whole words).
 * A token typed n times with m slips in it has min(n, m) wrong answers and the rest correct. Only a finished
 * attempt counts: an abandoned one says nothing about the words it did not reach.
 */
export function reviewOutcomes(
  notebook: Notebook,
  mode: string,
  text: string,
  analysis: Pick<AttemptAnalysis, 'missedWords' | 'finished'>,
): ReviewOutcome[] {
  if (!analysis.finished) return [];
  const occurrences = new Map<string, number>();
  for (const word of text.split(/\s+/)) occurrences.set(word, (occurrences.get(word) ?? 0) + 1);
  const misses = new Map(analysis.missedWords.map((word) => [word.word, word.misses]));
  return notebook
    .filter((entry) => entry.mode === mode && occurrences.has(entry.token))
    .map((entry) => {
      const times = occurrences.get(entry.token)!;
      const wrong = Math.min(times, misses.get(entry.token) ?? 0);
      return { token: entry.token, mode, correct: times - wrong, wrong };
    });
}

/**
 * Entries for a review session, most urgent first: entries due now (the longest overdue first, then the most
 * missed), then, if `fillWithNotDue`, those due soonest. Optionally of one mode only.
 */
export function entriesForReview(
  notebook: Notebook,
  now: number,
  options: { limit?: number; mode?: string; fillWithNotDue?: boolean } = {},
): NotebookEntry[] {
  const { limit = 20, mode, fillWithNotDue = false } = options;
  const candidates = notebook.filter((entry) => mode === undefined || entry.mode === mode);
  const byUrgency = (a: NotebookEntry, b: NotebookEntry) =>
    a.dueAt - b.dueAt || b.misses - a.misses || a.token.localeCompare(b.token);
  const due = candidates.filter((entry) => entry.dueAt <= now).sort(byUrgency);
  const later = fillWithNotDue ? candidates.filter((entry) => entry.dueAt > now).sort(byUrgency) : [];
  return [...due, ...later].slice(0, limit);
}

/**
 * A review drill: each token `wordLoopCount` times, in rounds (all tokens once, then again), joined by spaces.
 */
export function reviewText(entries: readonly Pick<NotebookEntry, 'token'>[], wordLoopCount: number): string {
  const tokens = entries.map((entry) => entry.token);
  const rounds: string[] = [];
  for (let round = 0; round < wordLoopCount; round++) rounds.push(...tokens);
  return rounds.join(' ');
}

/** Removes an entry (the learner's or a teacher's edit). */
export function removeEntry(notebook: Notebook, entry: Pick<NotebookEntry, 'token' | 'mode'>): Notebook {
  const key = notebookKey(entry);
  return notebook.filter((candidate) => notebookKey(candidate) !== key);
}

/** The entries of one mode, most missed first, for browsing. */
export function entriesOfMode(notebook: Notebook, mode: string): NotebookEntry[] {
  return notebook
    .filter((entry) => entry.mode === mode)
    .sort((a, b) => b.misses - a.misses || b.lastSeenAt - a.lastSeenAt || a.token.localeCompare(b.token));
}

/**
 * Adds a word the learner chose (a word they find hard, not one they missed): due at once with no misses. A word
 * already in the notebook for this mode is left as it is.
 */
export function addOwnWord(
  notebook: Notebook,
  word: { token: string; mode: string; kind?: NotebookTokenKind },
  now: number,
): Notebook {
  const key = notebookKey(word);
  if (notebook.some((entry) => notebookKey(entry) === key)) return notebook;
  const entry: NotebookEntry = {
    token: word.token,
    kind: word.kind ?? 'word',
    mode: word.mode,
    misses: 0,
    streak: 0,
    addedAt: now,
    lastSeenAt: now,
    dueAt: now,
  };
  return [...notebook, entry];
}

/** Starts a word's progress again: no correct answers in a row, due at once. */
export function resetEntry(
  notebook: Notebook,
  entry: Pick<NotebookEntry, 'token' | 'mode'>,
  now: number,
): Notebook {
  const key = notebookKey(entry);
  return notebook.map((candidate) =>
    notebookKey(candidate) === key
      ? { ...candidate, streak: 0, dueAt: Math.min(candidate.dueAt, now) }
      : candidate,
  );
}
