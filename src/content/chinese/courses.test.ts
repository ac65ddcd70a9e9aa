import { describe, expect, it } from 'vitest';
import {
  analyzeChineseAttempt,
  analyzePinyinAttempt,
  PinyinMatcher,
  pinyinTarget,
  type Keystroke,
} from '../../engine';
import { courseLessons } from '../course';
import type { Course, Lesson } from '../types';
import {
  CHINESE_COURSE,
  CHINESE_COURSE_TRADITIONAL,
  CHINESE_COURSES,
  CHINESE_TEXTS,
  chineseCourseFor,
  chineseMeta,
  findChineseLesson,
  isChineseLessonSlug,
  PINYIN_COURSE,
  PINYIN_COURSE_TRADITIONAL,
  pinyinCourseFor,
  pinyinMeta,
  pinyinTargetForLesson,
} from './index';
import { PLAN } from './plan';
import { evenRuns, joinUnits, unitsOf } from './texts';

const allLessons = CHINESE_COURSES.flatMap((course) => courseLessons(course));
const readingsOf = (lesson: Lesson) =>
  lesson.practice?.kind === 'pinyin' || lesson.practice?.kind === 'chinese' ? lesson.practice.readings : '';

/** The standard spelling of a pinyin lesson: each character's first spelling, separated by spaces. */
function standardSpelling(lesson: Lesson): string {
  const target = pinyinTargetForLesson(lesson);
  if (!target) throw new Error(`${lesson.slug} is not a pinyin lesson`);
  return target.tokens
    .filter((token) => !token.optional)
    .map((token) => token.spellings[0])
    .join(' ');
}

describe('pinyin and Chinese courses', () => {
  it('are built in simplified and traditional characters, with their own slugs', () => {
    expect(CHINESE_COURSES.map((course) => [course.slug, course.family])).toEqual([
      ['pinyin', 'pinyin'],
      ['pinyin-hant', 'pinyin'],
      ['chinese', 'chinese'],
      ['chinese-hant', 'chinese'],
    ]);
    const slugs = allLessons.map((lesson) => lesson.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(isChineseLessonSlug(slug)).toBe(true);
    }
    expect(isChineseLessonSlug('home-keys-f-and-j')).toBe(false);
  });

  it('show traditional characters in the CHT locale and simplified in the others', () => {
    expect(pinyinCourseFor('CHT')).toBe(PINYIN_COURSE_TRADITIONAL);
    expect(chineseCourseFor('CHT')).toBe(CHINESE_COURSE_TRADITIONAL);
    for (const locale of ['ENG', 'CHS', 'MSA', 'JA'] as const) {
      expect(pinyinCourseFor(locale)).toBe(PINYIN_COURSE);
      expect(chineseCourseFor(locale)).toBe(CHINESE_COURSE);
    }
  });

  it('agree with the course metas the course map lists', () => {
    const check = (course: Course, meta: ReturnType<typeof pinyinMeta>) => {
      expect(meta.slug).toBe(course.slug);
      expect(meta.chapters.map((chapter) => [chapter.slug, chapter.lessonCount])).toEqual(
        course.chapters.map((chapter) => [chapter.slug, chapter.lessons.length]),
      );
    };
    check(PINYIN_COURSE, pinyinMeta('simplified'));
    check(PINYIN_COURSE_TRADITIONAL, pinyinMeta('traditional'));
    check(CHINESE_COURSE, chineseMeta('simplified'));
    check(CHINESE_COURSE_TRADITIONAL, chineseMeta('traditional'));
  });

  it('number lessons in order and find each by slug', () => {
    for (const course of CHINESE_COURSES) {
      courseLessons(course).forEach((lesson, index) => expect(lesson.number).toBe(index + 1));
    }
    const found = findChineseLesson('pinyin-hant-b-p-m-f');
    expect(found?.course).toBe(PINYIN_COURSE_TRADITIONAL);
    expect(found?.lesson.text.startsWith('八 爸 布')).toBe(true);
    expect(findChineseLesson('pinyin-nothing')).toBeUndefined();
  });

  it('give every lesson a readings line with one reading for each Chinese character', () => {
    for (const lesson of allLessons) {
      const target = pinyinTarget(lesson.text, readingsOf(lesson));
      expect(target.missing, lesson.slug).toEqual([]);
      expect(readingsOf(lesson)).not.toContain('_');
    }
  });

  it('keep every lesson child-sized and joined from its drills', () => {
    for (const lesson of allLessons) {
      expect(lesson.text.length, lesson.slug).toBeLessThanOrEqual(160);
      const separator =
        lesson.drills[0]?.kind === 'sentences' || lesson.drills[0]?.kind === 'passage' ? '' : ' ';
      expect(lesson.text).toBe(lesson.drills.map((drill) => drill.text).join(separator));
    }
  });

  it('can be completed in pinyin: the standard spelling of every pinyin lesson is accepted', () => {
    for (const lesson of [...courseLessons(PINYIN_COURSE), ...courseLessons(PINYIN_COURSE_TRADITIONAL)]) {
      const target = pinyinTargetForLesson(lesson);
      if (!target) throw new Error(lesson.slug);
      expect(new PinyinMatcher(target).isComplete(standardSpelling(lesson)), lesson.slug).toBe(true);
    }
  });

  it('gives a pinyin lesson its figures when typed through, slips included', () => {
    const lesson = findChineseLesson('pinyin-b-p-m-f')?.lesson;
    if (!lesson) throw new Error('missing lesson');
    const letters = Array.from(standardSpelling(lesson));
    const events: Keystroke[] = letters.map((char, i) => ({ kind: 'insert', char, timeStamp: i * 250 }));
    events.splice(1, 0, { kind: 'insert', char: 'x', timeStamp: 100 });
    const target = pinyinTargetForLesson(lesson);
    if (!target) throw new Error('not pinyin');
    const analysis = analyzePinyinAttempt(target, events, { mode: lesson.mode });
    expect(analysis.finished).toBe(true);
    expect(analysis.wrongChars).toBe(1);
    expect(analysis.spelledChars).toBe(lesson.text.split(' ').length);
  });

  it('gives a Chinese lesson typed commit by commit its characters per minute', () => {
    const lesson = findChineseLesson('chinese-poem-4')?.lesson;
    if (!lesson) throw new Error('missing lesson');
    const events: Keystroke[] = Array.from(lesson.text, (char, i) => ({
      kind: 'insert',
      char,
      timeStamp: i * 1000,
    }));
    const analysis = analyzeChineseAttempt(lesson.text, events, { mode: 'stop' });
    expect(analysis.finished).toBe(true);
    expect(analysis.rpm).toBeCloseTo((lesson.text.length / ((lesson.text.length - 1) * 1000)) * 60_000);
  });
});

