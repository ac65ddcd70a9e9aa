import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { coursesOfProductPage, type Edition } from '../../content/catalogue';
import { renderWithProviders } from '../testing/render-with-providers';
import { preloadCourses } from '../testing/preload-courses';
import { CourseLessons, lessonPath } from './CourseLessons';

/** A first lesson of every practice kind of this issue, and the product page that presents it per edition. */
const KINDS: ReadonlyArray<{ lesson: string; course: string; pages: Record<Edition, string> }> = [
  {
    lesson: 'english-words-1-100-1',
    course: 'english',
    pages: { cn: '/product/english-typing', global: '/product/vocabulary-builder' },
  },
  {
    lesson: 'vocabulary-animals-1',
    course: 'vocabulary',
    pages: { cn: '/product/english-typing', global: '/product/vocabulary-builder' },
  },
  {
    lesson: 'literature-aesop-the-tortoise-and-the-hare',
    course: 'literature',
    pages: { cn: '/product/english-typing', global: '/product/typing-literature' },
  },
  {
    lesson: 'code-js-hello',
    course: 'code',
    pages: { cn: '/product/code-typing', global: '/product/typing-coding' },
  },
  {
    lesson: 'numpad-4-5-6-and-enter',
    course: 'numpad',
    pages: { cn: '/product/numpad-typing', global: '/product/typing-number' },
  },
  {
    lesson: 'adaptive-my-keys',
    course: 'adaptive',
    pages: { cn: '/product/ai-custom-practice', global: '/product/typing-ai-custom' },
  },
];

describe('CourseLessons on the product pages', () => {
  beforeAll(preloadCourses, 60_000);

  for (const edition of ['cn', 'global'] as const) {
    for (const kind of KINDS) {
      it(`links ${kind.lesson} from ${kind.pages[edition]} (${edition})`, async () => {
        const courses = coursesOfProductPage(kind.pages[edition], edition);
        expect(courses.map((course) => course.family)).toContain(kind.course);
        renderWithProviders(<CourseLessons courses={courses} />);
        const card = await screen.findByTestId(`lesson-card-${kind.lesson}`);
        expect(card.getAttribute('href')).toBe(`/lesson/${kind.lesson}`);
      });
    }
  }

  it('opens the keypad course lesson by lesson, and every practice lesson at once', async () => {
    renderWithProviders(<CourseLessons courses={coursesOfProductPage('/product/typing-number', 'global')} />);
    const section = await screen.findByTestId('course-numeric-keypad');
    const cards = await within(section).findAllByTestId(/^lesson-card-/);
    expect(cards[0]?.dataset.state).toBe('next');
    expect(cards[1]?.dataset.state).toBe('locked');
  });

  it('sends pinyin and Chinese lessons to their own pages', () => {
    expect(lessonPath('pinyin', 'pinyin-a-o-e')).toBe('/chapter/pinyin/pinyin-a-o-e');
    expect(lessonPath('code', 'code-js-hello')).toBe('/lesson/code-js-hello');
  });
});
