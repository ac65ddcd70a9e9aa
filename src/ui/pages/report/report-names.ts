import type { HeatMeasure } from '../../reports/figures';

/** The names of the report's figures, heat-map measures and periods (react-intl descriptors). */
export const FIGURE_NAMES = {
  wpm: { id: 'reports.figure.wpm', defaultMessage: 'Words per minute' },
  accuracy: { id: 'reports.figure.accuracy', defaultMessage: 'Accuracy' },
  kpm: { id: 'reports.figure.kpm', defaultMessage: 'Keys per minute' },
  rpm: { id: 'reports.figure.rpm', defaultMessage: 'Characters per minute' },
  durationMs: { id: 'reports.figure.time', defaultMessage: 'Time practised' },
  attempts: { id: 'reports.figure.attempts', defaultMessage: 'Attempts' },
  lessonsPassed: { id: 'reports.figure.lessonsPassed', defaultMessage: 'Lessons passed' },
} as const;

export const MEASURE_NAMES = {
  accuracy: { id: 'reports.measure.accuracy', defaultMessage: 'Accuracy' },
  speed: { id: 'reports.measure.speed', defaultMessage: 'Speed' },
} as const;

export const HEAT_MEASURES: readonly HeatMeasure[] = ['accuracy', 'speed'];

export { PERIOD_NAMES } from '../../components/period-picker/PeriodPicker';

export const PREVIOUS_NAMES = {
  day: { id: 'reports.previous.day', defaultMessage: 'Day before: {value}' },
  week: { id: 'reports.previous.week', defaultMessage: 'Week before: {value}' },
  month: { id: 'reports.previous.month', defaultMessage: 'Month before: {value}' },
} as const;
