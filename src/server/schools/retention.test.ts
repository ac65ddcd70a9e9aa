import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportStudentsResult, LoginResult, SchoolOverview } from '../../contracts';
import { characters, users } from '../db/schema';
import { registered, typeLesson } from '../groups/test-helpers';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { deleteInactiveSchoolData } from './retention';

type Answer<T> = T & { errorCode?: string };

describe.each(TEST_DATABASES)('the 12-month retention of school data (%s)', (kind) => {
  const server = suiteServer(kind);

  it('deletes a school class quiet for 12 months with the accounts the school opened in it, and nothing else', async () => {
    const admin = await registered(server.app);
    const opened = await call<Answer<SchoolOverview>>(server.app, 'POST', '/school/open', {
      token: admin.token,
      payload: { name: 'Old Mill School', nickname: 'Office' },
    });
    const characterId = opened.body.characterId;
    const imported = await call<Answer<ImportStudentsResult>>(server.app, 'POST', '/school/students/import', {
      token: admin.token,
      payload: { characterId, csv: 'name,class\nAda,3A\nBo,3B' },
    });
    const [ada, bo] = imported.body.accounts;
    const login = (account: typeof ada) =>
      call<Answer<LoginResult>>(server.app, 'POST', '/user/auth/login', {
        payload: { username: account!.username, password: account!.password },
      });
    const { db } = server.database;

    // Both classes were made, joined and last changed two years ago; only Ada (3A) practised today.
    const twoYearsAgo = new Date(Date.now() - 730 * 24 * 3600 * 1000);
    await db.execute(sql`UPDATE groups SET updated_at = ${twoYearsAgo}, created_at = ${twoYearsAgo}`);
    await db.execute(sql`UPDATE group_members SET joined_at = ${twoYearsAgo}`);
    await db.execute(sql`UPDATE school_accounts SET created_at = ${twoYearsAgo}`);
    const adaToken = (await login(ada)).body.accessToken;
    const [adaRole] = await db
      .select({ id: characters.id })
      .from(characters)
      .innerJoin(users, eq(users.id, characters.userId))
      .where(eq(users.username, ada!.username));
    expect((await typeLesson(server.app, adaToken, adaRole!.id)).answer.status).toBe(200);

    const now = new Date();
    expect(await deleteInactiveSchoolData(db, now, 12)).toEqual({ classes: 1, accounts: 1 });
    expect((await login(bo)).body.errorCode).toBe('WRONG_PASSWORD');
    expect((await login(ada)).status).toBe(200);
    const overview = await call<Answer<SchoolOverview>>(server.app, 'GET', '/school/overview', {
      token: admin.token,
      payload: { characterId },
    });
    expect(overview.body.classes.map((row) => row.name)).toEqual(['3A']);
    // The school's administrator account is not a school-opened account: it stays.
    expect((await call(server.app, 'GET', '/user/info/self', { token: admin.token })).status).toBe(200);

    // A second sweep the same day finds nothing; thirteen months on, Ada's practice is old too.
    expect(await deleteInactiveSchoolData(db, now, 12)).toEqual({ classes: 0, accounts: 0 });
    const later = new Date(now.getTime() + 396 * 24 * 3600 * 1000);
    expect(await deleteInactiveSchoolData(db, later, 12)).toEqual({ classes: 1, accounts: 1 });
    expect((await login(ada)).body.errorCode).toBe('WRONG_PASSWORD');
  });
});
