import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptSummary, DailyTotal, PeriodReport, PeriodTotals } from '../../../contracts';
import { loadLesson } from '../../../content/catalogue';
import { api } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/render-with-providers';
import { dailyTotal } from '../../testing/daily-total';
import { ReportContent } from './ReportContent';

// The canvas chart is not what is tested here (jsdom has no canvas): a stand-in keeps its accessible label.
vi.mock('./TrendChart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} data-testid="trend-chart" />,
}));

const day = (date: string, values: Partial<DailyTotal> = {}): DailyTotal => dailyTotal(date, values);

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
  day('2026-01-12', { attempts: 2, wpm: 21.25, accuracy: 0.9, kpm: 120, rpm: 106.25, durationMs: 90_000 }),
  day('2026-01-13'),
  day('2026-01-14', {
    attempts: 1,
    wpm: 24,
    accuracy: 0.96,
    kpm: 130,
    rpm: 80,
    durationMs: 30_000,
    lessonsPassed: 1,
  }),
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
  keypadKeys: [],
  missedWords: [{ word: 'jade', misses: 3 }],
  typingChecks: [],
};

afterEach(() => {
  vi.restoreAllMocks();
});

let attemptId = 0;
/** A finished attempt of today, for the "Today's practice" table. */
const todayAttempt = (
  fields: Pick<AttemptSummary, 'kind' | 'lessonSlug' | 'gameId' | 'practiceId'>,
): AttemptSummary => ({
  ...fields,
  attemptId: ++attemptId,
  characterId: 1,
  mode: 'stop' as const,
  startedAt: '2026-01-14T09:00:00.000Z',
  day: '2026-01-14',
  keyboardLayout: 'us',
  metrics: {
    finished: true,
    durationMs: 30_000,
    keystrokes: 60,
    correctChars: 50,
    wrongChars: 2,
    matchingChars: 50,
    accuracy: 50 / 52,
    wpm: 20,
    rawWpm: 20.8,
    kpm: 120,
    rpm: 100,
    score: 600,
  },
  stars: fields.kind === 'lesson' ? 1 : null,
});
const noSource = { lessonSlug: null, gameId: null, practiceId: null };

