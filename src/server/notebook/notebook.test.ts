import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Character, NotebookAnswer, SubmitAttemptResult } from '../../contracts';
import { findLesson } from '../../content';
import { customPinyinTarget } from '../../content/chinese/readings';
import { analyzePinyinAttempt } from '../../engine';
import { findChineseLesson } from '../../content/chinese';
import { notebookEventOf } from './service';
import { TEST_DATABASES, call, guestWithStudent, signInAsGuest, suiteServer } from '../test/harness';
import { typeText } from '../test/typing';

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
  let token: string;
  let characterId: number;

  beforeAll(async () => {
    ({ token, characterId } = await guestWithStudent(server.app, 'Speller'));
  });

  const submit = (fields: Record<string, unknown>, text: string, slips: Record<number, string> = {}) =>
    call(server.app, 'POST', '/attempt/submit', {
      token,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        mode: 'stop',
        text,
        keystrokes: typeText(text, { slips }),
        startedAt: server.clock.now().getTime() - 60_000,
        timeZone: 'UTC',
        ...fields,
      },
    });
  const notebook = () =>
    call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', { token, payload: { characterId } });

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
      token,
      payload: { characterId, wordLoopCount: 2, clearAfter: 3 },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.errorCode).toBe('NOTEBOOK_CLEAR_EXCEEDS_LOOP');
    expect(saved.body.message).toBe('Correct answers to clear a word cannot exceed the word loop count');
    const ok = await call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/settings', {
      token,
      payload: { characterId, wordLoopCount: 2, clearAfter: 2 },
    });
    expect(ok.body.settings).toEqual({ wordLoopCount: 2, clearAfter: 2 });

    // A review with a slip keeps it (and counts the miss); a clean one of two answers clears it.
    await submit({ kind: 'practice', practiceId: 'notebook-review' }, 'zebra zebra', { 8: 'q' });
    expect((await notebook()).body.entries).toMatchObject([{ token: 'zebra', misses: 2, streak: 0 }]);
    await submit({ kind: 'practice', practiceId: 'notebook-review-custom' }, 'zebra zebra');
    expect((await notebook()).body.entries).toEqual([]);
  });

  it('files the words missed in finger-course lessons and in game rounds too', async () => {
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Gamer', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    const send = (fields: Record<string, unknown>, text: string, slips: Record<number, string>) =>
      call(server.app, 'POST', '/attempt/submit', {
        token: fresh.accessToken,
        payload: {
          characterId: id,
          idempotencyKey: randomUUID(),
          mode: 'stop',
          text,
          keystrokes: typeText(text, { slips }),
          startedAt: server.clock.now().getTime() - 60_000,
          timeZone: 'UTC',
          ...fields,
        },
      });
    const lesson = findLesson('home-keys-f-and-j')!.lesson;
    const lessonSent = await send(
      { kind: 'lesson', lessonSlug: lesson.slug, mode: lesson.mode },
      lesson.text,
      {
        0: 'k',
      },
    );
    expect(lessonSent.status).toBe(200);
    expect((await send({ kind: 'game', gameId: 'STAR_TREK' }, 'rocket moon', { 7: 'n' })).status).toBe(200);
    // Balloon Pop's round is a run of letters, not a word: nothing of it becomes a notebook "word".
    const balloons = await send({ kind: 'game', gameId: 'BALLOON_POP' }, 'ka;fffj;jl;;s', { 3: 'd', 4: 'd' });
    expect(balloons.status).toBe(200);
    const list = await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
      token: fresh.accessToken,
      payload: { characterId: id },
    });
    const filed = list.body.entries.map(({ token: word, mode }) => ({ word, mode }));
    expect(filed).toContainEqual({ word: lesson.text.split(/\s+/)[0], mode: 'finger' });
    expect(filed).toContainEqual({ word: 'moon', mode: 'games' });
    expect(filed).toHaveLength(2);
  });

  it('a review of one mode records answers for that mode only', async () => {
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Reviewer', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    const send = (fields: Record<string, unknown>, text: string, slips: Record<number, string> = {}) =>
      call(server.app, 'POST', '/attempt/submit', {
        token: fresh.accessToken,
        payload: {
          characterId: id,
          idempotencyKey: randomUUID(),
          mode: 'stop',
          text,
          keystrokes: typeText(text, { slips }),
          startedAt: server.clock.now().getTime() - 60_000,
          timeZone: 'UTC',
          ...fields,
        },
      });
    const list = async () =>
      (
        await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
          token: fresh.accessToken,
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
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Hanzi', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    const send = (slug: string, keystrokes: ReturnType<typeof typeText>) => {
      const lesson = findChineseLesson(slug)!.lesson;
      return call(server.app, 'POST', '/attempt/submit', {
        token: fresh.accessToken,
        payload: {
          characterId: id,
          idempotencyKey: randomUUID(),
          kind: 'lesson',
          lessonSlug: slug,
          mode: lesson.mode,
          text: lesson.text,
          keystrokes,
          startedAt: server.clock.now().getTime() - 60_000,
          timeZone: 'UTC',
        },
      });
    };
    // 啊 喔 鹅 ... typed as pinyin letters: an x before the e of 鹅.
    const pinyin = 'a o e e e e a o o e a e e a e o';
    expect((await send('pinyin-a-o-e', typeText(pinyin, { slips: { 4: 'x' } }))).status).toBe(200);
    // 我 的 你 ... committed through an input method: 找 committed for 我 first.
    const chinese = findChineseLesson('chinese-characters-1')!.lesson.text;
    expect((await send('chinese-characters-1', typeText(chinese, { slips: { 0: '找' } }))).status).toBe(200);

    const list = await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
      token: fresh.accessToken,
      payload: { characterId: id },
    });
    const filed = list.body.entries.map(({ token: word, mode, misses }) => ({ word, mode, misses }));
    expect(filed).toContainEqual({ word: '鹅', mode: 'pinyin', misses: 1 });
    expect(filed).toContainEqual({ word: '我', mode: 'chinese', misses: 1 });
    expect(filed).toHaveLength(2);

    // Their reviews are pinyin drills, replayed as such: three clean answers clear 鹅, a slip keeps 我.
    const review = (practiceId: string, text: string, letters: string, slips: Record<number, string> = {}) =>
      call<Answer<SubmitAttemptResult>>(server.app, 'POST', '/attempt/submit', {
        token: fresh.accessToken,
        payload: {
          characterId: id,
          idempotencyKey: randomUUID(),
          kind: 'practice',
          practiceId,
          mode: 'stop',
          text,
          keystrokes: typeText(letters, { slips }),
          startedAt: server.clock.now().getTime() - 60_000,
          timeZone: 'UTC',
        },
      });
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
      token: fresh.accessToken,
      payload: { characterId: id },
    });
    expect(reviewed.body.entries.map(({ token: word, mode, misses }) => ({ word, mode, misses }))).toEqual([
      { word: '我', mode: 'chinese', misses: 2 },
    ]);
  });

  it('files keypad keys from the replayed log, and a word can be removed', async () => {
    const { NUMPAD_COURSE } = await import('../../content/numpad');
    const first = NUMPAD_COURSE.chapters[0]!.lessons[0]!;
    const code = (char: string) => (char === '\n' ? 'NumpadEnter' : `Numpad${char}`);
    // The main row's digit first (a wrong key: only the keypad's counts), then the whole text on the keypad.
    const keystrokes = [
      { kind: 'insert', char: first.text[0], code: `Digit${first.text[0]}`, timeStamp: 800 },
      ...[...first.text].map((char, i) => ({
        kind: 'insert',
        char,
        code: code(char),
        timeStamp: 1000 + i * 200,
      })),
    ];
    const answer = await call(server.app, 'POST', '/attempt/submit', {
      token,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        kind: 'lesson',
        lessonSlug: first.slug,
        mode: first.mode,
        text: first.text,
        keystrokes,
        startedAt: server.clock.now().getTime() - 60_000,
        timeZone: 'UTC',
      },
    });
    expect(answer.status).toBe(200);
    const entries = (await notebook()).body.entries;
    expect(entries).toMatchObject([{ token: first.text[0], kind: 'key', mode: 'numpad', misses: 1 }]);

    const removed = await call<Answer<NotebookAnswer>>(server.app, 'DELETE', '/notebook/entry', {
      token,
      payload: { characterId, mode: 'numpad', token: first.text[0] },
    });
    expect(removed.body.entries).toEqual([]);
    expect((await notebook()).body.entries).toEqual([]);
  });

  it('takes a word of the learner’s own for a mode, refuses what the mode cannot type, and resets a word', async () => {
    const fresh = await signInAsGuest(server.app);
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: fresh.accessToken,
      payload: { avatar: 'avatar-student-1', nickname: 'Editor', type: 'STUDENT' },
    });
    const id = created.body.characterId;
    const add = (mode: string, word: string) =>
      call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/word', {
        token: fresh.accessToken,
        payload: { characterId: id, mode, token: word },
      });

    const added = await add('english', '  giraffe ');
    expect(added.status).toBe(200);
    expect(added.body.entries).toMatchObject([
      { token: 'giraffe', mode: 'english', kind: 'word', misses: 0, streak: 0 },
    ]);
    expect((await add('numpad', '7')).body.entries).toContainEqual(
      expect.objectContaining({ token: '7', mode: 'numpad', kind: 'key' }),
    );
    expect((await add('pinyin', '银行')).status).toBe(200);

    for (const [mode, word] of [
      ['english', ''],
      ['english', 'two words'],
      ['english', 'x'.repeat(31)],
      ['numpad', 'abc'],
      ['pinyin', 'yinhang'],
      ['english', '银行'],
    ] as const) {
      const refused = await add(mode, word);
      expect(refused.status, `${mode}: "${word}"`).toBe(400);
      expect(refused.body.errorCode).toBe('NOTEBOOK_WORD_INVALID');
    }
    expect((await add('games', 'moon')).body.errorCode).toBe('PARAMETER_ERROR');

    // One clean review answer of giraffe, then its progress is reset.
    await call(server.app, 'POST', '/attempt/submit', {
      token: fresh.accessToken,
      payload: {
        characterId: id,
        idempotencyKey: randomUUID(),
        kind: 'practice',
        practiceId: 'notebook-review-english',
        mode: 'stop',
        text: 'giraffe',
        keystrokes: typeText('giraffe'),
        startedAt: server.clock.now().getTime() - 60_000,
        timeZone: 'UTC',
      },
    });
    const list = await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
      token: fresh.accessToken,
      payload: { characterId: id },
    });
    const giraffe = list.body.entries.find((entry) => entry.token === 'giraffe')!;
    expect(giraffe.streak).toBe(1);
    expect(Date.parse(giraffe.dueAt)).toBeGreaterThan(server.clock.now().getTime());

    const reset = await call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/entry/reset', {
      token: fresh.accessToken,
      payload: { characterId: id, mode: 'english', token: 'giraffe' },
    });
    expect(reset.status).toBe(200);
    const after = reset.body.entries.find((entry) => entry.token === 'giraffe')!;
    expect(after.streak).toBe(0);
    expect(Date.parse(after.dueAt)).toBeLessThanOrEqual(server.clock.now().getTime());
    expect(reset.body.entries).toHaveLength(3);

    const stranger = await signInAsGuest(server.app);
    const refused = await call<Answer<object>>(server.app, 'POST', '/notebook/entry/reset', {
      token: stranger.accessToken,
      payload: { characterId: id, mode: 'english', token: 'giraffe' },
    });
    expect(refused.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });

  it('is the character owner’s only', async () => {
    const other = await signInAsGuest(server.app);
    const answer = await call<Answer<object>>(server.app, 'GET', '/notebook/list', {
      token: other.accessToken,
      payload: { characterId },
    });
    expect(answer.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });
});
