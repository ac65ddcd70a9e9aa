import { describe, expect, it } from 'vitest';
import CHS from '../../locales/CHS.json';
import CHT from '../../locales/CHT.json';
import ENG from '../../locales/ENG.json';
import JA from '../../locales/JA.json';
import MSA from '../../locales/MSA.json';
import {
  API_ROUTES,
  CHINESE_NICKNAMES,
  CreateCharacterPayloadSchema,
  ENGLISH_NICKNAMES,
  ERROR_CATALOGUE,
  NICKNAME_MAX,
  SubmitAttemptPayloadSchema,
  avatarCatalogue,
  errorMessageId,
  findAvatar,
  nicknamePool,
  randomNickname,
  type ErrorCode,
  IdSchema,
  MAX_ID,
  PROVIDER_CALLS,
} from '.';

const bundles = { ENG, CHS, CHT, MSA, JA } as Record<string, Record<string, string>>;

describe('the avatar catalogue', () => {
  it('global edition: students 1-4 free, 5-8 pro; teachers, institution and school free', () => {
    const pro = avatarCatalogue('global')
      .filter((entry) => entry.isPro)
      .map((entry) => entry.key);
    expect(pro).toEqual(['avatar-student-5', 'avatar-student-6', 'avatar-student-7', 'avatar-student-8']);
    expect(avatarCatalogue('global').map((entry) => entry.type)).toEqual([
      ...Array(8).fill('STUDENT'),
      'TEACHER',
      'TEACHER',
      'INST',
      'SCHOOL',
    ]);
  });

  it('China-region edition: students only, 4-8 pro', () => {
    const catalogue = avatarCatalogue('cn');
    expect(catalogue.every((entry) => entry.type === 'STUDENT')).toBe(true);
    expect(catalogue.filter((entry) => entry.isPro).map((entry) => entry.key)).toEqual([
      'avatar-student-4',
      'avatar-student-5',
      'avatar-student-6',
      'avatar-student-7',
      'avatar-student-8',
    ]);
    expect(findAvatar('cn', 'avatar-teacher-1')).toBeUndefined();
  });

  it('treats avatar-default as student 1', () => {
    expect(findAvatar('global', 'avatar-default')).toEqual({
      key: 'avatar-student-1',
      type: 'STUDENT',
      isPro: false,
    });
  });
});

describe('nicknames', () => {
  it('has about 100 English first names and about 130 Chinese nicknames, all unique and short enough', () => {
    expect(ENGLISH_NICKNAMES.length).toBeGreaterThanOrEqual(95);
    expect(CHINESE_NICKNAMES.length).toBeGreaterThanOrEqual(125);
    const all = [...ENGLISH_NICKNAMES, ...CHINESE_NICKNAMES];
    expect(new Set(all).size).toBe(all.length);
    for (const name of all) {
      expect(CreateCharacterPayloadSchema.shape.nickname.safeParse(name).success, name).toBe(true);
      expect([...name].length).toBeLessThanOrEqual(NICKNAME_MAX);
    }
  });

  it("picks a name in the learner's language from the edition's pool", () => {
    for (let random = 0; random < 1; random += 0.01) {
      expect(ENGLISH_NICKNAMES).toContain(randomNickname('global', random, 'ENG'));
      expect(ENGLISH_NICKNAMES).toContain(randomNickname('global', random, 'MSA'));
      expect(ENGLISH_NICKNAMES).toContain(randomNickname('global', random, 'JA'));
      expect(CHINESE_NICKNAMES).toContain(randomNickname('global', random, 'CHS'));
      // The China-region pool has no Chinese names (spec 3): English ones, whatever the language.
      expect(ENGLISH_NICKNAMES).toContain(randomNickname('cn', random, 'CHS'));
    }
  });

  it('picks Chinese nicknames too outside the China-region edition', () => {
    expect(nicknamePool('global')).toHaveLength(ENGLISH_NICKNAMES.length + CHINESE_NICKNAMES.length);
    expect(nicknamePool('cn')).toEqual(ENGLISH_NICKNAMES);
    expect(randomNickname('global', 0)).toBe(ENGLISH_NICKNAMES[0]);
    expect(randomNickname('global', 0.999999, 'CHS')).toBe(CHINESE_NICKNAMES.at(-1));
  });
});

describe('the error catalogue', () => {
  it('has a message for every code in every language, the English one as in the catalogue', () => {
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
      expect(ENG[errorMessageId(code) as keyof typeof ENG], code).toBe(ERROR_CATALOGUE[code].message);
      for (const [language, bundle] of Object.entries(bundles)) {
        expect(bundle[errorMessageId(code)], `${language} ${code}`).toBeTruthy();
      }
    }
  });

  it('uses HTTP statuses of errors, and 600 only for the client-made network errors', () => {
    for (const [code, { status }] of Object.entries(ERROR_CATALOGUE)) {
      if (code.startsWith('NETWORK_')) expect(status).toBe(600);
      else expect(status >= 400 && status < 600, code).toBe(true);
    }
  });
});

describe('form-encoded payloads', () => {
  it('refuse an id beyond the database integer, which would otherwise reach a query and fail there', () => {
    expect(IdSchema.safeParse(String(MAX_ID)).success).toBe(true);
    expect(IdSchema.safeParse(String(MAX_ID + 1)).success).toBe(false);
    expect(IdSchema.safeParse('0').success).toBe(false);
  });

  it('take the string forms of numbers, booleans and the keystroke log', () => {
    const parsed = SubmitAttemptPayloadSchema.parse({
      deviceId: 'device-123456',
      characterId: '12',
      idempotencyKey: 'a1b2c3d4-e5f6',
      kind: 'practice',
      mode: 'free',
      text: 'fj',
      keystrokes: '[{"kind":"insert","char":"f","timeStamp":10.5},{"kind":"delete","timeStamp":20}]',
      startedAt: '1767225600000',
      timeZone: 'Asia/Kuala_Lumpur',
      lessonSlug: '',
    });
    expect(parsed).toMatchObject({ characterId: 12, startedAt: 1767225600000, lessonSlug: undefined });
    expect(parsed.keystrokes).toEqual([
      { kind: 'insert', char: 'f', timeStamp: 10.5 },
      { kind: 'delete', timeStamp: 20 },
    ]);
  });

  it('every route has a path under a resource, and every payload of the app needs the deviceId', () => {
    for (const [name, route] of Object.entries(API_ROUTES)) {
      expect(route.path, name).toMatch(/^\/[a-z]/);
      // A payment provider's notification comes from the provider, not from a device.
      if ((PROVIDER_CALLS as readonly string[]).includes(name)) continue;
      const result = route.payload.safeParse({});
      expect(result.success, name).toBe(false);
      if (!result.success)
        expect(
          result.error.issues.map((issue) => issue.path[0]),
          name,
        ).toContain('deviceId');
    }
  });
});
