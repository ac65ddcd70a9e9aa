import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Stars } from '../../engine';
import type { KeyRecord, LessonAttemptResult, LessonRecord } from './progress-types';

export interface ProgressState {
  lessons: Record<string, LessonRecord>;
  keys: Record<string, KeyRecord>;
  recordAttempt: (result: LessonAttemptResult) => void;
  /** Forgets everything (tests, and a future "start over" in settings). */
  reset: () => void;
}

/** Folds one attempt into a lesson's record: best figures are kept independently, attempts counted. */
export function mergeLessonRecord(
  previous: LessonRecord | undefined,
  result: LessonAttemptResult,
): LessonRecord {
  const { analysis } = result;
  return {
    bestStars: Math.max(previous?.bestStars ?? 0, result.stars) as Stars,
    bestWpm: Math.max(previous?.bestWpm ?? 0, analysis.wpm),
    bestAccuracy: Math.max(previous?.bestAccuracy ?? 0, analysis.accuracy),
    bestScore: Math.max(previous?.bestScore ?? 0, analysis.score),
    attempts: (previous?.attempts ?? 0) + 1,
    lastAttemptAt: result.finishedAt,
  };
}

/** Adds an attempt's per-key statistics to the totals. */
export function mergeKeyRecords(
  previous: Record<string, KeyRecord>,
  result: LessonAttemptResult,
): Record<string, KeyRecord> {
  const keys = { ...previous };
  for (const [char, stat] of Object.entries(result.analysis.keys)) {
    const before = keys[char] ?? { hits: 0, misses: 0, timeSumMs: 0, timedHits: 0 };
    keys[char] = {
      hits: before.hits + stat.hits,
      misses: before.misses + stat.misses,
      timeSumMs: before.timeSumMs + (stat.meanTimeMs ?? 0) * stat.timedHits,
      timedHits: before.timedHits + stat.timedHits,
    };
  }
  return keys;
}

/**
 * Progress kept on this device (localStorage). Unfinished attempts are not recorded: they earn nothing.
 * Use it through ./index.ts, which is the interface a server-backed store will implement later.
 */
export const useProgressStore = create<ProgressState>()(
  persist(
    (set) => ({
      lessons: {},
      keys: {},
      recordAttempt: (result) => {
        if (!result.analysis.finished) return;
        set((state) => ({
          lessons: {
            ...state.lessons,
            [result.lessonSlug]: mergeLessonRecord(state.lessons[result.lessonSlug], result),
          },
          keys: mergeKeyRecords(state.keys, result),
        }));
      },
      reset: () => set({ lessons: {}, keys: {} }),
    }),
    {
      name: 'keyquest.progress',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lessons: state.lessons, keys: state.keys }),
    },
  ),
);
