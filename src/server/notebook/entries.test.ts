import { describe, expect, it } from 'vitest';
import type { NotebookAnswer } from '../../contracts';
import { TEST_DATABASES, call, signInAsGuest, suiteServer } from '../test/harness';
import { newLearner } from '../test/learner';

type Answer<T> = T & { errorCode?: string; message?: string };

describe.each(TEST_DATABASES)("the notebook's entries, edited by the learner (%s)", (kind) => {
  const server = suiteServer(kind);

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
    const learner = await newLearner(server, 'Keypad');
    const answer = await learner.submit(learner.lessonAttempt(first, { keystrokes }));
    expect(answer.status).toBe(200);
    const notebook = () =>
      call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
        token: learner.token,
        payload: { characterId: learner.characterId },
      });
    const entries = (await notebook()).body.entries;
    expect(entries).toMatchObject([{ token: first.text[0], kind: 'key', mode: 'numpad', misses: 1 }]);

    const removed = await call<Answer<NotebookAnswer>>(server.app, 'DELETE', '/notebook/entry', {
      token: learner.token,
      payload: { characterId: learner.characterId, mode: 'numpad', token: first.text[0] },
    });
    expect(removed.body.entries).toEqual([]);
    expect((await notebook()).body.entries).toEqual([]);
  });

  it('takes a word of the learner’s own for a mode, refuses what the mode cannot type, and resets a word', async () => {
    const fresh = await newLearner(server, 'Editor');
    const id = fresh.characterId;
    const add = (mode: string, word: string) =>
      call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/word', {
        token: fresh.token,
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
    await fresh.submit(fresh.attempt('giraffe', { kind: 'practice', practiceId: 'notebook-review-english' }));
    const list = await call<Answer<NotebookAnswer>>(server.app, 'GET', '/notebook/list', {
      token: fresh.token,
      payload: { characterId: id },
    });
    const giraffe = list.body.entries.find((entry) => entry.token === 'giraffe')!;
    expect(giraffe.streak).toBe(1);
    expect(Date.parse(giraffe.dueAt)).toBeGreaterThan(server.clock.now().getTime());

    const reset = await call<Answer<NotebookAnswer>>(server.app, 'POST', '/notebook/entry/reset', {
      token: fresh.token,
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
});
