import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_SETTINGS, type AccessSettings, type CharacterAccess } from '../../contracts';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';
import { readSettings } from './service';

describe.each(TEST_DATABASES)('accessibility settings per character (%s)', (kind) => {
  const server = suiteServer(kind);

  it('gives the defaults until saved, then keeps the whole object for that character only', async () => {
    const first = await guestWithStudent(server.app, 'Ada');
    const fresh = await call<CharacterAccess>(server.app, 'GET', '/character/access', {
      token: first.token,
      payload: { characterId: first.characterId },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      characterId: first.characterId,
      settings: DEFAULT_ACCESS_SETTINGS,
      savedAt: null,
    });

    const chosen: AccessSettings = {
      ...DEFAULT_ACCESS_SETTINGS,
      selfVoicing: true,
      cueVolume: 60,
      textSize: 200,
      spacing: 'wider',
      fingerMarks: 'numbers',
      highContrast: true,
      oneHanded: 'left',
    };
    const saved = await call<CharacterAccess>(server.app, 'POST', '/character/access/save', {
      token: first.token,
      payload: { characterId: first.characterId, settings: chosen },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(chosen);
    const read = await call<CharacterAccess>(server.app, 'GET', '/character/access', {
      token: first.token,
      payload: { characterId: first.characterId },
    });
    expect(read.body.settings).toEqual(chosen);
    expect(read.body.savedAt).not.toBeNull();

    // Another account's character does not exist for this one, to read or to write.
    const other = await guestWithStudent(server.app, 'Bo');
    for (const [method, path, payload] of [
      ['GET', '/character/access', { characterId: first.characterId }],
      ['POST', '/character/access/save', { characterId: first.characterId, settings: chosen }],
    ] as const) {
      const refused = await call<{ errorCode: string }>(server.app, method, path, {
        token: other.token,
        payload,
      });
      expect(refused.body.errorCode).toBe('CHARACTER_NOT_FOUND');
    }
  });

  it('refuses a text size past 200 % and an unknown hand', async () => {
    const { token, characterId } = await guestWithStudent(server.app, 'Cy');
    for (const wrong of [{ textSize: 250 }, { oneHanded: 'middle' }, { cueVolume: 101 }]) {
      const answer = await call<{ errorCode: string }>(server.app, 'POST', '/character/access/save', {
        token,
        payload: { characterId, settings: { ...DEFAULT_ACCESS_SETTINGS, ...wrong } },
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('stored settings read back', () => {
  it('fills what an older row lacks with the defaults and drops what no longer fits', () => {
    expect(readSettings({ selfVoicing: true, textSize: 300, unknown: 1 })).toEqual({
      ...DEFAULT_ACCESS_SETTINGS,
      selfVoicing: true,
    });
    expect(readSettings(null)).toEqual(DEFAULT_ACCESS_SETTINGS);
  });
});
