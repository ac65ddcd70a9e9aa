import type { AttemptAnalysis, Stars } from '../../engine';

/** The learner's best results on one lesson. */
export interface LessonRecord {
  bestStars: Stars;
  bestWpm: number;
  /** 0..1 */
  bestAccuracy: number;
  bestScore: number;
  attempts: number;
  /** Epoch ms of the last finished attempt. */
  lastAttemptAt: number;
}

/** Per-key figures accumulated over every finished attempt (by expected character, as in the engine). */
export interface KeyRecord {
  hits: number;
  misses: number;
  /** Sum of the timed gaps, so that a mean over many attempts stays exact. */
  timeSumMs: number;
  timedHits: number;
}

/** A finished lesson attempt, as the lesson screen hands it to the progress store. */
export interface LessonAttemptResult {
  lessonSlug: string;
  analysis: AttemptAnalysis;
  stars: Stars;
  /** Epoch ms. */
  finishedAt: number;
}
