import { describe, expect, it } from 'vitest';
import {
  type WordFilter,
  addAttemptToKeyHistory,
  adaptiveSession,
  chooseFocus,
  FINGER_COURSE_LETTER_ORDER,
  initialUnlockedKeys,
  keyConfidence,
  planAdaptiveSession,
  practiceText,
  unlockNext,
  type KeyHistory,
  type KeyRecord,
  withTaughtKeys,
} from './index';
import { seededRandom } from '../random';

/** The engine's tests take every word; the content's filter has its own tests (src/content/safety). */
const safe: WordFilter = () => true;

/** A key typed `samples` times at `accuracy` and `ms` per key. */
function record(samples: number, accuracy: number, ms: number): KeyRecord {
  const hits = Math.round(samples * accuracy);
  return { hits, misses: samples - hits, timedHits: hits, meanTimeMs: ms };
}

const GOOD = record(40, 1, 300); // 40 WPM, no misses
const HOME = [...'fjdksla'];

/** A history where every listed key is good, with overrides. */
function history(keys: readonly string[], overrides: Record<string, KeyRecord> = {}): KeyHistory {
  return { ...Object.fromEntries(keys.map((key) => [key, GOOD])), ...overrides };
}

const WORDS = [
  'a',
  'as',
  'all',
  'dad',
  'ask',
  'add',
  'fall',
  'sad',
  'lad',
  'flask',
  'salad',
  'alas',
  'falls',
  'lads',
  'ads',
  'she',
  'he',
  'the',
  'ash',
  'has',
  'had',
  'hall',
  'shall',
  'half',
  'flash',
  'dash',
  'lash',
  'gash',
  'hag',
  'glad',
  'flag',
  'gas',
  'jag',
  'shag',
  'hash',
  'sash',
  'lag',
  'sag',
  'dig',
  'jig',
  'rig',
  'fig',
];

describe('unlocking keys in the finger-course order', () => {
  it('a new learner starts with the home-row letters F J D K S L A', () => {
    expect(initialUnlockedKeys()).toEqual(HOME);
    expect(planAdaptiveSession({ unlocked: [], history: {} }).unlocked).toEqual(HOME);
  });

  it('adds the next key (G) only when every unlocked key is both fast and accurate', () => {
    const step = unlockNext(HOME, history(HOME));
    expect(step.added).toBe('g');
    expect(step.unlocked).toEqual([...HOME, 'g']);
  });

  it('adds nothing while one key is accurate but slow', () => {
    const step = unlockNext(HOME, history(HOME, { k: record(40, 1, 900) }));
    expect(step.added).toBeNull();
    expect(step.unlocked).toEqual(HOME);
  });

  it('adds nothing while one key is fast but inaccurate', () => {
    expect(unlockNext(HOME, history(HOME, { s: record(40, 0.8, 250) })).added).toBeNull();
  });

  it('adds nothing while a key has too few presses to judge', () => {
    expect(unlockNext(HOME, history(HOME, { a: record(5, 1, 200) })).added).toBeNull();
  });

  it('adds one key per session, then waits for it to become confident', () => {
    const first = unlockNext(HOME, history(HOME));
    const second = unlockNext(first.unlocked, history(HOME));
    expect(first.added).toBe('g');
    expect(second.added).toBeNull(); // g has no history yet
    const third = unlockNext(second.unlocked, history([...HOME, 'g']));
    expect(third.added).toBe('h');
  });

  it('stops adding at the end of the order', () => {
    const all = [...FINGER_COURSE_LETTER_ORDER];
    expect(unlockNext(all, history(all)).added).toBeNull();
  });

  it('never locks a key again: over many random histories the unlocked list only grows, in order', () => {
    const random = seededRandom(42);
    let unlocked = initialUnlockedKeys();
    let learner: KeyHistory = {};
    for (let session = 0; session < 300; session++) {
      // A learner who is sometimes good and sometimes bad at every key, including keys long unlocked.
      const keys: Record<string, { hits: number; misses: number; timedHits: number; meanTimeMs: number }> =
        {};
      for (const key of unlocked) {
        const good = random() < 0.85;
        keys[key] = {
          hits: 12,
          misses: good ? 0 : 4,
          timedHits: 12,
          meanTimeMs: good ? 250 : 1200,
        };
      }
      learner = addAttemptToKeyHistory(learner, keys);
      const plan = planAdaptiveSession({ unlocked, history: learner });
      expect(plan.unlocked.slice(0, unlocked.length)).toEqual(unlocked);
      expect(plan.unlocked.length - unlocked.length).toBeLessThanOrEqual(1);
      expect(plan.unlocked).toContain(plan.focus);
      unlocked = plan.unlocked;
    }
    expect(unlocked.length).toBeGreaterThan(HOME.length);
  });

  it('keeps keys that are not in the order', () => {
    const step = unlockNext([...HOME, ';'], history([...HOME, ';']));
    expect(step.unlocked).toEqual([...HOME, ';', 'g']);
  });
});

