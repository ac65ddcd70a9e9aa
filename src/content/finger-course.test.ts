import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../contracts/locales';
import { keyPressFor } from '../keyboard';
import {
  FINGER_COURSE,
  courseLessons,
  findLesson,
  isEnglishWord,
  lettersTaughtBy,
  localize,
  nextLesson,
  previousLesson,
  type LocalizedText,
} from './index';

const lessons = courseLessons(FINGER_COURSE);

/** The issue's lesson order, by slug (the lower-row slugs are the spec's video-lesson slugs). */
const ISSUE_ORDER = [
  'posture',
  'home-keys-f-and-j',
  'home-keys-d-and-k',
  'space-s-and-l',
  'a-semicolon-and-backspace',
  'middle-row-keys-g-and-h',
  'review-middle-row-keys',
  'upper-row-keys-r-and-u',
  'upper-row-keys-e-and-i',
  'upper-row-keys-w-and-o',
  'upper-row-keys-q-and-y',
  'upper-row-keys-t-and-p',
  'review-upper-row-keys',
  'lower-row-keys-v-and-m',
  'lower-row-keys-c-and-comma',
  'lower-row-keys-x-and-dot',
  'lower-row-keys-z-and-slash',
  'lower-row-keys-b-and-n',
  'review-lower-row-keys',
  'capital-letters-with-shift',
  'digits-1-to-5',
  'digits-6-to-0',
  'common-symbols',
];

