import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { useSessionStore } from '../../api/session-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import ChineseLessonPage from './ChineseLessonPage';

// The pinyin dictionary cannot be loaded (a network failure fetching its chunk, say).
vi.mock('../../../content/chinese/readings', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a custom course of Chinese text when no pinyin can be made', () => {
  beforeEach(() => {
    useSessionStore.setState({ signedIn: true, characterId: 1 });
    vi.spyOn(api, 'customCourse').mockResolvedValue({
      courseId: 5,
      characterId: 1,
      title: '银行',
      text: '我去银行',
      mode: 'stop',
      completedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the spec’s "pinyin missing" message instead of a drill', async () => {
    renderWithProviders(<ChineseLessonPage />, {
      path: '/chapter/pinyin/custom-5',
      route: '/chapter/pinyin/:slug',
    });
    expect((await screen.findByTestId('pinyin-missing')).textContent).toBe(
      'Pinyin is missing for this course content, so AI pinyin generation is needed',
    );
    expect(screen.queryByTestId('lesson-start')).toBeNull();
    expect(screen.getByRole('link', { name: 'My own courses' }).getAttribute('href')).toBe('/custom-courses');
  });
});
