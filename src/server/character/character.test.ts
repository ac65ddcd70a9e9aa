import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Character, LoginResult } from '../../contracts';
import { users } from '../db/schema';
import {
  TEST_DATABASES,
  call,
  openTestDatabase,
  signInAsGuest,
  startApp,
  type TestServer,
} from '../test/harness';

describe.each(TEST_DATABASES)('characters (%s)', (kind) => {
  let server: TestServer;
  let guest: LoginResult;

  beforeAll(async () => {
    server = await startApp(await openTestDatabase(kind));
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  const create = (token: string, payload: Record<string, unknown>) =>
    call<Character & { errorCode?: string }>(server.app, 'POST', '/character/create', { token, payload });

  it('a guest creates a student with a free avatar and finds it in the list', async () => {
    guest = await signInAsGuest(server.app);
    const created = await create(guest.accessToken, {
      avatar: 'avatar-student-1',
      nickname: 'Oliver',
      type: 'STUDENT',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ avatar: 'avatar-student-1', nickname: 'Oliver', type: 'STUDENT' });
    expect(created.body).not.toHaveProperty('errorCode');

    const list = await call<Character[]>(server.app, 'GET', '/character/list', { token: guest.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.map((character) => character.characterId)).toEqual([created.body.characterId]);
  });

  it('refuses an empty nickname, even one made of spaces', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    for (const nickname of ['', '   ']) {
      const answer = await create(accessToken, { avatar: 'avatar-student-1', nickname, type: 'STUDENT' });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('NICKNAME_EMPTY');
    }
    const missing = await create(accessToken, { avatar: 'avatar-student-1', type: 'STUDENT' });
    expect(missing.body.errorCode).toBe('NICKNAME_EMPTY');
  });

  it('takes 15 characters (Chinese too) and refuses 16', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const fifteen = await create(accessToken, {
      avatar: 'avatar-student-2',
      nickname: 'a'.repeat(15),
      type: 'STUDENT',
    });
    expect(fifteen.status).toBe(200);
    const chinese = await create(accessToken, {
      avatar: 'avatar-student-2',
      nickname: '小星星'.repeat(5),
      type: 'STUDENT',
    });
    expect(chinese.status).toBe(200);
    const sixteen = await create(accessToken, {
      avatar: 'avatar-student-2',
      nickname: 'a'.repeat(16),
      type: 'STUDENT',
    });
    expect(sixteen.status).toBe(400);
    expect(sixteen.body.errorCode).toBe('NICKNAME_TOO_LONG');
  });

  it('refuses a pro avatar on a FREE subscription with the upgrade error, and creates nothing', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const answer = await create(accessToken, {
      avatar: 'avatar-student-5',
      nickname: 'Mia',
      type: 'STUDENT',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('AVATAR_NEEDS_UPGRADE');
    const list = await call<Character[]>(server.app, 'GET', '/character/list', { token: accessToken });
    expect(list.body).toEqual([]);
  });

  it('lets a member take a pro avatar', async () => {
    const member = await signInAsGuest(server.app);
    await server.database.db
      .update(users)
      .set({ subscriptionType: 'LIFETIME' })
      .where(eq(users.id, member.user.uid));
    const answer = await create(member.accessToken, {
      avatar: 'avatar-student-8',
      nickname: 'Max',
      type: 'STUDENT',
    });
    expect(answer.status).toBe(200);
  });

  it('student 4 is free in the global edition', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const answer = await create(accessToken, {
      avatar: 'avatar-student-4',
      nickname: 'Leo',
      type: 'STUDENT',
    });
    expect(answer.status).toBe(200);
  });

  it('refuses an avatar of another role and an unknown avatar', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const wrongRole = await create(accessToken, {
      avatar: 'avatar-teacher-1',
      nickname: 'Ava',
      type: 'STUDENT',
    });
    expect(wrongRole.body.errorCode).toBe('AVATAR_INVALID');
    const unknown = await create(accessToken, { avatar: 'avatar-dragon', nickname: 'Ava', type: 'STUDENT' });
    expect(unknown.body.errorCode).toBe('AVATAR_INVALID');
  });

  it('creates only students and teachers in the app', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    for (const [type, avatar] of [
      ['SCHOOL', 'avatar-school'],
      ['INST', 'avatar-inst'],
    ]) {
      const answer = await create(accessToken, { avatar, nickname: 'Our school', type });
      expect(answer.body.errorCode).toBe('CHARACTER_TYPE_NOT_ALLOWED');
    }
  });

  it('a teacher needs the account to have a password', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const refused = await create(accessToken, {
      avatar: 'avatar-teacher-1',
      nickname: 'Ms Lee',
      type: 'TEACHER',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('TEACHER_NEEDS_PASSWORD');

    const password = await call(server.app, 'POST', '/user/password', {
      token: accessToken,
      payload: { password: 'secret12', confirmPassword: 'secret12' },
    });
    expect(password.status).toBe(200);
    const created = await create(accessToken, {
      avatar: 'avatar-teacher-1',
      nickname: 'Ms Lee',
      type: 'TEACHER',
    });
    expect(created.status).toBe(200);
    expect(created.body.type).toBe('TEACHER');
  });

  it('updates the avatar and nickname, with the same rules', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const created = await create(accessToken, {
      avatar: 'avatar-student-1',
      nickname: 'Noah',
      type: 'STUDENT',
    });
    const characterId = created.body.characterId;
    const update = (payload: Record<string, unknown>) =>
      call<Character & { errorCode?: string }>(server.app, 'POST', '/character/update', {
        token: accessToken,
        payload: { characterId, ...payload },
      });

    const saved = await update({ avatar: 'avatar-student-3', nickname: 'Noah B' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ characterId, avatar: 'avatar-student-3', nickname: 'Noah B' });
    expect((await update({ avatar: 'avatar-student-3', nickname: '' })).body.errorCode).toBe(
      'NICKNAME_EMPTY',
    );
    expect((await update({ avatar: 'avatar-student-6', nickname: 'Noah' })).body.errorCode).toBe(
      'AVATAR_NEEDS_UPGRADE',
    );
    expect((await update({ avatar: 'avatar-teacher-2', nickname: 'Noah' })).body.errorCode).toBe(
      'AVATAR_INVALID',
    );
  });

  it('keeps the keyboard layout a character types on, and refuses a layout it does not know', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const student = { avatar: 'avatar-student-1', type: 'STUDENT' };
    const plain = await create(accessToken, { ...student, nickname: 'Sam' });
    expect(plain.body.keyboardLayout).toBe('us');
    const french = await create(accessToken, { ...student, nickname: 'Chloé', keyboardLayout: 'fr' });
    expect(french.status).toBe(200);
    expect(french.body.keyboardLayout).toBe('fr');

    const unknown = await create(accessToken, { ...student, nickname: 'Max', keyboardLayout: 'qwertz' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('KEYBOARD_LAYOUT_UNKNOWN');

    const update = (payload: Record<string, unknown>) =>
      call<Character & { errorCode?: string }>(server.app, 'POST', '/character/update', {
        token: accessToken,
        payload: {
          characterId: french.body.characterId,
          avatar: 'avatar-student-1',
          nickname: 'Chloé',
          ...payload,
        },
      });
    expect((await update({ keyboardLayout: 'de' })).body.keyboardLayout).toBe('de');
    // Saving the avatar and nickname alone keeps the layout.
    expect((await update({})).body.keyboardLayout).toBe('de');
    expect((await update({ keyboardLayout: 'azerty' })).body.errorCode).toBe('KEYBOARD_LAYOUT_UNKNOWN');

    const list = await call<Character[]>(server.app, 'GET', '/character/list', { token: accessToken });
    expect(list.body.map((character) => [character.nickname, character.keyboardLayout])).toEqual([
      ['Sam', 'us'],
      ['Chloé', 'de'],
    ]);
  });

  it("does not show or change another account's character", async () => {
    const owner = await signInAsGuest(server.app);
    const other = await signInAsGuest(server.app);
    const created = await create(owner.accessToken, {
      avatar: 'avatar-student-1',
      nickname: 'Emma',
      type: 'STUDENT',
    });
    const answer = await call(server.app, 'POST', '/character/update', {
      token: other.accessToken,
      payload: { characterId: created.body.characterId, avatar: 'avatar-student-2', nickname: 'Hacked' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('CHARACTER_NOT_FOUND');
    const list = await call<Character[]>(server.app, 'GET', '/character/list', { token: other.accessToken });
    expect(list.body).toEqual([]);
  });

  it('deletes a character with the acknowledgement (and the password when the account has one)', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const created = await create(accessToken, {
      avatar: 'avatar-student-1',
      nickname: 'Lily',
      type: 'STUDENT',
    });
    const characterId = created.body.characterId;
    const remove = (payload: Record<string, unknown>) =>
      call(server.app, 'DELETE', '/character/delete', {
        token: accessToken,
        payload: { characterId, ...payload },
      });

    expect((await remove({})).body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    await call(server.app, 'POST', '/user/password', {
      token: accessToken,
      payload: { password: 'secret12', confirmPassword: 'secret12' },
    });
    expect((await remove({ acknowledge: true })).body.errorCode).toBe('PASSWORD_REQUIRED');
    expect((await remove({ acknowledge: true, password: 'wrong123' })).body.errorCode).toBe('WRONG_PASSWORD');
    const deleted = await remove({ acknowledge: true, password: 'secret12' });
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    const list = await call<Character[]>(server.app, 'GET', '/character/list', { token: accessToken });
    expect(list.body).toEqual([]);
  });

  it('lists by type for the guest start (the first STUDENT)', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    await call(server.app, 'POST', '/user/password', {
      token: accessToken,
      payload: { password: 'secret12', confirmPassword: 'secret12' },
    });
    await create(accessToken, { avatar: 'avatar-teacher-1', nickname: 'Teacher', type: 'TEACHER' });
    await create(accessToken, { avatar: 'avatar-student-1', nickname: 'Student', type: 'STUDENT' });
    const students = await call<Character[]>(server.app, 'GET', '/character/list', {
      token: accessToken,
      payload: { type: 'STUDENT' },
    });
    expect(students.body.map((character) => character.nickname)).toEqual(['Student']);
  });

  it('limits a FREE account to 5 characters', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    for (let i = 0; i < 5; i++) {
      const answer = await create(accessToken, {
        avatar: 'avatar-student-1',
        nickname: `Kid ${i}`,
        type: 'STUDENT',
      });
      expect(answer.status).toBe(200);
    }
    const sixth = await create(accessToken, {
      avatar: 'avatar-student-1',
      nickname: 'Kid 6',
      type: 'STUDENT',
    });
    expect(sixth.body.errorCode).toBe('CHARACTER_LIMIT_REACHED');
  });

  it('answers 401 without a token and with a bad one', async () => {
    const without = await call(server.app, 'GET', '/character/list');
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
    const bad = await call(server.app, 'GET', '/character/list', { token: 'not.a.jwt' });
    expect(bad.status).toBe(401);
    const forged = guest.accessToken.slice(0, -4) + (guest.accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await call(server.app, 'GET', '/character/list', { token: forged })).status).toBe(401);
  });
});

describe('characters in the China-region edition', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApp(await openTestDatabase('pglite'), { EDITION: 'cn' });
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  it('student 4 is pro, teachers do not exist, and errors default to Simplified Chinese', async () => {
    const { accessToken } = await signInAsGuest(server.app);
    const create = (payload: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/character/create',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ deviceId: 'cn-device-0001', ...payload } as Record<
          string,
          string
        >).toString(),
      });
    const pro = await create({ avatar: 'avatar-student-4', nickname: '小星星', type: 'STUDENT' });
    expect(pro.json()).toMatchObject({
      errorCode: 'AVATAR_NEEDS_UPGRADE',
      message: '该头像为会员专属，升级后即可解锁',
    });
    const teacher = await create({ avatar: 'avatar-teacher-1', nickname: '王老师', type: 'TEACHER' });
    expect(teacher.json().errorCode).toBe('AVATAR_INVALID');
    const free = await create({ avatar: 'avatar-student-3', nickname: '小星星', type: 'STUDENT' });
    expect(free.statusCode).toBe(200);
  });
});
