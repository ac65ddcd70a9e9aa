import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  catalogueFor,
  coursesOfProductPage,
  familyOfLesson,
  loadCourse,
  loadFamily,
  loadLesson,
} from './catalogue';
import { courseLessons } from './course';
import { LOCALE_CODES } from '../contracts/locales';

describe('the catalogue', () => {
  it('matches every course it can load: slugs, titles, descriptions, chapters and counts', async () => {
    for (const entry of CATALOGUE) {
      const course = (await loadCourse(entry.slug))!;
      expect(course.slug).toBe(entry.slug);
      expect(course.family ?? 'finger').toBe(entry.family);
      expect(course.title).toEqual(entry.title);
      expect(course.description).toEqual(entry.description);
      expect(
        course.chapters.map((chapter) => ({
          slug: chapter.slug,
          title: chapter.title,
          lessonCount: chapter.lessons.length,
        })),
      ).toEqual(entry.chapters);
      expect(courseLessons(course)).toHaveLength(entry.lessonCount);
    }
  });

  it('has every title and description in all five locales', () => {
    for (const entry of CATALOGUE) {
      for (const text of [
        entry.title,
        entry.description,
        ...entry.chapters.map((chapter) => chapter.title),
      ]) {
        for (const locale of LOCALE_CODES) expect(text[locale], `${entry.slug} ${locale}`).toBeTruthy();
      }
    }
  });

  it('tells a lesson’s family from its slug, and lesson slugs are unique across all courses', async () => {
    const slugs: string[] = [];
    for (const entry of CATALOGUE) {
      const course = (await loadCourse(entry.slug))!;
      for (const lesson of courseLessons(course)) {
        expect(familyOfLesson(lesson.slug), lesson.slug).toBe(entry.family);
        slugs.push(lesson.slug);
      }
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('loads a lesson of any family by its slug', async () => {
    expect((await loadLesson('numpad-7-8-9'))?.course.slug).toBe('numeric-keypad');
    expect((await loadLesson('home-keys-f-and-j'))?.lesson.title.ENG).toBe('F and J');
    expect((await loadLesson('code-py-hello'))?.chapter.slug).toBe('code-python');
    expect(await loadLesson('code-no-such-snippet')).toBeUndefined();
    expect((await loadFamily('pinyin'))?.slug).toBe('pinyin');
    expect((await loadLesson('pinyin-a-o-e'))?.course.slug).toBe('pinyin');
    expect((await loadLesson('chinese-hant-characters-1'))?.course.slug).toBe('chinese-hant');
    expect(await loadLesson('pinyin-no-such-lesson')).toBeUndefined();
  });

  it('shows the pinyin and Chinese courses in the locale’s script', () => {
    const slugs = (locale?: 'CHS' | 'CHT' | 'ENG') =>
      catalogueFor('cn', locale)
        .filter((entry) => entry.family === 'pinyin' || entry.family === 'chinese')
        .map((entry) => entry.slug);
    expect(slugs('CHS')).toEqual(['pinyin', 'chinese']);
    expect(slugs('ENG')).toEqual(['pinyin', 'chinese']);
    expect(slugs('CHT')).toEqual(['pinyin-hant', 'chinese-hant']);
    expect(slugs()).toEqual(['pinyin', 'pinyin-hant', 'chinese', 'chinese-hant']);
    expect(coursesOfProductPage('/product/pinyin-typing', 'cn', 'CHT').map((entry) => entry.slug)).toEqual([
      'pinyin-hant',
    ]);
    // The global edition has no pinyin page: its Chinese-typing page presents both courses.
    expect(
      coursesOfProductPage('/product/chinese-typing', 'global', 'ENG').map((entry) => entry.slug),
    ).toEqual(['pinyin', 'chinese']);
  });

  it('puts every course on a product page of both editions', () => {
    expect(catalogueFor('cn')).toHaveLength(CATALOGUE.length);
    expect(catalogueFor('global')).toHaveLength(CATALOGUE.length);
    expect(coursesOfProductPage('/product/typing-number', 'global').map((entry) => entry.slug)).toEqual([
      'numeric-keypad',
    ]);
    expect(coursesOfProductPage('/product/english-typing', 'cn').map((entry) => entry.family)).toEqual([
      'english',
      'vocabulary',
      'literature',
    ]);
  });
});
