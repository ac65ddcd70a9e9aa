import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { RACE_PHRASES, type RacePhrase } from '../../../contracts';
import { RaceLanes, standingsText } from './RaceLanes';
import { RaceResults } from './RaceResults';
import { useRace, type RaceRequest } from './useRace';
import { useRaceSounds } from './useRaceSounds';
import styles from './Race.module.css';

const PHRASES = defineMessages<RacePhrase>({
  hello: { id: 'race.phrase.hello', defaultMessage: 'Hello!' },
  'good-luck': { id: 'race.phrase.good-luck', defaultMessage: 'Good luck!' },
  'well-done': { id: 'race.phrase.well-done', defaultMessage: 'Well done!' },
  again: { id: 'race.phrase.again', defaultMessage: 'Again!' },
});

/** A room: its code for the projector, the host's controls, the lanes, the racer's text and the results. */
export function RaceRoomView({ request }: { request: RaceRequest }) {
  const intl = useIntl();
  const { state, send, typeKey } = useRace(request);
  const { room, you, session } = state;
  const [now, setNow] = useState(() => Date.now());
  // The mirror's live region says the phase; a read-out of the positions shows until the phase changes.
  const [readOut, setReadOut] = useState<{ text: string; phase: string } | null>(null);
  const typing = useRef<HTMLDivElement>(null);
  const sound = useRaceSounds();

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (room) window.history.replaceState(null, '', `/race?code=${room.code}`);
  }, [room?.code]); // eslint-disable-line react-hooks/exhaustive-deps

  const serverNow = now + state.offsetMs;
  const startsAt = room?.startsAt ?? null;
  const started = startsAt !== null && serverNow >= startsAt;
  const countdown = startsAt !== null && !started ? Math.ceil((startsAt - serverNow) / 1000) : null;
  const racing = started && room?.phase !== 'finished' && !state.final;
  useEffect(() => {
    if (racing) typing.current?.focus();
  }, [racing]);
  // The countdown ticks each second, and the start sounds.
  useEffect(() => {
    if (countdown !== null) sound('tick');
    else if (racing) sound('go');
  }, [countdown, racing]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state.closed === 'removed')
    return (
      <p role="alert">
        <FormattedMessage id="error.RACE_REMOVED" defaultMessage="You were taken out of this race" />
      </p>
    );
  if (!room || !you)
    return (
      <p aria-busy="true" role={state.error ? 'alert' : undefined}>
        {state.error ?? <FormattedMessage id="race.connecting" defaultMessage="Joining the room…" />}
      </p>
    );

  const phaseText =
    countdown !== null
      ? String(countdown)
      : racing
        ? intl.formatMessage({ id: 'race.go', defaultMessage: 'Go!' })
        : state.final || room.phase === 'finished'
          ? intl.formatMessage({ id: 'race.over', defaultMessage: 'The race is over.' })
          : intl.formatMessage({ id: 'race.waiting', defaultMessage: 'Waiting for the start' });
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!racing || event.ctrlKey || event.metaKey || event.altKey) return;
    let outcome;
    if (event.key === 'Backspace') outcome = typeKey({ backspace: true });
    else if (Array.from(event.key).length === 1) outcome = typeKey({ char: event.key });
    else return;
    event.preventDefault();
    if (outcome === 'wrong') sound('wrong');
    else if (outcome && session?.finished) sound('finished');
  };

  return (
    <div className={styles.room} data-testid="race-room" data-phase={room.phase}>
      <header className={styles.roomHeader}>
        <p className={styles.code}>
          <FormattedMessage id="race.codeIs" defaultMessage="Room code" />{' '}
          <strong data-testid="race-code">{room.code}</strong>
        </p>
        <p>{room.title}</p>
        <p className={styles.phase} data-testid="race-phase">
          {phaseText}
        </p>
        {state.reconnecting && (
          <p role="status">
            <FormattedMessage id="race.reconnecting" defaultMessage="Connection lost, joining again…" />
          </p>
        )}
        {state.error && <p role="alert">{state.error}</p>}
      </header>
      {you.host && room.phase === 'lobby' && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'start', id: 'start' })}
          data-testid="race-start"
        >
          <FormattedMessage id="race.start" defaultMessage="Start the race" />
        </button>
      )}
      {you.host && (room.phase === 'racing' || room.phase === 'countdown') && !state.final && (
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'end', id: 'end' })}
          data-testid="race-end"
        >
          <FormattedMessage id="race.end" defaultMessage="End the race" />
        </button>
      )}
      <RaceLanes room={room} you={you} world={state.world} onHost={send} />
      {session && you.role === 'racer' && (
        <div
          ref={typing}
          tabIndex={0}
          role="textbox"
          aria-label={intl.formatMessage({ id: 'race.typeHere', defaultMessage: 'Type the text here' })}
          className={styles.text}
          onKeyDown={onKeyDown}
          data-testid="race-text"
          data-cursor={session.cursor}
        >
          <span className={styles.done}>{room.text.slice(0, session.cursor)}</span>
          <span className={styles.cursor}>{room.text.slice(session.cursor, session.cursor + 1)}</span>
          <span>{room.text.slice(session.cursor + 1)}</span>
        </div>
      )}
      {state.closed === 'lost' && (
        <p role="alert" data-testid="race-lost" data-saved={state.ownSaved}>
          {state.ownSaved ? (
            <FormattedMessage
              id="race.lostSaved"
              defaultMessage="The race stopped on our side. Your typing is saved as a lesson attempt."
            />
          ) : (
            <FormattedMessage
              id="race.lost"
              defaultMessage="The race stopped on our side. Finish the text: your typing is saved as a lesson attempt."
            />
          )}
        </p>
      )}
      {you.role === 'spectator' && !you.host && (
        <p data-testid="race-watching">
          <FormattedMessage id="race.watching" defaultMessage="You are watching this race." />
        </p>
      )}
      <div className={styles.tools}>
        <button
          type="button"
          className="button"
          onClick={() =>
            setReadOut({ text: standingsText(intl, room, state.world, you.slot), phase: phaseText })
          }
          data-testid="race-read"
        >
          <FormattedMessage id="race.readPositions" defaultMessage="Read the positions" />
        </button>
        {RACE_PHRASES.map((phrase) => (
          <button
            key={phrase}
            type="button"
            className="button"
            onClick={() => send({ type: 'phrase', phrase })}
          >
            {intl.formatMessage(PHRASES[phrase])}
          </button>
        ))}
      </div>
      <p className={styles.srOnly} aria-live="polite" data-testid="race-announce">
        {readOut?.phase === phaseText ? readOut.text : phaseText}
      </p>
      {state.phrases.length > 0 && (
        <ul className={styles.phrases}>
          {state.phrases.map((said) => (
            <li key={said.at}>
              {room.members.find((member) => member.slot === said.slot)?.name}:{' '}
              {intl.formatMessage(PHRASES[said.phrase as RacePhrase])}
            </li>
          ))}
        </ul>
      )}
      <RaceResults
        room={room}
        results={state.results}
        you={you.slot}
        saved={state.saved}
        final={state.final}
      />
    </div>
  );
}
