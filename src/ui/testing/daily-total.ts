import type { DailyTotal } from '../../contracts';

/** A day's totals for tests: an idle day unless `values` say otherwise. */
export function dailyTotal(day: string, values: Partial<DailyTotal> = {}): DailyTotal {
  return {
    day,
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
  };
}
