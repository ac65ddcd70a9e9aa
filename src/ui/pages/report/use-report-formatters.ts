import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { PeriodTotals } from '../../../contracts';
import { formatDuration } from '../../components/report/report-figures';
import { keyPercent, type ComparedFigure } from '../../reports/figures';

const dayDate = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** A report day (YYYY-MM-DD) as a short date, with its year when asked. */
export function formatDay(intl: IntlShape, day: string, withYear = false) {
  return intl.formatDate(dayDate(day), {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** A change as it is shown (seconds, tenths of WPM and of accuracy points, whole counts): 0 shows as "=". */
export function roundedForDisplay(name: ComparedFigure, value: number): number {
  if (name === 'durationMs') return Math.round(value / 1000);
  if (name === 'accuracy') return Math.round(value * 1000);
  if (name === 'wpm') return Math.round(value * 10);
  return Math.round(value);
}

/** The report's number formats in the current language: figures, changes, percentages, minutes, seconds. */
export function useReportFormatters() {
  const intl = useIntl();
  return useMemo(() => {
    const number = (value: number, digits = 0) =>
      intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
    const percent = (value: number) => keyPercent(intl, value);
    const minutes = (ms: number) => number(ms / 60_000, ms > 0 && ms < 600_000 ? 1 : 0);
    const figure = (name: ComparedFigure, totals: PeriodTotals): string => {
      switch (name) {
        case 'accuracy':
          return intl.formatNumber(totals.accuracy, { style: 'percent', maximumFractionDigits: 1 });
        case 'durationMs':
          return formatDuration(totals.durationMs);
        case 'wpm':
          return number(totals.wpm, 1);
        default:
          return number(totals[name]);
      }
    };
    const delta = (name: ComparedFigure, value: number): string => {
      const sign = roundedForDisplay(name, value) === 0 ? '±' : value > 0 ? '+' : '−';
      const size = Math.abs(value);
      if (name === 'accuracy') return `${sign}${number(size * 100, 1)}`;
      if (name === 'durationMs') return `${sign}${formatDuration(size)}`;
      return `${sign}${number(size, name === 'wpm' ? 1 : 0)}`;
    };
    const seconds = (ms: number) =>
      intl.formatMessage(
        { id: 'reports.seconds', defaultMessage: '{seconds} s' },
        { seconds: number(ms / 1000, 2) },
      );
    /** A key's name as a learner reads it: Space and the keypad's keys in words. */
    const keyName = (key: { code: string; label: string }) =>
      key.code === 'Space'
        ? intl.formatMessage({ id: 'reports.spaceKey', defaultMessage: 'Space' })
        : key.code.startsWith('Numpad')
          ? intl.formatMessage(
              { id: 'reports.keypadKey', defaultMessage: 'Keypad {key}' },
              { key: key.label },
            )
          : key.label;
    return { intl, number, percent, minutes, seconds, figure, delta, keyName };
  }, [intl]);
}
