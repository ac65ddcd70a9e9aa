import { useIntl } from 'react-intl';
import { useToastStore } from '../../stores/toast-store';
import styles from './Toaster.module.css';

/** Shows the toasts at the bottom of the screen; errors are announced at once, others politely. */
export function Toaster() {
  const intl = useIntl();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.key}
          className={`${styles.toast} ${styles[toast.kind]}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span>{intl.formatMessage(toast.message, toast.message.values)}</span>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(toast.key)}
            aria-label={intl.formatMessage({ id: 'toast.close', defaultMessage: 'Close' })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
