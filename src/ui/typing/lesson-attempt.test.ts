import { describe, expect, it, vi } from 'vitest';
import { analyzeAttempt, PinyinSession, pinyinTarget } from '../../engine';
import { LessonAttempt } from './lesson-attempt';

describe('LessonAttempt', () => {
  it('takes the time paused out of every later keystroke, so the report excludes the pause', () => {
    const attempt = new LessonAttempt('fj', 'stop');
    attempt.apply({ kind: 'insert', char: 'f', timeStamp: 1000 });
    attempt.pause(1500);
    // Ignored while paused: a key pressed behind the overlay is never graded.
    attempt.apply({ kind: 'insert', char: 'j', timeStamp: 20_000 });
    attempt.resume(61_500);
    attempt.apply({ kind: 'insert', char: 'j', timeStamp: 62_000 });

    expect(attempt.keystrokes).toEqual([
      { kind: 'insert', char: 'f', timeStamp: 1000 },
      { kind: 'insert', char: 'j', timeStamp: 2000 },
    ]);
    expect(analyzeAttempt('fj', attempt.keystrokes, { mode: 'stop' }).durationMs).toBe(1000);
    expect(attempt.session.finished).toBe(true);
  });

  it('tells its listeners about every keystroke and pause', () => {
    const attempt = new LessonAttempt('fj', 'stop');
    const listener = vi.fn();
    attempt.subscribe(listener);
    attempt.apply({ kind: 'insert', char: 'g', timeStamp: 1000 });
    attempt.pause(1100);

    expect(listener.mock.calls).toEqual([[{ kind: 'wrong', position: 0, expected: 'f', char: 'g' }], [null]]);
    expect(attempt.getSnapshot()).toMatchObject({ cursor: 0, slip: 'g', paused: true, started: true });
  });

  it('gives live speed and accuracy on the paused clock', () => {
    const attempt = new LessonAttempt('fjfjf', 'stop');
    expect(attempt.liveStats(0)).toEqual({ wpm: 0, rpm: 0, accuracy: null, progress: 0 });
    attempt.apply({ kind: 'insert', char: 'f', timeStamp: 0 });
    attempt.apply({ kind: 'insert', char: 'k', timeStamp: 3000 });
    attempt.apply({ kind: 'insert', char: 'j', timeStamp: 6000 });
    attempt.pause(12_000);

    // 2 characters in 12 s = 2 / 5 / 0.2 min = 2 WPM; the minute behind the pause does not count.
    expect(attempt.liveStats(72_000)).toEqual({ wpm: 2, rpm: 10, accuracy: 2 / 3, progress: 2 / 5 });
  });

  it('runs a pinyin session: Chinese shown, letters typed, positions of the characters', () => {
    const target = pinyinTarget('银行', 'yin2 hang2');
    const attempt = new LessonAttempt(target.text, 'stop', new PinyinSession(target, 'stop'));
    for (const [i, char] of [...'yinh'].entries())
      attempt.apply({ kind: 'insert', char, timeStamp: i * 100 });
    expect(attempt.getSnapshot()).toMatchObject({ cursor: 1, expected: 'a', finished: false });
    expect(attempt.apply({ kind: 'insert', char: 'x', timeStamp: 500 }).kind).toBe('wrong');
    for (const [i, char] of [...'ang'].entries())
      attempt.apply({ kind: 'insert', char, timeStamp: 600 + i * 100 });
    expect(attempt.getSnapshot().finished).toBe(true);
    expect(attempt.liveStats(800).accuracy).toBeCloseTo(7 / 8);
  });
});
