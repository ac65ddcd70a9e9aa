import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptSummary, DailyTotal, NotebookAnswer } from '../../../contracts';
import { api } from '../../api/endpoints';
import { useSessionStore } from '../../api/session-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import { dailyTotal } from '../../testing/daily-total';
import { TodayPlan } from './TodayPlan';

const DAY = new Date().toISOString().slice(0, 10);

const emptyDay = (day: string): DailyTotal => dailyTotal(day);

const notebookWith = (...words: { token: string; dueInMs: number }[]): NotebookAnswer => ({
  entries: words.map(({ token, dueInMs }) => ({
    token,
    kind: 'word',
    mode: 'english',
    misses: 2,
    streak: 0,
    addedAt: new Date(Date.now() - 86_400_000).toISOString(),
    lastSeenAt: new Date(Date.now() - 86_400_000).toISOString(),
    dueAt: new Date(Date.now() + dueInMs).toISOString(),
  })),
  settings: { wordLoopCount: 3, clearAfter: 2 },
});

function serve(notebook: NotebookAnswer, attempts: AttemptSummary[] = []) {
  vi.spyOn(api, 'todayReport').mockResolvedValue({
    characterId: 1,
    timeZone: 'UTC',
    totals: emptyDay(DAY),
    attempts,
  });
  vi.spyOn(api, 'history').mockResolvedValue({
    characterId: 1,
    timeZone: 'UTC',
    from: DAY,
    to: DAY,
    days: [emptyDay(DAY)],
  });
  vi.spyOn(api, 'notebook').mockResolvedValue(notebook);
}

const renderPlan = () =>
  renderWithProviders(
    <TodayPlan
      nextLessonSlug="home-keys-d-and-k"
      lessonTitle={(slug) => (slug === 'home-keys-d-and-k' ? 'D and K' : 'F and J')}
      courseSlugs={new Set(['home-keys-f-and-j', 'home-keys-d-and-k'])}
    />,
  );

describe("today's plan on the course map", () => {
  beforeEach(() => useSessionStore.setState({ signedIn: true, characterId: 1 }));
  afterEach(() => vi.restoreAllMocks());

  it('offers a review of the notebook when words are due, linked to the review session', async () => {
    serve(notebookWith({ token: 'jade', dueInMs: -60_000 }));
    renderPlan();
    const review = await screen.findByTestId('plan-item-review');
    expect(review).toHaveTextContent('Review your missed words');
    expect(review.querySelector('a')?.getAttribute('href')).toBe('/lesson/notebook-review');
    expect(screen.getByTestId('today-plan')).toHaveTextContent('0 of 4 done');
  });

  it('has no review when no notebook word is due yet', async () => {
    serve(notebookWith({ token: 'jade', dueInMs: 3_600_000 }));
    renderPlan();
    await screen.findByTestId('plan-item-game');
    expect(screen.queryByTestId('plan-item-review')).toBeNull();
    expect(screen.getByTestId('today-plan')).toHaveTextContent('0 of 3 done');
  });

  it('ticks the review after a review session, not the warm-up', async () => {
    serve(notebookWith({ token: 'jade', dueInMs: -60_000 }), [
      {
        attemptId: 5,
        characterId: 1,
        keyboardLayout: 'us',
        kind: 'practice',
        lessonSlug: null,
        gameId: null,
        practiceId: 'notebook-review',
        mode: 'stop',
        startedAt: new Date().toISOString(),
        day: DAY,
        metrics: {
          finished: true,
          durationMs: 60_000,
          keystrokes: 60,
          correctChars: 50,
          wrongChars: 2,
          matchingChars: 50,
          accuracy: 50 / 52,
          wpm: 10,
          rawWpm: 10.4,
          kpm: 60,
          rpm: 50,
          score: 500,
        },
        stars: null,
      },
    ]);
    renderPlan();
    expect((await screen.findByTestId('plan-item-review')).dataset.done).toBe('true');
    expect(screen.getByTestId('plan-item-warmup').dataset.done).toBe('false');
  });
});
