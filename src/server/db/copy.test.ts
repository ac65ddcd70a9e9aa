import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { typeLesson } from '../groups/test-helpers';
import { adminQuery } from '../test/global-setup';
import { call, guestWithStudent, openTestDatabase, startApp } from '../test/harness';
import { copyDatabase } from './copy';
import { openDatabase } from './database';

const adminUrl = process.env.TEST_DATABASE_URL;

// Moving an install from the embedded database to PostgreSQL (npm run db:copy, docs/SERVER.md).
describe.skipIf(!adminUrl)('copying the embedded database into PostgreSQL', () => {
  it('moves every row, so the same learner signs in and finds the same results, and new results follow', async () => {
    const embedded = await startApp(await openTestDatabase('pglite'));
    const learner = await guestWithStudent(embedded.app, 'Mover');
    await typeLesson(embedded.app, learner.token, learner.characterId);
    await typeLesson(embedded.app, learner.token, learner.characterId, { clean: false });
    const read = async (app: typeof embedded.app) => ({
      lessons: (await call(app, 'GET', '/progress/lessons', { token: learner.token, payload: learner })).body,
      attempts: (await call(app, 'GET', '/attempt/list', { token: learner.token, payload: learner })).body,
      character: (await call(app, 'GET', '/character/list', { token: learner.token })).body,
    });
    const before = await read(embedded.app);
    expect(JSON.stringify(before.attempts)).toContain('"attempts"');

    const name = `kq_copy_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const report = await copyDatabase(embedded.database, url.toString());
      expect(report.perTable.attempts).toBe(2);
      expect(report.perTable.users).toBeGreaterThanOrEqual(1);

      // The same access token works: the signing key is a row that moved too.
      const moved = await startApp(await openDatabase({ url: url.toString(), poolSize: 2 }));
      try {
        expect(await read(moved.app)).toEqual(before);
        // Ids carry on past the copied rows: a new result and a new learner are stored.
        expect((await typeLesson(moved.app, learner.token, learner.characterId)).answer.status).toBe(200);
        expect((await guestWithStudent(moved.app, 'Newcomer')).characterId).toBeGreaterThan(
          learner.characterId,
        );
        // A database with rows is never copied into.
        await expect(copyDatabase(embedded.database, url.toString())).rejects.toThrow(/not empty/);
      } finally {
        await moved.app.close();
        await moved.database.close();
      }
    } finally {
      await embedded.app.close();
      await embedded.database.close();
      await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
