import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  REPORT_PERIODS,
  type AttemptSummary,
  type DailyTotal,
  type PeriodReport,
  type PeriodTotals,
  type ReportPeriod,
} from '../../../contracts';
import { DaySchema } from '../../../contracts';
import { useSessionStore } from '../../api/session-store';
import { FINGER_NAMES } from '../../components/fingers/finger-style';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { formatDuration } from '../../components/report/report-figures';
import {
  change,
  COMPARED_FIGURES,
  fingerFigures,
  heatKeys,
  slowestKeys,
  SPEED_BANDS,
  speedLevel,
  streak,
  usualKeyTimeMs,
  weakestKeys,
  type ComparedFigure,
  type HeatKey,
  type HeatMeasure,
} from '../../reports/figures';
import { attemptName, useCustomCourseTitles, useLessonTitles } from '../../reports/attempt-names';
import { addDays, PLAN_ROUTES } from '../../reports/plan';
import { StreakFlame } from '../../reports/StreakFlame';
import { useLocaleStore } from '../../i18n/locale-store';
import { KeyHeatmap } from './KeyHeatmap';
import { SharePanel } from './SharePanel';
import styles from './ReportPage.module.css';
import { charactersQuery } from '../../queries/character';
import { historyQuery, periodReportQuery } from '../../queries/report';
import { todayReportQuery } from '../../queries/report';

// The chart library comes with the report page only, and after the figures: they show first.
const TrendChart = lazy(() => import('./TrendChart'));

const dayDate = (day: string) => Date.parse(`${day}T12:00:00Z`);

