import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdaptiveKeysAnswer } from '../../contracts';
import { adaptiveKeyOrder } from '../../content/adaptive';
import { loadFamily } from '../../content/catalogue';
import { unlockedKeysOfTexts } from './service';
import { TEST_DATABASES, call, guestWithStudent, signInAsGuest, suiteServer } from '../test/harness';
import { typeText } from '../test/typing';

type Answer<T> = T & { errorCode?: string };

describe('unlockedKeysOfTexts', () => {
  it('unlocks the finger course letters up to the furthest one typed, never fewer than the first seven', () => {
    expect(unlockedKeysOfTexts([])).toEqual([]);
    expect(unlockedKeysOfTexts(['sad lads'])).toEqual([...'fjdksla']);
    expect(unlockedKeysOfTexts(['sad lads', 'Hash flag'])).toEqual([...'fjdkslagh']);
  });

  it("follows the order of the character's layout: on AZERTY, a comes with the upper row", () => {
    const azerty = adaptiveKeyOrder('fr');
    expect(unlockedKeysOfTexts(['ski'], azerty)).toEqual([...'fjdkslqmghruei']);
    expect(unlockedKeysOfTexts(['sad lads'], azerty)).toEqual([...'fjdkslqmghrueizoa']);
    expect(unlockedKeysOfTexts(['those'], adaptiveKeyOrder('dvorak'))).toEqual([...'uhetonas']);
  });
});

describe.each(TEST_DATABASES)('the adaptive practice keys (%s)', (kind) => {
  const server = suiteServer(kind);
  let token: string;
  let characterId: number;

  beforeAll(async () => {
    ({ token, characterId } = await guestWithStudent(server.app, 'Unlocker'));
  });

  const keysOn = (deviceId: string) =>
    call<Answer<AdaptiveKeysAnswer>>(server.app, 'GET', '/practice/keys', {
      token,
      payload: { characterId, deviceId },
    });

  it('a second device gets the keys unlocked on the first', async () => {
    expect((await keysOn('second-device')).body).toEqual({ unlocked: [], taughtKeys: true });
    const lesson = (await loadFamily('adaptive'))!.chapters[0]!.lessons[0]!;
    // The first device typed a session that had unlocked g and h.
    const text = 'glad hash gash';
    const sent = await call(server.app, 'POST', '/attempt/submit', {
      token,
      payload: {
        characterId,
        deviceId: 'first-device',
        idempotencyKey: randomUUID(),
        kind: 'lesson',
        lessonSlug: lesson.slug,
        mode: lesson.mode,
        text,
        keystrokes: typeText(text),
        startedAt: server.clock.now().getTime() - 60_000,
        timeZone: 'UTC',
      },
    });
    expect(sent.status).toBe(200);
    // A teacher's word list may use any key: it unlocks nothing.
    await call(server.app, 'POST', '/attempt/submit', {
      token,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        kind: 'practice',
        practiceId: 'adaptive-words',
        mode: 'stop',
        text: 'zoo',
        keystrokes: typeText('zoo'),
        startedAt: server.clock.now().getTime() - 60_000,
        timeZone: 'UTC',
      },
    });

    const second = await keysOn('second-device');
    expect(second.status).toBe(200);
    expect(second.body.unlocked).toEqual([...'fjdkslagh']);
  });

  it('is the character owner’s only', async () => {
    const other = await signInAsGuest(server.app);
    const answer = await call<Answer<object>>(server.app, 'GET', '/practice/keys', {
      token: other.accessToken,
      payload: { characterId },
    });
    expect(answer.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });
});
