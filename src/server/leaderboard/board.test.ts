import { describe, expect, it } from 'vitest';
import { LEADERBOARD_TOP, type Character, type Group } from '../../contracts';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { DAY, MINUTE } from '../shared/clock';
import { teacher } from '../groups/test-helpers';
import { board, newLearner, practiceText, practise, renew, type Learner } from './test-helpers';

/** WPM -> the gap between keys of a clean log (12,000 ms per WPM: 5 characters a word). */
const gapFor = (wpm: number) => 12_000 / wpm;

describe.each(TEST_DATABASES)('leaderboards (%s)', (kind) => {
  const server = suiteServer(kind);

  it('ranks a beginner who doubles 8 to 16 WPM above a steady fast typist on the fast-progress board', async () => {
    const beginner = await newLearner(server.app, 'Beginner');
    const steady = await newLearner(server.app, 'Steady');
    const day = async (round: number, beginnerWpm: number, steadyWpm: number) => {
      for (const [learner, wpm] of [
        [beginner, beginnerWpm],
        [steady, steadyWpm],
      ] as [Learner, number][]) {
        const text = practiceText(learner.name, round);
        const saved = await practise(server, learner, { text, gapMs: gapFor(wpm) });
        expect(saved.body.ranking).toEqual({ counts: true, reason: null });
      }
    };
    await day(0, 8, 60);
    server.clock.advance(2 * DAY);
    await Promise.all([renew(server.app, beginner), renew(server.app, steady)]);
    await day(1, 16, 61);

    const progress = (await board(server, steady, 'progress', 7)).body;
    expect(progress.rows.map((row) => row.nickname)).toEqual(['Beginner', 'Steady']);
    expect(progress.rows[0]).toMatchObject({ rank: 1, own: false });
    expect(progress.rows[0]!.value).toBeCloseTo(100, 0);
    expect(progress.rows[0]!.fromWpm).toBeCloseTo(8, 0);
    expect(progress.rows[0]!.toWpm).toBeCloseTo(16, 0);
    expect(progress.rows[1]).toMatchObject({ rank: 2, own: true });
    // The total board ranks what was typed right: the steady typist's shorter name typed twice is less.
    const total = (await board(server, beginner, 'total', 7)).body;
    expect(total.rows.map((row) => [row.nickname, row.value])).toEqual([
      ['Beginner', practiceText('Beginner', 0).length + practiceText('Beginner', 1).length],
      ['Steady', practiceText('Steady', 0).length + practiceText('Steady', 1).length],
    ]);

    // Days leave the window: 8 days later the 7-day boards forget day one, the 30-day ones keep it.
    server.clock.advance(6 * DAY);
    await renew(server.app, beginner);
    const later = (await board(server, beginner, 'total', 7)).body;
    expect(later.rows.find((row) => row.own)?.value).toBe(practiceText('Beginner', 1).length);
    expect((await board(server, beginner, 'progress', 7)).body.rows).toEqual([]);
    const month = (await board(server, beginner, 'total', 30)).body;
    expect(month.rows.find((row) => row.own)?.value).toBe(
      practiceText('Beginner', 0).length + practiceText('Beginner', 1).length,
    );
  });

  it('shows the learner their own rank below the top rows, and ranks ties by who got there first', async () => {
    const crowd: Learner[] = [];
    for (let index = 0; index <= LEADERBOARD_TOP; index++) {
      const learner = await newLearner(server.app, `Kid${index}`);
      // Every kid types the same length: the first to arrive ranks first.
      await practise(server, learner, {
        text: practiceText(`Kid${index}`).slice(0, 50) + 'xx'.repeat(index % 2),
      });
      server.clock.advance(MINUTE);
      crowd.push(learner);
    }
    const last = crowd.at(-1)!;
    const { body } = await board(server, last, 'total', 30);
    expect(body.rows).toHaveLength(LEADERBOARD_TOP);
    expect(body.own).toMatchObject({ nickname: last.name, own: true });
    expect(body.own!.rank).toBeGreaterThan(LEADERBOARD_TOP);
    const fifties = body.rows.filter((row) => row.value === 50).map((row) => row.nickname);
    expect(fifties.slice(0, 3)).toEqual(['Kid0', 'Kid2', 'Kid4']);
  });

  it('has a board per group and per family, readable only by its members and its teacher', async () => {
    const owner = await teacher(server.app);
    const created = await call<Group>(server.app, 'POST', '/group/create', {
      token: owner.token,
      payload: { characterId: owner.characterId, name: '3A' },
    });
    const group = created.body;
    const pupil = await newLearner(server.app, 'Pupil');
    const outsider = await newLearner(server.app, 'Outsider');
    expect(
      (
        await call(server.app, 'POST', '/group/join', {
          token: pupil.token,
          payload: { characterId: pupil.characterId, code: group.joinCode },
        })
      ).status,
    ).toBe(200);
    await practise(server, pupil);
    await practise(server, outsider);
    const classBoard = (await board(server, pupil, 'total', 7, 'group', group.groupId)).body;
    expect(classBoard.groups).toEqual([{ groupId: group.groupId, name: '3A' }]);
    expect(classBoard.rows.map((row) => row.nickname)).toEqual(['Pupil']);
    const teacherView = await call<{ rows: { nickname: string }[] }>(server.app, 'GET', '/leaderboard', {
      token: owner.token,
      payload: {
        characterId: owner.characterId,
        board: 'total',
        scope: 'group',
        groupId: group.groupId,
        window: 7,
      },
    });
    expect(teacherView.body.rows.map((row) => row.nickname)).toEqual(['Pupil']);
    const refused = await board(server, outsider, 'total', 7, 'group', group.groupId);
    expect(refused.body.errorCode).toBe('GROUP_NOT_FOUND');

    // A family: the characters of one account, and no one else.
    const sibling = await call<Character>(server.app, 'POST', '/character/create', {
      token: pupil.token,
      payload: { avatar: 'avatar-student-2', nickname: 'Sibling', type: 'STUDENT' },
    });
    server.clock.advance(MINUTE);
    await practise(server, { ...pupil, name: 'Sibling', characterId: sibling.body.characterId });
    const family = (await board(server, pupil, 'total', 30, 'family')).body;
    expect(family.rows.map((row) => row.nickname).sort()).toEqual(['Pupil', 'Sibling']);
  });
});
