import { describe, expect, it } from 'vitest';
import {
  analyzeAttempt,
  analyzeChineseAttempt,
  DEFAULT_NOTEBOOK_SETTINGS,
  type Keystroke,
  type Notebook,
} from '../../engine';
import { afterChineseLesson } from './after-practice';
import { usePracticeStore } from './practice-store';
import { highlightKinds } from './code-highlight';
import { loadPractice, resolvePractice, type LearnerContext } from './load-practice';
import { notebookAfter } from './practice';
import { notebookMisses } from '../../content/notebook-words';
import { isNumLockOffKey, meaningFor, vocabularyWordAt } from './practice-view';

/** Types `text` right, except a wrong key before each position in `slips`. */
function typed(text: string, slips: readonly number[] = [], code?: (char: string) => string): Keystroke[] {
  const keys: Keystroke[] = [];
  let time = 1000;
  for (const [i, char] of [...text].entries()) {
    if (slips.includes(i)) keys.push({ kind: 'insert', char: '#', timeStamp: (time += 150) });
    keys.push({ kind: 'insert', char, timeStamp: (time += 150), ...(code ? { code: code(char) } : {}) });
  }
  return keys;
}

function learner(overrides: Partial<LearnerContext> = {}): LearnerContext {
  return {
    history: () => Promise.resolve({}),
    unlocked: [],
    notebook: [],
    settings: DEFAULT_NOTEBOOK_SETTINGS,
    seed: 42,
    ...overrides,
  };
}

