import { describe, expect, it } from 'vitest';
import type { NotebookAnswer } from '../../contracts';
import { findLesson } from '../../content';
import { customPinyinTarget } from '../../content/chinese/readings';
import { analyzePinyinAttempt } from '../../engine';
import { findChineseLesson } from '../../content/chinese';
import { notebookEventOf } from './service';
import { TEST_DATABASES, call, signInAsGuest, suiteServer } from '../test/harness';
import { newLearner, suiteLearner } from '../test/learner';
import { typeText } from '../test/typing';
import { eq } from 'drizzle-orm';
import { notebookEntries } from '../db/schema';

type Answer<T> = T & { errorCode?: string; message?: string };

describe('notebookEventOf', () => {
  it('files every mode (the finger course and games too), reviews and custom courses', () => {
    expect(notebookEventOf({ kind: 'lesson', lessonSlug: 'code-js-hello', practiceId: null })).toEqual({
      kind: 'misses',
      mode: 'code',
    });
    expect(notebookEventOf({ kind: 'lesson', lessonSlug: 'home-keys-f-and-j', practiceId: null })).toEqual({
      kind: 'misses',
      mode: 'finger',
    });
    expect(notebookEventOf({ kind: 'practice', lessonSlug: null, practiceId: 'custom-4' })).toEqual({
      kind: 'misses',
      mode: 'custom',
    });
    expect(
      notebookEventOf({ kind: 'practice', lessonSlug: null, practiceId: 'notebook-review-english' }),
    ).toEqual({
      kind: 'review',
      mode: 'english',
    });
    expect(notebookEventOf({ kind: 'game', lessonSlug: null, practiceId: null })).toEqual({
      kind: 'misses',
      mode: 'games',
    });
    expect(notebookEventOf({ kind: 'practice', lessonSlug: null, practiceId: 'adaptive-theme' })).toEqual({
      kind: 'misses',
      mode: 'adaptive',
    });
    expect(notebookEventOf({ kind: 'lesson', lessonSlug: 'pinyin-a-o-e', practiceId: null })).toEqual({
      kind: 'misses',
      mode: 'pinyin',
    });
    expect(
      notebookEventOf({ kind: 'lesson', lessonSlug: 'chinese-hant-characters-1', practiceId: null }),
    ).toEqual({ kind: 'misses', mode: 'chinese' });
  });
});

