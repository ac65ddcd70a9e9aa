import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts';
import { decodeKeylog } from '../../engine/keylog';
import { configureApiClient } from '../api/client';
import { useSessionStore } from '../api/session-store';
import { clearTokens, storeTokens } from '../api/tokens';
import { attemptOutbox } from './outbox';
import { usePendingAttempts, type NewAttempt } from './pending';
import { backoffMs } from './send-attempt';

const user = { uid: 7, isGuest: true } as User;
const attempt: NewAttempt = {
  kind: 'lesson',
  lessonSlug: 'home-keys-f-and-j',
  mode: 'stop',
  text: 'fj',
  keystrokes: [
    { kind: 'insert', char: 'f', timeStamp: 10 },
    { kind: 'insert', char: 'j', timeStamp: 200 },
  ],
  startedAt: 1_768_000_000_000,
  summary: { finished: true, stars: 3, wpm: 12, accuracy: 1, score: 40 },
};

type Answer = 'ok' | 'offline' | 500 | 400 | 401;
/** A fake server whose answer the test changes; records every submitted form. */
function server(initial: Answer) {
  const state = { answer: initial, sent: [] as URLSearchParams[] };
  configureApiClient({
    fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body ?? ''));
      state.sent.push(body);
      if (state.answer === 'offline') throw new TypeError('Failed to fetch');
      if (state.answer === 'ok') {
        return new Response(
          JSON.stringify({
            attemptId: state.sent.length,
            characterId: Number(body.get('characterId')),
            kind: 'lesson',
            lessonSlug: 'home-keys-f-and-j',
            gameId: null,
            practiceId: null,
            mode: 'stop',
            startedAt: '2026-01-10T00:00:00.000Z',
            day: '2026-01-10',
            metrics: {
              finished: true,
              durationMs: 190,
              keystrokes: 2,
              correctChars: 2,
              wrongChars: 0,
              matchingChars: 2,
              accuracy: 1,
              wpm: 12,
              rawWpm: 12,
              kpm: 10,
              rpm: 10,
              score: 40,
            },
            stars: 3,
            replayed: false,
            lessonProgress: null,
            keyboardLayout: 'us',
          }),
          { status: 200 },
        );
      }
      const code = { 500: 'INTERNAL_ERROR', 400: 'LESSON_TEXT_MISMATCH', 401: 'UNAUTHORIZED' }[state.answer];
      return new Response(JSON.stringify({ statusCode: state.answer, message: code, errorCode: code }), {
        status: state.answer,
      });
    }) as typeof fetch,
    navigate: () => undefined,
    currentPath: () => '/lesson/x',
  });
  return state;
}

function signIn(characterId: number | null) {
  storeTokens({ accessToken: 'token', expireTime: Date.now() + 600_000 });
  useSessionStore.setState({ signedIn: true, user, characterId });
}

/** Lets the background flush started by attemptOutbox.enqueue end. */
async function settle() {
  await vi.waitFor(async () => {
    await attemptOutbox.flush();
  });
  await attemptOutbox.flush();
}

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  clearTokens();
  useSessionStore.setState({ signedIn: false, user: null, characterId: null });
  await attemptOutbox.clear();
});
afterEach(() => {
  configureApiClient();
  vi.restoreAllMocks();
});

describe('the queue of finished attempts', () => {
  it('keeps an attempt through a network failure and a 5xx, and sends it with the same key when the server is back', async () => {
    const fake = server('offline');
    signIn(3);
    const queued = await attemptOutbox.enqueue(attempt);
    await settle();

    let stored = await attemptOutbox.queued();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ idempotencyKey: queued.idempotencyKey, characterId: 3, tries: 1 });
    expect(stored[0]!.nextTryAt).toBeGreaterThan(Date.now());
    expect(stored[0]!.keystrokes).toEqual(attempt.keystrokes);

    fake.answer = 500;
    await attemptOutbox.flush({ force: true });
    stored = await attemptOutbox.queued();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tries).toBe(2);

    fake.answer = 'ok';
    await attemptOutbox.flush({ force: true });
    expect(await attemptOutbox.queued()).toEqual([]);
    expect(usePendingAttempts.getState().accepted[queued.idempotencyKey]).toBe(true);

    // Every try carried the same idempotency key and the whole keystroke log, in its compact encoding.
    expect(fake.sent).toHaveLength(3);
    for (const body of fake.sent) {
      expect(body.get('idempotencyKey')).toBe(queued.idempotencyKey);
      expect(body.has('keystrokes')).toBe(false);
      expect(decodeKeylog(body.get('keylog') ?? '')).toEqual(attempt.keystrokes);
      expect(body.get('lessonSlug')).toBe('home-keys-f-and-j');
    }
  });

  it('waits while the session has ended (401) instead of dropping the attempt', async () => {
    server(401);
    signIn(3);
    await attemptOutbox.enqueue(attempt);
    await settle();
    expect(await attemptOutbox.queued()).toHaveLength(1);
    expect((await attemptOutbox.queued())[0]!.rejected).toBeUndefined();
  });

  it('gives an attempt made before sign-in to the first account that signs in, and only then sends it', async () => {
    const fake = server('ok');
    const queued = await attemptOutbox.enqueue(attempt);
    await settle();
    expect(fake.sent).toHaveLength(0);
    expect((await attemptOutbox.queued())[0]).toMatchObject({ characterId: null, uid: null });

    signIn(5);
    await attemptOutbox.flush({ force: true });
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.get('characterId')).toBe('5');
    expect(fake.sent[0]!.get('idempotencyKey')).toBe(queued.idempotencyKey);
    expect(await attemptOutbox.queued()).toEqual([]);
  });

  it('marks an attempt the server refuses for good (4xx) as rejected and never sends it again', async () => {
    const fake = server(400);
    signIn(3);
    await attemptOutbox.enqueue(attempt);
    await settle();
    const [stored] = await attemptOutbox.queued();
    expect(stored?.rejected?.errorCode).toBe('LESSON_TEXT_MISMATCH');
    await attemptOutbox.flush({ force: true });
    expect(fake.sent).toHaveLength(1);
  });

  it('backs off 2 s, 4 s, 8 s … up to a minute', () => {
    expect([1, 2, 3, 6, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 60_000, 60_000]);
  });
});
