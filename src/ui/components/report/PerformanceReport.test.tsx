import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useIntl } from 'react-intl';
import { analyzeAttempt, type Keystroke, type Stars } from '../../../engine';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PerformanceReport } from './PerformanceReport';
import { lessonReportHeading } from './lesson-heading';
import { keysToPractise } from './report-figures';

/** "fj fj" typed in 12 s with one wrong key (g for the second f), then the rest right. */
const text = 'fj fj';
const keystrokes: Keystroke[] = [
  { kind: 'insert', char: 'f', timeStamp: 0 },
  { kind: 'insert', char: 'j', timeStamp: 2000 },
  { kind: 'insert', char: ' ', timeStamp: 4000 },
  { kind: 'insert', char: 'g', timeStamp: 6000 },
  { kind: 'insert', char: 'f', timeStamp: 9000 },
  { kind: 'insert', char: 'j', timeStamp: 12000 },
];
const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

describe('the performance report', () => {
  it('shows the figures the engine computed', () => {
    // 5 matching characters in 12 s: 5 / 5 / 0.2 min = 5 WPM; 6 keystrokes / 0.2 min = 30 KPM; 25 RPM.
    expect(analysis).toMatchObject({ wpm: 5, kpm: 30, rpm: 25, correctChars: 5, wrongChars: 1 });
    renderWithProviders(<PerformanceReport analysis={analysis} stars={1} />);

    expect(screen.getByTestId('report-wpm')).toHaveTextContent('5');
    expect(screen.getByTestId('report-kpm')).toHaveTextContent('30');
    expect(screen.getByTestId('report-rpm')).toHaveTextContent('25');
    expect(screen.getByTestId('report-accuracy')).toHaveTextContent('83.3%');
    expect(screen.getByTestId('report-correct')).toHaveTextContent('5');
    expect(screen.getByTestId('report-wrong')).toHaveTextContent('1');
    expect(screen.getByTestId('report-duration')).toHaveTextContent('0:12');
    expect(screen.getByTestId('report-score')).toHaveTextContent(String(analysis.score));
    expect(screen.getByRole('img', { name: '1 of 3 stars' })).toBeInTheDocument();
    expect(screen.getByText('Well done, you passed!')).toBeInTheDocument();
  });

  it('is a region named by its heading, which takes the focus', () => {
    renderWithProviders(
      <PerformanceReport analysis={analysis} stars={0} heading="Lesson complete: F and J" />,
    );

    const heading = screen.getByRole('heading', { name: 'Lesson complete: F and J' });
    expect(screen.getByRole('region', { name: 'Lesson complete: F and J' })).toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(screen.getByText('Not passed yet: try again to earn a star.')).toBeInTheDocument();
  });

  it('names the missed key and what was pressed instead', () => {
    renderWithProviders(<PerformanceReport analysis={analysis} stars={1} />);

    const keys = screen.getByTestId('report-keys');
    expect(keys).toHaveTextContent('missed once');
    expect(keys).toHaveTextContent('(you pressed g)');
    // Only two keys were timed (j, space): too few to call one of them slow.
    expect(keys).not.toHaveTextContent('slow');
  });

  it('names the keys clearly slower than the learner usually is', () => {
    const stat = (meanTimeMs: number) => ({ hits: 4, misses: 0, meanTimeMs, timedHits: 4, typedInstead: {} });
    const keys = { a: stat(300), s: stat(310), d: stat(290), f: stat(600), ' ': stat(380) };
    // Median of the means is 310 ms: f (600) and space (380) are at least a fifth slower; the rest are not.
    expect(keysToPractise({ keys }).slow).toEqual([
      { char: 'f', meanTimeMs: 600 },
      { char: ' ', meanTimeMs: 380 },
    ]);

    renderWithProviders(<PerformanceReport analysis={{ ...analysis, keys }} stars={1} />);
    expect(screen.getByTestId('report-keys')).toHaveTextContent('slow: 0.6 s on average');
    expect(screen.getByTestId('report-keys')).toHaveTextContent('Space');
  });

  it('never calls a key found in 0.05 s slow, however quick the other keys were', () => {
    const stat = (meanTimeMs: number) => ({ hits: 4, misses: 0, meanTimeMs, timedHits: 4, typedInstead: {} });
    const keys = { a: stat(40), s: stat(41), d: stat(42), f: stat(50), j: stat(250) };
    expect(keysToPractise({ keys }).slow).toEqual([]);

    renderWithProviders(<PerformanceReport analysis={{ ...analysis, keys }} stars={1} />);
    expect(screen.queryByText(/slow:/)).toBeNull();
  });

  it('heads a failed lesson "Not passed yet", and only a passed one "Lesson complete"', () => {
    const Report = ({ stars }: { stars: Stars }) => {
      const intl = useIntl();
      return (
        <PerformanceReport
          analysis={analysis}
          stars={stars}
          heading={intl.formatMessage(lessonReportHeading(stars), { title: 'F and J' })}
        />
      );
    };
    const failed = renderWithProviders(<Report stars={0} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Not passed yet: F and J');
    failed.unmount();
    renderWithProviders(<Report stars={1} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Lesson complete: F and J');
  });

  it('shows Chinese in characters a minute only, with no words-per-minute tile', () => {
    renderWithProviders(<PerformanceReport analysis={analysis} stars={1} speed="rpm" />);
    expect(screen.getByTestId('report-speed-rpm')).toHaveTextContent('25');
    expect(screen.queryByTestId('report-wpm')).toBeNull();
    expect(screen.queryByText('WPM')).toBeNull();
  });

  it('says what the next star needs', () => {
    renderWithProviders(
      <PerformanceReport
        analysis={analysis}
        stars={1}
        passRule={{ accuracy: [0.8, 0.9, 0.95], wpm: [0, 5, 10] }}
      />,
    );
    expect(screen.getByText('Next star: 90% accuracy and 5 WPM')).toBeInTheDocument();
  });

  it('offers Retry and Next lesson as buttons', async () => {
    const onRetry = vi.fn();
    const onNext = vi.fn();
    renderWithProviders(
      <PerformanceReport analysis={analysis} stars={2} onRetry={onRetry} onNext={onNext} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