describe('the finger-placement course', () => {
  it('has the lessons in the order of the issue, with unique slugs and numbers 1..n', () => {
    expect(FINGER_COURSE.slug).toBe('finger-placement');
    expect(lessons.map((lesson) => lesson.slug)).toEqual(ISSUE_ORDER);
    expect(lessons.map((lesson) => lesson.number)).toEqual(lessons.map((_, i) => i + 1));
  });

  it('calls the second lesson "F and J"', () => {
    const found = findLesson('home-keys-f-and-j');
    expect(found?.lesson.title.ENG).toBe('F and J');
    expect(found?.lesson.newKeys).toEqual(['KeyF', 'KeyJ']);
    expect(found?.course).toBe(FINGER_COURSE);
    expect(found?.chapter.slug).toBe('getting-started');
  });

  it('groups lessons into the five chapters', () => {
    expect(FINGER_COURSE.chapters.map((chapter) => chapter.slug)).toEqual([
      'getting-started',
      'middle-row',
      'upper-row',
      'lower-row',
      'shift-digits-symbols',
    ]);
  });

  it.each(lessons.map((lesson) => [lesson.slug, lesson] as const))(
    'can type every character of %s with the keys it has unlocked',
    (_slug, lesson) => {
      const keys = new Set(lesson.keys);
      const untypeable = [...lesson.text].filter((char) => {
        const press = keyPressFor(char);
        return !press || !keys.has(press.key.code) || (press.shift && !keys.has(press.shift.code));
      });
      expect(untypeable).toEqual([]);
    },
  );

  it('joins the drills into the lesson text with single spaces', () => {
    for (const lesson of lessons) {
      expect(lesson.text).toBe(lesson.drills.map((drill) => drill.text).join(' '));
      expect(lesson.text).not.toMatch(/ {2}|^ | $/);
    }
  });

  it('keeps lessons child-sized', () => {
    expect(findLesson('posture')!.lesson.text.length).toBeGreaterThanOrEqual(40);
    expect(findLesson('posture')!.lesson.text.length).toBeLessThanOrEqual(70);
    expect(findLesson('home-keys-f-and-j')!.lesson.text.length).toBeGreaterThanOrEqual(40);
    expect(findLesson('home-keys-f-and-j')!.lesson.text.length).toBeLessThanOrEqual(70);
    for (const lesson of lessons.slice(2)) {
      expect(lesson.text.length, lesson.slug).toBeGreaterThanOrEqual(120);
      expect(lesson.text.length, lesson.slug).toBeLessThanOrEqual(300);
    }
  });

  it('unlocks keys cumulatively after the posture lesson', () => {
    for (let i = 2; i < lessons.length; i++) {
      const earlier = lessons[i - 1]!;
      const lesson = lessons[i]!;
      for (const code of earlier.keys) expect(lesson.keys, `${lesson.slug} keeps ${code}`).toContain(code);
      for (const code of lesson.newKeys) expect(lesson.keys, `${lesson.slug} has ${code}`).toContain(code);
    }
  });

  it('practises the new keys in every key lesson', () => {
    for (const lesson of lessons) {
      const newChars = lesson.newKeys
        .map((code) => [...lesson.text].some((char) => keyPressFor(char)?.key.code === code))
        .filter(
          (used, i) => !used && lesson.newKeys[i] !== 'Backspace' && !lesson.newKeys[i]!.startsWith('Shift'),
        );
      expect(newChars, lesson.slug).toEqual([]);
    }
    // Capitals need both Shift keys.
    const capitals = findLesson('capital-letters-with-shift')!.lesson.text;
    expect(new Set([...capitals].map((char) => keyPressFor(char)?.shift?.code))).toEqual(
      new Set([undefined, 'ShiftLeft', 'ShiftRight']),
    );
  });

  it('uses only real words from the word list in words drills', () => {
    for (const lesson of lessons) {
      for (const drill of lesson.drills.filter((candidate) => candidate.kind === 'words')) {
        const unknown = drill.text.split(' ').filter((word) => !isEnglishWord(word));
        expect(unknown, lesson.slug).toEqual([]);
      }
    }
  });

  it('builds from new keys to words, and ends in sentences from the middle row on', () => {
    for (const lesson of lessons.slice(2, 19)) {
      expect(lesson.drills[0]!.kind, lesson.slug).toBe('keys');
      expect(lesson.drills[1]!.kind, lesson.slug).toBe('mixed');
    }
    for (const lesson of lessons.slice(4, 19)) {
      expect(
        lesson.drills.some((drill) => drill.kind === 'words'),
        lesson.slug,
      ).toBe(true);
    }
    for (const lesson of lessons.slice(5)) {
      expect(lesson.drills.at(-1)!.kind, lesson.slug).toBe('sentences');
    }
  });

  it('stops on errors, except in the lesson that teaches Backspace', () => {
    for (const lesson of lessons) {
      expect(lesson.mode, lesson.slug).toBe(lesson.slug === 'a-semicolon-and-backspace' ? 'free' : 'stop');
    }
  });

  it('raises the pass rule monotonically, accuracy first', () => {
    for (const lesson of lessons) {
      expect(lesson.passRule.wpm[0]).toBe(0);
      for (const i of [0, 1] as const) {
        expect(lesson.passRule.accuracy[i]).toBeLessThan(lesson.passRule.accuracy[i + 1]!);
        expect(lesson.passRule.wpm[i]).toBeLessThan(lesson.passRule.wpm[i + 1]!);
      }
    }
    for (let i = 1; i < lessons.length; i++) {
      for (const star of [0, 1, 2]) {
        expect(lessons[i]!.passRule.accuracy[star]).toBeGreaterThanOrEqual(
          lessons[i - 1]!.passRule.accuracy[star]!,
        );
        expect(lessons[i]!.passRule.wpm[star]).toBeGreaterThanOrEqual(lessons[i - 1]!.passRule.wpm[star]!);
      }
    }
    expect(lessons[0]!.passRule).toEqual({ accuracy: [0.8, 0.9, 0.95], wpm: [0, 5, 10] });
    expect(lessons.at(-1)!.passRule).toEqual({ accuracy: [0.85, 0.92, 0.96], wpm: [0, 15, 25] });
  });

  it('chains every lesson to the next one', () => {
    for (let i = 0; i < lessons.length - 1; i++) {
      expect(nextLesson(lessons[i]!.slug)).toBe(lessons[i + 1]);
      expect(previousLesson(lessons[i + 1]!.slug)).toBe(lessons[i]);
    }
    expect(nextLesson('common-symbols')).toBeUndefined();
    expect(nextLesson('no-such-lesson')).toBeUndefined();
    expect(findLesson('no-such-lesson')).toBeUndefined();
  });

  it('gives every lesson an introduction, and key lessons a sentence per new key', () => {
    expect(findLesson('home-keys-f-and-j')!.lesson.intro[0]!.ENG).toBe(
      'Press F with your left index finger.',
    );
    expect(findLesson('home-keys-f-and-j')!.lesson.intro[1]!.CHS).toBe('用右手食指按 J 键。');
    for (const lesson of lessons) expect(lesson.intro.length, lesson.slug).toBeGreaterThanOrEqual(2);
  });
});

