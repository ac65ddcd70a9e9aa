/**
 * The figures of typing, written once: every rate the engine, the pinyin and Chinese analyses, the server's
 * rollups and reports and the live figures show comes from these functions. @see docs/METRICS.md
 */

/** Characters that count as one word in words per minute (the usual five). */
export const CHARS_PER_WORD = 5;

/** Milliseconds in a minute. */
export const MINUTE_MS = 60_000;

/**
 * Milliseconds per character at one word per minute (a minute over five characters, 12,000): a time per character
 * in ms and a speed in WPM are this over each other.
 */
export const CHAR_MS_AT_ONE_WPM = MINUTE_MS / CHARS_PER_WORD;

/** Words per minute of a time per character (ms); the inverse of `charMsOfWpm`. */
export function wpmOfCharMs(charMs: number): number {
  return CHAR_MS_AT_ONE_WPM / charMs;
}

/** The time per character (ms) of a speed in words per minute; the inverse of `wpmOfCharMs`. */
export function charMsOfWpm(wpm: number): number {
  return CHAR_MS_AT_ONE_WPM / wpm;
}

/** How many a minute: `count` things in `durationMs`; 0 when no time has passed. */
export function perMinute(count: number, durationMs: number): number {
  return durationMs > 0 ? (count * MINUTE_MS) / durationMs : 0;
}

/** Words per minute from characters typed in `durationMs`: characters per minute / 5. */
export function wpmFromChars(chars: number, durationMs: number): number {
  return perMinute(chars, durationMs) / CHARS_PER_WORD;
}

/** Characters a minute of a speed in words per minute: the inverse of `wpmFromChars` per minute. */
export function charsPerMinuteOfWpm(wpm: number): number {
  return wpm * CHARS_PER_WORD;
}

/** The count a per-minute rate stands for over `durationMs` (a rollup's rate back to its count, to sum it). */
export function countOfRate(ratePerMinute: number, durationMs: number): number {
  return (ratePerMinute * durationMs) / MINUTE_MS;
}

/** The share of right characters among every character put in; 0 when nothing was typed. */
export function accuracyOf(correctChars: number, insertedChars: number): number {
  return insertedChars > 0 ? correctChars / insertedChars : 0;
}

/** A key's accuracy: its right presses among all its presses; 0 when it was never pressed. */
export function keyAccuracyOf(hits: number, misses: number): number {
  return accuracyOf(hits, hits + misses);
}
