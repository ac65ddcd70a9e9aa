import { describe, expect, it } from 'vitest';
import type { QueuedAttempt } from '../results/pending';
import { mergeQueued } from './index';

const queued = (slug: string, stars: number, overrides: Partial<QueuedAttempt> = {}): QueuedAttempt => ({
  idempotencyKey: `key-${slug}-${stars}`,
  characterId: 3,
  uid: 7,
  kind: 'lesson',
  lessonSlug: slug,
  mode: 'stop',
  text: 'fj',
  keystrokes: [],
  startedAt: 0,
  timeZone: 'UTC',
  summary: { finished: true, stars, wpm: 20, accuracy: 0.95, score: 100 },
  createdAt: 1000,
  tries: 1,
  nextTryAt: 0,
  ...overrides,
});

describe('progress with attempts still waiting on the device', () => {
  it('adds a waiting lesson attempt to the server records (best of each figure, one more attempt)', () => {
    const server = {
      'home-keys-f-and-j': {
        bestStars: 1 as const,
        bestWpm: 25,
        bestAccuracy: 0.9,
        bestScore: 80,
        attempts: 2,
        lastAttemptAt: 500,
      },
    };
    const merged = mergeQueued(server, [queued('home-keys-f-and-j', 3), queued('home-keys-d-and-k', 2)]);
    expect(merged['home-keys-f-and-j']).toEqual({
      bestStars: 3,
      bestWpm: 25,
      bestAccuracy: 0.95,
      bestScore: 100,
      attempts: 3,
      lastAttemptAt: 1000,
    });
    expect(merged['home-keys-d-and-k']?.bestStars).toBe(2);
    expect(server['home-keys-f-and-j'].bestStars).toBe(1);
  });

  it('ignores unfinished, refused and non-lesson attempts', () => {
    const merged = mergeQueued({}, [
      queued('a', 3, { summary: { finished: false, stars: 0, wpm: 0, accuracy: 0, score: 0 } }),
      queued('b', 3, { rejected: { errorCode: 'LESSON_TEXT_MISMATCH', at: 1 } }),
      queued('c', 3, { kind: 'game', lessonSlug: undefined, gameId: 'STAR_TREK' }),
    ]);
    expect(merged).toEqual({});
  });
});
