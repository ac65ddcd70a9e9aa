import { FormattedMessage } from 'react-intl';
import type { OpenedAccount } from '../../../contracts';
import styles from '../../components/class-area/ClassArea.module.css';

/**
 * The printable sign-in sheet: one slip per student, one page per class, headed by the class's name as the
 * school wrote it ("Class 4A", "4A"). Passwords are shown only here, once.
 */
export function SignInSheet({ accounts }: { accounts: readonly OpenedAccount[] }) {
  const classes = [...new Set(accounts.map((account) => account.className))];
  const site = window.location.origin;
  return (
    <div data-testid="sign-in-sheet">
      <p role="status" className={styles.noPrint}>
        <FormattedMessage
          id="school.opened"
          defaultMessage="{count, plural, one {# account opened.} other {# accounts opened.}} Print the sheet now: the passwords are not shown again."
          values={{ count: accounts.length }}
        />
      </p>
      <button type="button" className={`${styles.button} ${styles.noPrint}`} onClick={() => window.print()}>
        <FormattedMessage id="school.print" defaultMessage="Print the sign-in sheet" />
      </button>
      {classes.map((name) => (
        <section key={name} className={styles.sheetClass} aria-label={name}>
          <h3>
            <FormattedMessage
              id="school.sheetTitle"
              defaultMessage="{name}: sign in at {site}"
              values={{ name, site }}
            />
          </h3>
          <div className={styles.sheet}>
            {accounts
              .filter((account) => account.className === name)
              .map((account) => (
                <div key={account.username} className={styles.slip} data-testid="sheet-slip">
                  {account.label && (
                    <p>
                      <strong>{account.label}</strong>
                    </p>
                  )}
                  <p>
                    <FormattedMessage id="school.username" defaultMessage="Username" />:{' '}
                    <code data-testid="slip-username">{account.username}</code>
                  </p>
                  <p>
                    <FormattedMessage id="school.password" defaultMessage="Password" />:{' '}
                    <code data-testid="slip-password">{account.password}</code>
                  </p>
                </div>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
