import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../contracts/errors';
import { analyzeAttempt } from './analysis';
import type { Keystroke } from './keystroke';
import {
  addAttemptMisses,
  addKeyMisses,
  addMisses,
  entriesForReview,
  entriesOfMode,
  recordReviews,
  removeEntry,
  reviewInterval,
  reviewOutcomes,
  reviewText,
  validateNotebookSettings,
  type Notebook,
} from './notebook';

const DAY = 24 * 60 * 60 * 1000;
const T0 = 1_700_000_000_000;

/** Types `typed` against `text` (stop on error), one key every 200 ms. */
function attempt(text: string, typed: string) {
  const events: Keystroke[] = [...typed].map((char, i) => ({ kind: 'insert', char, timeStamp: i * 200 }));
  return analyzeAttempt(text, events, { mode: 'stop' });
}

describe('adding misses', () => {
  it('a word typed wrongly goes in with its misses, due at once', () => {
    const notebook = addAttemptMisses([], 'english', attempt('the cat', 'the cxat'), T0);
    expect(notebook).toEqual([
      {
        token: 'cat',
        kind: 'word',
        mode: 'english',
        misses: 1,
        streak: 0,
        addedAt: T0,
        lastSeenAt: T0,
        dueAt: T0,
      },
    ]);
  });

  it('missing it again adds up misses, keeps when it was added and resets its box', () => {
    let notebook = addMisses([], 'english', [{ token: 'cat', misses: 2 }], T0);
    notebook = recordReviews(notebook, [{ token: 'cat', mode: 'english', correct: 1, wrong: 0 }], T0 + DAY);
    notebook = addMisses(notebook, 'english', [{ token: 'cat', misses: 1 }], T0 + 2 * DAY);
    expect(notebook[0]).toMatchObject({
      misses: 3,
      streak: 0,
      addedAt: T0,
      lastSeenAt: T0 + 2 * DAY,
      dueAt: T0 + 2 * DAY,
    });
  });

  it('the same word in two modes is two entries', () => {
    const notebook = addMisses(
      addMisses([], 'english', [{ token: 'cat', misses: 1 }], T0),
      'vocabulary',
      [{ token: 'cat', misses: 1 }],
      T0,
    );
    expect(notebook).toHaveLength(2);
  });

  it('keys and code tokens are entries too', () => {
    const keys = addKeyMisses([], 'numpad', attempt('456', '4556'), T0);
    expect(keys).toMatchObject([{ token: '6', kind: 'key', misses: 1 }]);
    const code = addAttemptMisses([], 'code', attempt('let x = 1;', 'let x = 1:;'), T0, 'code');
    expect(code).toMatchObject([{ token: '1;', kind: 'code' }]);
  });
});

