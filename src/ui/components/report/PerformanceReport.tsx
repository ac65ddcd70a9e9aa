import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AttemptAnalysis, PassRule, Stars } from '../../../engine';
import { StarRow } from '../stars/StarRow';
import { keysToPractise, reportFigures } from './report-figures';
import styles from './PerformanceReport.module.css';

/** The celebration of the stars, with framer-motion: its own chunk, loaded when a report shows. */
const Celebration = lazy(() =>
  import('./Celebration').catch(() => ({
    // Its code could not load (offline before the app was stored): the stars are shown still.
    default: ({ count }: { count: Stars }) => <StarRow count={count} size="large" />,
  })),
);

export interface PerformanceReportProps {
  analysis: AttemptAnalysis;
  stars: Stars;
  /** The heading (default "Your results"). Focus moves to it when the report appears. */
  heading?: ReactNode;
  /** When given, the report says what the next star needs. */
  passRule?: PassRule;
  onRetry?: () => void;
  /** When given, a "Next lesson" button (or `nextLabel`). */
  onNext?: () => void;
  nextLabel?: ReactNode;
  /** Extra lines under the stars (e.g. "The next lesson is open"). */
  children?: ReactNode;
  /**
   * The speed in the large figures: words per minute (default), or characters per minute (Chinese, whose pass
   * rules hold WPM = RPM / 5: the next star is then told in characters per minute too).
   */
  speed?: 'wpm' | 'rpm';
  /** More figures after the details (e.g. keystrokes per character), as `ReportFigure`s. */
  extraFigures?: ReactNode;
  /**
   * Whether to list the keys to practise (default true). Chinese typed through an input method has no keys of its
   * own to advise on: a character's time is its whole composition.
   */
  keyAdvice?: boolean;
  /**
   * The score to show, when it is not the engine's: a game's own points, so the Score tile says what the
   * game's heading says.
   */
  score?: number;
}

/**
 * The performance report of a typing attempt: stars, speed, accuracy, the other figures of the spec and the
 * keys worth practising. Lessons, games and other modes reuse it with their own heading and buttons.
 */
