import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { ApiErrorBody, KeystrokeEntry, SubmitAttemptResult } from '../../contracts';
import { call, guestWithStudent, type CallResult, type TestServer } from './harness';
import { typeText } from './typing';

/** A lesson as attempts name it. */
export interface LessonRef {
  slug: string;
  mode: string;
  text: string;
}

export interface AttemptOptions {
  /** Positions typed with a wrong key first (see typeText). */
  slips?: Record<number, string>;
  /** The keystroke log, when the test writes its own. */
  keystrokes?: readonly KeystrokeEntry[];
}

/**
 * A signed-in learner of server tests: a new guest with one student character, who types and submits attempts
 * (one key every 200 ms, started a minute before the server's clock) in its time zone.
 */
export class Learner {
  constructor(
    private readonly server: Pick<TestServer, 'app' | 'clock'>,
    readonly token: string,
    readonly characterId: number,
    private readonly timeZone: string,
  ) {}

  /** The submit payload of `text` typed in stop mode, with `fields` on top (kind, practiceId, lessonSlug…). */
  attempt(text: string, fields: Record<string, unknown> = {}, options: AttemptOptions = {}) {
    return {
      characterId: this.characterId,
      idempotencyKey: randomUUID(),
      mode: 'stop',
      text,
      keystrokes: options.keystrokes ?? typeText(text, { slips: options.slips }),
      startedAt: this.server.clock.now().getTime() - 60_000,
      timeZone: this.timeZone,
      ...fields,
    };
  }

  /** The submit payload of a lesson typed through, with `fields` on top. */
  lessonAttempt(lesson: LessonRef, fields: Record<string, unknown> = {}, options: AttemptOptions = {}) {
    return this.attempt(
      lesson.text,
      { kind: 'lesson', lessonSlug: lesson.slug, mode: lesson.mode, ...fields },
      options,
    );
  }

  /** POST /attempt/submit as this learner (or with another token). */
  submit<T = SubmitAttemptResult>(
    payload: Record<string, unknown>,
    token: string = this.token,
  ): Promise<CallResult<T & Partial<ApiErrorBody>>> {
    return call(this.server.app, 'POST', '/attempt/submit', { token, payload });
  }
}

/** A new learner now (inside a test). */
export async function newLearner(
  server: Pick<TestServer, 'app' | 'clock'>,
  nickname: string,
  timeZone = 'UTC',
): Promise<Learner> {
  const { token, characterId } = await guestWithStudent(server.app, nickname);
  return new Learner(server, token, characterId, timeZone);
}

/**
 * A learner for the tests of the calling suite, signed in before them (call it in a describe block, after
 * suiteServer); what it returns reads the learner only inside tests and hooks.
 */
export function suiteLearner(server: TestServer, nickname: string, timeZone = 'UTC'): Learner {
  let learner: Learner | undefined;
  beforeAll(async () => {
    learner = await newLearner(server, nickname, timeZone);
  });
  const get = () => {
    if (!learner) throw new Error('the suite learner is read before it signed in');
    return learner;
  };
  return new Proxy({} as Learner, {
    get: (_target, property) => {
      const value = Reflect.get(get(), property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(get()) : value;
    },
  });
}
