import { describe, expect, it } from 'vitest';
import type { Character, Group, GroupDetail } from '../../contracts';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';
import { teacher } from './test-helpers';

type Answer<T> = T & { errorCode?: string };

describe.each(TEST_DATABASES)('a class set to one keyboard layout (%s)', (kind) => {
  const server = suiteServer(kind);
  const send = <T>(method: 'GET' | 'POST', path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer<T>>(server.app, method, path, { token, payload });
  const characterOf = async (token: string, characterId: number) =>
    (await send<Character[]>('GET', '/character/list', token, {})).body.find(
      (character) => character.characterId === characterId,
    )!;

  it("the teacher sets it, its students' lessons use it over their own, and clearing it gives theirs back", async () => {
    const owner = await teacher(server.app);
    const group = (
      await send<Group>('POST', '/group/create', owner.token, {
        characterId: owner.characterId,
        name: 'Room 12',
      })
    ).body;
    expect(group.keyboardLayout).toBeNull();
    const student = await guestWithStudent(server.app, 'Léa');
    await send('POST', '/character/update', student.token, {
      characterId: student.characterId,
      avatar: 'avatar-student-1',
      nickname: 'Léa',
      keyboardLayout: 'de',
    });
    expect(
      (
        await send('POST', '/group/join', student.token, {
          characterId: student.characterId,
          code: group.joinCode,
        })
      ).status,
    ).toBe(200);
    expect((await characterOf(student.token, student.characterId)).classKeyboardLayout).toBeNull();

    // Only the class's teacher sets it, and only to a layout KeyQuest knows.
    const byStudent = await send('POST', '/group/keyboard-layout', student.token, {
      characterId: student.characterId,
      groupId: group.groupId,
      keyboardLayout: 'fr',
    });
    expect(byStudent.status).toBeGreaterThanOrEqual(400);
    const unknown = await send('POST', '/group/keyboard-layout', owner.token, {
      characterId: owner.characterId,
      groupId: group.groupId,
      keyboardLayout: 'klingon',
    });
    expect(unknown.body.errorCode).toBe('KEYBOARD_LAYOUT_UNKNOWN');

    const set = await send<Group>('POST', '/group/keyboard-layout', owner.token, {
      characterId: owner.characterId,
      groupId: group.groupId,
      keyboardLayout: 'fr',
    });
    expect(set.status).toBe(200);
    expect(set.body.keyboardLayout).toBe('fr');
    const detail = await send<GroupDetail>('GET', '/group/detail', owner.token, {
      characterId: owner.characterId,
      groupId: group.groupId,
    });
    expect(detail.body).toMatchObject({ keyboardLayout: 'fr' });
    // The teacher's list shows each student's own layout; the student's lessons take the class's.
    expect(detail.body.members[0]).toMatchObject({ nickname: 'Léa', keyboardLayout: 'de' });
    const inClass = await characterOf(student.token, student.characterId);
    expect(inClass.keyboardLayout).toBe('de');
    expect(inClass.classKeyboardLayout).toEqual({ groupName: 'Room 12', keyboardLayout: 'fr' });
    // Saving the character (its nickname) answers the class's layout too.
    const updated = await send<Character>('POST', '/character/update', student.token, {
      characterId: student.characterId,
      avatar: 'avatar-student-1',
      nickname: 'Léa B',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.classKeyboardLayout).toEqual({ groupName: 'Room 12', keyboardLayout: 'fr' });

    const cleared = await send<Group>('POST', '/group/keyboard-layout', owner.token, {
      characterId: owner.characterId,
      groupId: group.groupId,
    });
    expect(cleared.body.keyboardLayout).toBeNull();
    const own = await characterOf(student.token, student.characterId);
    expect(own.classKeyboardLayout).toBeNull();
    expect(own.keyboardLayout).toBe('de');
  });
});