describe('loadPractice', () => {
  it('types code without its indentation and shows the indentation before each line', async () => {
    const practice = await loadPractice('code-js-count-stars', learner());
    expect(practice?.view.kind).toBe('code');
    if (practice?.view.kind !== 'code') return;
    const { text } = practice.lesson;
    expect(text).not.toMatch(/\n /);
    const lineStart = text.indexOf('stars = stars');
    expect(practice.view.indentBefore[lineStart]).toBe('  ');
    expect(practice.view.indentBefore[0]).toBe('');
    expect(practice.view.tokens[0]).toBe('keyword'); // let
    expect(practice.view.tokens).toHaveLength(text.length);
  });

  it('matches keypad lessons by key code: Digit6 is not Numpad6', async () => {
    const practice = await loadPractice('numpad-4-5-6-and-enter', learner());
    expect(practice?.view.kind).toBe('numpad');
    expect(practice?.matchCode?.('6', 'Numpad6')).toBe(true);
    expect(practice?.matchCode?.('6', 'Digit6')).toBe(false);
    expect(practice?.matchCode?.('\n', 'NumpadEnter')).toBe(true);
  });

  it('gives vocabulary lessons their words, each typed twice', async () => {
    const practice = await loadPractice('vocabulary-describing-words-1', learner());
    if (practice?.view.kind !== 'vocabulary') throw new Error('not vocabulary');
    expect(practice.view.words[0]?.word).toBe('big');
    expect(vocabularyWordAt(practice.view, practice.lesson.text, 0)?.word).toBe('big');
    // "big big small": the third word is the second vocabulary word.
    expect(vocabularyWordAt(practice.view, practice.lesson.text, 8)?.word).toBe('small');
  });

  it('writes adaptive text for the learner: every word contains the focus, unlocked keys only', async () => {
    const practice = await loadPractice(
      'adaptive-my-keys',
      learner({ unlocked: ['f', 'j', 'd', 'k', 's', 'l', 'a', 'e'] }),
    );
    const info = practice?.adaptive;
    expect(info).toBeDefined();
    // A key once unlocked stays unlocked.
    expect(info!.unlocked).toEqual(expect.arrayContaining(['f', 'j', 'd', 'k', 's', 'l', 'a', 'e']));
    for (const word of practice!.lesson.text.split(' ')) {
      expect(word).toContain(info!.focus);
      for (const char of word) expect(info!.unlocked).toContain(char);
    }
    expect(practice!.submit).toEqual({ kind: 'lesson' });
  });

  it('uses the themed passage writer when it answers, and the built-in writer when it fails', async () => {
    const fromWriter = await loadPractice(
      'adaptive-theme-animals',
      learner({ themedPassage: () => Promise.resolve({ passage: 'ask a lad', source: 'writer' }) }),
    );
    expect(fromWriter?.lesson.text).toBe('ask a lad');
    expect(fromWriter?.adaptive?.source).toBe('writer');
    const offline = await loadPractice(
      'adaptive-theme-animals',
      learner({ themedPassage: () => Promise.reject(new Error('offline')) }),
    );
    expect(offline?.adaptive?.source).toBe('offline');
    expect(offline?.lesson.text.length).toBeGreaterThan(10);
  });

  it('makes a session of a pasted word list, and none of an empty one', async () => {
    const practice = await loadPractice('adaptive-words', learner({ pastedWords: ['zebra', 'quiz'] }));
    expect(
      practice?.lesson.text.split(' ').every((word) => ['zebra', 'quiz'].includes(word) || word === ''),
    ).toBe(true);
    expect(practice?.submit).toEqual({ kind: 'practice', practiceId: 'adaptive-words' });
    expect(await loadPractice('adaptive-words', learner())).toBeUndefined();
  });

  it('builds a review of the notebook, each word typed the word loop count times', async () => {
    const notebook: Notebook = [
      {
        token: 'cat',
        kind: 'word',
        mode: 'english',
        misses: 2,
        streak: 0,
        addedAt: 0,
        lastSeenAt: 0,
        dueAt: 0,
      },
    ];
    const practice = await loadPractice(
      'notebook-review-english',
      learner({ notebook, settings: { wordLoopCount: 2, clearAfter: 2 } }),
    );
    expect(practice?.lesson.text).toBe('cat cat');
    expect(practice?.reviewMode).toBe('english');
    // The server is told which mode was reviewed, so other modes' words keep their streaks.
    expect(practice?.submit).toEqual({ kind: 'practice', practiceId: 'notebook-review-english' });
    expect(await loadPractice('notebook-review', learner())).toBeUndefined();
  });

  it('leaves pinyin and Chinese characters out of a review typed on letter keys', async () => {
    const entry = (token: string, mode: string) => ({
      token,
      kind: 'word' as const,
      mode,
      misses: 1,
      streak: 0,
      addedAt: 0,
      lastSeenAt: 0,
      dueAt: 0,
    });
    const notebook: Notebook = [entry('dog', 'english'), entry('鹅', 'pinyin'), entry('我', 'chinese')];
    const practice = await loadPractice(
      'notebook-review',
      learner({ notebook, settings: { wordLoopCount: 1, clearAfter: 1 } }),
    );
    expect(practice?.lesson.text).toBe('dog');
    expect(practice?.submit).toEqual({ kind: 'practice', practiceId: 'notebook-review' });
  });

  it('writes a session on a typed theme with the server passage writer, the built-in one offline', async () => {
    const asked: string[] = [];
    const practice = await loadPractice(
      'adaptive-theme',
      learner({
        theme: 'dinosaurs',
        themedPassage: (theme) => {
          asked.push(theme);
          return Promise.resolve({ passage: 'a sad lad', source: 'writer' });
        },
      }),
    );
    expect(asked).toEqual(['dinosaurs']);
    expect(practice?.lesson.text).toBe('a sad lad');
    expect(practice?.adaptive).toMatchObject({ theme: 'dinosaurs', source: 'writer' });
    expect(practice?.submit).toEqual({ kind: 'practice', practiceId: 'adaptive-theme' });

    const offline = await loadPractice(
      'adaptive-theme',
      learner({ theme: 'dinosaurs', themedPassage: () => Promise.reject(new Error('offline')) }),
    );
    expect(offline?.adaptive?.source).toBe('offline');
    expect(offline?.lesson.text).toMatch(/^[fjdksla ]+$/);
    expect(await loadPractice('adaptive-theme', learner())).toBeUndefined();
  });

  it('types a custom course key by key, but sends one of Chinese text to the pinyin screen', async () => {
    const courses = {
      3: { id: 3, title: 'Pets', text: 'cat dog', mode: 'stop' as const },
      4: { id: 4, title: '银行', text: '我去银行', mode: 'stop' as const },
    };
    const withCourses = learner({
      customCourse: (id) => Promise.resolve(courses[id as 3 | 4]),
    });
    const typed = await loadPractice('custom-3', withCourses);
    expect(typed?.lesson.text).toBe('cat dog');
    expect(typed?.submit).toEqual({ kind: 'practice', practiceId: 'custom-3' });
    // An assignment's link (/lesson/custom-4) knows only the number: the lesson page moves it to its screen.
    expect(await loadPractice('custom-4', withCourses)).toBeUndefined();
    expect(await resolvePractice('custom-4', withCourses)).toEqual({ movedTo: '/chapter/pinyin/custom-4' });
  });

  it('knows no other slug', async () => {
    expect(await loadPractice('english-no-such-lesson', learner())).toBeUndefined();
    expect(await loadPractice('custom-12', learner())).toBeUndefined();
  });
});

describe('meaningFor', () => {
  const rabbit = { meaning: { ENG: 'a small animal with long ears', CHS: '兔子', CHT: '兔子（繁）' } };

  it('shows Chinese meanings in the Chinese edition whatever the interface language', () => {
    expect(meaningFor(rabbit, 'ENG', 'cn')).toBe('兔子');
    expect(meaningFor(rabbit, 'JA', 'cn')).toBe('兔子');
    expect(meaningFor(rabbit, 'CHT', 'cn')).toBe('兔子（繁）');
  });

  it('shows English meanings in the global edition except for the Chinese locales', () => {
    expect(meaningFor(rabbit, 'ENG', 'global')).toBe('a small animal with long ears');
    expect(meaningFor(rabbit, 'MSA', 'global')).toBe('a small animal with long ears');
    expect(meaningFor(rabbit, 'CHS', 'global')).toBe('兔子');
  });
});

