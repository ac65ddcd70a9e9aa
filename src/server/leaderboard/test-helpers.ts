import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  ApiErrorBody,
  Character,
  LoginResult,
  KeystrokeEntry,
  Leaderboard,
  LeaderboardBoard,
  LeaderboardScope,
  SubmitAttemptResult,
} from '../../contracts';
import { call, signInAsGuest, type TestServer } from '../test/harness';
import { typeText } from '../test/typing';

export interface Learner {
  name: string;
  token: string;
  characterId: number;
  refreshToken: string;
  deviceId: string;
}

/** A guest with one student character named `name`. */
export async function newLearner(app: FastifyInstance, name: string): Promise<Learner> {
  const login = await signInAsGuest(app);
  const created = await call<Character>(app, 'POST', '/character/create', {
    token: login.accessToken,
    payload: { avatar: 'avatar-student-1', nickname: name, type: 'STUDENT' },
  });
  if (created.status !== 200) throw new Error(`character creation failed: ${JSON.stringify(created.body)}`);
  return {
    name,
    token: login.accessToken,
    characterId: created.body.characterId,
    refreshToken: login.refreshToken,
    deviceId: login.deviceId,
  };
}

/** A new access token for a learner after the clock moved on (days later). */
export async function renew(app: FastifyInstance, learner: Learner): Promise<void> {
  const { status, body } = await call<LoginResult>(app, 'POST', '/user/auth/refresh', {
    payload: { deviceId: learner.deviceId, refreshToken: learner.refreshToken },
  });
  if (status !== 200 || !body.refreshToken) throw new Error(`refresh failed: ${JSON.stringify(body)}`);
  learner.token = body.accessToken;
  learner.refreshToken = body.refreshToken;
}

/** A practice text of its own for each learner and round: logs of different learners never match. */
export const practiceText = (name: string, round = 0) =>
  `${name.toLowerCase()} types ${round} the quick brown fox jumps over the lazy dog`;

/** Submits a practice attempt of `text` typed from `keystrokes` (default: one key every `gapMs`). */
export async function practise(
  server: TestServer,
  learner: Learner,
  options: {
    text?: string;
    gapMs?: number;
    keystrokes?: KeystrokeEntry[];
    extra?: Record<string, unknown>;
  } = {},
) {
  const text = options.text ?? practiceText(learner.name);
  return call<SubmitAttemptResult & ApiErrorBody>(server.app, 'POST', '/attempt/submit', {
    token: learner.token,
    payload: {
      characterId: learner.characterId,
      idempotencyKey: randomUUID(),
      kind: 'practice',
      practiceId: 'english-words',
      mode: 'stop',
      text,
      keystrokes: options.keystrokes ?? typeText(text, { gapMs: options.gapMs ?? 250 }),
      startedAt: server.clock.now().getTime() - 60_000,
      timeZone: 'Europe/Paris',
      ...options.extra,
    },
  });
}

export async function board(
  server: TestServer,
  learner: Learner,
  board: LeaderboardBoard,
  window: 7 | 30,
  scope: LeaderboardScope = 'everyone',
  groupId?: number,
) {
  const answer = await call<Leaderboard & ApiErrorBody>(server.app, 'GET', '/leaderboard', {
    token: learner.token,
    payload: { characterId: learner.characterId, board, scope, window, ...(groupId ? { groupId } : {}) },
  });
  return answer;
}

/** The nicknames on every public board (total and progress, 7 and 30 days) as `viewer` sees them. */
export async function everyBoard(server: TestServer, viewer: Learner): Promise<string[]> {
  const names = new Set<string>();
  for (const kind of ['total', 'progress'] as const) {
    for (const window of [7, 30] as const) {
      const { status, body } = await board(server, viewer, kind, window);
      if (status !== 200) throw new Error(`board ${kind} ${window}: ${JSON.stringify(body)}`);
      for (const row of [...body.rows, ...(body.own ? [body.own] : [])]) names.add(row.nickname);
    }
  }
  return [...names];
}