describe('the pinyin course', () => {
  it('teaches the sounds first: finals, initials, compound and nasal finals, whole syllables, pairs', () => {
    expect(PINYIN_COURSE.chapters.slice(0, 6).map((chapter) => chapter.title.ENG)).toEqual([
      'Simple finals',
      'Initials',
      'Compound finals',
      'Nasal finals',
      'Whole syllables',
      'Sounds easy to mix up',
    ]);
    expect(PINYIN_COURSE.chapters[5]?.lessons.map((lesson) => lesson.title.ENG)).toEqual([
      'z / zh',
      'c / ch',
      's / sh',
      'n / l',
      'an / ang',
      'en / eng',
      'in / ing',
    ]);
    expect(PINYIN_COURSE.chapters[1]?.lessons[0]?.newKeys).toEqual(['KeyB', 'KeyP', 'KeyM', 'KeyF']);
  });

  it('gives beginners a picture and an English meaning for every character', () => {
    const beginner = PINYIN_COURSE.chapters.slice(0, 5).flatMap((chapter) => chapter.lessons);
    for (const lesson of beginner) {
      if (lesson.practice?.kind !== 'pinyin') throw new Error(lesson.slug);
      const hinted = new Set(lesson.practice.hints?.map((hint) => hint.char));
      for (const char of lesson.text.replaceAll(' ', ''))
        expect(hinted.has(char), `${lesson.slug} ${char}`).toBe(true);
      for (const hint of lesson.practice.hints ?? []) {
        expect(hint.meaning).toMatch(/^[a-z ,!-]+$/i);
        expect(hint.emoji).toBeTruthy();
      }
    }
    const fish = courseLessons(PINYIN_COURSE)
      .flatMap((lesson) => (lesson.practice?.kind === 'pinyin' ? (lesson.practice.hints ?? []) : []))
      .find((hint) => hint.char === '鱼');
    expect(fish).toEqual({ char: '鱼', reading: 'yu2', meaning: 'fish', emoji: '🐟' });
  });

  it('accepts any reading of a character on its own, and the reading in context in words', () => {
    const first = PINYIN_COURSE.chapters[6]?.lessons[0];
    if (!first) throw new Error('no characters lesson');
    const target = pinyinTargetForLesson(first);
    const de = target?.tokens.find((token) => token.char === '的');
    expect(de?.spellings).toEqual(expect.arrayContaining(['de', 'di']));

    const bank = courseLessons(PINYIN_COURSE).find((lesson) => lesson.text.split(' ').includes('银行'));
    const bankTarget = bank && pinyinTargetForLesson(bank);
    const xing = bankTarget?.tokens.find(
      (token, i) => token.char === '行' && bankTarget.tokens[i - 1]?.char === '银',
    );
    expect(xing?.spellings).toEqual(['hang']);
  });

  it('types the 3,500 common characters, most frequent first, fifty a lesson', () => {
    const characters = PINYIN_COURSE.chapters.filter((chapter) =>
      chapter.slug.startsWith('pinyin-characters-'),
    );
    const typed = characters
      .flatMap((chapter) => chapter.lessons)
      .flatMap((lesson) => lesson.text.split(' '));
    expect(typed).toHaveLength(3500);
    expect(new Set(typed).size).toBe(3500);
    expect(typed.slice(0, 4)).toEqual(['我', '的', '你', '是']);
    expect(characters).toHaveLength(PLAN.characterChapters);
  });
});

