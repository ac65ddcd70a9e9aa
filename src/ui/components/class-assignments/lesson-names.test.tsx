import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENGLISH_COURSE } from '../../../content/english';
import { FINGER_COURSE } from '../../../content/finger-course';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useLessonNames } from './lesson-names';

function Names({ slugs }: { slugs: string[] }) {
  const lessonName = useLessonNames(slugs);
  return (
    <ul>
      {slugs.map((slug) => (
        <li key={slug}>{lessonName(slug)}</li>
      ))}
    </ul>
  );
}

describe('lesson names in the teacher and student views', () => {
  it('names a lesson of any course by its title, not its slug', async () => {
    const finger = FINGER_COURSE.chapters[0]!.lessons[0]!;
    const english = ENGLISH_COURSE.chapters[0]!.lessons[0]!;
    renderWithProviders(<Names slugs={[finger.slug, english.slug, 'no-such-lesson']} />);
    expect(await screen.findByText(english.title.ENG)).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([`${finger.number}. ${finger.title.ENG}`, english.title.ENG, 'no-such-lesson']);
    expect(items).not.toContain(english.slug);
  });
});
