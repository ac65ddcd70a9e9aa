import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  DEFAULT_CONFIDENCE_TARGETS,
  FORECAST_RULES,
  forecastSessions,
  keysHoldingBack,
  type KeyConfidence,
} from '../../../engine';
import { keyPercent } from '../../reports/figures';
import styles from './PlanPage.module.css';
import { keyStatsQuery } from '../../queries/progress';

/** The speed the forecast aims at: the plan's blind-typing goal. */
const GOAL_WPM = 25;

/**
 * "In 6 to 11 more practice days to 25 words a minute" (a range that held about 8 simulated learners in 10 on the
 * efficacy bench), only when a learning curve fits the learner's own speeds
 * well (engine `forecastSessions`, rules in docs/METRICS.md), and the keys that hold the learner back most.
 * `speeds` are the net WPM of each practice day, oldest first.
 */
export function ForecastSection({ characterId, speeds }: { characterId: number; speeds: readonly number[] }) {
  const intl = useIntl();
  const stats = useQuery(keyStatsQuery(characterId));
  const forecast = useMemo(() => forecastSessions(speeds, GOAL_WPM), [speeds]);
  const weakKeys = useMemo(() => {
    if (!stats.data) return null;
    const history = Object.fromEntries(stats.data.keys.map(({ key, ...record }) => [key, record]));
    return keysHoldingBack(history);
  }, [stats.data]);
  const wpm = GOAL_WPM;
  return (
    <section
      className={styles.summary}
      aria-label={intl.formatMessage({
        id: 'plan.forecast.title',
        defaultMessage: 'On the way to 25 words a minute',
      })}
      data-testid="plan-forecast"
      data-status={forecast.status}
    >
      <h2 className={styles.stageTitle}>
        <FormattedMessage id="plan.forecast.title" defaultMessage="On the way to 25 words a minute" />
      </h2>
      <p className={styles.big}>
        {forecast.status === 'forecast' ? (
          <FormattedMessage
            id="plan.forecast.range"
            defaultMessage="In {low} to {high} more practice days to {wpm} words a minute"
            values={{ low: forecast.sessionsLow ?? 0, high: forecast.sessionsHigh ?? 0, wpm }}
          />
        ) : forecast.status === 'reached' ? (
          <FormattedMessage
            id="plan.forecast.reached"
            defaultMessage="You type {wpm} words a minute!"
            values={{ wpm }}
          />
        ) : (
          <FormattedMessage id="plan.forecast.none" defaultMessage="No forecast yet" />
        )}
      </p>
      <p className={styles.note}>
        {forecast.status === 'few-sessions' ? (
          <FormattedMessage
            id="plan.forecast.fewSessions"
            defaultMessage="A forecast needs {count} practice days: your speeds on them show how fast you are learning."
            values={{ count: FORECAST_RULES.minSessions }}
          />
        ) : forecast.status === 'uncertain' ? (
          <FormattedMessage
            id="plan.forecast.uncertain"
            defaultMessage="Your speed goes up and down too much for an honest forecast. Practising a little every day makes it clearer."
          />
        ) : forecast.status === 'out-of-reach' ? (
          <FormattedMessage
            id="plan.forecast.outOfReach"
            defaultMessage="Your speed is growing slowly right now, so we cannot say yet when you reach the goal. Practising the keys below helps you climb."
          />
        ) : forecast.status === 'forecast' ? (
          <FormattedMessage
            id="plan.forecast.how"
            defaultMessage="Worked out from your own speed on each practice day. It is shown only when your speeds follow a clear learning curve. In our tests with simulated learners, about {share} of them reached the goal inside such a range."
            values={{ share: intl.formatNumber(FORECAST_RULES.coverage, { style: 'percent' }) }}
          />
        ) : null}
      </p>
      {weakKeys && <HoldingBack keys={weakKeys} />}
    </section>
  );
}

/**
 * The keys furthest below the practice's targets, with what is missing, and a way to practise them. A key's
 * accuracy is over all the learner's practice, written as the adaptive practice's introduction writes it.
 */
function HoldingBack({ keys }: { keys: readonly KeyConfidence[] }) {
  const intl = useIntl();
  if (keys.length === 0) {
    return (
      <p data-testid="plan-weak-keys">
        <FormattedMessage
          id="plan.forecast.noWeakKeys"
          defaultMessage="No key holds you back: every key you have practised is fast and accurate."
        />
      </p>
    );
  }
  return (
    <div data-testid="plan-weak-keys">
      <p>
        <FormattedMessage id="plan.forecast.weakKeys" defaultMessage="Keys that hold you back:" />
      </p>
      <ul>
        {keys.map((key) => (
          <li key={key.key}>
            <kbd>{key.key.toUpperCase()}</kbd>{' '}
            {key.weakness === 'accuracy' ? (
              <FormattedMessage
                id="plan.forecast.keyAccuracy"
                defaultMessage="{percent} right over all your practice so far, the goal is {goal}"
                values={{
                  percent: keyPercent(intl, key.accuracy ?? 0),
                  goal: keyPercent(intl, DEFAULT_CONFIDENCE_TARGETS.accuracy),
                }}
              />
            ) : (
              <FormattedMessage
                id="plan.forecast.keySpeed"
                defaultMessage="{wpm} words a minute, the goal is 20"
                values={{ wpm: Math.round(key.wpm ?? 0) }}
              />
            )}
          </li>
        ))}
      </ul>
      <Link to="/lesson/adaptive-my-keys">
        <FormattedMessage id="plan.forecast.practise" defaultMessage="Practise my weakest keys" />
      </Link>
    </div>
  );
}
