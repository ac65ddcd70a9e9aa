import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coursesOfProductPage, type Edition } from '../../content/catalogue';
import { renderWithProviders } from '../testing/render-with-providers';
import { preloadCourses } from '../testing/preload-courses';
import { CourseLessons } from './CourseLessons';

import type * as MemberAccess from '../account/member-access';

// Whether the learner is a member (the membership's own reading is tested in account/member-access.test.ts).
let member = false;
vi.mock('../account/member-access', async (original) => ({
  ...(await original<typeof MemberAccess>()),
  useIsMember: () => member,
}));

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
  beforeEach(() => {
    member = false;
  });

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

  it("locks the later chapters for a free learner: a lock, 'For members' and the upgrade prompt", async () => {
    renderWithProviders(<CourseLessons courses={coursesOfProductPage('/product/typing-coding', 'global')} />);
    const section = await screen.findByTestId('course-code-typing');
    // The first language is free; the next ones are for members.
    expect(within(section).queryByTestId('members-chapter-code-javascript')).toBeNull();
    expect(within(section).getByTestId('members-chapter-code-typescript')).toHaveTextContent('For members');
    expect(await within(section).findByTestId('lesson-card-code-js-hello')).toHaveAttribute(
      'href',
      '/lesson/code-js-hello',
    );
    const locked = within(section).getByTestId('lesson-card-code-ts-shapes');
    expect(locked.tagName).toBe('BUTTON');
    expect(locked).toHaveAttribute('data-state', 'members');
    expect(locked).toHaveTextContent('For members');
    await userEvent.click(locked);
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent('Membership not opened or expired');
    expect(within(prompt).getByRole('link', { name: 'See membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('opens every chapter to a member', async () => {
    member = true;
    renderWithProviders(<CourseLessons courses={coursesOfProductPage('/product/typing-coding', 'global')} />);
    const section = await screen.findByTestId('course-code-typing');
    expect(await within(section).findByTestId('lesson-card-code-ts-shapes')).toHaveAttribute(
      'href',
      '/lesson/code-ts-shapes',
    );
    expect(within(section).queryByText('For members')).toBeNull();
  });
});
