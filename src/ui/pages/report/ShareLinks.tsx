import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';
import { reportSharesQuery, useRevokeReportShare } from '../../queries/report';
import styles from './ReportPage.module.css';
import { PERIOD_NAMES } from './report-names';

/**
 * The character's report links that still open (not expired, not withdrawn), each with a "Stop sharing" button:
 * a withdrawn link shows whoever opens it that the learner withdrew it. Nothing shows when no link is open.
 */
export function ShareLinks({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const shares = useQuery(reportSharesQuery(characterId));
  const revoke = useRevokeReportShare(characterId);
  const open = shares.data?.shares ?? [];
  if (open.length === 0 && !revoke.isError) return null;
  return (
    <section className={styles.shareLinks} aria-labelledby="share-links-title" data-testid="share-links">
      <h3 id="share-links-title">
        <FormattedMessage id="reports.sharesTitle" defaultMessage="Links you have shared" />
      </h3>
      <ul>
        {open.map((share) => {
          const what = intl.formatMessage(
            {
              id: 'reports.shareEntry',
              defaultMessage: '{period} of {date}, open until {expires}',
            },
            {
              period: intl.formatMessage(PERIOD_NAMES[share.period]),
              date: intl.formatDate(`${share.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
              expires: intl.formatDate(share.expiresAt, { dateStyle: 'medium' }),
            },
          );
          return (
            <li key={share.shareId} data-testid="share-link">
              <span>{what}</span>
              <button
                type="button"
                className="button button-secondary"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(share.shareId)}
                aria-label={intl.formatMessage(
                  { id: 'reports.shareRevokeLabel', defaultMessage: 'Stop sharing: {what}' },
                  { what },
                )}
              >
                <FormattedMessage id="reports.shareRevoke" defaultMessage="Stop sharing" />
              </button>
            </li>
          );
        })}
      </ul>
      {revoke.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(revoke.error))}
        </p>
      )}
    </section>
  );
}
