import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { type PeriodReport } from '../../../contracts';
import { type HeatKey } from '../../reports/figures';
import { PLAN_ROUTES } from '../../reports/plan';
import styles from './ReportPage.module.css';

import { useReportFormatters } from './use-report-formatters';

/** What the keys say: the weakest keys (with a practice link for the owner), the slowest, the most-missed words. */
export function KeyInsights({
  weak,
  slow,
  missedWords,
  period,
  characterId,
}: {
  weak: readonly HeatKey[];
  slow: readonly HeatKey[];
  missedWords: PeriodReport['missedWords'];
  /** The report's period: a key's accuracy here is over it (the plan's and the practice's over all practice). */
  period: PeriodReport['period'];
  characterId?: number | undefined;
}) {
  const { number, percent, keyName } = useReportFormatters();
  return (
    <div className={styles.insights}>
      <div className={styles.insight} data-testid="weak-keys">
        <h3>
          <FormattedMessage id="reports.weakKeys" defaultMessage="Keys to practise" />
        </h3>
        {weak.length === 0 ? (
          <p>
            <FormattedMessage id="reports.noWeakKeys" defaultMessage="Every key is going well. Keep it up!" />
          </p>
        ) : (
          <>
            <ol className={styles.keyList}>
              {weak.map((key) => (
                <li key={key.code} data-testid={`weak-key-${key.code}`}>
                  <kbd className={styles.kbd}>{keyName(key)}</kbd>{' '}
                  <FormattedMessage
                    id="reports.weakKeyLine"
                    defaultMessage="{accuracy} right in this {period, select, day {day} week {week} other {month}}, missed {misses, plural, one {once} other {# times}}"
                    values={{ accuracy: percent(key.accuracy ?? 0), misses: key.misses, period }}
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
              defaultMessage="Not enough typing to time the keys yet."
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
        {missedWords.length === 0 ? (
          <p>
            <FormattedMessage id="reports.noMissedWords" defaultMessage="No missed words. Great!" />
          </p>
        ) : (
          <ol className={styles.keyList}>
            {missedWords.map((word) => (
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
  );
}
