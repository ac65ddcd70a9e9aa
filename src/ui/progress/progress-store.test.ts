import { afterEach, describe, expect, it } from 'vitest';
import { analyzeAttempt, type Keystroke } from '../../engine';
import { useProgressStore } from './progress-store';

const typed = (text: string, gapMs: number): Keystroke[] =>
  [...text].map((char, index) => ({ kind: 'insert', char, timeStamp: index * gapMs }));

describe('local progress', () => {
  afterEach(() => useProgressStore.getState().reset());

  it('keeps the best of each figure and counts the attempts', () => {
    const record = useProgressStore.getState().recordAttempt;
    const slow = analyzeAttempt('fj fj', typed('fj fj', 1000), { mode: 'stop' });
    const fast = analyzeAttempt('fj fj', typed('fj fj', 200), { mode: 'stop' });
    record({ lessonSlug: 'f-and-j', analysis: fast, stars: 3, finishedAt: 1 });
    record({ lessonSlug: 'f-and-j', analysis: slow, stars: 1, finishedAt: 2 });

    expect(useProgressStore.getState().lessons['f-and-j']).toEqual({
      bestStars: 3,
      bestWpm: fast.wpm,
      bestAccuracy: 1,
      bestScore: fast.score,
      attempts: 2,
      lastAttemptAt: 2,
    });
  });

  it('adds up per-key statistics across attempts', () => {
    const record = useProgressStore.getState().recordAttempt;
    record({
      lessonSlug: 'a',
      analysis: analyzeAttempt('ff', typed('ff', 300), { mode: 'stop' }),
      stars: 1,
      finishedAt: 1,
    });
    record({
      lessonSlug: 'a',
      analysis: analyzeAttempt('ff', typed('gff', 500), { mode: 'stop' }),
      stars: 1,
      finishedAt: 2,
    });

    // f: hits 2 + 2, one miss (g); timed gaps 300 ms (first try), then 500 ms for the second f only.
    expect(useProgressStore.getState().keys.f).toEqual({ hits: 4, misses: 1, timeSumMs: 800, timedHits: 2 });
  });

  it('records nothing for an unfinished attempt and saves to localStorage', () => {
    const record = useProgressStore.getState().recordAttempt;
    record({
      lessonSlug: 'b',
      analysis: analyzeAttempt('fjfj', typed('fj', 300), { mode: 'stop' }),
      stars: 0,
      finishedAt: 1,
    });
    expect(useProgressStore.getState().lessons.b).toBeUndefined();

    record({
      lessonSlug: 'b',
      analysis: analyzeAttempt('fj', typed('fj', 300), { mode: 'stop' }),
      stars: 2,
      finishedAt: 3,
    });
    const saved = JSON.parse(localStorage.getItem('keyquest.progress') ?? '{}');
    expect(saved.state.lessons.b.bestStars).toBe(2);
  });
});
