import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';
import { schoolInvitationsQuery, useAnswerSchoolInvitation } from '../../queries/groups';
import styles from '../../components/class-area/ClassArea.module.css';

/**
 * Schools that asked this teacher to work for them: nothing of a school reaches the teacher's area until they
 * accept here; declining removes the invitation. Shown only while there is one.
 */
export function SchoolInvitations({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const invitations = useQuery(schoolInvitationsQuery(characterId));
  const answer = useAnswerSchoolInvitation(characterId);
  const list = invitations.data?.invitations ?? [];
  if (list.length === 0 && !answer.isError) return null;
  return (
    <section className={styles.section} aria-labelledby="school-invitations" data-testid="school-invitations">
      <h2 id="school-invitations" className={styles.sectionTitle}>
        <FormattedMessage id="school.invitations.title" defaultMessage="Invitations from schools" />
      </h2>
      <ul className={styles.cards}>
        {list.map((invitation) => (
          <li key={invitation.schoolId} className={styles.card}>
            <span className={styles.cardTitle}>{invitation.schoolName}</span>
            <span>
              <FormattedMessage
                id="school.invitations.ask"
                defaultMessage="{school} would like you to teach classes there. Its administrator will see your classes' reports for the classes it gives you."
                values={{ school: invitation.schoolName }}
              />
            </span>
            <div className={styles.row}>
              <button
                type="button"
                className={styles.button}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ schoolId: invitation.schoolId, accept: true })}
              >
                <FormattedMessage id="school.invitations.accept" defaultMessage="Accept" />
              </button>
              <button
                type="button"
                className={styles.secondary}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ schoolId: invitation.schoolId, accept: false })}
              >
                <FormattedMessage id="school.invitations.decline" defaultMessage="Decline" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {answer.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(answer.error))}
        </p>
      )}
    </section>
  );
}
