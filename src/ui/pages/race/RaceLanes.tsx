import type { IntlShape } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { RACE_FLAGS, type ClientMessage, type RaceRoom, type RaceWorldRow } from '../../../contracts';
import iconsUrl from '../../../../sprites/icons.png?url';
import iconsSheet from '../../../../sprites/icons.json';
import styles from './Race.module.css';

/** The rocket of the games' sprite sheet (no emoji: not every device has an emoji font), 24 px. */
const ROCKET_PX = 24;
const rocketFrame = iconsSheet.frames.rocket.frame;
const rocketScale = ROCKET_PX / rocketFrame.w;
const rocketStyle = {
  width: ROCKET_PX,
  height: ROCKET_PX,
  backgroundImage: `url(${iconsUrl})`,
  backgroundSize: `${iconsSheet.meta.size.w * rocketScale}px ${iconsSheet.meta.size.h * rocketScale}px`,
  backgroundPosition: `-${rocketFrame.x * rocketScale}px -${rocketFrame.y * rocketScale}px`,
};

/** The racers ordered by how far they are, as the mirror reads them out. */
export function standingsText(intl: IntlShape, room: RaceRoom, world: RaceWorldRow[], own: number): string {
  const rows = [...world].sort((a, b) => b[1] - a[1]);
  if (rows.length === 0)
    return intl.formatMessage({ id: 'race.noPositions', defaultMessage: 'Nobody has typed yet.' });
  return rows
    .map((row, index) => {
      const name = room.members.find((member) => member.slot === row[0])?.name ?? '';
      return intl.formatMessage(
        {
          id: 'race.position',
          defaultMessage: '{place}. {name}{own, select, yes { (you)} other {}}: {percent} %, {wpm} WPM',
        },
        {
          place: index + 1,
          name,
          own: row[0] === own ? 'yes' : 'no',
          percent: Math.round((row[1] / room.text.length) * 100),
          wpm: Math.round(row[2] / 10),
        },
      );
    })
    .join('; ');
}

/**
 * The track as lanes of the page (the lite view, also what a screen reader reads): one lane a racer, the
 * learner's own highlighted, each racer's rocket as far along as the server says, with speed and errors.
 */
export function RaceLanes(props: {
  room: RaceRoom;
  you: { slot: number; host: boolean };
  world: RaceWorldRow[];
  onHost: (message: ClientMessage<'race'>) => void;
}) {
  const intl = useIntl();
  const { room, you, world } = props;
  const racers = room.members.filter(
    (member) => member.role === 'racer' || world.some((row) => row[0] === member.slot),
  );
  const others = room.members.filter((member) => !racers.includes(member));
  return (
    <div className={styles.track} data-testid="race-track">
      <ol
        className={styles.lanes}
        aria-label={intl.formatMessage({ id: 'race.lanes', defaultMessage: 'Racers' })}
      >
        {racers.map((member) => {
          const row = world.find((candidate) => candidate[0] === member.slot);
          const position = row?.[1] ?? 0;
          const flags = row?.[4] ?? 0;
          const share = Math.min(1, position / Math.max(1, room.text.length));
          return (
            <li
              key={member.slot}
              className={`${styles.lane} ${member.slot === you.slot ? styles.own : ''}`}
              data-testid="race-lane"
              data-name={member.name}
              data-position={position}
            >
              <span className={styles.name}>
                {member.name}
                {member.away ? ' ⏸' : ''}
              </span>
              <span className={styles.road}>
                <span
                  className={styles.rocket}
                  style={{ ...rocketStyle, left: `calc(${share * 100}% - ${share * ROCKET_PX}px)` }}
                  aria-hidden="true"
                />
              </span>
              <span className={styles.figures}>
                {Math.round((row?.[2] ?? 0) / 10)} WPM · {row?.[3] ?? 0}✗
                {flags & RACE_FLAGS.flagged
                  ? ` · ${intl.formatMessage({ id: 'race.flagged', defaultMessage: 'not placed' })}`
                  : ''}
                {flags & RACE_FLAGS.idle
                  ? ` · ${intl.formatMessage({ id: 'race.idle', defaultMessage: 'idle' })}`
                  : ''}
              </span>
              {you.host && member.slot !== you.slot && (
                <HostButtons slot={member.slot} muted={member.muted} onHost={props.onHost} />
              )}
            </li>
          );
        })}
      </ol>
      {others.length > 0 && (
        <p className={styles.watchers}>
          <FormattedMessage id="race.watchers" defaultMessage="Watching:" />{' '}
          {others.map((member) => member.name).join(', ')}
        </p>
      )}
    </div>
  );
}

function HostButtons(props: {
  slot: number;
  muted: boolean;
  onHost: (message: ClientMessage<'race'>) => void;
}) {
  return (
    <span className={styles.host}>
      <button
        type="button"
        className="button"
        onClick={() =>
          props.onHost({ type: 'mute', id: `m${props.slot}`, slot: props.slot, muted: !props.muted })
        }
      >
        {props.muted ? (
          <FormattedMessage id="race.unmute" defaultMessage="Unmute" />
        ) : (
          <FormattedMessage id="race.mute" defaultMessage="Mute" />
        )}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => props.onHost({ type: 'remove', id: `r${props.slot}`, slot: props.slot })}
      >
        <FormattedMessage id="race.remove" defaultMessage="Remove" />
      </button>
    </span>
  );
}