/** The "What" column of today's attempts table, top to bottom. */
const whatColumn = () =>
  within(screen.getByTestId('today-attempts'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

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
    expect(screen.getByRole('img', { name: 'Keys per minute by day, Jan 12 to Jan 14' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Characters per minute by day, Jan 12 to Jan 14' })).toBeVisible();
    const table = screen.getByTestId('days-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'WPM', 'Accuracy', 'KPM', 'RPM', 'Minutes', 'Attempts', 'Lessons passed']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/Jan 12\s*21\.3\s*90%\s*120\s*106\s*1\.5\s*2\s*0/);
    expect(rows[3]).toHaveTextContent(/Jan 14\s*24\s*96%\s*130\s*80\s*0\.5\s*1\s*1/);
    // An idle day shows no rate, not a zero speed.
    expect(rows[2]).toHaveTextContent(/Jan 13\s*–\s*–\s*–\s*–\s*0\s*0\s*0/);
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
    expect(screen.getByTestId('weak-key-KeyJ')).toHaveTextContent('33% right in this week, missed 4 times');
    expect(screen.queryByTestId('practise-weak-keys')).toBeNull();
    expect(screen.queryByTestId('share-panel')).toBeNull();
    expect(screen.getByTestId('missed-words')).toHaveTextContent('jade 3 slips');
  });

  it('is written about the learner by name when a teacher or a shared link reads it, not to them', () => {
    renderWithProviders(<ReportContent data={report} chartDays={days} learner="Mia" />);
    expect(screen.getByRole('heading', { level: 2, name: "Mia's keys" })).toBeInTheDocument();
    expect(screen.queryByText('Your keys')).toBeNull();
    renderWithProviders(<ReportContent data={{ ...report, keys: [] }} chartDays={days} learner="Mia" />);
    expect(screen.getByText('No typing in this period yet.')).toBeInTheDocument();
  });

  it("names each of today's attempts in words: lesson titles of any course, games and practices", async () => {
    const attempt = todayAttempt;
    const none = { lessonSlug: null, gameId: null, practiceId: null };
    const attempts: AttemptSummary[] = [
      attempt({ ...none, kind: 'lesson', lessonSlug: 'english-sentences-1' }),
      attempt({ ...none, kind: 'lesson', lessonSlug: 'code-js-count-stars' }),
      attempt({ ...none, kind: 'lesson', lessonSlug: 'upper-row-keys-r-and-u' }),
      attempt({ ...none, kind: 'game', gameId: 'BALLOON_POP' }),
      attempt({ ...none, kind: 'practice', practiceId: 'notebook-review-code' }),
      attempt({ ...none, kind: 'practice', practiceId: 'custom-12' }),
      attempt({ ...none, kind: 'practice', practiceId: 'adaptive-words' }),
      attempt({ ...none, kind: 'practice', practiceId: 'adaptive-theme' }),
      attempt({ ...none, kind: 'lesson', lessonSlug: 'no-such-lesson' }),
    ];
    const codeTitle = (await loadLesson('code-js-count-stars'))!.lesson.title.ENG;
    const fingerTitle = (await loadLesson('upper-row-keys-r-and-u'))!.lesson.title.ENG;
    renderWithProviders(
      <ReportContent data={{ ...report, period: 'day' }} chartDays={days} todayAttempts={attempts} />,
    );
    const table = screen.getByTestId('today-attempts');
    await within(table).findByText('Sentences 1');
    const what = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(what).toEqual([
      'Sentences 1',
      codeTitle,
      fingerTitle,
      'Balloon Pop',
      'Review of missed words',
      'My custom course',
      'Word list',
      'Themed practice',
      'Lesson',
    ]);
    expect(codeTitle).not.toBe('code-js-count-stars');
  });

  it('names a custom course by its own title, and generically once the course is gone', async () => {
    const list = vi.spyOn(api, 'customCourseList').mockResolvedValue({
      courses: [
        {
          courseId: 12,
          characterId: 1,
          title: 'Dinosaur facts',
          text: 'T. rex had tiny arms.',
          mode: 'stop',
          completedAt: null,
          createdAt: '2026-01-10T09:00:00.000Z',
          updatedAt: '2026-01-10T09:00:00.000Z',
        },
      ],
      limit: 20,
    });
    renderWithProviders(
      <ReportContent
        data={{ ...report, period: 'day' }}
        chartDays={days}
        characterId={1}
        todayAttempts={[
          todayAttempt({ ...noSource, kind: 'practice', practiceId: 'custom-12' }),
          todayAttempt({ ...noSource, kind: 'practice', practiceId: 'custom-99' }),
        ]}
      />,
    );
    await within(screen.getByTestId('today-attempts')).findByText('Dinosaur facts');
    expect(whatColumn()).toEqual(['Dinosaur facts', 'My custom course']);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ characterId: 1 }));
  });

  it('does not ask for custom courses when no attempt practised one', () => {
    const list = vi.spyOn(api, 'customCourseList');
    renderWithProviders(
      <ReportContent
        data={{ ...report, period: 'day' }}
        chartDays={days}
        characterId={1}
        todayAttempts={[todayAttempt({ ...noSource, kind: 'practice', practiceId: 'adaptive-words' })]}
      />,
    );
    expect(whatColumn()).toEqual(['Word list']);
    expect(list).not.toHaveBeenCalled();
  });

  describe('the heat map', () => {
    const timed = (key: string, meanTimeMs: number, misses = 0, timedHits = 10) => ({
      key,
      hits: 10,
      misses,
      accuracy: 10 / (10 + misses),
      meanTimeMs,
      timedHits,
    });
    // Timed keys: 150, 200, 250, 260, 260, 320, 400, 500 ms: the usual key time is 260 ms.
    const withKeypad: PeriodReport = {
      ...report,
      keys: [
        timed('a', 150),
        timed('f', 200),
        timed('j', 250),
        timed('d', 260),
        timed('s', 320),
        timed('k', 400),
        timed('l', 900, 0, 2),
      ],
      keypadKeys: [
        { key: '5', hits: 6, misses: 2, accuracy: 0.75, meanTimeMs: 500, timedHits: 6 },
        { key: '\n', hits: 3, misses: 0, accuracy: 1, meanTimeMs: 260, timedHits: 3 },
      ],
    };
    const level = (code: string) => screen.getByTestId(`heat-key-${code}`).getAttribute('data-level');

    it('colours the keys by speed against the usual key time when the learner asks', () => {
      renderWithProviders(<ReportContent data={withKeypad} chartDays={days} />);
      const speed = screen.getByRole('button', { name: 'Speed' });
      expect(screen.getByRole('group', { name: 'Colour the keys by' })).toContainElement(speed);
      expect(screen.getByRole('button', { name: 'Accuracy' })).toHaveAttribute('aria-pressed', 'true');
      expect(level('KeyK')).toBe('great');

      fireEvent.click(speed);

      expect(speed).toHaveAttribute('aria-pressed', 'true');
      expect(
        screen.getByRole('img', {
          name: 'Keyboard coloured by speed, against the usual 0.26 s per key. Much slower keys: Keypad 5, K.',
        }),
      ).toBeInTheDocument();
      expect([level('KeyA'), level('KeyF'), level('KeyJ'), level('KeyD')]).toEqual([
        'great',
        'great',
        'good',
        'good',
      ]);
      expect(level('KeyS')).toBe('mid');
      expect(level('KeyK')).toBe('low');
      // Two timed presses are too few to judge L, however slow.
      expect(level('KeyL')).toBe('none');
      expect(screen.getByTestId('heat-key-KeyK')).toHaveTextContent('0.4 s');
      expect(screen.getByTestId('usual-key-time')).toHaveTextContent('Usual time per key: 0.26 s');
      const legend = screen.getByTestId('heat-legend');
      expect(legend).toHaveTextContent('< 0.22 s');
      expect(legend).toHaveTextContent('≥ 0.39 s');
      expect(legend).not.toHaveTextContent('97%');

      fireEvent.click(screen.getByRole('button', { name: 'Accuracy' }));
      expect(level('KeyK')).toBe('great');
      expect(screen.queryByTestId('usual-key-time')).toBeNull();
    });

    it('draws the numeric keypad when the period has keypad lessons, and only then', () => {
      renderWithProviders(<ReportContent data={withKeypad} chartDays={days} />);
      const keypad = screen.getByTestId('heat-keypad');
      expect(within(keypad).getByTestId('heat-key-Numpad5')).toHaveAttribute('data-level', 'low');
      expect(within(keypad).getByTestId('heat-key-Numpad5')).toHaveTextContent('575%');
      expect(within(keypad).getByTestId('heat-key-NumpadEnter')).toHaveAttribute('data-level', 'great');
      expect(within(keypad).getByTestId('heat-key-Numpad7')).toHaveAttribute('data-level', 'none');
      // The main block's 5 was not typed in this period.
      expect(screen.getByTestId('heat-key-Digit5')).toHaveAttribute('data-level', 'none');
      expect(screen.getByTestId('key-row-Numpad5')).toHaveTextContent('Keypad 5');
      cleanup();

      renderWithProviders(<ReportContent data={report} chartDays={days} />);
      expect(screen.getByTestId('key-heatmap')).toBeInTheDocument();
      expect(screen.queryByTestId('heat-keypad')).toBeNull();
      expect(screen.queryByTestId('heat-key-Numpad5')).toBeNull();
    });
  });
});

