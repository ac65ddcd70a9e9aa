import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type {
  Character,
  LessonProgressList,
  LoginResult,
  MyGroups,
  RosterImportResult,
  SchoolOverview,
} from '../../contracts';
import { registered, typeLesson } from '../groups/test-helpers';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';

type Answer<T> = T & { errorCode?: string };

const csv = (header: string, rows: string[]) => [header, ...rows].join('\n') + '\n';
const ORGS = csv('sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId', [
  'org-1,active,2026-01-01,Hillside,school,,',
]);
const CLASSES = csv(
  'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
  ['c-4a,active,,Class 4A,04,,,homeroom,,org-1,,,,', 'c-4b,active,,Class 4B,04,,,homeroom,,org-1,,,,'],
);
const USER_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';
const user = (id: string, role: string, name: string) =>
  `${id},active,,true,org-1,${role},${name},,${name},Test,,,${name}@hillside.example,,,,04,`;
const ENROLL_HEADER =
  'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate';

describe.each(TEST_DATABASES)('OneRoster 1.1 CSV (%s)', (kind) => {
  const server = suiteServer(kind);

  async function school() {
    const account = await registered(server.app);
    const opened = await call<SchoolOverview>(server.app, 'POST', '/school/open', {
      token: account.token,
      payload: { name: 'Hillside', nickname: 'Office' },
    });
    return { token: account.token, characterId: opened.body.characterId };
  }
  async function signIn(username: string, password: string) {
    const login = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username, password, clientType: 'web' },
    });
    expect(login.status).toBe(200);
    const [role] = (
      await call<Character[]>(server.app, 'GET', '/character/list', { token: login.body.accessToken })
    ).body;
    return { token: login.body.accessToken, characterId: role!.characterId, type: role!.type };
  }
  const classesOf = async (learner: { token: string; characterId: number }) =>
    (
      await call<MyGroups>(server.app, 'GET', '/group/mine', {
        token: learner.token,
        payload: { characterId: learner.characterId },
      })
    ).body.groups.map((group) => group.name);

  it('imports a zip, then a re-import moves, adds and removes students and teachers; nobody loses results', async () => {
    const admin = await school();
    const zip = zipSync({
      'roster/manifest.csv': strToU8('propertyName,value\noneroster.version,1.1\n'),
      'roster/orgs.csv': strToU8(ORGS),
      'roster/classes.csv': strToU8(CLASSES),
      'roster/users.csv': strToU8(
        csv(USER_HEADER, [
          user('u-ada', 'student', 'ada'),
          user('u-bo', 'student', 'bo'),
          user('t-lee', 'teacher', 'lee'),
          user('p-x', 'parent', 'px'),
        ]),
      ),
      'roster/enrollments.csv': strToU8(
        csv(ENROLL_HEADER, [
          'e1,active,,c-4a,org-1,u-ada,student,false,,',
          'e2,active,,c-4a,org-1,u-bo,student,false,,',
          'e3,active,,c-4a,org-1,t-lee,teacher,true,,',
        ]),
      ),
    });
    const first = await call<Answer<RosterImportResult>>(server.app, 'POST', '/school/roster/import', {
      token: admin.token,
      payload: { characterId: admin.characterId, zip: Buffer.from(zip).toString('base64') },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ students: 2, teachers: 1, classes: 2, removed: 0 });
    expect(first.body.opened).toHaveLength(3);
    // No name of the roster is kept as a username.
    for (const account of first.body.opened) expect(account.username).toMatch(/^s\d+-[a-z0-9]{6}$/);
    const [adaSheet, boSheet, leeSheet] = first.body.opened;
    // The sign-in sheet files each new account under the class the roster puts them in.
    expect(first.body.opened.map((account) => account.className)).toEqual([
      'Class 4A',
      'Class 4A',
      'Class 4A',
    ]);
    const ada = await signIn(adaSheet!.username, adaSheet!.password);
    const bo = await signIn(boSheet!.username, boSheet!.password);
    const lee = await signIn(leeSheet!.username, leeSheet!.password);
    expect([ada.type, lee.type]).toEqual(['STUDENT', 'TEACHER']);
    expect(await classesOf(ada)).toEqual(['Class 4A']);
    let overview = await call<SchoolOverview>(server.app, 'GET', '/school/overview', {
      token: admin.token,
      payload: { characterId: admin.characterId },
    });
    expect(overview.body.classes.find((row) => row.name === 'Class 4A')).toMatchObject({
      teacherId: lee.characterId,
      memberCount: 2,
    });

    // Ada and Bo practise.
    expect((await typeLesson(server.app, ada.token, ada.characterId)).answer.status).toBe(200);
    expect((await typeLesson(server.app, bo.token, bo.characterId)).answer.status).toBe(200);

    // Next term: Ada moves to 4B, Bo leaves the school, Cy arrives, Ms Kim teaches 4B; the files this time.
    const second = await call<Answer<RosterImportResult>>(server.app, 'POST', '/school/roster/import', {
      token: admin.token,
      payload: {
        characterId: admin.characterId,
        files: {
          'orgs.csv': ORGS,
          'classes.csv': CLASSES,
          'users.csv': csv(USER_HEADER, [
            user('u-ada', 'student', 'ada'),
            user('u-cy', 'student', 'cy'),
            user('t-lee', 'teacher', 'lee'),
            user('t-kim', 'teacher', 'kim'),
          ]),
          'enrollments.csv': csv(ENROLL_HEADER, [
            'e1,active,,c-4b,org-1,u-ada,student,false,,',
            'e4,active,,c-4b,org-1,u-cy,student,false,,',
            'e3,active,,c-4a,org-1,t-lee,teacher,true,,',
            'e5,active,,c-4b,org-1,t-kim,teacher,true,,',
          ]),
        },
      },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ students: 2, teachers: 2, removed: 1 });
    expect(second.body.opened).toHaveLength(2); // Cy and Ms Kim; Ada keeps her password
    expect(await classesOf(ada)).toEqual(['Class 4B']);
    expect(await classesOf(bo)).toEqual([]);
    overview = await call<SchoolOverview>(server.app, 'GET', '/school/overview', {
      token: admin.token,
      payload: { characterId: admin.characterId },
    });
    expect(overview.body.classes.map((row) => [row.name, row.memberCount])).toEqual([
      ['Class 4A', 0],
      ['Class 4B', 2],
    ]);
    // Results intact: Ada's and Bo's lessons are still theirs, and Ada still signs in with her first password.
    for (const learner of [await signIn(adaSheet!.username, adaSheet!.password), bo]) {
      const progress = await call<LessonProgressList>(server.app, 'GET', '/progress/lessons', {
        token: learner.token,
        payload: { characterId: learner.characterId },
      });
      expect(progress.body.lessons.length).toBe(1);
      expect(progress.body.lessons[0]!.attempts).toBe(1);
    }
  });

  it('refuses a roster without its files, or a file that is no zip', async () => {
    const admin = await school();
    const missing = await call<Answer<RosterImportResult>>(server.app, 'POST', '/school/roster/import', {
      token: admin.token,
      payload: { characterId: admin.characterId, files: { 'users.csv': csv(USER_HEADER, []) } },
    });
    expect(missing.body.errorCode).toBe('ROSTER_INVALID');
    const broken = await call<Answer<RosterImportResult>>(server.app, 'POST', '/school/roster/import', {
      token: admin.token,
      payload: { characterId: admin.characterId, zip: Buffer.from('not a zip').toString('base64') },
    });
    expect(broken.body.errorCode).toBe('ROSTER_INVALID');
  });
});
