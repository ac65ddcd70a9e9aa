import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { courseLessons, FINGER_COURSE, localize } from '../../../content';
import { useAnswerLtiDeepLink } from '../../queries/sso';
import { describeError } from '../../api/errors';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useLocaleStore } from '../../i18n/locale-store';
import styles from '../../components/class-area/ClassArea.module.css';

/**
 * /lti/pick: a teacher adding KeyQuest to a course of the school's learning platform (LTI Deep Linking, docs/LTI.md)
 * ticks lessons (their scores go to the platform's gradebook) and the class race; the signed answer is posted
 * back to the platform as a form, a navigation of the browser.
 */
export default function LtiPickPage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const request = new URLSearchParams(useLocation().search).get('request') ?? '';
  const lessons = courseLessons(FINGER_COURSE);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [race, setRace] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const answer = useAnswerLtiDeepLink();
  const send = () =>
    answer.mutate({
      request,
      resources: [
        ...lessons
          .filter((lesson) => chosen.has(lesson.slug))
          .map((lesson) => ({
            kind: 'lesson' as const,
            slug: lesson.slug,
            title: localize(lesson.title, locale),
          })),
        ...(race
          ? [
              {
                kind: 'race' as const,
                title: intl.formatMessage({ id: 'lti.pick.raceTitle', defaultMessage: 'Class race' }),
              },
            ]
          : []),
      ],
    });
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'lti.pick.title', defaultMessage: 'Add KeyQuest to your course' })} · KeyQuest`;
  }, [intl]);
  useEffect(() => {
    if (answer.data) form.current?.submit();
  }, [answer.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const toggle = (slug: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  return (
    <LearningShell>
      <div className={styles.page}>
        <h1 className={styles.title}>
          <FormattedMessage id="lti.pick.title" defaultMessage="Add KeyQuest to your course" />
        </h1>
        <p className={styles.note}>
          <FormattedMessage
            id="lti.pick.note"
            defaultMessage="Tick the lessons your class should take: each child's stars, speed and accuracy go to your course's gradebook when they finish. The class race opens the race page."
          />
        </p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset>
            <legend>
              <FormattedMessage id="lti.pick.lessons" defaultMessage="Lessons" />
            </legend>
            {lessons.map((lesson) => (
              <label key={lesson.slug} style={{ display: 'block' }}>
                <input
                  type="checkbox"
                  checked={chosen.has(lesson.slug)}
                  onChange={() => toggle(lesson.slug)}
                />{' '}
                {localize(lesson.title, locale)}
              </label>
            ))}
          </fieldset>
          <label>
            <input type="checkbox" checked={race} onChange={(event) => setRace(event.target.checked)} />{' '}
            <FormattedMessage id="lti.pick.race" defaultMessage="The class race" />
          </label>
          <button
            type="submit"
            className={styles.button}
            disabled={answer.isPending || answer.isSuccess || (chosen.size === 0 && !race)}
          >
            <FormattedMessage id="lti.pick.add" defaultMessage="Add to the course" />
          </button>
        </form>
        {answer.isError && (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(describeError(answer.error))}
          </p>
        )}
        {answer.data && (
          <form ref={form} method="post" action={answer.data.returnUrl}>
            <input type="hidden" name="JWT" value={answer.data.jwt} />
          </form>
        )}
      </div>
    </LearningShell>
  );
}
