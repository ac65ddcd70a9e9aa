import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedAttempt } from './pending';
import { attemptDb } from './attempt-db';
import { hasWaitingAttempts, startAttemptSyncWhenNeeded } from './attempt-sync';

// The queue's module (with the API client) announces itself when it loads, as the real one does.
const sender = vi.hoisted(() => {
  const stop = vi.fn();
  return { stop, start: vi.fn(() => stop) };
});
vi.mock('./outbox', async () => {
  const { attemptQueueLoaded } = await import('./attempt-sync');
  attemptQueueLoaded(sender.start);
  return {};
});

const waiting: QueuedAttempt = {
  idempotencyKey: 'k-1',
  characterId: null,
  uid: null,
  kind: 'lesson',
  lessonSlug: 'home-keys-f-and-j',
  mode: 'stop',
  text: 'fj',
  keystrokes: [],
  startedAt: 1,
  timeZone: 'UTC',
  summary: { finished: true, stars: 3, wpm: 12, accuracy: 1, score: 40 },
  createdAt: 1,
  tries: 0,
  nextTryAt: 0,
};
const refused = { ...waiting, idempotencyKey: 'k-0', rejected: { errorCode: 'LESSON_TEXT_MISMATCH', at: 2 } };

beforeEach(async () => {
  await (await attemptDb()).clear('attempts');
});

// The tests run in order: the queue's module loads once per file, in the second test.
describe('starting the attempt sync without the API client', () => {
  it('leaves the sender unloaded when nothing waits (an attempt refused for good does not count)', async () => {
    await (await attemptDb()).put('attempts', refused);
    expect(await hasWaitingAttempts()).toBe(false);
    const stop = startAttemptSyncWhenNeeded(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sender.start).not.toHaveBeenCalled();
    stop();
  });

  it('loads and starts the sender at once when an attempt waits, and stops it with the app', async () => {
    await (await attemptDb()).put('attempts', waiting);
    expect(await hasWaitingAttempts()).toBe(true);
    const client = new QueryClient();
    const stop = startAttemptSyncWhenNeeded(client);
    await vi.waitFor(() => expect(sender.start).toHaveBeenCalledWith(client));
    stop();
    expect(sender.stop).toHaveBeenCalledTimes(1);
  });

  it('starts a sender already loaded (by a lesson page) at once, without asking the device', () => {
    const client = new QueryClient();
    const stop = startAttemptSyncWhenNeeded(client);
    expect(sender.start).toHaveBeenCalledTimes(2);
    expect(sender.start).toHaveBeenLastCalledWith(client);
    stop();
    expect(sender.stop).toHaveBeenCalledTimes(2);
  });
});