describe('choosing the focus key', () => {
  it('focuses the key furthest below its accuracy target, and says so', () => {
    const plan = planAdaptiveSession({
      unlocked: HOME,
      history: history(HOME, { k: record(50, 0.82, 300), d: record(50, 0.9, 300) }),
    });
    expect(plan.focus).toBe('k');
    expect(plan.explanation).toEqual({ reason: 'accuracy', key: 'k', value: 0.82, target: 0.95 });
  });

  it('focuses a slow key by speed, in words per minute', () => {
    const plan = planAdaptiveSession({ unlocked: HOME, history: history(HOME, { l: record(40, 1, 1000) }) });
    expect(plan.focus).toBe('l');
    expect(plan.explanation).toEqual({ reason: 'speed', key: 'l', value: 12, target: 20 });
  });

  it('an accurate but slow key loses to an inaccurate one with the lower confidence', () => {
    const focus = chooseFocus([
      keyConfidence('f', record(40, 1, 900)), // speed 13.3 / 20 = 0.67
      keyConfidence('j', record(40, 0.6, 300)), // accuracy 0.6 / 0.95 = 0.63
    ]);
    expect(focus.key).toBe('j');
  });

  it('a newly unlocked key is the focus, explained as new', () => {
    const plan = planAdaptiveSession({ unlocked: HOME, history: history(HOME) });
    expect(plan.added).toBe('g');
    expect(plan.focus).toBe('g');
    expect(plan.explanation).toEqual({ reason: 'new', key: 'g', value: 0, target: 10 });
  });

  it('a new learner is first asked for the key with the fewest presses, latest first', () => {
    const plan = planAdaptiveSession({
      unlocked: HOME,
      history: { a: record(4, 1, 400), l: record(6, 1, 400) },
    });
    expect(plan.focus).toBe('s'); // f j d k s have no presses; s was unlocked last of them
  });

  it('when every key meets its targets, the weakest still leads', () => {
    const all = [...FINGER_COURSE_LETTER_ORDER];
    const plan = planAdaptiveSession({ unlocked: all, history: history(all, { z: record(40, 1, 580) }) });
    expect(plan.added).toBeNull();
    expect(plan.focus).toBe('z');
    expect(plan.explanation.reason).toBe('speed');
  });
});

describe('the key history', () => {
  it('fades older attempts so a key that improves is soon confident', () => {
    let learner: KeyHistory = {};
    learner = addAttemptToKeyHistory(learner, {
      f: { hits: 10, misses: 10, timedHits: 10, meanTimeMs: 900 },
    });
    expect(keyConfidence('f', learner.f).weakness).toBe('accuracy');
    for (let i = 0; i < 8; i++) {
      learner = addAttemptToKeyHistory(learner, {
        f: { hits: 20, misses: 0, timedHits: 20, meanTimeMs: 300 },
      });
    }
    expect(keyConfidence('f', learner.f).weakness).toBeNull();
  });

  it('averages times over timed hits only, and keeps keys of other attempts', () => {
    const learner = addAttemptToKeyHistory(
      { j: GOOD },
      {
        f: { hits: 3, misses: 0, timedHits: 2, meanTimeMs: 400 },
        g: { hits: 1, misses: 0, timedHits: 0, meanTimeMs: null },
      },
    );
    expect(learner.f).toEqual({ hits: 3, misses: 0, timedHits: 2, meanTimeMs: 400 });
    expect(learner.g?.meanTimeMs).toBeNull();
    expect(learner.j).toBe(GOOD);
  });
});

