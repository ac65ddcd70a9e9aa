import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginResult, SubmitAttemptResult, Wallet } from '../../contracts';
import type { ServerContext } from '../context';
import { DAY, type ManualClock } from '../shared/clock';
import { findCourseLesson } from '../attempt/lessons';
import type { DatabaseHandle } from '../db/database';
import { call } from '../test/harness';
import { typeText } from '../test/typing';
import { credit } from './ledger';
import { ensureWallet } from './wallet';

/** A finger lesson after the tutorial (it earns) and one of the tutorial (it does not). */
export const EARNING_LESSON = 'home-keys-d-and-k';
export const NEXT_LESSON = 'space-s-and-l';
export const TUTORIAL_LESSON = 'home-keys-f-and-j';

export type Answer<T> = { status: number; body: T & { errorCode?: string; message?: string } };

/** What the economy's services need of the server: its database and clock. */
export function economyContext(server: { database: DatabaseHandle; clock: ManualClock }): ServerContext {
  return { db: server.database.db, clock: server.clock } as unknown as ServerContext;
}

/**
 * Submits a lesson typed without a slip: every `gapMs` a key (200 ms is 60 WPM: three stars; 5000 ms is under
 * 3 WPM: one star on an early lesson), started at `startedAt` (now unless told: a result queued offline started
 * earlier).
 */
export async function submitLesson(
  app: FastifyInstance,
  clock: ManualClock,
  auth: { token: string; characterId: number },
  slug: string,
  gapMs = 200,
  startedAt = clock.now().getTime(),
): Promise<Answer<SubmitAttemptResult>> {
  const lesson = await findCourseLesson(slug);
  if (!lesson) throw new Error(`no lesson ${slug}`);
  return call(app, 'POST', '/attempt/submit', {
    token: auth.token,
    payload: {
      characterId: auth.characterId,
      idempotencyKey: randomUUID(),
      kind: 'lesson',
      lessonSlug: slug,
      mode: lesson.mode,
      text: lesson.text,
      keystrokes: typeText(lesson.text, { gapMs }),
      startedAt,
      timeZone: 'UTC',
    },
  });
}

/** Submits a game round (of STAR_TREK unless told) or a practice of `chars` characters typed without a slip. */
export async function submitRound(
  app: FastifyInstance,
  clock: ManualClock,
  auth: { token: string; characterId: number },
  extra: {
    roundId?: string;
    kind?: 'game' | 'practice';
    gameId?: string;
    chars?: number;
    idempotencyKey?: string;
    timeZone?: string;
    /** When the client says it started (now unless told). */
    startedAt?: number;
  } = {},
): Promise<Answer<SubmitAttemptResult>> {
  const text = 'fj dk sl '.repeat(20).slice(0, extra.chars ?? 100);
  const kind = extra.kind ?? 'game';
  return call(app, 'POST', '/attempt/submit', {
    token: auth.token,
    payload: {
      characterId: auth.characterId,
      idempotencyKey: extra.idempotencyKey ?? randomUUID(),
      kind,
      ...(kind === 'game' ? { gameId: extra.gameId ?? 'STAR_TREK' } : { practiceId: 'english-words' }),
      ...(extra.roundId ? { roundId: extra.roundId } : {}),
      mode: 'stop',
      text,
      keystrokes: typeText(text, { gapMs: 150 }),
      startedAt: extra.startedAt ?? clock.now().getTime(),
      timeZone: extra.timeZone ?? 'UTC',
    },
  });
}

export async function walletOf(
  app: FastifyInstance,
  auth: { token: string; characterId: number },
): Promise<Wallet> {
  const answer = await call<Wallet>(app, 'GET', '/economy/wallet', {
    token: auth.token,
    payload: { characterId: auth.characterId },
  });
  if (answer.status !== 200) throw new Error(`wallet: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Gives a character points or crystals straight through the ledger (as a grant). */
export async function give(
  server: { database: DatabaseHandle; clock: ManualClock },
  characterId: number,
  coin: 'points' | 'crystals',
  amount: number,
): Promise<void> {
  await server.database.db.transaction(async (tx) => {
    await ensureWallet(tx, characterId, server.clock.now());
    await credit(
      tx,
      { characterId, coin, amount, reason: 'grant', subject: 'test' },
      `grant:${randomUUID()}`,
      server.clock.now(),
    );
  });
}

export const startRound = (
  app: FastifyInstance,
  auth: { token: string; characterId: number },
  extra: { roundKey?: string; items?: string[]; gameId?: string } = {},
) =>
  call<{ roundId: string; items: string[]; wallet: Wallet; errorCode?: string; message?: string }>(
    app,
    'POST',
    '/economy/round/start',
    {
      token: auth.token,
      payload: {
        characterId: auth.characterId,
        gameId: extra.gameId ?? 'STAR_TREK',
        roundKey: extra.roundKey ?? randomUUID(),
        ...(extra.items ? { items: extra.items } : {}),
      },
    },
  );

/**
 * Moves the server's clock on (a day unless told) and signs the learner in again with its refresh token: the
 * access token does not outlive the move.
 */
export async function later(
  app: FastifyInstance,
  clock: ManualClock,
  learner: { token: string; refreshToken: string },
  ms = DAY,
): Promise<void> {
  clock.advance(ms);
  const refreshed = await call<LoginResult>(app, 'POST', '/user/auth/refresh', {
    payload: { refreshToken: learner.refreshToken },
  });
  if (refreshed.status !== 200 || !refreshed.body.refreshToken)
    throw new Error(`refresh: ${JSON.stringify(refreshed.body)}`);
  learner.token = refreshed.body.accessToken;
  learner.refreshToken = refreshed.body.refreshToken;
}
