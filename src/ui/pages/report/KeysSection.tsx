import { FormattedMessage } from 'react-intl';
import { type PeriodReport } from '../../../contracts';
import { type KeyboardLayoutId } from '../../../contracts/constants';
import { layoutById } from '../../../keyboard';
import { useKeyboardLayout } from '../../queries/groups';
import {
  heatKeys,
  slowestKeys,
  SPEED_BANDS,
  speedLevel,
  usualKeyTimeMs,
  weakestKeys,
  type HeatMeasure,
} from '../../reports/figures';
import { KeyHeatmap } from './KeyHeatmap';
import styles from './ReportPage.module.css';

import { useReportFormatters } from './use-report-formatters';
import { HEAT_MEASURES, MEASURE_NAMES } from './report-names';
import { useMemo, useState } from 'react';
import { KeyInsights } from './KeyInsights';
import { KeyTables } from './KeyTables';

/**
 * The keys of the period: a heat map coloured by accuracy or speed, its legend, insights and tables. Written to
 * the learner ("Your keys"), or about them by name when someone else reads the report (`learner`).
 */
export function KeysSection({
  data,
  characterId,
  learner,
  layout,
}: {
  data: PeriodReport;
  characterId?: number | undefined;
  learner?: string | undefined;
  /** The layout the learner types on; the reader's own when absent and the report is the reader's. */
  layout?: KeyboardLayoutId | undefined;
}) {
  const { intl, percent, seconds, keyName } = useReportFormatters();
  const own = useKeyboardLayout();
  const keyboardLayout = layoutById(layout ?? (learner ? 'us' : own));
  const keys = useMemo(() => heatKeys(data.keys, 'main', keyboardLayout), [data, keyboardLayout]);
  const keypadKeys = useMemo(() => heatKeys(data.keypadKeys, 'numpad'), [data]);
  const [measure, setMeasure] = useState<HeatMeasure>('accuracy');
  const weak = weakestKeys(keys);
  const slow = slowestKeys(keys);
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
            defaultMessage: 'Keyboard coloured by speed. Not enough typing to time the keys yet.',
          })
        : intl.formatMessage(
            {
              id: 'reports.heatmapSpeedLabel',
              defaultMessage:
                'Keyboard coloured by speed, against the usual {usual} per key. {count, plural, =0 {No key is much slower than usual.} other {Much slower keys: {keys}.}}',
            },
            { usual: seconds(usualMs), count: muchSlower.length, keys: muchSlower.map(keyName).join(', ') },
          );
  return (
    <section aria-labelledby="report-keys" className={styles.section}>
      <h2 id="report-keys" className={styles.sectionTitle}>
        {learner ? (
          <FormattedMessage id="reports.keysOf" defaultMessage="{name}'s keys" values={{ name: learner }} />
        ) : (
          <FormattedMessage id="reports.keys" defaultMessage="Your keys" />
        )}
      </h2>
      {allKeys.length === 0 ? (
        <p className={styles.note}>
          {learner ? (
            <FormattedMessage id="reports.noKeysOf" defaultMessage="No typing in this period yet." />
          ) : (
            <FormattedMessage
              id="reports.noKeys"
              defaultMessage="Type a little and your keys will show here."
            />
          )}
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
            layout={keyboardLayout}
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
                defaultMessage="Usual time per key: {seconds}"
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
          <KeyInsights
            weak={weak}
            slow={slow}
            missedWords={data.missedWords}
            period={data.period}
            characterId={characterId}
          />
          <KeyTables keys={keys} keypadKeys={keypadKeys} />
        </>
      )}
    </section>
  );
}