export function PerformanceReport({
  analysis,
  stars,
  heading,
  passRule,
  onRetry,
  onNext,
  nextLabel,
  children,
  speed = 'wpm',
  extraFigures,
  keyAdvice = true,
  score,
}: PerformanceReportProps) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const figures = reportFigures(analysis);
  const practise = keysToPractise(analysis);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const keyLabel = (char: string) =>
    char === ' ' ? intl.formatMessage({ id: 'key.space', defaultMessage: 'Space' }) : char;
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  // The thresholds of the next star up (none after the third).
  const nextStar =
    passRule && stars < 3
      ? { accuracy: passRule.accuracy[stars as 0 | 1 | 2], wpm: passRule.wpm[stars as 0 | 1 | 2] }
      : null;

  return (
    <section className={styles.report} aria-labelledby={headingId} data-testid="performance-report">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading ?? <FormattedMessage id="report.heading" defaultMessage="Your results" />}
      </h2>

      <div className={styles.starsBlock}>
        <Suspense
          fallback={
            <StarRow
              count={stars}
              size="large"
              earnedStar={(star, index) => (
                <span key={index} className={styles.waiting}>
                  {star}
                </span>
              )}
            />
          }
        >
          <Celebration count={stars} />
        </Suspense>
        <p className={styles.verdict} data-testid="report-verdict">
          {stars >= 1 ? (
            <FormattedMessage id="report.passed" defaultMessage="Well done, you passed!" />
          ) : (
            <FormattedMessage
              id="report.notPassed"
              defaultMessage="Not passed yet: try again to earn a star."
            />
          )}
        </p>
        {nextStar && (
          <p className={styles.goal}>
            {nextStar.wpm > 0 && speed === 'rpm' ? (
              <FormattedMessage
                id="report.nextStarRpm"
                defaultMessage="Next star: {accuracy} accuracy and {rpm} characters a minute"
                values={{ accuracy: percent(nextStar.accuracy), rpm: nextStar.wpm * 5 }}
              />
            ) : nextStar.wpm > 0 ? (
              <FormattedMessage
                id="report.nextStar"
                defaultMessage="Next star: {accuracy} accuracy and {wpm} WPM"
                values={{ accuracy: percent(nextStar.accuracy), wpm: nextStar.wpm }}
              />
            ) : (
              <FormattedMessage
                id="report.nextStarAccuracy"
                defaultMessage="Next star: {accuracy} accuracy"
                values={{ accuracy: percent(nextStar.accuracy) }}
              />
            )}
          </p>
        )}
        {children}
      </div>

      {/* The buttons right under the stars, so they are in view without scrolling (1024x768 and up). */}
      {(onRetry || onNext) && (
        <div className={styles.actions}>
          {onRetry && (
            <button
              type="button"
              className="button button-secondary"
              onClick={onRetry}
              data-testid="report-retry"
            >
              <FormattedMessage id="report.retry" defaultMessage="Retry" />
            </button>
          )}
          {onNext && (
            <button
              type="button"
              className="button button-primary"
              onClick={onNext}
              data-testid="report-next"
            >
              {nextLabel ?? <FormattedMessage id="report.next" defaultMessage="Next lesson" />}
            </button>
          )}
        </div>
      )}

      <dl className={styles.main}>
        {speed === 'rpm' ? (
          <Figure
            testId="report-speed-rpm"
            label={<FormattedMessage id="report.rpmLong" defaultMessage="Characters per minute" />}
            big
          >
            <FormattedNumber value={figures.rpm} />
          </Figure>
        ) : (
          <Figure testId="report-wpm" label={<FormattedMessage id="report.wpm" defaultMessage="WPM" />} big>
            <FormattedNumber value={figures.wpm} />
          </Figure>
        )}
        <Figure
          testId="report-accuracy"
          label={<FormattedMessage id="report.accuracy" defaultMessage="Accuracy" />}
          big
        >
          {percent(figures.accuracy)}
        </Figure>
        <Figure
          testId="report-score"
          label={<FormattedMessage id="report.score" defaultMessage="Score" />}
          big
        >
          <FormattedNumber value={score ?? figures.score} />
        </Figure>
      </dl>
      <dl className={styles.details}>
        <Figure testId="report-kpm" label={<FormattedMessage id="report.kpm" defaultMessage="KPM" />}>
          <FormattedNumber value={figures.kpm} />
        </Figure>
        {/* Words per minute mean nothing for Chinese (no words of five letters): only its characters a minute. */}
        {speed === 'wpm' && (
          <Figure testId="report-rpm" label={<FormattedMessage id="report.rpm" defaultMessage="RPM" />}>
            <FormattedNumber value={figures.rpm} />
          </Figure>
        )}
        <Figure
          testId="report-correct"
          label={<FormattedMessage id="report.correct" defaultMessage="Correct characters" />}
        >
          <FormattedNumber value={figures.correctChars} />
        </Figure>
        <Figure
          testId="report-wrong"
          label={<FormattedMessage id="report.wrong" defaultMessage="Wrong characters" />}
        >
          <FormattedNumber value={figures.wrongChars} />
        </Figure>
        <Figure
          testId="report-duration"
          label={<FormattedMessage id="report.duration" defaultMessage="Time" />}
        >
          {figures.duration}
        </Figure>
        {extraFigures}
      </dl>

      {keyAdvice && (practise.missed.length > 0 || practise.slow.length > 0) && (
        <div className={styles.practise}>
          <h3 className={styles.subheading}>
            <FormattedMessage id="report.practise" defaultMessage="Keys to practise" />
          </h3>
          <ul className={styles.keyList} data-testid="report-keys">
            {practise.missed.map((key) => (
              <li key={`missed-${key.char}`} className={styles.keyItem}>
                <span className={`${styles.keyCap} ${styles.missedCap}`}>{keyLabel(key.char)}</span>
                <span>
                  <FormattedMessage
                    id="report.missedKey"
                    defaultMessage="{count, plural, one {missed once} other {missed # times}}"
                    values={{ count: key.misses }}
                  />
                  {key.typedInstead !== null && (
                    <span className={styles.instead}>
                      <FormattedMessage
                        id="report.typedInstead"
                        defaultMessage="(you pressed {key})"
                        values={{ key: <kbd>{keyLabel(key.typedInstead)}</kbd> }}
                      />
                    </span>
                  )}
                </span>
              </li>
            ))}
            {practise.slow.map((key) => (
              <li key={`slow-${key.char}`} className={styles.keyItem}>
                <span className={`${styles.keyCap} ${styles.slowCap}`}>{keyLabel(key.char)}</span>
                <FormattedMessage
                  id="report.slowKey"
                  defaultMessage="slow: {seconds} s on average"
                  values={{ seconds: intl.formatNumber(key.meanTimeMs / 1000, { maximumFractionDigits: 2 }) }}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** One figure of the report's details: `extraFigures` are made of these. */
export function ReportFigure(props: { label: ReactNode; children: ReactNode; testId: string }) {
  return <Figure {...props} />;
}

function Figure({
  label,
  children,
  big,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  big?: boolean;
  testId: string;
}) {
  return (
    <div className={big ? styles.bigFigure : styles.figure}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
