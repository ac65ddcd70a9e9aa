import { describe, expect, it } from 'vitest';
import { analyzeAttempt, matchNumpadCode, type Keystroke } from '../../engine';
import { numpadKeyFor } from '../../keyboard';
import { courseLessons } from '../course';
import { NUMPAD_COURSE, NUMPAD_META } from '.';

const lessons = courseLessons(NUMPAD_COURSE);

/** A perfect attempt at a text, every character from `codeOf(char)`. */
function typeWith(text: string, codeOf: (char: string) => string | undefined): Keystroke[] {
  return [...text].map((char, i) => ({ kind: 'insert', char, code: codeOf(char), timeStamp: i * 150 }));
}

describe('the numeric keypad course', () => {
  it('teaches 4 5 6 and Enter, 7 8 9, 1 2 3, 0 and dot, operators, then real numbers', () => {
    expect(lessons.map((lesson) => lesson.slug)).toEqual([
      'numpad-4-5-6-and-enter',
      'numpad-7-8-9',
      'numpad-1-2-3',
      'numpad-0-and-dot',
      'numpad-operators',
      'numpad-review',
      'numpad-prices',
      'numpad-phone-numbers',
      'numpad-tables',
      'numpad-sums',
    ]);
    expect(lessons[0]!.newKeys).toEqual(['Numpad4', 'Numpad5', 'Numpad6', 'NumpadEnter']);
    expect(NUMPAD_COURSE.chapters.map((chapter) => chapter.lessons.length)).toEqual(
      NUMPAD_META.chapters.map((chapter) => chapter.lessonCount),
    );
  });

  it('every character of every lesson is on the keypad, and the early lessons use only their keys', () => {
    for (const lesson of lessons) {
      for (const char of lesson.text) expect(numpadKeyFor(char), `${lesson.slug}: ${char}`).toBeDefined();
      expect(lesson.practice).toEqual({ kind: 'numpad' });
    }
    expect(new Set(lessons[0]!.text)).toEqual(new Set('456\n'));
    expect(new Set(lessons[1]!.text)).toEqual(new Set('456789\n'));
    expect([...lessons[1]!.drills[0]!.text].every((char) => '789\n'.includes(char))).toBe(true);
  });

  it('is deterministic: the same numbers on every build', () => {
    expect(lessons[6]!.text.startsWith('959.89\n41.99')).toBe(true);
  });

  it('a lesson typed on the keypad passes; typed on the top row it is all wrong keys', () => {
    for (const lesson of lessons) {
      const onKeypad = analyzeAttempt(
        lesson.text,
        typeWith(lesson.text, (char) => numpadKeyFor(char)?.code),
        {
          mode: lesson.mode,
          matchCode: matchNumpadCode,
        },
      );
      expect(onKeypad).toMatchObject({ finished: true, accuracy: 1 });
    }
    const first = lessons[0]!;
    const onTopRow = analyzeAttempt(
      first.text,
      typeWith(first.text, (char) => (char === '\n' ? 'Enter' : `Digit${char}`)),
      {
        mode: first.mode,
        matchCode: matchNumpadCode,
      },
    );
    expect(onTopRow).toMatchObject({ finished: false, correctChars: 0, matchingChars: 0 });
  });
});
