import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FINGER_COURSE, courseLessons, localize } from '../../../content';
import { RaceCodeSchema } from '../../../contracts';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useLocaleStore } from '../../i18n/locale-store';
import { useCurrentCharacter } from '../../queries/groups';
import { RaceRoomView } from './RaceRoomView';
import type { RaceRequest } from './useRace';
import styles from './Race.module.css';

/** The lessons a room may race: plain text of the finger course's free chapters (the server checks again). */
const RACE_LESSONS = courseLessons(FINGER_COURSE)
  .filter((lesson) => lesson.text && !lesson.practice)
  .slice(0, 12);
const DEFAULT_LESSON = 'home-keys-f-and-j';

/**
 * /race: a live race. `?group=<id>` opens a class race (the teacher, from the class view), `?code=<code>` joins
 * one (a student, from the course map or a code); without either the page asks for a code or opens a private
 * room for friends.
 */
export default function RacePage() {
  const intl = useIntl();
  const { character, loading } = useCurrentCharacter();
  const params = new URLSearchParams(window.location.search);
  const [request, setRequest] = useState<RaceRequest | null>(null);
  const heading = intl.formatMessage({ id: 'race.title', defaultMessage: 'Live race' });
  useEffect(() => {
    document.title = `${heading} · KeyQuest`;
  }, [heading]);
  const askedCode = params.get('code');
  const groupId = Number(params.get('group')) || undefined;

  // A code in the address (the course map's link, a reload) joins that room.
  const chosen: RaceRequest | null =
    request ??
    (character && askedCode ? { open: false, characterId: character.characterId, code: askedCode } : null);

  let body;
  if (loading) body = null;
  else if (!character) {
    body = (
      <p>
        <Link to="/login/" className="button button-primary">
          <FormattedMessage id="economy.signIn" defaultMessage="Sign in or try for free" />
        </Link>
      </p>
    );
  } else if (chosen) body = <RaceRoomView request={chosen} />;
  else
    body = (
      <RaceSetup
        characterId={character.characterId}
        groupId={character.type === 'STUDENT' ? undefined : groupId}
        onRequest={setRequest}
      />
    );
  return (
    <LearningShell>
      <div className={styles.page}>
        <h1 className={styles.title}>{heading}</h1>
        {body}
      </div>
    </LearningShell>
  );
}

function RaceSetup(props: {
  characterId: number;
  groupId: number | undefined;
  onRequest: (request: RaceRequest) => void;
}) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const [code, setCode] = useState('');
  const [lessonSlug, setLessonSlug] = useState(DEFAULT_LESSON);
  const validCode = useMemo(() => RaceCodeSchema.safeParse(code).success, [code]);
  const open = () =>
    props.onRequest({
      open: true,
      characterId: props.characterId,
      lessonSlug,
      ...(props.groupId ? { groupId: props.groupId } : {}),
    });
  return (
    <div className={styles.setup}>
      <section className={styles.card}>
        <h2>
          {props.groupId ? (
            <FormattedMessage id="race.openClass" defaultMessage="Open a race for the class" />
          ) : (
            <FormattedMessage id="race.openPrivate" defaultMessage="Open a room for friends" />
          )}
        </h2>
        <label className={styles.field}>
          <FormattedMessage id="race.lesson" defaultMessage="Text to race" />
          <select
            value={lessonSlug}
            onChange={(event) => setLessonSlug(event.target.value)}
            data-testid="race-lesson"
          >
            {RACE_LESSONS.map((lesson) => (
              <option key={lesson.slug} value={lesson.slug}>
                {localize(lesson.title, locale)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button-primary" onClick={open} data-testid="race-open">
          <FormattedMessage id="race.open" defaultMessage="Open the room" />
        </button>
      </section>
      {!props.groupId && (
        <form
          className={styles.card}
          onSubmit={(event) => {
            event.preventDefault();
            if (validCode) props.onRequest({ open: false, characterId: props.characterId, code });
          }}
        >
          <h2>
            <FormattedMessage id="race.joinByCode" defaultMessage="Join with a code" />
          </h2>
          <label className={styles.field}>
            <FormattedMessage id="race.code" defaultMessage="Room code" />
            <input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={5}
              autoCapitalize="characters"
              aria-label={intl.formatMessage({ id: 'race.code', defaultMessage: 'Room code' })}
              data-testid="race-code-input"
            />
          </label>
          <button
            type="submit"
            className="button button-primary"
            disabled={!validCode}
            data-testid="race-join"
          >
            <FormattedMessage id="race.join" defaultMessage="Join" />
          </button>
        </form>
      )}
    </div>
  );
}
