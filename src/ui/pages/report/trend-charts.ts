import type { MessageDescriptor } from 'react-intl';
import type { DailyTotal } from '../../../contracts';
import { FIGURE_NAMES } from './report-names';

/** One day-by-day chart of the report: what it plots, in which colour, and how its values read. */
export interface TrendChartConfig {
  id: 'wpm' | 'accuracy' | 'kpm' | 'rpm' | 'minutes';
  caption: MessageDescriptor;
  /** The chart's accessible name, with {from} and {to}. */
  label: MessageDescriptor;
  colour: string;
  bars?: boolean;
  /** The day's value (null: no practice that day, a gap in the line). */
  value: (day: DailyTotal) => number | null;
  /** How a value reads: a whole number, a percentage, or minutes with a tenth. */
  format: 'number' | 'percent' | 'minutes';
}

const practised = (day: DailyTotal) => day.attempts > 0;

/** The report's charts, in the order they show. */
export const TREND_CHARTS: readonly TrendChartConfig[] = [
  {
    id: 'wpm',
    caption: FIGURE_NAMES.wpm,
    label: { id: 'reports.chart.wpm', defaultMessage: 'Words per minute by day, {from} to {to}' },
    colour: '#2b59c3',
    value: (day) => (practised(day) ? day.wpm : null),
    format: 'number',
  },
  {
    id: 'accuracy',
    caption: FIGURE_NAMES.accuracy,
    label: { id: 'reports.chart.accuracy', defaultMessage: 'Accuracy by day, {from} to {to}' },
    colour: '#1f8a4c',
    value: (day) => (practised(day) ? day.accuracy * 100 : null),
    format: 'percent',
  },
  {
    id: 'kpm',
    caption: FIGURE_NAMES.kpm,
    label: { id: 'reports.chart.kpm', defaultMessage: 'Keys per minute by day, {from} to {to}' },
    colour: '#7b3fb8',
    value: (day) => (practised(day) ? day.kpm : null),
    format: 'number',
  },
  {
    id: 'rpm',
    caption: FIGURE_NAMES.rpm,
    label: { id: 'reports.chart.rpm', defaultMessage: 'Characters per minute by day, {from} to {to}' },
    colour: '#c2410c',
    value: (day) => (practised(day) ? day.rpm : null),
    format: 'number',
  },
  {
    id: 'minutes',
    caption: { id: 'reports.chart.minutesCaption', defaultMessage: 'Minutes practised' },
    label: { id: 'reports.chart.minutes', defaultMessage: 'Minutes practised by day, {from} to {to}' },
    colour: '#f5a623',
    bars: true,
    value: (day) => day.durationMs / 60_000,
    format: 'minutes',
  },
];