describe('translations', () => {
  const texts: [string, LocalizedText][] = [
    ['course title', FINGER_COURSE.title],
    ['course description', FINGER_COURSE.description],
    ...FINGER_COURSE.chapters.map((chapter): [string, LocalizedText] => [
      `chapter ${chapter.slug}`,
      chapter.title,
    ]),
    ...lessons.flatMap((lesson): [string, LocalizedText][] => [
      [`${lesson.slug} title`, lesson.title],
      [`${lesson.slug} description`, lesson.description],
      ...lesson.intro.map((text, i): [string, LocalizedText] => [`${lesson.slug} intro ${i}`, text]),
    ]),
  ];

  it.each(texts)('translates the %s into all five languages', (_name, text) => {
    for (const locale of LOCALE_CODES) expect(text[locale]?.trim(), locale).toBeTruthy();
    for (const locale of ['CHS', 'CHT', 'JA'] as const) expect(text[locale], locale).not.toBe(text.ENG);
    expect(text.CHS).toMatch(/\p{Script=Han}/u);
    expect(text.JA).toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
  });

  it('localizes a text, falling back to English only when a translation is empty', () => {
    const title = findLesson('home-keys-f-and-j')!.lesson.title;
    expect(localize(title, 'ENG')).toBe('F and J');
    expect(localize(title, 'CHS')).toBe('F 和 J');
    expect(localize({ ...title, MSA: '' }, 'MSA')).toBe('F and J');
  });
});

describe('determinism', () => {
  it('produces the same F and J lesson on every machine', () => {
    expect(findLesson('home-keys-f-and-j')!.lesson.text).toMatchInlineSnapshot(
      `"fff jjj fff jjj fj jf fj jf fj jf ffj jjf fjf jfj jjf ffj"`,
    );
  });

  it('produces the same generated lessons on every run', () => {
    expect(findLesson('home-keys-d-and-k')!.lesson.text).toMatchInlineSnapshot(
      `"ddd kkk dk kd dkd kk dkd dkkd dkdd dk djkdf kffk djk jffjd jdj ddfkk ddkj jffk jfd fjkdj dddj jfdk jdfdd kfj dkkj jddd fjkdf kfdjk jkdkk jdfk dfkj kjf"`,
    );
    expect(findLesson('upper-row-keys-t-and-p')!.lesson.text).toMatchInlineSnapshot(
      `"ttt ppp tp pt tppp tppt tttp ttpp pt qsitq tqs th; rtk so;wp epuf kty eslt prrge lyqtu other keep people to after thought got with little at stop right a quiet day is good"`,
    );
  });
});

describe('letters taught by the course', () => {
  it('are the new letters of passed lessons, in the course’s order', () => {
    expect(lettersTaughtBy(() => false)).toEqual([]);
    const passed = new Set(['posture', 'home-keys-f-and-j', 'home-keys-d-and-k', 'upper-row-keys-r-and-u']);
    expect(lettersTaughtBy((slug) => passed.has(slug))).toEqual([...'fjdkru']);
    expect(
      lettersTaughtBy(() => true)
        .sort()
        .join(''),
    ).toBe('abcdefghijklmnopqrstuvwxyz');
  });
});
