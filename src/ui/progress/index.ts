/**
 * The learner's progress, as the screens see it.
 *
 * - Signed in with a current character: the server's progress (`GET /progress/lessons`) merged with that
 *   character's attempts still waiting in the device's queue (src/ui/results/outbox.ts), so a result
 *   finished offline shows at once and stays after a reload.
 * - Not signed in: the progress kept on this device (localStorage, ./progress-store). Those attempts wait in the
 *   queue too, and move to the account at its first sign-in on this device.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Stars } from '../../engine';
import { useSessionStore } from '../api/session-store';
import { usePendingAttempts, type QueuedAttempt } from '../results/pending';
import { useProgressStore } from './progress-store';
import type { LessonAttemptResult, LessonRecord } from './progress-types';
import type { LessonProgress } from '../../contracts';
import { lessonProgressQuery } from '../queries/progress';

export type { KeyRecord, LessonAttemptResult, LessonRecord } from './progress-types';
export { isPassed, isUnlocked, nextLessonToTake } from './unlock';

function fromServer(progress: LessonProgress): LessonRecord {
  return {
    bestStars: Math.min(3, Math.max(0, progress.stars)) as Stars,
    bestWpm: progress.bestWpm,
    bestAccuracy: progress.bestAccuracy,
    bestScore: progress.bestScore,
    attempts: progress.attempts,
    lastAttemptAt: Date.parse(progress.lastAttemptAt) || 0,
  };
}

/** Folds attempts the server does not have yet into its records (best of each figure, attempts counted). */
export function mergeQueued(
  records: Readonly<Record<string, LessonRecord>>,
  queued: readonly QueuedAttempt[],
  { count = true }: { count?: boolean } = {},
): Record<string, LessonRecord> {
  const merged: Record<string, LessonRecord> = { ...records };
  for (const attempt of queued) {
    if (attempt.kind !== 'lesson' || !attempt.lessonSlug || !attempt.summary.finished || attempt.rejected)
      continue;
    const before = merged[attempt.lessonSlug];
    merged[attempt.lessonSlug] = {
      bestStars: Math.max(before?.bestStars ?? 0, attempt.summary.stars ?? 0) as Stars,
      bestWpm: Math.max(before?.bestWpm ?? 0, attempt.summary.wpm),
      bestAccuracy: Math.max(before?.bestAccuracy ?? 0, attempt.summary.accuracy),
      bestScore: Math.max(before?.bestScore ?? 0, attempt.summary.score),
      attempts: (before?.attempts ?? 0) + (count ? 1 : 0),
      lastAttemptAt: Math.max(before?.lastAttemptAt ?? 0, attempt.createdAt),
    };
  }
  return merged;
}

/** Every lesson record of the current learner, by slug (re-renders when any changes). */
export function useLessonRecords(): Readonly<Record<string, LessonRecord>> {
  const local = useProgressStore((state) => state.lessons);
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const queued = usePendingAttempts((state) => state.attempts);
  const recent = usePendingAttempts((state) => state.recent);
  const onServer = signedIn && characterId !== null;
  const server = useQuery({ ...lessonProgressQuery(characterId ?? 0), enabled: onServer });
  return useMemo(() => {
    if (!onServer) return local;
    const mine = (attempt: QueuedAttempt) =>
      attempt.characterId === characterId || attempt.characterId === null;
    const records = Object.fromEntries(
      (server.data?.lessons ?? []).map((progress) => [progress.lessonSlug, fromServer(progress)]),
    );
    // Attempts accepted during this visit count until the refetched progress includes them (never twice).
    const withRecent = mergeQueued(records, recent.filter(mine), { count: false });
    return mergeQueued(withRecent, queued.filter(mine));
  }, [onServer, local, server.data, queued, recent, characterId]);
}

/** One lesson's record, or undefined before its first finished attempt. */
export function useLessonRecord(slug: string): LessonRecord | undefined {
  return useLessonRecords()[slug];
}

/** Per-key statistics over every finished attempt on this device. */
export function useKeyRecords() {
  return useProgressStore((state) => state.keys);
}

/** Saves a finished attempt in the device's own progress (shown while nobody is signed in). */
export function recordAttempt(result: LessonAttemptResult): void {
  useProgressStore.getState().recordAttempt(result);
}

/** Reads the device's records outside React (e.g. right after recording an attempt). */
export function getLessonRecords(): Readonly<Record<string, LessonRecord>> {
  return useProgressStore.getState().lessons;
}
