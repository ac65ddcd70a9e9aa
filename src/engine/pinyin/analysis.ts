import {
  MAX_KEY_GAP_MS,
  attemptFigures,
  MIN_KEY_GAP_MS,
  type AttemptAnalysis,
  type KeyStat,
  type WordStat,
} from '../analysis';
import type { Keystroke, TypingMode } from '../keystroke';
import { PinyinSession } from './session';
import type { PinyinTarget } from './target';

/** How one Chinese character of a pinyin drill went. */
export interface SyllableStat {
  /** Position of the character in the target text. */
  position: number;
  char: string;
  /** The reading asked for (numbered, e.g. 'hang2'): the one in context, or the first of a lone character's. */
  reading: string;
  /** The letters the learner typed for it (empty if not reached). */
  typed: string;
  /** Wrong letters typed while this character was being spelt. */
  misses: number;
}

/**
 * The figures of a pinyin attempt: the usual ones, counted in typed letters (a "word" is 5 letters, as for
 * English, so speeds compare), plus Chinese characters per minute and per-character results.
 * @see docs/METRICS.md, "Pinyin attempts"
 */
export interface PinyinAttemptAnalysis extends AttemptAnalysis {
  /** Chinese characters (and literal letters) spelt completely. */
  spelledChars: number;
  /** Characters with no wrong letter among those reached, 0..1; 0 when none was reached. */
  syllableAccuracy: number;
  syllables: SyllableStat[];
}

/**
 * Replays a keystroke log against a pinyin target (see `pinyinTarget`) and computes the attempt's figures.
 * Pure and deterministic, like `analyzeAttempt`.
 */
export function analyzePinyinAttempt(
  target: PinyinTarget,
  events: readonly Keystroke[],
  options: { mode: TypingMode },
): PinyinAttemptAnalysis {
  const session = new PinyinSession(target, options.mode);
  const keys: Record<string, KeyStat> = {};
  const timeSums: Record<string, number> = {};
  const missesByToken = new Map<number, number>();
  let correctChars = 0;
  let wrongChars = 0;
  let previousTimeStamp: number | null = null;
  const stat = (key: string) =>
    (keys[key] ??= { hits: 0, misses: 0, meanTimeMs: null, timedHits: 0, typedInstead: {} });

  for (const event of events) {
    const gap = previousTimeStamp === null ? null : event.timeStamp - previousTimeStamp;
    previousTimeStamp = event.timeStamp;
    const token = session.currentToken;
    session.applyEach(event).forEach((outcome, index) => {
      if (outcome.kind === 'correct') {
        correctChars++;
        // The key found is the letter typed: 'u' in 'lue' is a hit of U even though 'lve' is the standard.
        const key = outcome.char.toLowerCase();
        const hit = stat(key);
        hit.hits++;
        const firstTry = !session.slippedAt(outcome.position);
        if (index === 0 && firstTry && gap !== null && gap >= MIN_KEY_GAP_MS && gap <= MAX_KEY_GAP_MS) {
          timeSums[key] = (timeSums[key] ?? 0) + gap;
          hit.timedHits++;
        }
      } else if (outcome.kind === 'wrong') {
        wrongChars++;
        missesByToken.set(token, (missesByToken.get(token) ?? 0) + 1);
        if (outcome.expected !== undefined) {
          const miss = stat(outcome.expected);
          miss.misses++;
          miss.typedInstead[outcome.char] = (miss.typedInstead[outcome.char] ?? 0) + 1;
        }
      }
    });
  }
  for (const [key, keyStat] of Object.entries(keys)) {
    if (keyStat.timedHits > 0) keyStat.meanTimeMs = (timeSums[key] ?? 0) / keyStat.timedHits;
  }

  const first = events[0];
  const last = events[events.length - 1];
  const durationMs = first && last ? Math.max(0, last.timeStamp - first.timeStamp) : 0;
  const matchingChars = session.validLength;

  const spelled = target.tokens.filter((token) => !token.optional);
  const completed = session.completedTokens;
  const spelledChars = target.tokens.filter((token, index) => !token.optional && index < completed).length;
  const syllables: SyllableStat[] = [];
  let reached = 0;
  let clean = 0;
  target.tokens.forEach((token, index) => {
    if (token.kind !== 'syllable') return;
    const misses = missesByToken.get(index) ?? 0;
    const typed = session.spellingOf(index);
    if (index < completed || typed !== '' || misses > 0) {
      reached++;
      if (misses === 0) clean++;
    }
    syllables.push({
      position: token.position,
      char: token.char,
      reading: token.readings[0] ?? '',
      typed,
      misses,
    });
  });

  return {
    mode: options.mode,
    textLength: spelled.length,
    finished: session.finished,
    ...attemptFigures({
      durationMs,
      keystrokes: events.length,
      correctChars,
      wrongChars,
      matchingChars,
      rpmChars: spelledChars,
    }),
    keys,
    missedWords: missedWords(target, missesByToken),
    spelledChars,
    syllableAccuracy: reached > 0 ? clean / reached : 0,
    syllables,
  };
}

/** Words of the text (runs of characters between spaces and punctuation) with wrong letters in them. */
function missedWords(target: PinyinTarget, missesByToken: Map<number, number>): WordStat[] {
  const byWord = new Map<string, number>();
  let word = '';
  let misses = 0;
  let end = -1;
  const flush = () => {
    if (word && misses > 0) byWord.set(word, (byWord.get(word) ?? 0) + misses);
    word = '';
    misses = 0;
  };
  target.tokens.forEach((token, index) => {
    const spelt = token.kind === 'syllable' || token.kind === 'literal';
    // A word ends at a mark, at a skipped character, or where white space lies between two characters.
    if (!spelt || token.position !== end) flush();
    if (!spelt) return;
    word += token.char;
    misses += missesByToken.get(index) ?? 0;
    end = token.position + token.char.length;
  });
  flush();
  return [...byWord]
    .map(([text, count]) => ({ word: text, misses: count }))
    .sort((a, b) => b.misses - a.misses || a.word.localeCompare(b.word));
}
