import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportPeriod } from '../../../contracts';
import { describeError } from '../../api/errors';
import styles from './ReportPage.module.css';
import { useShareReport } from '../../queries/report';
import { ShareLinks } from './ShareLinks';

/**
 * "Share with a parent or teacher": makes a read-only link to the period shown (it expires after 7 days) and
 * shows it with a copy button. Nothing is shared until the button is pressed; the links still open are listed
 * below it, each with a button that withdraws it (ShareLinks).
 */
export function SharePanel({
  characterId,
  period,
  date,
}: {
  characterId: number;
  period: ReportPeriod;
  date: string;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const share = useShareReport(characterId);
  const url = share.data ? new URL(share.data.path, window.location.origin).toString() : null;
  return (
    <div className={styles.share} data-testid="share-panel">
      {!url && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => share.mutate({ period, date })}
          disabled={share.isPending}
          data-testid="share-report"
        >
          {share.isPending ? (
            <FormattedMessage id="reports.shareMaking" defaultMessage="Making the link…" />
          ) : (
            <FormattedMessage id="reports.share" defaultMessage="Share with a parent or teacher" />
          )}
        </button>
      )}
      {share.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(share.error))}
        </p>
      )}
      {url && share.data && (
        <>
          <label className={styles.shareLabel}>
            <FormattedMessage id="reports.shareLink" defaultMessage="Read-only link to this report" />
            <input
              className={styles.shareUrl}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-url"
            />
          </label>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(url)
                .then(() => setCopied(true))
                .catch(() => setCopied(false));
            }}
          >
            {copied ? (
              <FormattedMessage id="reports.copied" defaultMessage="Copied!" />
            ) : (
              <FormattedMessage id="reports.copy" defaultMessage="Copy" />
            )}
          </button>
          <p className={styles.note}>
            <FormattedMessage
              id="reports.shareExpires"
              defaultMessage="Anyone with this link can see this report until {date}. It cannot change anything."
              values={{ date: intl.formatDate(share.data.expiresAt, { dateStyle: 'long' }) }}
            />
          </p>
        </>
      )}
      <ShareLinks characterId={characterId} />
    </div>
  );
}