describe('reviewing', () => {
  const settings = { wordLoopCount: 3, clearAfter: 3 };
  const start: Notebook = addMisses(
    [],
    'english',
    [
      { token: 'cat', misses: 1 },
      { token: 'dog', misses: 2 },
    ],
    T0,
  );

  it('a word leaves after N correct answers in a row', () => {
    let notebook = recordReviews(
      start,
      [{ token: 'cat', mode: 'english', correct: 2, wrong: 0 }],
      T0 + 1,
      settings,
    );
    expect(notebook.find((entry) => entry.token === 'cat')).toMatchObject({ streak: 2 });
    notebook = recordReviews(
      notebook,
      [{ token: 'cat', mode: 'english', correct: 1, wrong: 0 }],
      T0 + 2,
      settings,
    );
    expect(notebook.map((entry) => entry.token)).toEqual(['dog']);
  });

  it('one clean review drill (the word typed loop-count times) clears it', () => {
    const text = reviewText(entriesForReview(start, T0), 3);
    expect(text).toBe('dog cat dog cat dog cat');
    const outcomes = reviewOutcomes(start, 'english', text, attempt(text, text));
    expect(outcomes).toEqual([
      { token: 'cat', mode: 'english', correct: 3, wrong: 0 },
      { token: 'dog', mode: 'english', correct: 3, wrong: 0 },
    ]);
    expect(recordReviews(start, outcomes, T0 + 1, settings)).toEqual([]);
  });

  it('a slip in review counts a miss and sends the word back to be due at once', () => {
    const text = 'cat dog cat';
    const outcomes = reviewOutcomes(start, 'english', text, attempt(text, 'cat dxog cat'));
    expect(outcomes).toContainEqual({ token: 'dog', mode: 'english', correct: 0, wrong: 1 });
    const notebook = recordReviews(start, outcomes, T0 + 5, settings);
    expect(notebook.find((entry) => entry.token === 'dog')).toMatchObject({
      misses: 3,
      streak: 0,
      dueAt: T0 + 5,
    });
    expect(notebook.find((entry) => entry.token === 'cat')).toMatchObject({
      streak: 2,
      dueAt: T0 + 5 + 2 * DAY,
    });
  });

  it('an unfinished attempt reviews nothing', () => {
    expect(reviewOutcomes(start, 'english', 'cat dog', attempt('cat dog', 'cat'))).toEqual([]);
  });

  it('intervals grow with correct answers in a row: 0, 1, 2, 4, 7, 14, 14 days', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((streak) => reviewInterval(streak) / DAY)).toEqual([
      0, 1, 2, 4, 7, 14, 14,
    ]);
  });

  it('review favours words due, longest overdue and most missed first, by mode', () => {
    let notebook = addMisses([], 'english', [{ token: 'sun', misses: 1 }], T0);
    notebook = addMisses(
      notebook,
      'english',
      [
        { token: 'moon', misses: 4 },
        { token: 'star', misses: 1 },
      ],
      T0 + 10,
    );
    notebook = addMisses(notebook, 'code', [{ token: 'if', misses: 9 }], T0 + 10);
    notebook = recordReviews(notebook, [{ token: 'star', mode: 'english', correct: 1, wrong: 0 }], T0 + 20, {
      wordLoopCount: 5,
      clearAfter: 5,
    });
    const due = entriesForReview(notebook, T0 + 30, { mode: 'english' });
    expect(due.map((entry) => entry.token)).toEqual(['sun', 'moon']); // star is due tomorrow
    const all = entriesForReview(notebook, T0 + 30, { mode: 'english', fillWithNotDue: true });
    expect(all.map((entry) => entry.token)).toEqual(['sun', 'moon', 'star']);
    expect(entriesForReview(notebook, T0 + 20 + DAY).map((entry) => entry.token)).toEqual([
      'sun',
      'if',
      'moon',
      'star',
    ]);
  });
});

describe('settings and editing', () => {
  it('the number of correct answers to clear a word must not exceed the word loop count', () => {
    expect(validateNotebookSettings({ wordLoopCount: 3, clearAfter: 3 })).toBeNull();
    expect(validateNotebookSettings({ wordLoopCount: 3, clearAfter: 1 })).toBeNull();
    expect(validateNotebookSettings({ wordLoopCount: 3, clearAfter: 4 })).toBe('NOTEBOOK_CLEAR_EXCEEDS_LOOP');
    expect(isErrorCode(validateNotebookSettings({ wordLoopCount: 3, clearAfter: 4 }))).toBe(true);
  });

  it('refuses counts that are not whole numbers in range', () => {
    for (const settings of [
      { wordLoopCount: 0, clearAfter: 0 },
      { wordLoopCount: 3, clearAfter: 0 },
      { wordLoopCount: 2.5, clearAfter: 1 },
      { wordLoopCount: 21, clearAfter: 1 },
    ]) {
      expect(validateNotebookSettings(settings)).toBe('PARAMETER_ERROR');
    }
  });

  it('reviewing with invalid settings is refused', () => {
    expect(() => recordReviews([], [], T0, { wordLoopCount: 2, clearAfter: 3 })).toThrow(
      'NOTEBOOK_CLEAR_EXCEEDS_LOOP',
    );
  });

  it('entries can be browsed by mode, most missed first, and removed', () => {
    let notebook = addMisses(
      [],
      'english',
      [
        { token: 'a', misses: 1 },
        { token: 'b', misses: 5 },
      ],
      T0,
    );
    notebook = addMisses(notebook, 'code', [{ token: 'c', misses: 9 }], T0);
    expect(entriesOfMode(notebook, 'english').map((entry) => entry.token)).toEqual(['b', 'a']);
    notebook = removeEntry(notebook, { token: 'b', mode: 'english' });
    expect(notebook.map((entry) => entry.token).sort()).toEqual(['a', 'c']);
  });
});
