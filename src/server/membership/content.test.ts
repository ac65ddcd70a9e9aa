import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LessonProgress, SubmitAttemptResult } from '../../contracts';
import {
  type Answer,
  give,
  startRound as startPaidRound,
  submitLesson as submitEconomyLesson,
  submitRound,
} from '../economy/test-helpers';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { buyer, signInAgain } from './test-helpers';

const DAY = 86_400_000;
/** The finger course is free whole; the English course's first chapter is free, its grade words are not. */
const FREE_LESSON = 'home-keys-f-and-j';
const FREE_PRACTICE_LESSON = 'english-words-1-100-1';
const MEMBER_LESSON = 'english-grade-1-1';

describe.each(TEST_DATABASES)('member content on %s', (kind) => {
  const server = suiteServer(kind);

  const submitLesson = (
    auth: { token: string; characterId: number },
    slug: string,
    startedAt?: number,
  ): Promise<Answer<SubmitAttemptResult>> =>
    submitEconomyLesson(server.app, server.clock, auth, slug, 200, startedAt);

  const submitGame = (auth: { token: string; characterId: number }, gameId: string) =>
    submitRound(server.app, server.clock, auth, { gameId, chars: 90 });

  async function startRound(auth: { token: string; characterId: number }, gameId: string) {
    await give(server, auth.characterId, 'points', 100);
    return startPaidRound(server.app, auth, { gameId });
  }

  const progress = async (auth: { token: string; characterId: number }) =>
    (
      await call<{ lessons: LessonProgress[] }>(server.app, 'GET', '/progress/lessons', {
        token: auth.token,
        payload: { characterId: auth.characterId },
      })
    ).body.lessons.map((lesson) => lesson.lessonSlug);

  it('lets a free learner take the free lessons and games, and refuses member ones, translated', async () => {
    const me = await buyer(server.app);
    expect((await submitLesson(me, FREE_LESSON)).status).toBe(200);
    expect((await submitLesson(me, FREE_PRACTICE_LESSON)).status).toBe(200);
    expect((await submitGame(me, 'STAR_TREK')).status).toBe(200);
    expect((await submitGame(me, 'BALLOON_POP')).status).toBe(200);

    const lesson = await submitLesson(me, MEMBER_LESSON);
    expect(lesson.status).toBe(403);
    expect(lesson.body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    const game = await submitGame(me, 'TYPING_RACE');
    expect(game.body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    const round = await startRound(me, 'TYPING_RACE');
    expect(round.status).toBe(403);
    expect(round.body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    expect((await startRound(me, 'STAR_TREK')).status).toBe(200);
    // Nothing of the refused attempts was stored.
    expect(await progress(me)).not.toContain(MEMBER_LESSON);

    // The catalogue's message, in the learner's language.
    const chinese = await call<{ message: string }>(server.app, 'POST', '/economy/round/start', {
      token: me.token,
      headers: { language: 'CHS' },
      payload: { characterId: me.characterId, gameId: 'TYPING_RACE', roundKey: randomUUID() },
    });
    expect(chinese.body.message).toBe('会员未开通或已过期');
  });

  it('opens member lessons and games to a member, and freezes them when the membership ends', async () => {
    const signedUp = await buyer(server.app);
    const me = { ...signedUp };
    const trial = await call(server.app, 'POST', '/membership/trial', { token: me.token, payload: {} });
    expect(trial.status).toBe(200);
    expect((await submitLesson(me, MEMBER_LESSON)).status).toBe(200);
    expect((await submitGame(me, 'TYPING_RACE')).status).toBe(200);
    expect((await startRound(me, 'TYPING_RACE')).status).toBe(200);

    // A lesson typed on the trial's last day, offline, reaches the server after the trial ended: it counts.
    server.clock.advance(7 * DAY - 60_000);
    const typedOffline = server.clock.now().getTime();
    server.clock.advance(2 * DAY);
    me.token = await signInAgain(server.app, signedUp);
    const late = await submitLesson(me, 'english-grade-1-2', typedOffline);
    expect(late.status).toBe(200);
    expect(late.body.lessonProgress?.lessonSlug).toBe('english-grade-1-2');

    // One started after the end is refused; the results already kept stay (frozen, not deleted).
    const after = await submitLesson(me, 'english-grade-1-3');
    expect(after.body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    expect((await startRound(me, 'TYPING_RACE')).body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    expect(await progress(me)).toEqual(expect.arrayContaining([MEMBER_LESSON, 'english-grade-1-2']));
    // Free lessons go on as before.
    expect((await submitLesson(me, FREE_LESSON)).status).toBe(200);
  });
});
