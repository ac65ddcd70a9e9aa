import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DailyTotal, PeriodReport, PeriodTotals } from '../../../contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ReportContent } from './ReportPage';

// The canvas chart is not what is tested here (jsdom has no canvas): a stand-in keeps its accessible label.
vi.mock('./TrendChart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} data-testid="trend-chart" />,
}));

const day = (date: string, values: Partial<DailyTotal> = {}): DailyTotal => ({
  day: date,
  attempts: 0,
  lessonAttempts: 0,
  gameRounds: 0,
  lessonsPassed: 0,
  durationMs: 0,
  keystrokes: 0,
  correctChars: 0,
  wrongChars: 0,
  matchingChars: 0,
  score: 0,
  accuracy: 0,
  wpm: 0,
  kpm: 0,
  bestWpm: 0,
  ...values,
});

const totals = (from: string, to: string, values: Partial<PeriodTotals>): PeriodTotals => ({
  from,
  to,
  activeDays: 0,
  attempts: 0,
  lessonAttempts: 0,
  gameRounds: 0,
  lessonsPassed: 0,
  durationMs: 0,
  keystrokes: 0,
  correctChars: 0,
  wrongChars: 0,
  matchingChars: 0,
  score: 0,
  accuracy: 0,
  wpm: 0,
  kpm: 0,
  rpm: 0,
  bestWpm: 0,
  ...values,
});

const days = [
  day('2026-01-12', { attempts: 2, wpm: 21.25, accuracy: 0.9, kpm: 120, durationMs: 90_000 }),
  day('2026-01-13'),
  day('2026-01-14', { attempts: 1, wpm: 24, accuracy: 0.96, kpm: 130, durationMs: 30_000, lessonsPassed: 1 }),
];

const report: PeriodReport = {
  characterId: 1,
  timeZone: 'UTC',
  period: 'week',
  today: '2026-01-14',
  totals: totals('2026-01-12', '2026-01-18', { attempts: 3, activeDays: 2, wpm: 22, accuracy: 0.92 }),
  previous: totals('2026-01-05', '2026-01-11', { attempts: 2, activeDays: 1, wpm: 18, accuracy: 0.95 }),
  days,
  keys: [
    { key: 'f', hits: 9, misses: 1, accuracy: 0.9, meanTimeMs: 250, timedHits: 8 },
    { key: 'j', hits: 2, misses: 4, accuracy: 2 / 6, meanTimeMs: 400, timedHits: 2 },
    { key: 'k', hits: 2, misses: 0, accuracy: 1, meanTimeMs: 300, timedHits: 2 },
  ],
  missedWords: [{ word: 'jade', misses: 3 }],
};

describe('the report', () => {
  it('compares each figure with the week before, in words a child reads', async () => {
    renderWithProviders(<ReportContent data={report} chartDays={days} />);
    const wpm = screen.getByTestId('figure-wpm');
    expect(within(wpm).getByText('22')).toBeInTheDocument();
    expect(wpm).toHaveTextContent('Week before: 18');
    expect(screen.getByTestId('change-wpm')).toHaveTextContent('+4');
    expect(screen.getByTestId('change-accuracy')).toHaveTextContent('−3 points');
  });

  it('gives every chart a label and a table with the same figures', async () => {
    renderWithProviders(<ReportContent data={report} chartDays={days} />);
    expect(
      await screen.findByRole('img', { name: 'Words per minute by day, Jan 12 to Jan 14' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Accuracy by day, Jan 12 to Jan 14' })).toBeVisible();
    const rows = within(screen.getByTestId('days-table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/Jan 12\s*21\.3\s*90%\s*120\s*1\.5\s*2\s*0/);
    // An idle day shows no rate, not a zero speed.
    expect(rows[2]).toHaveTextContent(/Jan 13\s*–\s*–\s*–\s*0\s*0\s*0/);
  });

  it('draws the keys by accuracy and names the weak one; a shared report offers no practice link', () => {
    renderWithProviders(<ReportContent data={report} chartDays={days} />);
    expect(screen.getByTestId('heat-key-KeyJ')).toHaveAttribute('data-level', 'low');
    expect(screen.getByTestId('heat-key-KeyF')).toHaveAttribute('data-level', 'good');
    // Two presses are too few to judge K.
    expect(screen.getByTestId('heat-key-KeyK')).toHaveAttribute('data-level', 'none');
    expect(
      screen.getByRole('img', { name: 'Keyboard coloured by accuracy. Keys to practise: J, F.' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('weak-key-KeyJ')).toHaveTextContent('33% right, missed 4 times');
    expect(screen.queryByTestId('practise-weak-keys')).toBeNull();
    expect(screen.queryByTestId('share-panel')).toBeNull();
    expect(screen.getByTestId('missed-words')).toHaveTextContent('jade 3 slips');
  });
});