describe('practice text', () => {
  it('every word contains the focus and uses only unlocked keys', () => {
    for (const focus of HOME) {
      const result = practiceText({ safe, words: WORDS, unlocked: HOME, focus, seed: 7, length: 200 });
      expect(result.text.length).toBeGreaterThanOrEqual(200);
      for (const word of result.text.split(' ')) {
        expect(word).toContain(focus);
        expect([...word].every((char) => HOME.includes(char))).toBe(true);
      }
    }
  });

  it('uses real words when enough fit, most common first', () => {
    const result = practiceText({
      safe,
      words: WORDS,
      unlocked: [...HOME, 'g', 'h'],
      focus: 'h',
      seed: 1,
      minPool: 5,
    });
    expect(result.pseudoWords).toEqual([]);
    expect(new Set(result.words)).toEqual(
      new Set([
        'has',
        'had',
        'ash',
        'hall',
        'shall',
        'half',
        'flash',
        'dash',
        'lash',
        'gash',
        'hag',
        'shag',
        'hash',
        'sash',
      ]),
    );
  });

  it('fills with pronounceable pseudo-words containing the focus when too few real words fit', () => {
    const result = practiceText({ safe, words: WORDS, unlocked: HOME, focus: 'j', seed: 3 });
    expect(result.pseudoWords.length).toBeGreaterThan(0);
    for (const word of result.pseudoWords) {
      expect(word).toContain('j');
      expect(word.length).toBeGreaterThanOrEqual(3);
      expect([...word].every((char) => HOME.includes(char))).toBe(true);
    }
    expect(new Set(result.pseudoWords).size).toBe(result.pseudoWords.length);
  });

  it('shows no word the safety filter refuses, real or made up', () => {
    const judged: string[] = [];
    const noS: WordFilter = (word, origin) => {
      judged.push(origin);
      return !word.includes('s');
    };
    const result = practiceText({
      safe: noS,
      words: WORDS,
      unlocked: HOME,
      focus: 'a',
      seed: 3,
      minPool: 30,
    });
    expect(result.words.length).toBeGreaterThan(0);
    for (const word of result.words) expect(word).not.toContain('s');
    expect(new Set(judged)).toEqual(new Set(['real', 'made-up']));
  });

  it('still gives words with a focus the word list never uses', () => {
    const result = practiceText({
      safe,
      words: WORDS,
      unlocked: [...HOME, ';'],
      focus: ';',
      seed: 5,
      length: 60,
    });
    expect(result.words.length).toBeGreaterThan(5);
    for (const word of result.words) expect(word).toContain(';');
  });

  it('is the same for the same seed and differs for another', () => {
    const a = practiceText({ safe, words: WORDS, unlocked: HOME, focus: 'a', seed: 11 });
    const b = practiceText({ safe, words: WORDS, unlocked: HOME, focus: 'a', seed: 11 });
    const c = practiceText({ safe, words: WORDS, unlocked: HOME, focus: 'a', seed: 12 });
    expect(a).toEqual(b);
    expect(c.text).not.toBe(a.text);
  });

  it('never puts the same word twice in a row', () => {
    const result = practiceText({ safe, words: WORDS, unlocked: HOME, focus: 'k', seed: 9, length: 400 });
    for (let i = 1; i < result.words.length; i++) expect(result.words[i]).not.toBe(result.words[i - 1]);
  });

  it('adaptiveSession plans and writes in one call', () => {
    const session = adaptiveSession({
      safe,
      unlocked: HOME,
      history: history(HOME, { s: record(30, 0.7, 300) }),
      words: WORDS,
      seed: 2,
    });
    expect(session.focus).toBe('s');
    for (const word of session.words) expect(word).toContain('s');
  });
});

describe('keys taught by the finger course', () => {
  it('count as unlocked, never fewer than a new learner’s keys, never re-locking any', () => {
    expect(withTaughtKeys([], [])).toEqual([]);
    expect(withTaughtKeys([], ['f', 'j'])).toEqual([...'fjdksla']);
    expect(withTaughtKeys([...'fjdksla'], [...'fjdkslaghrue'])).toEqual([...'fjdkslaghrue']);
    expect(withTaughtKeys([...'fjdkslagh'], ['f', 'n'])).toEqual([...'fjdkslaghn']);
  });
});
