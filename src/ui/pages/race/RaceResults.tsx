import { FormattedMessage, useIntl } from 'react-intl';
import type { RaceResult, RaceRoom } from '../../../contracts';
import { reasonMessages } from '../leaderboard/leaderboard-strings';
import styles from './Race.module.css';

/** The results as the server judged them: place, speed, accuracy, errors; a flagged stream with its reason. */
export function RaceResults(props: {
  room: RaceRoom;
  results: RaceResult[];
  you: number;
  saved: { attemptId: number; replayed: boolean } | null;
  final: boolean;
}) {
  const intl = useIntl();
  if (props.results.length === 0) return null;
  return (
    <section className={styles.results} data-testid="race-results" data-final={props.final}>
      <h2>
        <FormattedMessage id="race.results" defaultMessage="Results" />
      </h2>
      <table>
        <thead>
          <tr>
            <th>
              <FormattedMessage id="race.place" defaultMessage="Place" />
            </th>
            <th>
              <FormattedMessage id="race.racer" defaultMessage="Racer" />
            </th>
            <th>WPM</th>
            <th>
              <FormattedMessage id="race.accuracy" defaultMessage="Accuracy" />
            </th>
            <th>
              <FormattedMessage id="race.errors" defaultMessage="Errors" />
            </th>
          </tr>
        </thead>
        <tbody>
          {props.results.map((result) => (
            <tr
              key={result.slot}
              className={result.slot === props.you ? styles.own : undefined}
              data-testid="race-result"
            >
              <td>
                {result.place ??
                  (result.flagged
                    ? intl.formatMessage(reasonMessages[result.flagged])
                    : intl.formatMessage({ id: 'race.unplaced', defaultMessage: 'not finished' }))}
              </td>
              <td>{props.room.members.find((member) => member.slot === result.slot)?.name}</td>
              <td data-testid="race-result-wpm">{result.wpm.toFixed(1)}</td>
              <td>{Math.round(result.accuracy * 100)} %</td>
              <td>{result.errors}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.saved && (
        <p data-testid="race-saved">
          <FormattedMessage id="race.saved" defaultMessage="Your result is saved in your reports." />
        </p>
      )}
    </section>
  );
}