describe('simplified and traditional texts', () => {
  it('pair every lesson with its traditional twin: same shape, same readings, traditional characters', () => {
    const pairs: [Course, Course][] = [
      [PINYIN_COURSE, PINYIN_COURSE_TRADITIONAL],
      [CHINESE_COURSE, CHINESE_COURSE_TRADITIONAL],
    ];
    for (const [simplified, traditional] of pairs) {
      const twins = courseLessons(traditional);
      courseLessons(simplified).forEach((lesson, index) => {
        const twin = twins[index];
        expect(twin?.slug).toBe(lesson.slug.replace(/^(pinyin|chinese)-/, '$1-hant-'));
        expect(Array.from(twin?.text ?? '')).toHaveLength(Array.from(lesson.text).length);
        expect(twin && readingsOf(twin)).toBe(readingsOf(lesson));
      });
    }
  });

  it('converts known characters and words', () => {
    const pairs = new Map<string, string>();
    const simplifiedLessons = courseLessons(CHINESE_COURSE);
    const traditionalLessons = courseLessons(CHINESE_COURSE_TRADITIONAL);
    simplifiedLessons.forEach((lesson, index) => {
      const twin = Array.from(traditionalLessons[index]?.text ?? '');
      Array.from(lesson.text).forEach((char, i) => pairs.set(char, twin[i] ?? ''));
    });
    for (const [simplified, traditional] of [
      ['们', '們'],
      ['妈', '媽'],
      ['鱼', '魚'],
      ['银', '銀'],
      ['国', '國'],
      ['学', '學'],
      ['的', '的'],
    ]) {
      expect(pairs.get(simplified ?? ''), simplified).toBe(traditional);
    }
    const library = courseLessons(CHINESE_COURSE_TRADITIONAL).find((lesson) =>
      lesson.text.includes('圖書館裡'),
    );
    expect(library?.text).toContain('圖書館裡很安靜。');
    const poem = findChineseLesson('chinese-hant-poem-4')?.lesson;
    expect(poem?.text).toBe('床前明月光，疑是地上霜。舉頭望明月，低頭思故鄉。');
    expect(findChineseLesson('chinese-poem-4')?.lesson.text).toBe(
      '床前明月光，疑是地上霜。举头望明月，低头思故乡。',
    );
  });

  it('keeps the data small enough to load on a Chinese page', () => {
    expect(JSON.stringify(CHINESE_TEXTS).length).toBeLessThan(120_000);
  });
});

describe('texts helpers', () => {
  it('cut a text into words or characters with their readings, and join them back', () => {
    const units = unitsOf({ text: '我们 你好', readings: 'wo3 men0 ni3 hao3' }, 'space');
    expect(units).toEqual([
      { text: '我们', readings: 'wo3 men0' },
      { text: '你好', readings: 'ni3 hao3' },
    ]);
    expect(joinUnits(units, '')).toEqual({ text: '我们你好', readings: 'wo3 men0 ni3 hao3' });
    expect(
      unitsOf({ text: '好，走', readings: 'hao3 zou3' }, 'character').map((unit) => unit.readings),
    ).toEqual(['hao3', '', 'zou3']);
  });

  it('split a list into nearly even runs', () => {
    expect(evenRuns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(evenRuns([1, 2, 3, 4, 5, 6], 3)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });
});