function formatDay(intl: IntlShape, day: string, withYear = false) {
  return intl.formatDate(dayDate(day), {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

function useFormatters() {
  const intl = useIntl();
  return useMemo(() => {
    const number = (value: number, digits = 0) =>
      intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
    const percent = (value: number) =>
      intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
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
    return { intl, number, percent, minutes, seconds, figure, delta };
  }, [intl]);
}

const FIGURE_NAMES = {
  wpm: { id: 'reports.figure.wpm', defaultMessage: 'Words per minute' },
  accuracy: { id: 'reports.figure.accuracy', defaultMessage: 'Accuracy' },
  kpm: { id: 'reports.figure.kpm', defaultMessage: 'Keys per minute' },
  rpm: { id: 'reports.figure.rpm', defaultMessage: 'Characters per minute' },
  durationMs: { id: 'reports.figure.time', defaultMessage: 'Time practised' },
  attempts: { id: 'reports.figure.attempts', defaultMessage: 'Attempts' },
  lessonsPassed: { id: 'reports.figure.lessonsPassed', defaultMessage: 'Lessons passed' },
} as const;

const MEASURE_NAMES = {
  accuracy: { id: 'reports.measure.accuracy', defaultMessage: 'Accuracy' },
  speed: { id: 'reports.measure.speed', defaultMessage: 'Speed' },
} as const;

const HEAT_MEASURES: readonly HeatMeasure[] = ['accuracy', 'speed'];

const PERIOD_NAMES = {
  day: { id: 'reports.period.day', defaultMessage: 'Day' },
  week: { id: 'reports.period.week', defaultMessage: 'Week' },
  month: { id: 'reports.period.month', defaultMessage: 'Month' },
} as const;

const PREVIOUS_NAMES = {
  day: { id: 'reports.previous.day', defaultMessage: 'Day before: {value}' },
  week: { id: 'reports.previous.week', defaultMessage: 'Week before: {value}' },
  month: { id: 'reports.previous.month', defaultMessage: 'Month before: {value}' },
} as const;

/** A change as it is shown (seconds, tenths of WPM and of accuracy points, whole counts): 0 shows as "=". */
function roundedForDisplay(name: ComparedFigure, value: number): number {
  if (name === 'durationMs') return Math.round(value / 1000);
  if (name === 'accuracy') return Math.round(value * 1000);
  if (name === 'wpm') return Math.round(value * 10);
  return Math.round(value);
}

function isPeriod(value: string | null): value is ReportPeriod {
  return value !== null && (REPORT_PERIODS as readonly string[]).includes(value);
}

/** The performance report of the current character: a day, a week or a month, compared with the one before. */
export default function ReportPage() {
  const { intl } = useFormatters();
  const [params, setParams] = useSearchParams();
  const period: ReportPeriod = isPeriod(params.get('period'))
    ? (params.get('period') as ReportPeriod)
    : 'week';
  const askedDate = params.get('date');
  const date = askedDate && DaySchema.safeParse(askedDate).success ? askedDate : undefined;
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'reports.title', defaultMessage: 'Progress report' })} · KeyQuest`;
  }, [intl]);

  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <FormattedMessage id="reports.title" defaultMessage="Progress report" />
          </h1>
          <nav
            className={styles.tabs}
            aria-label={intl.formatMessage({ id: 'reports.periodChoice', defaultMessage: 'Report period' })}
          >
            {REPORT_PERIODS.map((name) => (
              <button
                key={name}
                type="button"
                className={name === period ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                aria-pressed={name === period}
                onClick={() => setParams({ period: name })}
                data-testid={`period-${name}`}
              >
                <FormattedMessage {...PERIOD_NAMES[name]} />
              </button>
            ))}
          </nav>
          <button
            type="button"
            className={`button button-secondary ${styles.print}`}
            onClick={() => window.print()}
          >
            <FormattedMessage id="reports.print" defaultMessage="Print" />
          </button>
        </header>
        {signedIn && characterId !== null ? (
          <PeriodReportView
            characterId={characterId}
            period={period}
            date={date}
            onDate={(day) => setParams(day ? { period, date: day } : { period })}
          />
        ) : (
          <div className={styles.empty}>
            <p>
              <FormattedMessage
                id="reports.noLearner"
                defaultMessage="Practise a lesson first: your report shows what you did each day."
              />
            </p>
            <Link className="button button-primary" to="/chapter/">
              <FormattedMessage id="reports.toCourse" defaultMessage="Go to the course map" />
            </Link>
          </div>
        )}
      </div>
    </LearningShell>
  );
}

function PeriodReportView({
  characterId,
  period,
  date,
  onDate,
}: {
  characterId: number;
  period: ReportPeriod;
  date: string | undefined;
  onDate: (day: string | undefined) => void;
}) {
  const report = useQuery(periodReportQuery(characterId, period, date));
  const recent = useQuery(historyQuery(characterId, 60));
  const characters = useQuery(charactersQuery());
  const nickname = characters.data?.find((character) => character.characterId === characterId)?.nickname;
  const isToday = period === 'day' && (!date || date === report.data?.today);
  const today = useQuery({ ...todayReportQuery(characterId), enabled: isToday });

  const chartDays = useMemo(() => {
    if (!report.data) return [];
    // A day report shows the two weeks up to that day; weeks and months their own days, up to today.
    if (period === 'day') {
      const end = report.data.totals.to;
      return (recent.data?.days ?? []).filter((day) => day.day <= end && day.day > addDays(end, -14));
    }
    return report.data.days.filter((day) => day.day <= report.data.today);
  }, [report.data, recent.data, period]);

  if (report.isError) {
    return (
      <p role="alert" className={styles.error}>
        <FormattedMessage
          id="reports.loadError"
          defaultMessage="The report could not be loaded. Try again later."
        />
      </p>
    );
  }
  if (!report.data) {
    return (
      <p className={styles.loading} aria-busy="true">
        <FormattedMessage id="reports.loading" defaultMessage="Loading the report…" />
      </p>
    );
  }
  return (
    <ReportContent
      data={report.data}
      chartDays={chartDays}
      nickname={nickname}
      streakDays={streak(recent.data?.days ?? [])}
      todayAttempts={isToday ? today.data?.attempts : undefined}
      onDate={onDate}
      characterId={characterId}
    />
  );
}

interface ReportContentProps {
  data: PeriodReport;
  /** The days the charts and their table show. */
  chartDays: readonly DailyTotal[];
  nickname?: string | undefined;
  /** Absent on a shared report. */
  streakDays?: number;
  todayAttempts?: readonly AttemptSummary[] | undefined;
  /** Moves to another period (absent: a shared report stays on its period). */
  onDate?: (day: string | undefined) => void;
  /** The owner's character: the report can be shared. */
  characterId?: number;
}

/** The report's figures, charts and key insight, for the owner or (read-only) for a shared link. */
export function ReportContent({
  data,
  chartDays,
  nickname,
  streakDays,
  todayAttempts,
  onDate,
  characterId,
}: ReportContentProps) {
  const { intl, number, percent, minutes, seconds, figure, delta } = useFormatters();
  const period = data.period;
  const locale = useLocaleStore((state) => state.locale);
  const keys = useMemo(() => heatKeys(data.keys), [data]);
  const keypadKeys = useMemo(() => heatKeys(data.keypadKeys, 'numpad'), [data]);
  const [measure, setMeasure] = useState<HeatMeasure>('accuracy');
  const lessonTitles = useLessonTitles(todayAttempts);
  const customTitles = useCustomCourseTitles(characterId, todayAttempts);
  const whatOf = (attempt: AttemptSummary) => attemptName(attempt, lessonTitles, intl, locale, customTitles);
  const keyName = (key: { code: string; label: string }) =>
    key.code === 'Space'
      ? intl.formatMessage({ id: 'reports.spaceKey', defaultMessage: 'Space' })
      : key.code.startsWith('Numpad')
        ? intl.formatMessage({ id: 'reports.keypadKey', defaultMessage: 'Keypad {key}' }, { key: key.label })
        : key.label;
  const { totals, previous } = data;
  const range =
    totals.from === totals.to
      ? formatDay(intl, totals.from, true)
      : `${formatDay(intl, totals.from)} – ${formatDay(intl, totals.to, true)}`;
  const canGoForward = totals.to < data.today;
  const weak = weakestKeys(keys);
  const slow = slowestKeys(keys);
  const fingers = fingerFigures(keys);
  const allKeys = [...keys, ...keypadKeys];
  const usualMs = usualKeyTimeMs(allKeys);
  const muchSlower = allKeys
    .filter((key) => speedLevel(key, usualMs) === 'low')
    .sort((a, b) => (b.meanTimeMs ?? 0) - (a.meanTimeMs ?? 0) || a.code.localeCompare(b.code));
  const heatmapLabel =
    measure === 'accuracy'
      ? intl.formatMessage(
          {
            id: 'reports.heatmapLabel',
            defaultMessage:
              'Keyboard coloured by accuracy. {count, plural, =0 {No key needs practice.} other {Keys to practise: {keys}.}}',
          },
          { count: weak.length, keys: weak.map(keyName).join(', ') },
        )
      : usualMs === null
        ? intl.formatMessage({
            id: 'reports.heatmapSpeedNone',
            defaultMessage: 'Keyboard coloured by speed. Not enough typing to time your keys yet.',
          })
        : intl.formatMessage(
            {
              id: 'reports.heatmapSpeedLabel',
              defaultMessage:
                'Keyboard coloured by speed, against your usual {usual} per key. {count, plural, =0 {No key is much slower than usual.} other {Much slower keys: {keys}.}}',
            },
            { usual: seconds(usualMs), count: muchSlower.length, keys: muchSlower.map(keyName).join(', ') },
          );
  const sortedKeys = (list: readonly HeatKey[]) => [...list].sort((a, b) => a.label.localeCompare(b.label));
  const labels = chartDays.map((day) => formatDay(intl, day.day));
  const practised = (day: DailyTotal) => day.attempts > 0;

  return (
    <>
      <div className={styles.rangeBar}>
        {onDate && (
          <button
            type="button"
            className={styles.step}
            onClick={() => onDate(previous.from)}
            aria-label={intl.formatMessage({ id: 'reports.earlier', defaultMessage: 'Earlier' })}
          >
            ‹
          </button>
        )}
        <p className={styles.range} data-testid="report-range">
          {nickname && (
            <span className={styles.who}>
              <FormattedMessage
                id="reports.for"
                defaultMessage="{name}'s report"
                values={{ name: nickname }}
              />
            </span>
          )}
          {range}
        </p>
        {onDate && (
          <button
            type="button"
            className={styles.step}
            onClick={() => onDate(addDays(totals.to, 1) >= data.today ? undefined : addDays(totals.to, 1))}
            disabled={!canGoForward}
            aria-label={intl.formatMessage({ id: 'reports.later', defaultMessage: 'Later' })}
          >
            ›
          </button>
        )}
        {streakDays !== undefined && (
          <p className={styles.streak} data-testid="report-streak">
            <StreakFlame />
            <FormattedMessage
              id="reports.streak"
              defaultMessage="{days, plural, =0 {No practice streak yet} one {# day in a row} other {# days in a row}}"
              values={{ days: streakDays }}
            />
          </p>
        )}
      </div>
      {characterId !== undefined && (
        <SharePanel characterId={characterId} period={period} date={data.totals.from} />
      )}

      <section aria-labelledby="report-figures" className={styles.section}>
        <h2 id="report-figures" className={styles.sectionTitle}>
          <FormattedMessage id="reports.figures" defaultMessage="Results" />
        </h2>
        {totals.attempts === 0 && (
          <p className={styles.note}>
            <FormattedMessage id="reports.nothingYet" defaultMessage="No practice in this period yet." />
          </p>
        )}
        <dl className={styles.figures}>
          {COMPARED_FIGURES.map((name) => {
            const difference = change(name, totals, previous);
            const better =
              difference === null || roundedForDisplay(name, difference) === 0 ? null : difference > 0;
            return (
              <div key={name} className={styles.figure} data-testid={`figure-${name}`}>
                <dt>
                  <FormattedMessage {...FIGURE_NAMES[name]} />
                </dt>
                <dd className={styles.value}>{figure(name, totals)}</dd>
                <dd className={styles.compare}>
                  <FormattedMessage {...PREVIOUS_NAMES[period]} values={{ value: figure(name, previous) }} />
                  {difference !== null && (
                    <span
                      className={better === null ? styles.same : better ? styles.up : styles.down}
                      data-testid={`change-${name}`}
                    >
                      {' '}
                      <span aria-hidden="true">{better === null ? '=' : better ? '▲' : '▼'}</span>{' '}
                      {delta(name, difference)}
                      {name === 'accuracy' && (
                        <FormattedMessage id="reports.points" defaultMessage=" points" />
                      )}
                    </span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      {todayAttempts && (
        <section aria-labelledby="report-today" className={styles.section}>
          <h2 id="report-today" className={styles.sectionTitle}>
            <FormattedMessage id="reports.todayAttempts" defaultMessage="Today's practice" />
          </h2>
          {todayAttempts.length === 0 ? (
            <p className={styles.note}>
              <FormattedMessage id="reports.nothingToday" defaultMessage="Nothing yet today." />
            </p>
          ) : (
            <table className={styles.table} data-testid="today-attempts">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="reports.col.time" defaultMessage="Time" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="reports.col.what" defaultMessage="What" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="reports.col.wpm" defaultMessage="WPM" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="reports.col.stars" defaultMessage="Stars" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {todayAttempts.map((attempt) => (
                  <tr key={attempt.attemptId}>
                    <td>
                      {intl.formatTime(Date.parse(attempt.startedAt), { hour: 'numeric', minute: '2-digit' })}
                    </td>
                    <td>{whatOf(attempt)}</td>
                    <td>{number(attempt.metrics.wpm, 1)}</td>
                    <td>{percent(attempt.metrics.accuracy)}</td>
                    <td>{attempt.stars === null ? '–' : '★'.repeat(attempt.stars) || '0'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}

      <section aria-labelledby="report-trends" className={styles.section}>
        <h2 id="report-trends" className={styles.sectionTitle}>
          <FormattedMessage id="reports.trends" defaultMessage="Day by day" />
        </h2>
        <div className={styles.charts}>
          <Suspense fallback={<div className={styles.chartPlaceholder} />}>
            <figure className={styles.chart}>
              <figcaption>
                <FormattedMessage {...FIGURE_NAMES.wpm} />
              </figcaption>
              <TrendChart
                labels={labels}
                values={chartDays.map((day) => (practised(day) ? day.wpm : null))}
                colour="#2b59c3"
                format={(value) => number(value)}
                label={intl.formatMessage(
                  { id: 'reports.chart.wpm', defaultMessage: 'Words per minute by day, {from} to {to}' },
                  { from: labels[0] ?? '', to: labels.at(-1) ?? '' },
                )}
              />
            </figure>
            <figure className={styles.chart}>
              <figcaption>
                <FormattedMessage {...FIGURE_NAMES.accuracy} />
              </figcaption>
              <TrendChart
                labels={labels}
                values={chartDays.map((day) => (practised(day) ? day.accuracy * 100 : null))}
                colour="#1f8a4c"
                format={(value) => `${number(value)}%`}
                label={intl.formatMessage(
                  { id: 'reports.chart.accuracy', defaultMessage: 'Accuracy by day, {from} to {to}' },
                  { from: labels[0] ?? '', to: labels.at(-1) ?? '' },
                )}
              />
            </figure>
            <figure className={styles.chart}>
              <figcaption>
                <FormattedMessage {...FIGURE_NAMES.kpm} />
              </figcaption>
              <TrendChart
                labels={labels}
                values={chartDays.map((day) => (practised(day) ? day.kpm : null))}
                colour="#7b3fb8"
                format={(value) => number(value)}
                label={intl.formatMessage(
                  { id: 'reports.chart.kpm', defaultMessage: 'Keys per minute by day, {from} to {to}' },
                  { from: labels[0] ?? '', to: labels.at(-1) ?? '' },
                )}
              />
            </figure>
            <figure className={styles.chart}>
              <figcaption>
                <FormattedMessage {...FIGURE_NAMES.rpm} />
              </figcaption>
              <TrendChart
                labels={labels}
                values={chartDays.map((day) => (practised(day) ? day.rpm : null))}
                colour="#c2410c"
                format={(value) => number(value)}
                label={intl.formatMessage(
                  { id: 'reports.chart.rpm', defaultMessage: 'Characters per minute by day, {from} to {to}' },
                  { from: labels[0] ?? '', to: labels.at(-1) ?? '' },
                )}
              />
            </figure>
            <figure className={styles.chart}>
              <figcaption>
                <FormattedMessage id="reports.chart.minutesCaption" defaultMessage="Minutes practised" />
              </figcaption>
              <TrendChart
                labels={labels}
                values={chartDays.map((day) => day.durationMs / 60_000)}
                colour="#f5a623"
                bars
                format={(value) => number(value, 1)}
                label={intl.formatMessage(
                  { id: 'reports.chart.minutes', defaultMessage: 'Minutes practised by day, {from} to {to}' },
                  { from: labels[0] ?? '', to: labels.at(-1) ?? '' },
                )}
              />
            </figure>
          </Suspense>
        </div>
        <details className={styles.details}>
          <summary>
            <FormattedMessage id="reports.asTable" defaultMessage="Show these figures as a table" />
          </summary>
          <table className={styles.table} data-testid="days-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="reports.col.day" defaultMessage="Day" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.wpm" defaultMessage="WPM" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.kpm" defaultMessage="KPM" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.rpm" defaultMessage="RPM" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.minutes" defaultMessage="Minutes" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.attempts" defaultMessage="Attempts" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.passed" defaultMessage="Lessons passed" />
                </th>
              </tr>
            </thead>
            <tbody>
              {chartDays.map((day) => (
                <tr key={day.day} data-testid={`day-row-${day.day}`}>
                  <th scope="row">{formatDay(intl, day.day)}</th>
                  <td>{practised(day) ? number(day.wpm, 1) : '–'}</td>
                  <td>{practised(day) ? percent(day.accuracy) : '–'}</td>
                  <td>{practised(day) ? number(day.kpm) : '–'}</td>
                  <td>{practised(day) ? number(day.rpm) : '–'}</td>
                  <td>{minutes(day.durationMs)}</td>
                  <td>{day.attempts}</td>
                  <td>{day.lessonsPassed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="report-keys" className={styles.section}>
        <h2 id="report-keys" className={styles.sectionTitle}>
          <FormattedMessage id="reports.keys" defaultMessage="Your keys" />
        </h2>
        {allKeys.length === 0 ? (
          <p className={styles.note}>
            <FormattedMessage
              id="reports.noKeys"
              defaultMessage="Type a little and your keys will show here."
            />
          </p>
        ) : (
          <>
            <div
              className={styles.measure}
              role="group"
              aria-label={intl.formatMessage({
                id: 'reports.heatmapMeasure',
                defaultMessage: 'Colour the keys by',
              })}
            >
              {HEAT_MEASURES.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={name === measure ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                  aria-pressed={name === measure}
                  onClick={() => setMeasure(name)}
                  data-testid={`heat-measure-${name}`}
                >
                  <FormattedMessage {...MEASURE_NAMES[name]} />
                </button>
              ))}
            </div>
            <KeyHeatmap
              keys={keys}
              keypadKeys={keypadKeys}
              measure={measure}
              usualMs={usualMs}
              percent={percent}
              seconds={seconds}
              label={heatmapLabel}
            />
            {measure === 'speed' && usualMs !== null && (
              <p className={styles.legendCaption} data-testid="usual-key-time">
                <FormattedMessage
                  id="reports.usualKeyTime"
                  defaultMessage="Your usual time per key: {seconds}"
                  values={{ seconds: seconds(usualMs) }}
                />
              </p>
            )}
            <ul className={styles.legend} aria-hidden="true" data-testid="heat-legend">
              {measure === 'accuracy' ? (
                <>
                  <li className={styles['heat-great']}>≥ 97%</li>
                  <li className={styles['heat-good']}>90–97%</li>
                  <li className={styles['heat-mid']}>80–90%</li>
                  <li className={styles['heat-low']}>&lt; 80%</li>
                </>
              ) : (
                usualMs !== null && (
                  <>
                    <li className={styles['heat-great']}>&lt; {seconds(usualMs * SPEED_BANDS.great)}</li>
                    <li className={styles['heat-good']}>
                      {seconds(usualMs * SPEED_BANDS.great)} – {seconds(usualMs * SPEED_BANDS.good)}
                    </li>
                    <li className={styles['heat-mid']}>
                      {seconds(usualMs * SPEED_BANDS.good)} – {seconds(usualMs * SPEED_BANDS.mid)}
                    </li>
                    <li className={styles['heat-low']}>≥ {seconds(usualMs * SPEED_BANDS.mid)}</li>
                  </>
                )
              )}
              <li className={styles['heat-none']}>
                <FormattedMessage id="reports.legendNone" defaultMessage="not enough practice" />
              </li>
            </ul>
            <div className={styles.insights}>
              <div className={styles.insight} data-testid="weak-keys">
                <h3>
                  <FormattedMessage id="reports.weakKeys" defaultMessage="Keys to practise" />
                </h3>
                {weak.length === 0 ? (
                  <p>
                    <FormattedMessage
                      id="reports.noWeakKeys"
                      defaultMessage="Every key is going well. Keep it up!"
                    />
                  </p>
                ) : (
                  <>
                    <ol className={styles.keyList}>
                      {weak.map((key) => (
                        <li key={key.code} data-testid={`weak-key-${key.code}`}>
                          <kbd className={styles.kbd}>{keyName(key)}</kbd>{' '}
                          <FormattedMessage
                            id="reports.weakKeyLine"
                            defaultMessage="{accuracy} right, missed {misses, plural, one {once} other {# times}}"
                            values={{ accuracy: percent(key.accuracy ?? 0), misses: key.misses }}
                          />
                        </li>
                      ))}
                    </ol>
                    {characterId !== undefined && (
                      <Link
                        className="button button-primary"
                        to={PLAN_ROUTES.warmup}
                        data-testid="practise-weak-keys"
                      >
                        <FormattedMessage
                          id="reports.practiseKeys"
                          defaultMessage="Practise {keys} now"
                          values={{ keys: weak.map(keyName).join(' ') }}
                        />
                      </Link>
                    )}
                  </>
                )}
              </div>
              <div className={styles.insight} data-testid="slow-keys">
                <h3>
                  <FormattedMessage id="reports.slowKeys" defaultMessage="Slowest keys" />
                </h3>
                {slow.length === 0 ? (
                  <p>
                    <FormattedMessage
                      id="reports.noSlowKeys"
                      defaultMessage="Not enough typing to time your keys yet."
                    />
                  </p>
                ) : (
                  <ol className={styles.keyList}>
                    {slow.map((key) => (
                      <li key={key.code}>
                        <kbd className={styles.kbd}>{keyName(key)}</kbd>{' '}
                        <FormattedMessage
                          id="reports.seconds"
                          defaultMessage="{seconds} s"
                          values={{ seconds: number((key.meanTimeMs ?? 0) / 1000, 2) }}
                        />
                      </li>
                    ))}
                  </ol>
                )}
              </div>
              <div className={styles.insight} data-testid="missed-words">
                <h3>
                  <FormattedMessage id="reports.missedWords" defaultMessage="Most-missed words" />
                </h3>
                {data.missedWords.length === 0 ? (
                  <p>
                    <FormattedMessage id="reports.noMissedWords" defaultMessage="No missed words. Great!" />
                  </p>
                ) : (
                  <ol className={styles.keyList}>
                    {data.missedWords.map((word) => (
                      <li key={word.word}>
                        <span className={styles.word}>{word.word}</span>{' '}
                        <FormattedMessage
                          id="reports.wordMisses"
                          defaultMessage="{misses, plural, one {# slip} other {# slips}}"
                          values={{ misses: word.misses }}
                        />
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </div>
            <details className={styles.details}>
              <summary>
                <FormattedMessage
                  id="reports.keysAsTable"
                  defaultMessage="Show every key and finger as a table"
                />
              </summary>
              <table className={styles.table} data-testid="keys-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="reports.col.key" defaultMessage="Key" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="reports.col.presses" defaultMessage="Presses" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="reports.col.misses" defaultMessage="Misses" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="reports.col.meanTime" defaultMessage="Time to find (s)" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...sortedKeys(keys), ...sortedKeys(keypadKeys)].map((key) => (
                    <tr key={key.code} data-testid={`key-row-${key.code}`}>
                      <th scope="row">{keyName(key)}</th>
                      <td>{key.presses}</td>
                      <td>{key.misses}</td>
                      <td>{key.accuracy === null ? '–' : percent(key.accuracy)}</td>
                      <td>{key.meanTimeMs === null ? '–' : number(key.meanTimeMs / 1000, 2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table className={styles.table} data-testid="fingers-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="reports.col.finger" defaultMessage="Finger" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="reports.col.presses" defaultMessage="Presses" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="reports.col.meanTime" defaultMessage="Time to find (s)" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {fingers.map((finger) => (
                    <tr key={finger.finger}>
                      <th scope="row">{intl.formatMessage(FINGER_NAMES[finger.finger])}</th>
                      <td>{finger.presses}</td>
                      <td>{finger.accuracy === null ? '–' : percent(finger.accuracy)}</td>
                      <td>{finger.meanTimeMs === null ? '–' : number(finger.meanTimeMs / 1000, 2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
    </>
  );
}
