import { describe, expect, it } from 'vitest';
import type { CharacterList, ImportStudentsResult, LoginResult, SchoolOverview } from '../../contracts';
import { registered } from '../groups/test-helpers';
import { DEVICE_ID, TEST_DATABASES, call, suiteServer } from '../test/harness';
import { board, everyBoard, newLearner, practise, type Learner } from './test-helpers';

describe.each(TEST_DATABASES)('school accounts on the leaderboards (%s)', (kind) => {
  const server = suiteServer(kind);

  it('keeps accounts a school opened off the public boards; their class board still shows them', async () => {
    const admin = await registered(server.app);
    const opened = await call<SchoolOverview>(server.app, 'POST', '/school/open', {
      token: admin.token,
      payload: { name: 'Board School', nickname: 'Office' },
    });
    const imported = await call<ImportStudentsResult>(server.app, 'POST', '/school/students/import', {
      token: admin.token,
      payload: { characterId: opened.body.characterId, csv: 'name,class\nZed,2A' },
    });
    const account = imported.body.accounts[0]!;
    const login = await call<LoginResult>(server.app, 'POST', '/user/auth/login', {
      payload: { username: account.username, password: account.password },
    });
    const roles = await call<CharacterList>(server.app, 'GET', '/character/list', {
      token: login.body.accessToken,
    });
    const pupil: Learner = {
      name: account.username,
      token: login.body.accessToken,
      characterId: roles.body[0]!.characterId,
      refreshToken: login.body.refreshToken ?? '',
      deviceId: DEVICE_ID,
    };
    const open = await newLearner(server.app, 'Open');
    expect((await practise(server, pupil)).status).toBe(200);
    expect((await practise(server, open)).status).toBe(200);

    const seen = await everyBoard(server, open);
    expect(seen).toContain('Open');
    expect(seen).not.toContain(account.username);
    const ownClass = await board(server, pupil, 'total', 7, 'group', account.groupId);
    expect(ownClass.body.rows.map((row) => row.nickname)).toEqual([account.username]);
  });
});
