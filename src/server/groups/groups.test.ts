import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  GROUP_MEMBER_LIMIT,
  JOIN_CODE_DAYS,
  ROLE_PRESENCE_MINUTES,
  TEACHER_GROUP_LIMIT,
  TEACHER_STUDENT_LIMIT,
  type Assignment,
  type AssignmentProgress,
  type Group,
  type GroupDetail,
  type GroupStats,
  type LoginResult,
  type MyGroups,
  type StudentReport,
} from '../../contracts';
import { ENGLISH_COURSE } from '../../content/english';
import { characters, customCourses, users } from '../db/schema';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';
import { groupMembers } from './schema';
import { createCharacter, registered, teacher, typeLesson } from './test-helpers';

type Answer<T> = T & { errorCode?: string };

describe.each(TEST_DATABASES)('groups (%s)', (kind) => {
  const server = suiteServer(kind);
  const get = <T>(path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer<T>>(server.app, 'GET', path, { token, payload });
  const post = <T>(path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer<T>>(server.app, 'POST', path, { token, payload });
  const del = <T>(path: string, token: string, payload: Record<string, unknown>) =>
    call<Answer<T>>(server.app, 'DELETE', path, { token, payload });

  /** A new access token for an account (after the clock moved past the old one's expiry). */
  async function signIn(username: string): Promise<string> {
    const answer = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username, password: 'abc123' },
    });
    return answer.body.accessToken;
  }

  /** A teacher with one group: its token, character and group. */
  async function teacherWithGroup(name = 'Class 3A') {
    const owner = await teacher(server.app);
    const created = await post<Group>('/group/create', owner.token, { characterId: owner.characterId, name });
    expect(created.status).toBe(200);
    return { ...owner, group: created.body };
  }
  async function studentIn(group: Group, nickname = 'Mia') {
    const student = await guestWithStudent(server.app, nickname);
    const joined = await post('/group/join', student.token, {
      characterId: student.characterId,
      code: group.joinCode!.toLowerCase(),
    });
    expect(joined.status).toBe(200);
    return student;
  }

  it('only a teacher creates a group, and its name is required', async () => {
    const owner = await teacher(server.app);
    const empty = await post('/group/create', owner.token, { characterId: owner.characterId, name: '  ' });
    expect(empty.body.errorCode).toBe('GROUP_NAME_EMPTY');
    const long = await post('/group/create', owner.token, {
      characterId: owner.characterId,
      name: 'x'.repeat(31),
    });
    expect(long.body.errorCode).toBe('GROUP_NAME_TOO_LONG');
    const created = await post<Group>('/group/create', owner.token, {
      characterId: owner.characterId,
      name: '3A',
    });
    expect(created.body).toMatchObject({ name: '3A', memberCount: 0, joinCodeEnabled: true });
    expect(created.body.joinCode).toMatch(/^[A-Z0-9]{6}$/);

    const student = await guestWithStudent(server.app, 'Kid');
    const refused = await post('/group/create', student.token, {
      characterId: student.characterId,
      name: 'Mine',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('NOT_A_TEACHER');

    const renamed = await post<Group>('/group/rename', owner.token, {
      characterId: owner.characterId,
      groupId: created.body.groupId,
      name: '3B',
    });
    expect(renamed.body.name).toBe('3B');
    const list = await get<Group[]>('/group/list', owner.token, { characterId: owner.characterId });
    expect(list.body.map((group) => group.name)).toEqual(['3B']);
  });

  it('a teacher cannot practise: the attempt is refused', async () => {
    const owner = await teacher(server.app);
    const { answer } = await typeLesson(server.app, owner.token, owner.characterId);
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('CANNOT_START_LEARNING');
  });

  it('a student joins with the code; the code can be turned off, renewed, and it expires', async () => {
    const { token, characterId, group, username } = await teacherWithGroup();
    const info = await call<{ groupName: string; teacherNickname: string }>(
      server.app,
      'GET',
      '/open/group/join-info',
      { payload: { code: group.joinCode } },
    );
    expect(info.body).toEqual({ groupName: 'Class 3A', teacherNickname: 'Ms Lee' });

    const mia = await studentIn(group, 'Mia');
    const mine = await get<MyGroups>('/group/mine', mia.token, { characterId: mia.characterId });
    expect(mine.body.groups).toEqual([
      expect.objectContaining({ name: 'Class 3A', teacherNickname: 'Ms Lee' }),
    ]);

    const wrong = await post('/group/join', mia.token, { characterId: mia.characterId, code: 'ZZZZZZ' });
    expect(wrong.body.errorCode).toBe('JOIN_CODE_INVALID');
    // A teacher role does not join.
    const asTeacher = await post('/group/join', token, { characterId, code: group.joinCode });
    expect(asTeacher.body.errorCode).toBe('ONLY_STUDENTS_JOIN');

    const off = await post<Group>('/group/join-code', token, {
      characterId,
      groupId: group.groupId,
      enabled: false,
    });
    expect(off.body.joinCodeEnabled).toBe(false);
    const leo = await guestWithStudent(server.app, 'Leo');
    const closed = await post('/group/join', leo.token, {
      characterId: leo.characterId,
      code: group.joinCode,
    });
    expect(closed.body.errorCode).toBe('JOIN_CODE_DISABLED');

    const renewed = await post<Group>('/group/join-code', token, {
      characterId,
      groupId: group.groupId,
      enabled: true,
      renew: true,
    });
    expect(renewed.body.joinCode).not.toBe(group.joinCode);
    const old = await post('/group/join', leo.token, { characterId: leo.characterId, code: group.joinCode });
    expect(old.body.errorCode).toBe('JOIN_CODE_INVALID');

    server.clock.advance(JOIN_CODE_DAYS * 86_400_000 + 1000);
    // Signed in again two weeks later (access tokens are short-lived).
    const zoe = await guestWithStudent(server.app, 'Zoe');
    const late = await post('/group/join', zoe.token, {
      characterId: zoe.characterId,
      code: renewed.body.joinCode,
    });
    expect(late.status).toBe(410);
    expect(late.body.errorCode).toBe('JOIN_CODE_EXPIRED');
    const detail = await get<GroupDetail>('/group/detail', await signIn(username), {
      characterId,
      groupId: group.groupId,
    });
    expect(detail.body.members.map((member) => member.nickname)).toEqual(['Mia']);
  });

  it('remark names are required when set; a removed member leaves the group', async () => {
    const { token, characterId, group } = await teacherWithGroup();
    const mia = await studentIn(group, 'Mia');
    const scope = { characterId, groupId: group.groupId, studentId: mia.characterId };
    const empty = await post('/group/member/remark', token, { ...scope, remarkName: ' ' });
    expect(empty.body.errorCode).toBe('REMARK_NAME_EMPTY');
    const named = await post('/group/member/remark', token, { ...scope, remarkName: 'Mia Chen' });
    expect(named.body).toMatchObject({ studentId: mia.characterId, remarkName: 'Mia Chen' });
    const detail = await get<GroupDetail>('/group/detail', token, { characterId, groupId: group.groupId });
    expect(detail.body.members[0]?.remarkName).toBe('Mia Chen');
    // The teacher sees the keyboard layout each student types on.
    expect(detail.body.members[0]?.keyboardLayout).toBe('us');

    const removed = await del('/group/member/remove', token, scope);
    expect(removed.body).toEqual({ deleted: true });
    const mine = await get<MyGroups>('/group/mine', mia.token, { characterId: mia.characterId });
    expect(mine.body.groups).toEqual([]);
    const report = await get('/group/student/report', token, { ...scope, period: 'week' });
    expect(report.body.errorCode).toBe('STUDENT_NOT_FOUND');
  });

  it("quotas: a teacher's groups, a group's students, a teacher's students", async () => {
    const owner = await teacher(server.app);
    const groupIds: number[] = [];
    for (let i = 0; i < TEACHER_GROUP_LIMIT; i++) {
      const made = await post<Group>('/group/create', owner.token, {
        characterId: owner.characterId,
        name: `G${i}`,
      });
      expect(made.status).toBe(200);
      groupIds.push(made.body.groupId);
    }
    const over = await post('/group/create', owner.token, {
      characterId: owner.characterId,
      name: 'One more',
    });
    expect(over.status).toBe(409);
    expect(over.body.errorCode).toBe('GROUP_LIMIT_REACHED');

    // Fill the first group to its limit with students made straight in the database.
    const { db } = server.database;
    const [user] = await db
      .insert(users)
      .values({ isGuest: true, lastLoginType: 'guest' })
      .returning({ id: users.id });
    const makeStudents = async (n: number) =>
      db
        .insert(characters)
        .values(
          Array.from({ length: n }, (_, i) => ({
            userId: user!.id,
            type: 'STUDENT',
            avatar: 'avatar-student-1',
            nickname: `S${i}`,
          })),
        )
        .returning({ id: characters.id });
    const first = await makeStudents(GROUP_MEMBER_LIMIT);
    await db
      .insert(groupMembers)
      .values(first.map((row) => ({ groupId: groupIds[0]!, characterId: row.id })));
    const list = await get<Group[]>('/group/list', owner.token, { characterId: owner.characterId });
    const full = list.body.find((group) => group.groupId === groupIds[0])!;
    const kid = await guestWithStudent(server.app, 'Late');
    const refused = await post('/group/join', kid.token, {
      characterId: kid.characterId,
      code: full.joinCode,
    });
    expect(refused.body.errorCode).toBe('GROUP_FULL');

    // The teacher's students over all groups.
    const rest = await makeStudents(TEACHER_STUDENT_LIMIT - GROUP_MEMBER_LIMIT);
    await db.insert(groupMembers).values(
      rest.map((row, i) => ({
        groupId: groupIds[1 + Math.floor(i / GROUP_MEMBER_LIMIT)]!,
        characterId: row.id,
      })),
    );
    const open = list.body.find((group) => group.groupId === groupIds[TEACHER_GROUP_LIMIT - 1])!;
    const capped = await post('/group/join', kid.token, {
      characterId: kid.characterId,
      code: open.joinCode,
    });
    expect(capped.body.errorCode).toBe('TEACHER_STUDENT_LIMIT_REACHED');
  });

  it('gives the last place of a group to one of the students who join at the same moment', async () => {
    const { group } = await teacherWithGroup('Nearly full');
    const { db } = server.database;
    const [user] = await db
      .insert(users)
      .values({ isGuest: true, lastLoginType: 'guest' })
      .returning({ id: users.id });
    const present = await db
      .insert(characters)
      .values(
        Array.from({ length: GROUP_MEMBER_LIMIT - 1 }, (_, i) => ({
          userId: user!.id,
          type: 'STUDENT',
          avatar: 'avatar-student-1',
          nickname: `P${i}`,
        })),
      )
      .returning({ id: characters.id });
    await db
      .insert(groupMembers)
      .values(present.map((row) => ({ groupId: group.groupId, characterId: row.id })));
    const late = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => guestWithStudent(server.app, `Late ${name}`)),
    );
    // The group's row is locked while a join counts its members (ensureRoom): one join takes the place.
    const answers = await Promise.all(
      late.map((kid) =>
        post('/group/join', kid.token, { characterId: kid.characterId, code: group.joinCode! }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.errorCode === 'GROUP_FULL')).toHaveLength(3);
    const members = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.groupId));
    expect(members).toHaveLength(GROUP_MEMBER_LIMIT);
  });

  it('a teacher never reads a student outside their groups', async () => {
    const a = await teacherWithGroup('A');
    const b = await teacherWithGroup('B');
    const mia = await studentIn(a.group, 'Mia');
    await typeLesson(server.app, mia.token, mia.characterId);

    // Teacher B asks for group A by id: it does not exist for B.
    for (const [path, extra] of [
      ['/group/detail', {}],
      ['/group/stats', { days: 7 }],
      ['/group/assignment/list', {}],
      ['/group/student/report', { studentId: mia.characterId, period: 'week' }],
    ] as const) {
      const answer = await get(path, b.token, {
        characterId: b.characterId,
        groupId: a.group.groupId,
        ...extra,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('GROUP_NOT_FOUND');
    }
    // Through B's own group, A's student is not B's.
    const report = await get('/group/student/report', b.token, {
      characterId: b.characterId,
      groupId: b.group.groupId,
      studentId: mia.characterId,
      period: 'week',
    });
    expect(report.body.errorCode).toBe('STUDENT_NOT_FOUND');
    const remark = await post('/group/member/remark', b.token, {
      characterId: b.characterId,
      groupId: b.group.groupId,
      studentId: mia.characterId,
      remarkName: 'x',
    });
    expect(remark.body.errorCode).toBe('STUDENT_NOT_FOUND');
    // Teacher A reads Mia's report: the learner's own report of the week.
    const own = await get<StudentReport>('/group/student/report', a.token, {
      characterId: a.characterId,
      groupId: a.group.groupId,
      studentId: mia.characterId,
      period: 'week',
      date: server.clock.now().toISOString().slice(0, 10),
    });
    expect(own.status).toBe(200);
    expect(own.body.nickname).toBe('Mia');
    expect(own.body.report.totals.lessonAttempts).toBe(1);
  });

  it("a student of one class never reads another class's data", async () => {
    const a = await teacherWithGroup('A');
    const b = await teacherWithGroup('B');
    const mia = await studentIn(a.group, 'Mia');
    const leo = await studentIn(b.group, 'Leo');
    const courseOf = async (owner: typeof a, title: string) => {
      const made = await post<{ courseId: number }>('/course/custom/create', owner.token, {
        characterId: owner.characterId,
        title,
        text: 'fjfj jfjf',
      });
      expect(made.status).toBe(200);
      await post('/group/assignment/create', owner.token, {
        characterId: owner.characterId,
        groupId: owner.group.groupId,
        kind: 'custom',
        target: String(made.body.courseId),
      });
      return made.body.courseId;
    };
    const courseA = await courseOf(a, 'A words');
    const courseB = await courseOf(b, 'B words');

    // Group calls need a teacher: a student's own character is refused, whatever group it names.
    for (const groupId of [a.group.groupId, b.group.groupId]) {
      const stats = await get('/group/stats', mia.token, { characterId: mia.characterId, groupId, days: 7 });
      expect(stats.body.errorCode).toBe('NOT_A_TEACHER');
      const detail = await get('/group/detail', mia.token, { characterId: mia.characterId, groupId });
      expect(detail.body.errorCode).toBe('NOT_A_TEACHER');
    }
    // Mia's assignments are her class's only; class B's shared course stays closed to her.
    const mine = await get<MyGroups>('/group/mine', mia.token, { characterId: mia.characterId });
    expect(mine.body.assignments.map((item) => item.title)).toEqual(['A words']);
    const own = await get('/course/custom/detail', mia.token, {
      characterId: mia.characterId,
      courseId: courseA,
    });
    expect(own.status).toBe(200);
    const other = await get('/course/custom/detail', mia.token, {
      characterId: mia.characterId,
      courseId: courseB,
    });
    expect(other.body.errorCode).toBe('CUSTOM_COURSE_NOT_FOUND');
    // Leo's view has nothing of class A.
    const leos = await get<MyGroups>('/group/mine', leo.token, { characterId: leo.characterId });
    expect(leos.body.groups.map((group) => group.name)).toEqual(['B']);
    expect(leos.body.assignments.map((item) => item.title)).toEqual(['B words']);
    // Another account's character cannot be borrowed to read Mia's groups.
    const borrowed = await get('/group/mine', leo.token, { characterId: mia.characterId });
    expect(borrowed.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });

  it('statistics: active students, time, lessons, speed against goals, weak keys, stuck and absent', async () => {
    const { token: firstToken, characterId, group, username } = await teacherWithGroup();
    const mia = await studentIn(group, 'Mia');
    const leo = await studentIn(group, 'Leo');
    await studentIn(group, 'Zoe'); // never practises
    const { lesson } = await typeLesson(server.app, mia.token, mia.characterId);
    for (let i = 0; i < 3; i++)
      await typeLesson(server.app, leo.token, leo.characterId, { clean: false, slipChar: 'q' });

    const stats = await get<GroupStats>('/group/stats', firstToken, {
      characterId,
      groupId: group.groupId,
      days: 7,
    });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ days: 7, memberCount: 3, activeStudents: 2, lessonsPassed: 1 });
    expect(stats.body.durationMs).toBeGreaterThan(0);
    expect(stats.body.goalWpm).toBe(lesson.passRule.wpm[0]);
    const byName = new Map(stats.body.students.map((student) => [student.nickname, student]));
    expect(byName.get('Mia')).toMatchObject({
      lessonsPassed: 1,
      absent: false,
      stuckLessons: [],
      lastLesson: lesson.slug,
    });
    expect(byName.get('Leo')?.stuckLessons).toEqual([{ slug: lesson.slug, attempts: 3 }]);
    expect(byName.get('Zoe')).toMatchObject({ absent: true, activeDays: 0, lastActiveDay: null });
    // Leo's slips make the lesson's keys the class's weak keys.
    const missed = stats.body.keys.filter((key) => key.misses > 0).map((key) => key.key);
    expect(missed.length).toBeGreaterThan(0);

    // Ten days later the 7-day window is empty, the 30-day one still has it; both are absent now.
    server.clock.advance(10 * 86_400_000);
    const token = await signIn(username);
    const week = await get<GroupStats>('/group/stats', token, {
      characterId,
      groupId: group.groupId,
      days: 7,
    });
    expect(week.body.activeStudents).toBe(0);
    expect(week.body.students.every((student) => student.absent)).toBe(true);
    const month = await get<GroupStats>('/group/stats', token, {
      characterId,
      groupId: group.groupId,
      days: 30,
    });
    expect(month.body.activeStudents).toBe(2);
    const bad = await get('/group/stats', token, { characterId, groupId: group.groupId, days: 14 });
    expect(bad.status).toBe(400);
  });

  it('assignments: a lesson, a game and a tailored course, marked done for who did them', async () => {
    const { token, characterId, group } = await teacherWithGroup();
    const mia = await studentIn(group, 'Mia');
    const leo = await studentIn(group, 'Leo');
    const { lesson } = await typeLesson(server.app, leo.token, leo.characterId, { clean: false });
    const scope = { characterId, groupId: group.groupId };
    const invalid = await post('/group/assignment/create', token, {
      ...scope,
      kind: 'lesson',
      target: 'no-such',
    });
    expect(invalid.body.errorCode).toBe('ASSIGNMENT_TARGET_INVALID');
    const assigned = await post('/group/assignment/create', token, {
      ...scope,
      kind: 'lesson',
      target: lesson.slug,
      dueDate: '2026-01-20',
    });
    expect(assigned.status).toBe(200);
    await post('/group/assignment/create', token, { ...scope, kind: 'game', target: 'STAR_TREK' });
    const chapter = await post('/group/assignment/create', token, {
      ...scope,
      kind: 'chapter',
      target: 'finger-course/1',
    });
    expect(chapter.status === 200 || chapter.body.errorCode === 'ASSIGNMENT_TARGET_INVALID').toBe(true);

    const before = await get<AssignmentProgress[]>('/group/assignment/list', token, scope);
    expect(before.body.find((item) => item.kind === 'lesson')?.doneBy).toEqual([]);
    await typeLesson(server.app, mia.token, mia.characterId);
    const after = await get<AssignmentProgress[]>('/group/assignment/list', token, scope);
    expect(after.body.find((item) => item.kind === 'lesson')?.doneBy).toEqual([mia.characterId]);
    expect(after.body.find((item) => item.kind === 'game')?.doneBy).toEqual([]);

    const mine = await get<MyGroups>('/group/mine', mia.token, { characterId: mia.characterId });
    const lessonItem = mine.body.assignments.find((item) => item.kind === 'lesson');
    expect(lessonItem).toMatchObject({ done: true, dueDate: '2026-01-20', groupName: 'Class 3A' });
    // Not done comes first.
    expect(mine.body.assignments[0]?.done).toBe(false);

    const tailored = await post<{ kind: string; target: string }>('/group/tailored-course', token, {
      ...scope,
      days: 30,
    });
    expect(tailored.status).toBe(200);
    expect(tailored.body.kind).toBe('custom');
    const course = await get<{ text: string }>('/course/custom/detail', leo.token, {
      characterId: leo.characterId,
      courseId: Number(tailored.body.target),
    });
    expect(course.status).toBe(200);
    expect(course.body.text.length).toBeGreaterThan(20);
    // The tailored course counts against the teacher's own custom courses (a FREE account keeps 5): at the limit
    // none is made and nothing is assigned.
    await server.database.db.insert(customCourses).values(
      Array.from({ length: 4 }, (_, i) => ({
        characterId,
        title: `Mine ${i}`,
        text: 'asdf jkl',
        mode: 'stop',
      })),
    );
    const assignedCount = (await get<AssignmentProgress[]>('/group/assignment/list', token, scope)).body
      .length;
    const full = await post('/group/tailored-course', token, { ...scope, days: 30 });
    expect(full.body.errorCode).toBe('CUSTOM_COURSE_LIMIT_REACHED');
    const unchanged = await get<AssignmentProgress[]>('/group/assignment/list', token, scope);
    expect(unchanged.body).toHaveLength(assignedCount);

    const removed = await del('/group/assignment/delete', token, {
      ...scope,
      assignmentId: after.body[0]!.assignmentId,
    });
    expect(removed.status).toBe(200);
    const fewer = await get<AssignmentProgress[]>('/group/assignment/list', token, scope);
    expect(fewer.body.length).toBe(after.body.length);
  });

  it("assignments of any course's lesson or chapter, a custom course and a game, each named in words", async () => {
    const { token, characterId, group } = await teacherWithGroup();
    const mia = await studentIn(group, 'Mia');
    const scope = { characterId, groupId: group.groupId };
    const english = ENGLISH_COURSE.chapters[0]!.lessons[0]!;
    const lesson = await post<Assignment>('/group/assignment/create', token, {
      ...scope,
      kind: 'lesson',
      target: english.slug,
    });
    expect(lesson.body).toMatchObject({ title: english.title.ENG, lessonSlugs: [english.slug] });
    const chapter = await post<Assignment>('/group/assignment/create', token, {
      ...scope,
      kind: 'chapter',
      target: `${ENGLISH_COURSE.slug}/1`,
    });
    expect(chapter.body.title).toBe(`${ENGLISH_COURSE.title.ENG}: ${ENGLISH_COURSE.chapters[0]!.title.ENG}`);
    const course = await post<{ courseId: number }>('/course/custom/create', token, {
      characterId,
      title: 'Our spelling words',
      text: 'because friend people',
    });
    expect(course.status).toBe(200);
    const custom = await post<Assignment>('/group/assignment/create', token, {
      ...scope,
      kind: 'custom',
      target: String(course.body.courseId),
    });
    expect(custom.body.title).toBe('Our spelling words');
    // The student may open the teacher's course once it is assigned to the class.
    const shared = await get<{ text: string }>('/course/custom/detail', mia.token, {
      characterId: mia.characterId,
      courseId: course.body.courseId,
    });
    expect(shared.body.text).toBe('because friend people');
    // A game is named as the game center names it, never by its id.
    const game = await post<Assignment>('/group/assignment/create', token, {
      ...scope,
      kind: 'game',
      target: 'TYPING_RACE',
    });
    expect(game.body.title).toBe('Rocket Race');
    const mine = await get<MyGroups>('/group/mine', mia.token, { characterId: mia.characterId });
    expect(mine.body.assignments.map((item) => item.title)).not.toContain('TYPING_RACE');
  });

  it('deleting a group needs the acknowledgement and the password, and clears its data', async () => {
    const { token, characterId, group } = await teacherWithGroup();
    const mia = await studentIn(group, 'Mia');
    await post('/group/assignment/create', token, {
      characterId,
      groupId: group.groupId,
      kind: 'game',
      target: 'STAR_TREK',
    });
    await typeLesson(server.app, mia.token, mia.characterId);
    const scope = { characterId, groupId: group.groupId };
    const unticked = await del('/group/delete', token, { ...scope, password: 'abc123' });
    expect(unticked.body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
    const wrong = await del('/group/delete', token, { ...scope, password: 'nope12', acknowledge: true });
    expect(wrong.body.errorCode).toBe('WRONG_PASSWORD');
    const deleted = await del('/group/delete', token, { ...scope, password: 'abc123', acknowledge: true });
    expect(deleted.body).toEqual({ deleted: true });

    const mine = await get<MyGroups>('/group/mine', mia.token, { characterId: mia.characterId });
    expect(mine.body).toEqual({ groups: [], assignments: [] });
    const gone = await get('/group/detail', token, scope);
    expect(gone.body.errorCode).toBe('GROUP_NOT_FOUND');
    const members = await server.database.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group.groupId));
    expect(members).toEqual([]);
    // The student keeps her own results.
    const own = await get<{ lessonAttempts: number }>('/report/today', mia.token, {
      characterId: mia.characterId,
      timeZone: 'UTC',
    });
    expect(JSON.stringify(own.body)).toContain('"lessonAttempts":1');
  });

  it('multiple roles of one account cannot be logged in at once', async () => {
    const account = await registered(server.app);
    const teacherId = await createCharacter(server.app, account.token, 'TEACHER', 'Mr Tan');
    const studentId = await createCharacter(server.app, account.token, 'STUDENT', 'Tan Jr');
    const made = await post<Group>('/group/create', account.token, { characterId: teacherId, name: 'Mine' });
    expect(made.status).toBe(200);
    // A lifetime member may be signed in on several devices (spec 6); one device at a time otherwise.
    await server.database.db
      .update(users)
      .set({ subscriptionType: 'LIFETIME' })
      .where(eq(users.username, account.username));
    // A second sign-in of the same account, on another device, with the student role.
    const second = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username: account.username, password: 'abc123', deviceId: 'other-device-01' },
    });
    const refused = await get('/group/mine', second.body.accessToken, { characterId: studentId });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('ROLE_ONLINE_ELSEWHERE');
    // The same role there is fine, and so is switching roles in the first session.
    const same = await get('/group/list', second.body.accessToken, { characterId: teacherId });
    expect(same.status).toBe(200);
    server.clock.advance(ROLE_PRESENCE_MINUTES * 60_000 + 1000);
    const later = await get('/group/mine', second.body.accessToken, { characterId: studentId });
    expect(later.status).toBe(200);
    const switched = await get('/group/mine', account.token, { characterId: studentId });
    expect(switched.status).toBe(200);
  });
});
