import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styles from './LoginPage.module.css';

export function TermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          data-testid="agree-terms"
        />
        <span>
          <FormattedMessage
            id="login.agreeTerms"
            defaultMessage="I agree to the <tos>Terms of Service</tos> and the <privacy>Privacy Policy</privacy>"
            values={{
              tos: (chunks) => (
                <Link to="/legal/tos" target="_blank">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link to="/legal/private" target="_blank">
                  {chunks}
                </Link>
              ),
            }}
          />
        </span>
      </label>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
