import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdaptiveKeysAnswer,
  ClassExperiment,
  ExportFile,
  ImportStudentsResult,
  LoginResult,
  SchoolOverview,
  Character,
  Group,
} from '../../contracts';
import { users } from '../db/schema';
import { registered, teacher, typeLesson } from '../groups/test-helpers';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';
import { attemptArms } from './schema';

type Answer<T> = T & { errorCode?: string };

/** The research export's lines, read back from its file. */
const linesOf = (file: ExportFile) =>
  Buffer.from(file.base64, 'base64')
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.each(TEST_DATABASES)(
  'a study: a class in an arm of the course, and the research export (%s)',
  (kind) => {
    const server = suiteServer(kind);
    const get = <T>(path: string, token: string, payload: Record<string, unknown>) =>
      call<Answer<T>>(server.app, 'GET', path, { token, payload });
    const post = <T>(path: string, token: string, payload: Record<string, unknown>) =>
      call<Answer<T>>(server.app, 'POST', path, { token, payload });

    /** A school with a teacher who accepted, a class of hers with two school-opened students, signed in. */
    async function schoolWithClass() {
      const account = await registered(server.app);
      const opened = await post<SchoolOverview>('/school/open', account.token, {
        name: 'Hillside Primary',
        nickname: 'Office',
      });
      const admin = { token: account.token, characterId: opened.body.characterId };
      const lee = await teacher(server.app, 'Ms Lee');
      await post('/school/teacher/add', admin.token, {
        characterId: admin.characterId,
        username: lee.username,
      });
      const schoolId = (
        await get<{ invitations: { schoolId: number }[] }>('/school/invitations', lee.token, {
          characterId: lee.characterId,
        })
      ).body.invitations[0]!.schoolId;
      await post('/school/invitation/answer', lee.token, {
        characterId: lee.characterId,
        schoolId,
        accept: true,
      });
      const made = await post<SchoolOverview>('/school/class/create', admin.token, {
        characterId: admin.characterId,
        name: 'Room 7B',
        teacherId: lee.characterId,
      });
      const groupId = made.body.classes.find((row) => row.name === 'Room 7B')!.groupId;
      const imported = await post<ImportStudentsResult>('/school/students/import', admin.token, {
        characterId: admin.characterId,
        csv: 'name,class\nAmelia Zanzibar,Room 7B\nBartholomew Quince,Room 7B',
      });
      const students = [];
      for (const opened of imported.body.accounts) {
        const login = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
          payload: { username: opened.username, password: opened.password },
        });
        const [own] = (await get<Character[]>('/character/list', login.body.accessToken, {})).body;
        students.push({
          token: login.body.accessToken,
          characterId: own!.characterId,
          userId: login.body.user.uid,
          username: opened.username,
          label: opened.label,
        });
      }
      return { admin, lee, groupId, students };
    }

    it('the school puts a class in an arm with consent; its teacher sees it; every student gets its rule; each attempt carries it', async () => {
      const { admin, lee, groupId, students } = await schoolWithClass();
      const scope = { characterId: admin.characterId, groupId };
      const none = await get<ClassExperiment>('/group/experiment', lee.token, {
        characterId: lee.characterId,
        groupId,
      });
      expect(none.body).toMatchObject({ groupId, arm: null, startedAt: null });
      const keys = (token: string, characterId: number) =>
        get<AdaptiveKeysAnswer>('/practice/keys', token, { characterId });
      expect((await keys(students[0]!.token, students[0]!.characterId)).body.taughtKeys).toBe(true);

      // Consent is ticked, or nothing changes; a teacher (even the class's own) cannot set it.
      const unticked = await post('/school/class/experiment', admin.token, {
        ...scope,
        arm: 'practice-keys',
      });
      expect(unticked.body.errorCode).toBe('ACKNOWLEDGEMENT_REQUIRED');
      const byTeacher = await post('/school/class/experiment', lee.token, {
        characterId: lee.characterId,
        groupId,
        arm: 'practice-keys',
        consent: true,
      });
      expect(byTeacher.status).toBeGreaterThanOrEqual(400);
      const unknownArm = await post('/school/class/experiment', admin.token, {
        ...scope,
        arm: 'x',
        consent: true,
      });
      expect(unknownArm.status).toBe(400);

      // A teacher's own group is no school's: no study for it.
      const ownGroup = (
        await post<Group>('/group/create', lee.token, { characterId: lee.characterId, name: 'Chess club' })
      ).body;
      const notSchools = await post('/school/class/experiment', admin.token, {
        characterId: admin.characterId,
        groupId: ownGroup.groupId,
        arm: 'practice-keys',
        consent: true,
      });
      expect(notSchools.body.errorCode).toBe('GROUP_NOT_FOUND');

      const set = await post<ClassExperiment>('/school/class/experiment', admin.token, {
        ...scope,
        arm: 'practice-keys',
        consent: true,
      });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ groupId, arm: 'practice-keys', startedAt: expect.any(String) });
      const seen = await get<ClassExperiment>('/group/experiment', lee.token, {
        characterId: lee.characterId,
        groupId,
      });
      expect(seen.body.arm).toBe('practice-keys');
      // Every student of the class practises in the arm; a child outside it keeps the course as it is.
      for (const student of students)
        expect((await keys(student.token, student.characterId)).body.taughtKeys).toBe(false);
      const outside = await guestWithStudent(server.app, 'Kai');
      expect((await keys(outside.token, outside.characterId)).body.taughtKeys).toBe(true);

      // Each attempt is recorded with the arm it was made in.
      await typeLesson(server.app, students[0]!.token, students[0]!.characterId);
      await post('/school/class/experiment', admin.token, { ...scope, arm: 'taught-keys', consent: true });
      expect((await keys(students[0]!.token, students[0]!.characterId)).body.taughtKeys).toBe(true);
      await typeLesson(server.app, students[0]!.token, students[0]!.characterId);
      await typeLesson(server.app, students[1]!.token, students[1]!.characterId);
      const recorded = await server.database.db
        .select()
        .from(attemptArms)
        .where(eq(attemptArms.groupId, groupId));
      expect(recorded.map((row) => row.arm).sort()).toEqual(['practice-keys', 'taught-keys', 'taught-keys']);

      // Ending the study: the course as it is, and no more attempts recorded.
      const ended = await post<ClassExperiment>('/school/class/experiment', admin.token, scope);
      expect(ended.body.arm).toBeNull();
      await typeLesson(server.app, students[1]!.token, students[1]!.characterId);
      expect(
        await server.database.db.select().from(attemptArms).where(eq(attemptArms.groupId, groupId)),
      ).toHaveLength(3);
    });

    it('the research export: anonymised lines, a fresh salt each time, nothing that names a child, a class or the school', async () => {
      const { admin, lee, groupId, students } = await schoolWithClass();
      const [amelia, bart] = students as [(typeof students)[0], (typeof students)[0]];
      // One of them with contact data as an account people open themselves could have, and a remark name.
      await server.database.db
        .update(users)
        .set({ email: 'amelia.zanzibar@example.com', phone: '+15550001234' })
        .where(eq(users.id, amelia.userId));
      await post('/group/remark', lee.token, {
        characterId: lee.characterId,
        groupId,
        studentId: amelia.characterId,
        remarkName: 'Amelia Z',
      });
      await typeLesson(server.app, amelia.token, amelia.characterId); // before the study: not exported
      await post('/school/class/experiment', admin.token, {
        characterId: admin.characterId,
        groupId,
        arm: 'practice-keys',
        consent: true,
      });
      await typeLesson(server.app, amelia.token, amelia.characterId);
      await typeLesson(server.app, amelia.token, amelia.characterId, { clean: false });
      await typeLesson(server.app, bart.token, bart.characterId);

      // Only the school's administrator exports; a teacher does not.
      const byTeacher = await get('/school/research-export', lee.token, { characterId: lee.characterId });
      expect(byTeacher.status).toBeGreaterThanOrEqual(400);
      const first = await get<ExportFile>('/school/research-export', admin.token, {
        characterId: admin.characterId,
      });
      expect(first.status).toBe(200);
      expect(first.body.contentType).toBe('application/x-ndjson');
      const lines = linesOf(first.body);
      expect(lines).toHaveLength(3);
      const allowed = [
        'learner',
        'cluster',
        'arm',
        'day',
        'dayOffset',
        'kind',
        'lessonSlug',
        'gameId',
        'practiceId',
        'mode',
        'layout',
        'text',
        'keystrokes',
        'finished',
        'durationMs',
        'keystrokeCount',
        'correctChars',
        'wrongChars',
        'accuracy',
        'wpm',
        'stars',
      ];
      for (const line of lines) expect(Object.keys(line).sort()).toEqual([...allowed].sort());
      expect(new Set(lines.map((line) => line.learner)).size).toBe(2);
      expect(new Set(lines.map((line) => line.cluster)).size).toBe(1);
      expect(
        lines.every((line) => line.arm === 'practice-keys' && line.day === 1 && line.dayOffset === 0),
      ).toBe(true);
      // Times are relative: every keystroke log starts at 0.
      for (const line of lines) expect((line.keystrokes as { timeStamp: number }[])[0]!.timeStamp).toBe(0);

      // Nothing that names anyone: no name, username, e-mail, phone, remark, class, school or teacher in the text,
      // and no id of an account, a character or the class as a hash or a field.
      const text = Buffer.from(first.body.base64, 'base64').toString('utf8');
      const named = [
        'Amelia',
        'Zanzibar',
        'Bartholomew',
        'Quince',
        'amelia.zanzibar@example.com',
        '+15550001234',
        'Amelia Z',
        'Room 7B',
        'Hillside',
        'Ms Lee',
        'Office',
        amelia.username,
        bart.username,
        lee.username,
      ];
      for (const name of named) expect(text).not.toContain(name);
      for (const field of ['userId', 'characterId', 'groupId', 'schoolId', 'username', 'nickname', 'email'])
        expect(text).not.toContain(`"${field}"`);
      const ids = [
        amelia.userId,
        bart.userId,
        amelia.characterId,
        bart.characterId,
        groupId,
        admin.characterId,
      ];
      for (const line of lines) {
        for (const id of ids) {
          expect(line.learner).not.toBe(String(id));
          expect(line.cluster).not.toBe(String(id));
        }
        expect(line.learner).toMatch(/^[0-9a-f]{16}$/);
      }
      expect(first.body.fileName).toMatch(/^keyquest-research-\d{4}-\d\d-\d\d\.jsonl$/);

      // A second export draws a new salt: the same learners under other hashes, so exports cannot be linked.
      const second = linesOf(
        (await get<ExportFile>('/school/research-export', admin.token, { characterId: admin.characterId }))
          .body,
      );
      expect(second.map((line) => line.wpm)).toEqual(lines.map((line) => line.wpm));
      const firstHashes = new Set(lines.flatMap((line) => [line.learner, line.cluster]));
      for (const line of second) {
        expect(firstHashes.has(line.learner)).toBe(false);
        expect(firstHashes.has(line.cluster)).toBe(false);
      }

      // Another school's export holds none of this school's learners.
      const other = await registered(server.app);
      const otherSchool = await post<SchoolOverview>('/school/open', other.token, {
        name: 'Other',
        nickname: 'Desk',
      });
      const theirs = await get<ExportFile>('/school/research-export', other.token, {
        characterId: otherSchool.body.characterId,
      });
      expect(linesOf(theirs.body)).toEqual([]);
    });
  },
);