describe.each(TEST_DATABASES)('the notebook (%s)', (kind) => {
  const server = suiteServer(kind);
  const learner = suiteLearner(server, 'Speller');

  const submit = (fields: Record<string, unknown>, text: string, slips: Record<number, string> = {}) =>
    learner.submit(learner.attempt(text, fields, { slips }));
  const notebook = () =>
    call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
      token: learner.token,
      payload: { characterId: learner.characterId },
    });

  it('files the words missed in a practice, and clears one after clearAfter correct reviews', async () => {
    expect((await notebook()).body).toEqual({ entries: [], settings: { wordLoopCount: 3, clearAfter: 3 } });
    expect((await submit({ kind: 'practice', practiceId: 'custom-1' }, 'zebra ox', { 1: 'x' })).status).toBe(
      200,
    );
    // A clean attempt files nothing.
    await submit({ kind: 'practice', practiceId: 'custom-1' }, 'lion tiger', {});
    const first = await notebook();
    expect(first.body.entries).toMatchObject([{ token: 'zebra', mode: 'custom', misses: 1, streak: 0 }]);

    const saved = await call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/settings', {
      token: learner.token,
      payload: { characterId: learner.characterId, wordLoopCount: 2, clearAfter: 3 },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.errorCode).toBe('NOTEBOOK_CLEAR_EXCEEDS_LOOP');
    expect(saved.body.message).toBe('Correct answers to clear a word cannot exceed the word loop count');
    const ok = await call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/settings', {
      token: learner.token,
      payload: { characterId: learner.characterId, wordLoopCount: 2, clearAfter: 2 },
    });
    expect(ok.body.settings).toEqual({ wordLoopCount: 2, clearAfter: 2 });

    // A review with a slip keeps it (and counts the miss); a clean one of two answers clears it.
    await submit({ kind: 'practice', practiceId: 'notebook-review' }, 'zebra zebra', { 8: 'q' });
    expect((await notebook()).body.entries).toMatchObject([{ token: 'zebra', misses: 2, streak: 0 }]);
    await submit({ kind: 'practice', practiceId: 'notebook-review-custom' }, 'zebra zebra');
    expect((await notebook()).body.entries).toEqual([]);
  });

  it('files real words only: a finger-course drill, a made-up word and a run of letters never go in', async () => {
    const fresh = await newLearner(server, 'Gamer');
    const id = fresh.characterId;
    const send = (fields: Record<string, unknown>, text: string, slips: Record<number, string>) =>
      fresh.submit(fresh.attempt(text, fields, { slips }));
    const list = async () =>
      (
        await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
          token: fresh.token,
          payload: { characterId: id },
        })
      ).body.entries.map(({ token: word, mode, misses }) => ({ word, mode, misses }));
    // The first lesson's drills ("jjj ffj ..."), every one of its groups missed once.
    const lesson = findLesson('home-keys-f-and-j')!.lesson;
    const slips = Object.fromEntries(
      [...lesson.text.matchAll(/\S+/g)].map((match) => [match.index, match[0][0] === 'k' ? 'l' : 'k']),
    );
    const lessonSent = await send(
      { kind: 'lesson', lessonSlug: lesson.slug, mode: lesson.mode },
      lesson.text,
      slips,
    );
    expect(lessonSent.status).toBe(200);
    // A practice from few keys: made-up words beside real ones, a word with its punctuation, one letter alone.
    await send({ kind: 'practice', practiceId: 'adaptive-words' }, 'jadll all jall fall, a', {
      0: 'k',
      6: 'k',
      10: 'k',
      15: 'k',
      21: 'k',
    });
    await send({ kind: 'game', gameId: 'STAR_TREK' }, 'rocket moon jkl;', { 7: 'n', 12: 'n' });
    // Balloon Pop's round is a run of letters, not a word: nothing of it becomes a notebook "word".
    const balloons = await send({ kind: 'game', gameId: 'BALLOON_POP' }, 'ka;fffj;jl;;s', { 3: 'd', 4: 'd' });
    expect(balloons.status).toBe(200);
    // The same word twice in one practice, once with a capital: one entry.
    await send({ kind: 'practice', practiceId: 'custom-2' }, 'The cat saw the dog', { 0: 'x', 12: 'x' });
    const filed = await list();
    expect(filed.filter(({ mode }) => mode === 'finger')).toEqual([]);
    expect(
      filed
        .filter(({ mode }) => mode === 'adaptive')
        .map(({ word }) => word)
        .sort(),
    ).toEqual(['all', 'fall']);
    expect(filed.filter(({ mode }) => mode === 'games').map(({ word }) => word)).toEqual(['moon']);
    expect(filed.filter(({ mode }) => mode === 'custom')).toEqual([
      { word: 'the', mode: 'custom', misses: 2 },
    ]);
  });

  it('drops the drills filed before the real-word rule at the next read, and refuses an unknown word of the learner', async () => {
    const fresh = await newLearner(server, 'Older');
    const at = server.clock.now();
    const row = (token: string, mode: string, misses = 1) => ({
      characterId: fresh.characterId,
      mode,
      token,
      kind: 'word',
      misses,
      streak: 0,
      addedAt: at,
      lastSeenAt: at,
      dueAt: at,
    });
    await server.database.db
      .insert(notebookEntries)
      .values([
        row('jjj', 'finger'),
        row('ffj', 'finger'),
        row('jall', 'games'),
        row('said,', 'literature'),
        row('said', 'literature', 2),
        row('moon', 'games'),
      ]);
    const read = () =>
      call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
        token: fresh.token,
        payload: { characterId: fresh.characterId },
      });
    const entries = (await read()).body.entries.map(({ token: word, mode, misses }) => ({
      word,
      mode,
      misses,
    }));
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual({ word: 'moon', mode: 'games', misses: 1 });
    expect(entries).toContainEqual({ word: 'said', mode: 'literature', misses: 3 });
    // Cleaned in the database too, not only in the answer.
    const stored = await server.database.db
      .select({ token: notebookEntries.token })
      .from(notebookEntries)
      .where(eq(notebookEntries.characterId, fresh.characterId));
    expect(stored.map(({ token }) => token).sort()).toEqual(['moon', 'said']);

    const own = await call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/word', {
      token: fresh.token,
      payload: { characterId: fresh.characterId, mode: 'adaptive', token: 'jadll' },
    });
    expect(own.status).toBe(400);
    expect(own.body.errorCode).toBe('NOTEBOOK_WORD_UNKNOWN');
    expect((await read()).body.entries).toHaveLength(2);
  });

  it('a review of one mode records answers for that mode only', async () => {
    const fresh = await newLearner(server, 'Reviewer');
    const id = fresh.characterId;
    const send = (fields: Record<string, unknown>, text: string, slips: Record<number, string> = {}) =>
      fresh.submit(fresh.attempt(text, fields, { slips }));
    const list = async () =>
      (
        await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
          token: fresh.token,
          payload: { characterId: id },
        })
      ).body.entries.map(({ token: word, mode, streak }) => ({ word, mode, streak }));
    // The same word missed in a custom course and in a game round.
    await send({ kind: 'practice', practiceId: 'custom-7' }, 'zebra ox', { 1: 'x' });
    await send({ kind: 'game', gameId: 'STAR_TREK' }, 'zebra moon', { 1: 'x' });
    expect(await list()).toHaveLength(2);

    // A clean review of the custom course's words: one correct answer of the default three.
    expect((await send({ kind: 'practice', practiceId: 'notebook-review-custom' }, 'zebra')).status).toBe(
      200,
    );
    const after = await list();
    expect(after).toContainEqual({ word: 'zebra', mode: 'custom', streak: 1 });
    expect(after).toContainEqual({ word: 'zebra', mode: 'games', streak: 0 });
  });

  it('files the characters missed in pinyin and Chinese typing lessons', async () => {
    const fresh = await newLearner(server, 'Hanzi');
    const id = fresh.characterId;
    const send = (slug: string, keystrokes: ReturnType<typeof typeText>) =>
      fresh.submit(fresh.lessonAttempt(findChineseLesson(slug)!.lesson, { keystrokes }));
    // 啊 喔 鹅 ... typed as pinyin letters: an x before the e of 鹅.
    const pinyin = 'a o e e e e a o o e a e e a e o';
    expect((await send('pinyin-a-o-e', typeText(pinyin, { slips: { 4: 'x' } }))).status).toBe(200);
    // 我 的 你 ... committed through an input method: 找 committed for 我 first.
    const chinese = findChineseLesson('chinese-characters-1')!.lesson.text;
    expect((await send('chinese-characters-1', typeText(chinese, { slips: { 0: '找' } }))).status).toBe(200);

    const list = await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
      token: fresh.token,
      payload: { characterId: id },
    });
    const filed = list.body.entries.map(({ token: word, mode, misses }) => ({ word, mode, misses }));
    expect(filed).toContainEqual({ word: '鹅', mode: 'pinyin', misses: 1 });
    expect(filed).toContainEqual({ word: '我', mode: 'chinese', misses: 1 });
    expect(filed).toHaveLength(2);

    // Their reviews are pinyin drills, replayed as such: three clean answers clear 鹅, a slip keeps 我.
    const review = (practiceId: string, text: string, letters: string, slips: Record<number, string> = {}) =>
      fresh.submit(
        fresh.attempt(text, { kind: 'practice', practiceId, keystrokes: typeText(letters, { slips }) }),
      );
    const clean = await review('notebook-review-pinyin', '鹅 鹅 鹅', 'e e e');
    expect(clean.status).toBe(200);
    const expected = analyzePinyinAttempt(customPinyinTarget('鹅 鹅 鹅'), typeText('e e e'), {
      mode: 'stop',
    });
    expect(clean.body.metrics).toMatchObject({
      finished: true,
      correctChars: expected.correctChars,
      wrongChars: 0,
      accuracy: expected.accuracy,
      wpm: expected.wpm,
    });
    expect(clean.body.metrics.correctChars).toBeGreaterThan(0);
    expect((await review('notebook-review-chinese', '我 我 我', 'wo wo wo', { 3: 'x' })).status).toBe(200);
    const reviewed = await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
      token: fresh.token,
      payload: { characterId: id },
    });
    expect(reviewed.body.entries.map(({ token: word, mode, misses }) => ({ word, mode, misses }))).toEqual([
      { word: '我', mode: 'chinese', misses: 2 },
    ]);
  });

  it('is the character owner’s only', async () => {
    const other = await signInAsGuest(server.app);
    const answer = await call<Answer<object>>(server.app, 'GET', '/notebook/list', {
      token: other.accessToken,
      payload: { characterId: learner.characterId },
    });
    expect(answer.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });
});
