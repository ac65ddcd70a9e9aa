import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyzeAttempt } from '../../../engine';
import { courseLessons, FINGER_COURSE } from '../../../content';
import { useProgressStore } from '../../progress/progress-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import { preloadCourses } from '../../testing/preload-courses';
import ChapterPage from './ChapterPage';

const lessons = courseLessons(FINGER_COURSE);
const [first, second, third] = lessons as [(typeof lessons)[0], (typeof lessons)[0], (typeof lessons)[0]];

function passLesson(slug: string, stars: 1 | 2 | 3) {
  const analysis = analyzeAttempt('f', [{ kind: 'insert', char: 'f', timeStamp: 0 }], { mode: 'stop' });
  useProgressStore.getState().recordAttempt({ lessonSlug: slug, analysis, stars, finishedAt: 1 });
}

describe('the course map', () => {
  beforeAll(preloadCourses, 60_000);

  afterEach(() => useProgressStore.getState().reset());

  it('opens posture and F and J for a new learner (posture only introduces) and marks posture as the next one', () => {
    renderWithProviders(<ChapterPage />, { path: '/chapter/' });

    const firstCard = screen.getByTestId(`lesson-card-${first.slug}`);
    expect(firstCard.tagName).toBe('A');
    expect(firstCard).toHaveAttribute('href', `/lesson/${first.slug}`);
    expect(firstCard).toHaveAttribute('aria-current', 'step');
    expect(within(firstCard).getByText('Next')).toBeInTheDocument();

    expect(screen.getByTestId(`lesson-card-${second.slug}`)).toHaveAttribute(
      'href',
      `/lesson/${second.slug}`,
    );
    for (const lesson of lessons.slice(2)) {
      const card = screen.getByTestId(`lesson-card-${lesson.slug}`);
      expect(card.tagName).not.toBe('A');
      expect(within(card).getByText('Locked')).toBeInTheDocument();
    }
  });

  it('shows the stars earned and opens the lesson after a passed one', () => {
    passLesson(first.slug, 2);
    renderWithProviders(<ChapterPage />, { path: '/chapter/' });

    const firstCard = screen.getByTestId(`lesson-card-${first.slug}`);
    expect(within(firstCard).getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    const secondCard = screen.getByTestId(`lesson-card-${second.slug}`);
    expect(secondCard).toHaveAttribute('href', `/lesson/${second.slug}`);
    expect(secondCard).toHaveAttribute('data-state', 'next');
    expect(screen.getByTestId(`lesson-card-${third.slug}`)).toHaveAttribute('data-state', 'locked');
    expect(screen.getByTestId('course-stars')).toHaveTextContent(`2 of ${lessons.length * 3} stars`);
  });

  it('keeps a lesson closed after an attempt without a star', () => {
    passLesson(first.slug, 2);
    useProgressStore.getState().recordAttempt({
      lessonSlug: second.slug,
      analysis: analyzeAttempt('fj', [{ kind: 'insert', char: 'f', timeStamp: 0 }], { mode: 'stop' }),
      stars: 0,
      finishedAt: 2,
    });
    renderWithProviders(<ChapterPage />, { path: '/chapter/' });

    expect(screen.getByTestId(`lesson-card-${third.slug}`)).toHaveAttribute('data-state', 'locked');
  });
});
