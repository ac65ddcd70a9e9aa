import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GROUP_STAT_WINDOWS } from '../../../contracts';
import { FINGER_NAMES } from '../../components/fingers/finger-style';
import { layoutById } from '../../../keyboard';
import { groupDetailQuery, groupStatsQuery } from '../../queries/groups';
import { classLayout, fingerFigures, heatKeys, weakestKeys } from '../../reports/figures';
import { KeyHeatmap } from '../report/KeyHeatmap';
import { exportStatsCsv } from './stats-csv';
import { CertificateForm, ClassReportPdf } from './ClassExports';
import { StudentStatsTable } from './StudentStatsTable';
import { GoalNote } from './GoalNote';
import styles from '../../components/class-area/ClassArea.module.css';

type Window = (typeof GROUP_STAT_WINDOWS)[number];

/**
 * A class's progress over 7, 30 or 90 days: active students, time, lessons passed, speed and accuracy against the
 * lessons' goals, the class's weakest keys and fingers on the keyboard, and each student's line.
 */
export function GroupStatsPanel({ characterId, groupId }: { characterId: number; groupId: number }) {
  const intl = useIntl();
  const [days, setDays] = useState<Window>(7);
  const stats = useQuery(groupStatsQuery(characterId, groupId, days));
  // The class's keys on the layout most of its students type on (the detail is the class view's own query).
  const members = useQuery(groupDetailQuery(characterId, groupId)).data?.members;
  const layout = layoutById(classLayout(members ?? []));
  const keys = useMemo(() => heatKeys(stats.data?.keys ?? [], 'main', layout), [stats.data, layout]);
  const number = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const seconds = (ms: number) =>
    intl.formatMessage(
      { id: 'reports.seconds', defaultMessage: '{seconds} s' },
      { seconds: number(ms / 1000, 2) },
    );
  const weak = weakestKeys(keys, 5);
  const fingers = fingerFigures(keys)
    .filter((finger) => finger.accuracy !== null && finger.accuracy < 1)
    .sort((a, b) => (a.accuracy ?? 1) - (b.accuracy ?? 1))
    .slice(0, 3);
  const data = stats.data;

  return (
    <section className={styles.section} aria-labelledby="stats-title" data-testid="group-stats">
      <h2 id="stats-title" className={styles.sectionTitle}>
        <FormattedMessage id="classes.tab.stats" defaultMessage="Progress" />
      </h2>
      <div
        className={`${styles.row} ${styles.noPrint}`}
        role="group"
        aria-label={intl.formatMessage({ id: 'classes.stats.window', defaultMessage: 'Period' })}
      >
        {GROUP_STAT_WINDOWS.map((window) => (
          <button
            key={window}
            type="button"
            className={styles.tab}
            aria-pressed={days === window}
            onClick={() => setDays(window)}
          >
            <FormattedMessage
              id="classes.stats.days"
              defaultMessage="Last {days} days"
              values={{ days: window }}
            />
          </button>
        ))}
        {data && (
          <button type="button" className={styles.secondary} onClick={() => void exportStatsCsv(data, intl)}>
            <FormattedMessage id="classes.stats.csv" defaultMessage="Export CSV" />
          </button>
        )}
        {data && <ClassReportPdf characterId={characterId} stats={data} />}
      </div>
      {!data ? (
        <p aria-busy="true">
          <FormattedMessage id="classes.loading" defaultMessage="Loading…" />
        </p>
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="classes.stats.active" defaultMessage="Active students" />
              </dt>
              <dd data-testid="stat-active">
                {data.activeStudents} / {data.memberCount}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="classes.stats.time" defaultMessage="Time practised" />
              </dt>
              <dd>
                <FormattedMessage
                  id="classes.stats.minutes"
                  defaultMessage="{minutes} min"
                  values={{ minutes: number(data.durationMs / 60_000, data.durationMs < 600_000 ? 1 : 0) }}
                />
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="classes.stats.lessons" defaultMessage="Lessons passed" />
              </dt>
              <dd data-testid="stat-lessons">{data.lessonsPassed}</dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="classes.stats.wpm" defaultMessage="Average WPM (goal)" />
              </dt>
              <dd>
                {number(data.wpm, 1)} <GoalNote goal={data.goalWpm ? number(data.goalWpm) : null} />
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="classes.stats.accuracy" defaultMessage="Accuracy (goal)" />
              </dt>
              <dd>
                {percent(data.accuracy)}{' '}
                <GoalNote goal={data.goalAccuracy ? percent(data.goalAccuracy) : null} />
              </dd>
            </div>
          </dl>

          <h3>
            <FormattedMessage id="classes.stats.keys" defaultMessage="The class's keys" />
          </h3>
          <p data-testid="weak-keys">
            {weak.length === 0 ? (
              <FormattedMessage id="classes.stats.noWeak" defaultMessage="No weak key yet." />
            ) : (
              <FormattedMessage
                id="classes.stats.weak"
                defaultMessage="Weakest keys: {keys}"
                values={{
                  keys: weak.map((key) => `${key.label} (${percent(key.accuracy ?? 0)})`).join(', '),
                }}
              />
            )}
          </p>
          {fingers.length > 0 && (
            <p data-testid="weak-fingers">
              <FormattedMessage
                id="classes.stats.fingers"
                defaultMessage="Weakest fingers: {fingers}"
                values={{
                  fingers: fingers
                    .map(
                      (finger) =>
                        `${intl.formatMessage(FINGER_NAMES[finger.finger])} (${percent(finger.accuracy ?? 0)})`,
                    )
                    .join(', '),
                }}
              />
            </p>
          )}
          <KeyHeatmap
            keys={keys}
            layout={layout}
            label={intl.formatMessage(
              {
                id: 'classes.stats.heatmap',
                defaultMessage:
                  "The class's keyboard coloured by accuracy. {count, plural, =0 {No key needs practice.} other {Keys to practise: {keys}.}}",
              },
              { count: weak.length, keys: weak.map((key) => key.label).join(', ') },
            )}
            percent={percent}
            seconds={seconds}
          />
          <StudentStatsTable stats={data} groupId={groupId} />
          <CertificateForm key={data.groupId} characterId={characterId} stats={data} />
        </>
      )}
    </section>
  );
}