describe("the report's typing checks", () => {
  it('shows the typing checks: the covered one against the normal test, the retention test against the one before the break', () => {
    const checks: PeriodReport['typingChecks'] = [
      { check: 'typing', day: '2026-01-12', wpm: 30, accuracy: 0.96, before: null },
      { check: 'covered', day: '2026-01-12', wpm: 21, accuracy: 0.9, before: null },
      {
        check: 'retention',
        day: '2026-01-14',
        wpm: 27.4,
        accuracy: 0.95,
        before: { day: '2026-01-12', wpm: 30, accuracy: 0.96 },
      },
    ];
    renderWithProviders(<ReportContent data={{ ...report, typingChecks: checks }} chartDays={days} />);
    expect(screen.getByRole('heading', { name: 'Typing checks' })).toBeInTheDocument();
    const covered = screen.getByTestId('check-covered');
    expect(covered).toHaveTextContent('Typing check, keyboard covered');
    expect(covered).toHaveTextContent('21 WPM');
    expect(covered).toHaveTextContent('70% of your normal speed (30 WPM)');
    const retention = screen.getByTestId('check-retention');
    expect(retention).toHaveTextContent('27 WPM');
    expect(retention).toHaveTextContent('Before the break: 30 WPM, 96%');
  });

  it('has no typing-checks section before a first check', () => {
    renderWithProviders(<ReportContent data={report} chartDays={days} />);
    expect(screen.queryByTestId('typing-checks')).not.toBeInTheDocument();
  });
});
