import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Group } from '../../../contracts';
import { describeError } from '../../api/errors';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { useGroupChanges } from '../../queries/groups';
import styles from '../../components/class-area/ClassArea.module.css';

/** The join link of a code: a student opens it (or scans its QR code) to join. */
export const joinLink = (code: string) => `${window.location.origin}/join/${code}`;

/** The invitation: the join code, its link and QR code, when it expires, turning it off and renewing it. */
export function GroupInvite({
  characterId,
  groupId,
  group,
}: {
  characterId: number;
  groupId: number;
  group: Group;
}) {
  const intl = useIntl();
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [onBoard, setOnBoard] = useState(false);
  const code = group.joinCode ?? '';
  const link = joinLink(code);
  // "Now" is read once when the panel opens.
  const [now] = useState(() => Date.now());
  const expired = group.joinCodeExpiresAt !== null && Date.parse(group.joinCodeExpiresAt) <= now;

  useEffect(() => {
    let live = true;
    if (!code) return;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(link, { margin: 1, width: 360 }))
      .then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [code, link]);

  const change = useGroupChanges(characterId, groupId).joinCode;

  return (
    <section className={styles.section} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.sectionTitle}>
        <FormattedMessage id="classes.invite.title" defaultMessage="Invite students" />
      </h2>
      <div className={styles.invite}>
        <div>
          <p>
            <FormattedMessage id="classes.invite.code" defaultMessage="Class code" />
          </p>
          <p className={styles.code} data-testid="join-code" aria-label={code.split('').join(' ')}>
            {code}
          </p>
          <p>
            {!group.joinCodeEnabled ? (
              <span className={styles.badge}>
                <FormattedMessage id="classes.invite.off" defaultMessage="Turned off: nobody can join" />
              </span>
            ) : expired ? (
              <span className={styles.badge}>
                <FormattedMessage id="classes.invite.expired" defaultMessage="Expired: make a new code" />
              </span>
            ) : (
              group.joinCodeExpiresAt && (
                <span className={`${styles.badge} ${styles.badgeOk}`}>
                  <FormattedMessage
                    id="classes.invite.until"
                    defaultMessage="Works until {date}"
                    values={{ date: intl.formatDate(group.joinCodeExpiresAt, { dateStyle: 'medium' }) }}
                  />
                </span>
              )
            )}
          </p>
          <p>
            <FormattedMessage id="classes.invite.link" defaultMessage="Join link" />:{' '}
            <a href={link} data-testid="join-link">
              {link}
            </a>
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setOnBoard(true)}
              disabled={!code}
              data-testid="show-on-board"
            >
              <FormattedMessage id="classes.invite.board" defaultMessage="Show on the board" />
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              <FormattedMessage id="classes.invite.copy" defaultMessage="Copy the link" />
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => change.mutate({ enabled: !group.joinCodeEnabled })}
              data-testid="toggle-code"
            >
              {group.joinCodeEnabled ? (
                <FormattedMessage id="classes.invite.turnOff" defaultMessage="Turn the code off" />
              ) : (
                <FormattedMessage id="classes.invite.turnOn" defaultMessage="Turn the code on" />
              )}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => change.mutate({ enabled: true, renew: true })}
            >
              <FormattedMessage id="classes.invite.renew" defaultMessage="Make a new code" />
            </button>
          </div>
          <p role="status" className={styles.copied}>
            {copied && <FormattedMessage id="classes.invite.copied" defaultMessage="Link copied" />}
          </p>
          {change.isError && (
            <p role="alert" className={styles.error}>
              {intl.formatMessage(describeError(change.error))}
            </p>
          )}
        </div>
        {qr && (
          <img
            className={styles.qr}
            src={qr}
            alt={intl.formatMessage(
              { id: 'classes.invite.qrAlt', defaultMessage: 'QR code of the join link for {name}' },
              { name: group.name },
            )}
          />
        )}
      </div>
      {onBoard && (
        <ModalDialog
          onClose={() => setOnBoard(false)}
          title={group.name}
          titleClassName={styles.boardTitle}
          className={styles.board}
          testId="invite-board"
        >
          <p className={styles.boardHint}>
            <FormattedMessage
              id="classes.invite.boardHint"
              defaultMessage="Open {address} and type this code, or scan the QR code"
              values={{ address: <strong>{`${window.location.host}/join`}</strong> }}
            />
          </p>
          <p className={styles.boardCode} aria-label={code.split('').join(' ')}>
            {code}
          </p>
          {qr && <img className={styles.boardQr} src={qr} alt="" />}
          <button type="button" className={styles.secondary} onClick={() => setOnBoard(false)}>
            <FormattedMessage id="classes.invite.boardClose" defaultMessage="Close" />
          </button>
        </ModalDialog>
      )}
    </section>
  );
}
