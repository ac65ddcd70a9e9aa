import { describe, expect, it } from 'vitest';
import type { KeystrokeEntry, SubmitAttemptResult } from '../../contracts';
import { findLesson } from '../../content';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { suiteLearner } from '../test/learner';
import { typeText } from '../test/typing';

const LESSON = findLesson('home-keys-f-and-j')!.lesson;

describe.each(TEST_DATABASES)('results no person can type are refused (%s)', (kind) => {
  const server = suiteServer(kind);
  const learner = suiteLearner(server, 'Quick', 'Europe/Paris');

  const attempt = (overrides: Record<string, unknown> = {}) => learner.lessonAttempt(LESSON, overrides);
  const submit = (payload: Record<string, unknown>) => learner.submit(payload);
  const today = async () =>
    (
      await call<{ totals: { attempts: number } }>(server.app, 'GET', '/report/today', {
        token: learner.token,
        payload: { characterId: learner.characterId, timeZone: 'Europe/Paris' },
      })
    ).body.totals.attempts;

  it('accepts a person typing, and refuses the impossible with ATTEMPT_IMPLAUSIBLE without counting it', async () => {
    expect((await submit(attempt())).status).toBe(200);
    const counted = await today();

    const text = 'f'.repeat(57);
    // 57 characters in 1 ms.
    const burst: KeystrokeEntry[] = [...text].map((char, index) => ({
      kind: 'insert',
      char,
      timeStamp: 1000 + index / 57,
    }));
    // The same log with its timestamps shuffled.
    const shuffled = typeText(LESSON.text).map((entry, index, all) => ({
      ...entry,
      timeStamp: all[(index * 7) % all.length]!.timeStamp,
    }));
    const refusals = [
      attempt({
        kind: 'practice',
        lessonSlug: undefined,
        practiceId: 'english-words',
        text,
        keystrokes: burst,
      }),
      attempt({ keystrokes: shuffled }),
      attempt({ startedAt: 0 }),
      attempt({ startedAt: Date.UTC(1970, 0, 2) }),
      // A one-character adaptive practice text.
      attempt({ lessonSlug: 'adaptive-my-keys', text: 'f', keystrokes: typeText('f') }),
      // A two-key burst in a microsecond: the score would overflow its column.
      attempt({
        kind: 'practice',
        lessonSlug: undefined,
        practiceId: 'english-words',
        text: 'ff',
        keystrokes: [
          { kind: 'insert', char: 'f', timeStamp: 1000 },
          { kind: 'insert', char: 'f', timeStamp: 1000.000001 },
        ],
      }),
    ];
    for (const payload of refusals) {
      const answer = await submit(payload);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.errorCode).toBe('ATTEMPT_IMPLAUSIBLE');
    }
    expect(await today()).toBe(counted);
  });

  it('takes the documented maximum of 30,000 keystrokes as a JSON body', async () => {
    const text = 'f'.repeat(10_000);
    const keystrokes: KeystrokeEntry[] = [];
    let time = 1000;
    for (let index = 0; index < text.length; index++) {
      keystrokes.push({ kind: 'insert', char: 'j', timeStamp: (time += 60) });
      keystrokes.push({ kind: 'delete', timeStamp: (time += 60) });
      keystrokes.push({ kind: 'insert', char: 'f', timeStamp: (time += 60) });
    }
    expect(keystrokes).toHaveLength(30_000);
    const payload = attempt({
      kind: 'practice',
      lessonSlug: undefined,
      practiceId: 'english-words',
      mode: 'free',
      text,
      keystrokes,
      deviceId: 'test-device-0001',
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/attempt/submit',
      headers: {
        authorization: `Bearer ${learner.token}`,
        'content-type': 'application/json',
        language: 'ENG',
      },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json<SubmitAttemptResult>().metrics.keystrokes).toBe(30_000);
  });
});
