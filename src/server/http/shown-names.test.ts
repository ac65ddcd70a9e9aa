import { describe, expect, it } from 'vitest';
import {
  CHINESE_NICKNAMES,
  ENGLISH_NICKNAMES,
  type Character,
  type CustomCourse,
  type Group,
  type SchoolOverview,
} from '../../contracts';
import { customCourses } from '../db/schema';
import { registered, teacher } from '../groups/test-helpers';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';

type Answer<T> = T & { errorCode?: string; message?: string; details?: { fields?: { path: string }[] } };

/** Names one child would show others, each refused by the one safety filter (src/content/safety). */
const REFUSED = ['BigAss', 'f u c k', 'sh1t happens', '傻逼班', 'caonima'];

/**
 * What one child shows another passes the one safety filter on the server: typed nicknames, group and school
 * class names (made in the form or read from a school's CSV), a school's name and the custom course titles a
 * teacher shares with a class. A refusal is NAME_NOT_ALLOWED, naming the field, in the request's language.
 */
describe.each(TEST_DATABASES)('names others read (%s)', (kind) => {
  const server = suiteServer(kind);
  const post = <T>(path: string, token: string, payload: Record<string, unknown>, language = 'ENG') =>
    call<Answer<T>>(server.app, 'POST', path, { token, payload, headers: { language } });

  const expectRefused = (answer: { status: number; body: Answer<unknown> }, field?: string) => {
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('NAME_NOT_ALLOWED');
    if (field) expect(answer.body.details?.fields?.map((refused) => refused.path)).toEqual([field]);
  };

  it('refuses a typed nickname on creating and renaming a role, and answers in the request’s language', async () => {
    const kid = await guestWithStudent(server.app, 'Oliver');
    for (const nickname of REFUSED) {
      const made = await post('/character/create', kid.token, {
        avatar: 'avatar-student-1',
        nickname,
        type: 'STUDENT',
      });
      expectRefused(made, 'nickname');
      const renamed = await post('/character/update', kid.token, {
        characterId: kid.characterId,
        avatar: 'avatar-student-1',
        nickname,
      });
      expectRefused(renamed, 'nickname');
    }
    const chinese = await post(
      '/character/update',
      kid.token,
      { characterId: kid.characterId, avatar: 'avatar-student-1', nickname: 'BigAss' },
      'CHS',
    );
    expect(chinese.body.message).toBe('这里有一个不适合给孩子看的词语，请换一个');
    const list = await call<Character[]>(server.app, 'GET', '/character/list', { token: kid.token });
    expect(list.body.map((character) => character.nickname)).toEqual(['Oliver']);
  });

  it('takes every name of the random nickname pools, and everyday names near a refused word', async () => {
    const kid = await guestWithStudent(server.app, 'Oliver');
    for (const nickname of [...ENGLISH_NICKNAMES, ...CHINESE_NICKNAMES, 'Cassie', 'Dickens', 'Class 3B']) {
      const renamed = await post<Character>('/character/update', kid.token, {
        characterId: kid.characterId,
        avatar: 'avatar-student-1',
        nickname,
      });
      expect(renamed.body.errorCode, nickname).toBeUndefined();
      expect(renamed.body.nickname).toBe(nickname);
    }
  });

  it('refuses a group’s name on creating and renaming it; the group keeps its name', async () => {
    const { token, characterId } = await teacher(server.app);
    for (const name of REFUSED)
      expectRefused(await post('/group/create', token, { characterId, name }), 'name');
    const made = await post<Group>('/group/create', token, { characterId, name: 'Class 3B' });
    expect(made.status).toBe(200);
    const renamed = await post('/group/rename', token, {
      characterId,
      groupId: made.body.groupId,
      name: 'Dick Squad',
    });
    expectRefused(renamed, 'name');
    const detail = await call<Group>(server.app, 'GET', '/group/detail', {
      token,
      payload: { characterId, groupId: made.body.groupId },
    });
    expect(detail.body.name).toBe('Class 3B');
  });

  it('refuses a school’s name, its office nickname, a class made in the form and one read from the CSV', async () => {
    const account = await registered(server.app);
    expectRefused(
      await post('/school/open', account.token, { name: 'Shit School', nickname: 'Office' }),
      'name',
    );
    expectRefused(
      await post('/school/open', account.token, { name: 'Hillside', nickname: 'a$$hole' }),
      'nickname',
    );
    const opened = await post<SchoolOverview>('/school/open', account.token, {
      name: 'Hillside',
      nickname: 'Office',
    });
    expect(opened.status).toBe(200);
    const characterId = opened.body.characterId;
    expectRefused(
      await post('/school/class/create', account.token, { characterId, name: '4 Killers' }),
      'name',
    );
    const imported = await post('/school/students/import', account.token, {
      characterId,
      csv: ['name,class', 'Ann,4A', 'Ben,傻逼班'].join('\n'),
    });
    expectRefused(imported, 'line 3');
    const overview = await call<SchoolOverview>(server.app, 'GET', '/school/overview', {
      token: account.token,
      payload: { characterId },
    });
    // Nothing of the refused file was opened, its good line included.
    expect(overview.body.classes).toEqual([]);
  });

  it('refuses a course title a teacher could share, and will not share one kept from before the filter', async () => {
    const { token, characterId } = await teacher(server.app);
    const text = 'the cat sat on the mat';
    for (const title of REFUSED) {
      expectRefused(await post('/course/custom/create', token, { characterId, title, text }), 'title');
    }
    const course = await post<CustomCourse>('/course/custom/create', token, {
      characterId,
      title: 'Cats',
      text,
    });
    expect(course.status).toBe(200);
    expectRefused(
      await post('/course/custom/update', token, {
        characterId,
        courseId: course.body.courseId,
        title: 'Kill the cat',
        text,
      }),
      'title',
    );

    // A title saved before titles were judged is judged again when the teacher shares it with a class.
    const group = await post<Group>('/group/create', token, { characterId, name: 'Class 3B' });
    const [old] = await server.database.db
      .insert(customCourses)
      .values({ characterId, title: 'Big Ass Words', text, mode: 'stop' })
      .returning({ id: customCourses.id });
    const shared = await post('/group/assignment/create', token, {
      characterId,
      groupId: group.body.groupId,
      kind: 'custom',
      target: String(old!.id),
    });
    expectRefused(shared);
    const fine = await post('/group/assignment/create', token, {
      characterId,
      groupId: group.body.groupId,
      kind: 'custom',
      target: String(course.body.courseId),
    });
    expect(fine.status).toBe(200);
  });
});