describe('afterChineseLesson', () => {
  it('files the characters committed wrongly in a Chinese lesson in the device notebook', () => {
    usePracticeStore.getState().reset();
    const text = '我 的 你';
    const analysis = analyzeChineseAttempt(text, typed(text, [2]), { mode: 'stop' });
    afterChineseLesson('chinese', analysis, 9);
    expect(usePracticeStore.getState().notebooks.device).toMatchObject([
      { token: '的', mode: 'chinese', misses: 1 },
    ]);
  });
});

describe('notebookAfter', () => {
  const english = { family: 'english' as const, notebookMode: 'english', view: { kind: 'text' as const } };

  it('files the words missed in a practice under its mode', () => {
    const text = 'the cat sat';
    const analysis = analyzeAttempt(text, typed(text, [4]), { mode: 'stop' });
    const lesson = { text } as never;
    const notebook = notebookAfter(
      [],
      { ...english, lesson },
      analysis,
      5,
      DEFAULT_NOTEBOOK_SETTINGS,
      notebookMisses,
    );
    expect(notebook).toMatchObject([{ token: 'cat', mode: 'english', misses: 1, dueAt: 5 }]);
  });

  it('files real words only, never a drill or a made-up word', () => {
    const text = 'jjj ffj jall all';
    const analysis = analyzeAttempt(text, typed(text, [0, 4, 8, 13]), { mode: 'stop' });
    const notebook = notebookAfter(
      [],
      { ...english, notebookMode: 'adaptive', lesson: { text } as never },
      analysis,
      5,
      DEFAULT_NOTEBOOK_SETTINGS,
      notebookMisses,
    );
    expect(notebook.map((entry) => entry.token)).toEqual(['all']);
  });

  it('changes nothing for an unfinished attempt', () => {
    const text = 'the cat sat';
    const analysis = analyzeAttempt(text, typed('the c', [4]), { mode: 'stop' });
    expect(
      notebookAfter(
        [],
        { ...english, lesson: { text } as never },
        analysis,
        5,
        DEFAULT_NOTEBOOK_SETTINGS,
        notebookMisses,
      ),
    ).toEqual([]);
  });

  it('files keypad keys, never Enter', () => {
    const text = '45\n6';
    const analysis = analyzeAttempt(text, typed(text, [1, 2]), { mode: 'stop' });
    const notebook = notebookAfter(
      [],
      { family: 'numpad', notebookMode: 'numpad', view: { kind: 'numpad' }, lesson: { text } as never },
      analysis,
      5,
      DEFAULT_NOTEBOOK_SETTINGS,
      notebookMisses,
    );
    expect(notebook.map((entry) => [entry.token, entry.kind])).toEqual([['5', 'key']]);
  });

  it('clears a word after clearAfter correct answers in a review, keeps it after a slip', () => {
    const notebook: Notebook = [
      {
        token: 'cat',
        kind: 'word',
        mode: 'english',
        misses: 2,
        streak: 0,
        addedAt: 0,
        lastSeenAt: 0,
        dueAt: 0,
      },
    ];
    const review = {
      family: 'review' as const,
      notebookMode: null,
      view: { kind: 'text' as const },
      reviewMode: 'english',
    };
    const text = 'cat cat';
    const settings = { wordLoopCount: 2, clearAfter: 2 };
    const clean = analyzeAttempt(text, typed(text), { mode: 'stop' });
    expect(
      notebookAfter(notebook, { ...review, lesson: { text } as never }, clean, 10, settings, notebookMisses),
    ).toEqual([]);
    const slipped = analyzeAttempt(text, typed(text, [5]), { mode: 'stop' });
    const after = notebookAfter(
      notebook,
      { ...review, lesson: { text } as never },
      slipped,
      10,
      settings,
      notebookMisses,
    );
    expect(after).toMatchObject([{ token: 'cat', misses: 3, streak: 0 }]);
  });
});

describe('typing helpers', () => {
  it('tells a keypad key with Num Lock off', () => {
    expect(isNumLockOffKey({ code: 'Numpad1', key: 'End' })).toBe(true);
    expect(isNumLockOffKey({ code: 'Numpad1', key: '1' })).toBe(false);
    expect(isNumLockOffKey({ code: 'NumpadEnter', key: 'Enter' })).toBe(false);
    expect(isNumLockOffKey({ code: 'ArrowLeft', key: 'ArrowLeft' })).toBe(false);
  });

  it('colours code by token', () => {
    const kinds = highlightKinds("let a = 'x'; // hi", 'javascript');
    expect(kinds[0]).toBe('keyword');
    expect(kinds[8]).toBe('string');
    expect(kinds.at(-1)).toBe('comment');
    expect(highlightKinds('x', 'no-such-language')).toEqual([undefined]);
  });
});
