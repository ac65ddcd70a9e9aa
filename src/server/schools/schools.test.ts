import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  GroupStats,
  ImportStudentsResult,
  LoginResult,
  SchoolOverview,
  SchoolInvitations,
  SchoolReport,
  Character,
  Group,
} from '../../contracts';
import { characters, users } from '../db/schema';
import { registered, teacher, typeLesson } from '../groups/test-helpers';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';

type Answer<T> = T & { errorCode?: string };

describe.each(TEST_DATABASES)('schools (%s)', (kind) => {
  const server = suiteServer(kind);
  const get = <T>(path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer<T>>(server.app, 'GET', path, { token, payload });
  const post = <T>(path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer<T>>(server.app, 'POST', path, { token, payload });
  const del = <T>(path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer<T>>(server.app, 'DELETE', path, { token, payload });

  async function school(name = 'Hillside Primary') {
    const account = await registered(server.app);
    const opened = await post<SchoolOverview>('/school/open', account.token, { name, nickname: 'Office' });
    expect(opened.status).toBe(200);
    return { token: account.token, characterId: opened.body.characterId };
  }
  /** A teacher the school has invited, with her scope and the school's id as her invitation names it. */
  async function invited(token: string, characterId: number, nickname: string) {
    const invitee = await teacher(server.app, nickname);
    await post('/school/teacher/add', token, { characterId, username: invitee.username });
    const scope = { characterId: invitee.characterId };
    const { schoolId } = (await get<SchoolInvitations>('/school/invitations', invitee.token, scope)).body
      .invitations[0]!;
    return { ...invitee, scope, schoolId };
  }
  const csvOf = (rows: [string, string][]) =>
    ['name,class', ...rows.map(([name, cls]) => `${name},${cls}`)].join('\n');

  it('a school needs an account with a password; it is a SCHOOL role of the account', async () => {
    const guest = await guestWithStudent(server.app, 'Kid');
    const refused = await post('/school/open', guest.token, { name: 'X', nickname: 'Office' });
    expect(refused.body.errorCode).toBe('SCHOOL_NEEDS_PASSWORD');
    const empty = await post('/school/open', (await registered(server.app)).token, {
      name: ' ',
      nickname: 'Office',
    });
    expect(empty.body.errorCode).toBe('SCHOOL_NAME_EMPTY');
    const { token, characterId } = await school();
    const list = await get<Character[]>('/character/list', token, {});
    expect(list.body.find((character) => character.characterId === characterId)?.type).toBe('SCHOOL');
    // A school role does not practise.
    const { answer } = await typeLesson(server.app, token, characterId);
    expect(answer.body.errorCode).toBe('CANNOT_START_LEARNING');
  });

  it('opens 30 accounts from a CSV: pseudonymous usernames, generated passwords, no names kept; one signs in', async () => {
    const { token, characterId } = await school();
    const rows: [string, string][] = Array.from({ length: 30 }, (_, i) => [
      `Child Number${i}`,
      i < 20 ? '4A' : '4B',
    ]);
    const opened = await post<ImportStudentsResult>('/school/students/import', token, {
      characterId,
      csv: csvOf(rows),
    });
    expect(opened.status).toBe(200);
    const accounts = opened.body.accounts;
    expect(accounts).toHaveLength(30);
    expect(new Set(accounts.map((account) => account.username)).size).toBe(30);
    for (const account of accounts) {
      expect(account.username).toMatch(/^s\d+-[a-z0-9]{6}$/);
      expect(account.username.toLowerCase()).not.toContain('child');
      expect(account.password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]{8}$/);
    }
    expect(accounts[0]).toMatchObject({ label: 'Child Number0', className: '4A' });

    // Only a username, a class and results: no e-mail, no phone, no name anywhere in the accounts.
    const { db } = server.database;
    const stored = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.username,
          accounts.map((account) => account.username),
        ),
      );
    expect(stored).toHaveLength(30);
    expect(stored.every((user) => user.email === null && user.phone === null)).toBe(true);
    const roles = await db
      .select()
      .from(characters)
      .where(
        inArray(
          characters.userId,
          stored.map((user) => user.id),
        ),
      );
    expect(roles.some((role) => role.nickname.includes('Child'))).toBe(false);

    const overview = await get<SchoolOverview>('/school/overview', token, { characterId });
    expect(overview.body.classes.map((row) => [row.name, row.memberCount])).toEqual([
      ['4A', 20],
      ['4B', 10],
    ]);

    const first = accounts[0]!;
    const login = await call<Answer<LoginResult>>(server.app, 'POST', '/user/auth/login', {
      payload: { username: first.username, password: first.password },
    });
    expect(login.status).toBe(200);
    const own = await get<Character[]>('/character/list', login.body.accessToken, {});
    expect(own.body).toEqual([expect.objectContaining({ type: 'STUDENT', nickname: first.username })]);
    const mine = await get<{ groups: { name: string }[] }>('/group/mine', login.body.accessToken, {
      characterId: own.body[0]!.characterId,
    });
    expect(mine.body.groups.map((group) => group.name)).toEqual(['4A']);

    // Nor can an e-mail address be bound to it later.
    const email = 'child@example.com';
    await call(server.app, 'POST', '/verification/code/send', {
      payload: { via: 'email', target: email, purpose: 'bind' },
    });
    const outbox = await call<{ messages: { code: string }[] }>(server.app, 'GET', '/dev/outbox', {
      payload: { target: email },
    });
    const bound = await post('/user/bind/code', login.body.accessToken, {
      via: 'email',
      target: email,
      code: outbox.body.messages[0]?.code ?? '0000',
    });
    expect(bound.status).toBe(403);
    expect(bound.body.errorCode).toBe('SCHOOL_ACCOUNT_NO_CONTACT');
  });

  it('refuses a CSV without a class column or with an empty class', async () => {
    const { token, characterId } = await school();
    for (const csv of ['name\nAnna', 'name,class\nAnna,', '']) {
      const answer = await post('/school/students/import', token, { characterId, csv });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('SCHOOL_CSV_INVALID');
    }
    const many = csvOf(Array.from({ length: 501 }, (_, i) => [`c${i}`, `C${i % 10}`]));
    const tooMany = await post('/school/students/import', token, { characterId, csv: many });
    expect(tooMany.body.errorCode).toBe('SCHOOL_IMPORT_TOO_LARGE');
  });

  it('teachers and classes: a teacher invited by username accepts, then teaches a class; reports per class and teacher', async () => {
    const { token, characterId } = await school();
    const lee = await teacher(server.app, 'Ms Lee');
    const unknown = await post('/school/teacher/add', token, { characterId, username: 'nobody_here' });
    expect(unknown.body.errorCode).toBe('TEACHER_NOT_FOUND');
    const added = await post<SchoolOverview>('/school/teacher/add', token, {
      characterId,
      username: lee.username,
    });
    expect(added.body.teachers).toEqual([
      expect.objectContaining({ teacherId: lee.characterId, nickname: 'Ms Lee', accepted: false }),
    ]);
    // Invited, not yet hers: no class can be given to her until she accepts in her own area.
    const early = await post('/school/class/create', token, {
      characterId,
      name: '5C',
      teacherId: lee.characterId,
    });
    expect(early.body.errorCode).toBe('TEACHER_NOT_FOUND');
    const scope = { characterId: lee.characterId };
    const waiting = await get<SchoolInvitations>('/school/invitations', lee.token, scope);
    expect(waiting.body.invitations).toEqual([
      { schoolId: expect.any(Number), schoolName: 'Hillside Primary' },
    ]);
    const schoolId = waiting.body.invitations[0]!.schoolId;
    const accepted = await post<SchoolInvitations>('/school/invitation/answer', lee.token, {
      ...scope,
      schoolId,
      accept: true,
    });
    expect(accepted.body.invitations).toEqual([]);
    const again = await post('/school/invitation/answer', lee.token, { ...scope, schoolId, accept: true });
    expect(again.body.errorCode).toBe('SCHOOL_NOT_FOUND');
    const made = await post<SchoolOverview>('/school/class/create', token, {
      characterId,
      name: '5C',
      teacherId: lee.characterId,
    });
    const cls = made.body.classes.find((row) => row.name === '5C')!;
    expect(cls).toMatchObject({ teacherId: lee.characterId, teacherNickname: 'Ms Lee' });

    // The teacher sees the class among their groups; a student joins with its code and practises.
    const groups = await get<Group[]>('/group/list', lee.token, { characterId: lee.characterId });
    const group = groups.body.find((row) => row.groupId === cls.groupId)!;
    expect(group.schoolName).toBe('Hillside Primary');
    const kid = await guestWithStudent(server.app, 'Kai');
    await post('/group/join', kid.token, { characterId: kid.characterId, code: group.joinCode });
    await typeLesson(server.app, kid.token, kid.characterId);

    // The school reads the class's statistics; another school does not.
    const stats = await get<GroupStats>('/group/stats', token, {
      characterId,
      groupId: cls.groupId,
      days: 30,
    });
    expect(stats.body.activeStudents).toBe(1);
    const other = await school('Other School');
    const refused = await get('/group/stats', other.token, {
      characterId: other.characterId,
      groupId: cls.groupId,
      days: 30,
    });
    expect(refused.body.errorCode).toBe('GROUP_NOT_FOUND');

    const report = await get<SchoolReport>('/school/report', token, { characterId, days: 30 });
    expect(report.body.classes).toEqual([
      expect.objectContaining({ name: '5C', memberCount: 1, activeStudents: 1 }),
    ]);
    expect(report.body.teachers).toEqual([
      expect.objectContaining({ nickname: 'Ms Lee', classCount: 1, activeStudents: 1, lessonsPassed: 1 }),
    ]);
  });

  it('moves a student between classes, and deletes a whole class with its accounts (acknowledged, password)', async () => {
    const { token, characterId } = await school();
    const opened = await post<ImportStudentsResult>('/school/students/import', token, {
      characterId,
      csv: csvOf([
        ['A', '6A'],
        ['B', '6A'],
        ['C', '6B'],
      ]),
    });
    const [a, b, c] = opened.body.accounts;
    const loginOf = (account: typeof a) =>
      call<Answer<LoginResult>>(server.app, 'POST', '/user/auth/login', {
        payload: { username: account!.username, password: account!.password },
      });
    const { db } = server.database;
    const studentOf = async (username: string) => {
      const [row] = await db
        .select({ id: characters.id })
        .from(characters)
        .innerJoin(users, eq(users.id, characters.userId))
        .where(eq(users.username, username));
      return row!.id;
    };
    const moved = await post<SchoolOverview>('/school/student/move', token, {
      characterId,
      studentId: await studentOf(b!.username),
      fromGroupId: a!.groupId,
      toGroupId: c!.groupId,
    });
    expect(moved.body.classes.map((row) => [row.name, row.memberCount])).toEqual([
      ['6A', 1],
      ['6B', 2],
    ]);

    const scope = { characterId, groupId: c!.groupId };
    const unticked = await del('/school/class/delete', token, { ...scope, password: 'abc123' });
    expect(unticked.body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    const wrong = await del('/school/class/delete', token, {
      ...scope,
      password: 'wrong1',
      acknowledge: true,
    });
    expect(wrong.body.errorCode).toBe('WRONG_PASSWORD');
    const deleted = await del('/school/class/delete', token, {
      ...scope,
      password: 'abc123',
      acknowledge: true,
    });
    expect(deleted.body).toEqual({ deleted: true });

    // 6B's accounts (C, and B who moved there) are gone with their data; 6A's stays.
    expect((await loginOf(c)).body.errorCode).toBe('WRONG_PASSWORD');
    expect((await loginOf(b)).body.errorCode).toBe('WRONG_PASSWORD');
    expect((await loginOf(a)).status).toBe(200);
    const overview = await get<SchoolOverview>('/school/overview', token, { characterId });
    expect(overview.body.classes.map((row) => row.name)).toEqual(['6A']);
  });

  it("a teacher who declines is not the school's teacher: the invitation goes; only the invited teacher answers", async () => {
    const { token, characterId } = await school('Riverside');
    const { scope, schoolId, ...kim } = await invited(token, characterId, 'Mr Kim');
    const declined = await post<SchoolInvitations>('/school/invitation/answer', kim.token, {
      ...scope,
      schoolId,
      accept: false,
    });
    expect(declined.body.invitations).toEqual([]);
    const overview = await get<SchoolOverview>('/school/overview', token, { characterId });
    expect(overview.body.teachers).toEqual([]);
    // Only a teacher answers, and only their own invitations.
    const stranger = await teacher(server.app, 'Ms Other');
    await post('/school/teacher/add', token, { characterId, username: kim.username });
    const notTheirs = await post('/school/invitation/answer', stranger.token, {
      characterId: stranger.characterId,
      schoolId,
      accept: true,
    });
    expect(notTheirs.body.errorCode).toBe('SCHOOL_NOT_FOUND');
    const asSchool = await get('/school/invitations', token, { characterId });
    expect(asSchool.body.errorCode).toBe('NOT_A_TEACHER');
  });

  it("deleting the administrator role deletes the school's classes, a teacher's too; her own group stays", async () => {
    const { token, characterId } = await school('Lakeside');
    const { scope, schoolId, ...lee } = await invited(token, characterId, 'Ms Lee');
    await post('/school/invitation/answer', lee.token, { ...scope, schoolId, accept: true });
    await post('/school/class/create', token, { characterId, name: '5C', teacherId: lee.characterId });
    await post('/group/create', lee.token, { ...scope, name: 'Chess club' });
    const taught = async () =>
      (await get<Group[]>('/group/list', lee.token, scope)).body.map((group) => [
        group.name,
        group.schoolName,
      ]);
    expect(await taught()).toEqual([
      ['5C', 'Lakeside'],
      ['Chess club', null],
    ]);
    const deleted = await del('/character/delete', token, {
      characterId,
      acknowledge: true,
      password: 'abc123',
    });
    expect(deleted.body).toEqual({ deleted: true });
    expect(await taught()).toEqual([['Chess club', null]]);
  });
});
