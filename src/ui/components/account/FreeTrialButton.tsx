import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useGuestStart } from '../../queries/guest-start';
import { useGameSwitcherStore } from '../../stores/game-switcher-store';

/**
 * The "free trial" button (spec sections 1 and 4, guest start): when already signed in with a character it goes
 * straight to /game-center; otherwise it opens a guest (visitor) session, takes the account's first STUDENT
 * character or makes one (avatar-student-1 and a random nickname from the pool), makes it current, and goes to
 * /game-center with the game switcher open. The API client loads only on click, so pages using the button stay
 * light. A failure shows the catalogue message as a toast (the mutation's default).
 */
export function FreeTrialButton({
  className = 'button button-primary',
  size,
}: {
  className?: string;
  size?: 'large';
}) {
  const navigate = useNavigate();
  const start = useGuestStart();
  const play = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        useGameSwitcherStore.getState().openSwitcher();
        void navigate('/game-center');
      },
    });
  return (
    <button
      type="button"
      className={className}
      style={size === 'large' ? { fontSize: '1.25rem', padding: '0.9rem 2rem' } : undefined}
      disabled={start.isPending}
      aria-busy={start.isPending}
      onClick={play}
      data-testid="free-trial"
    >
      {start.isPending ? (
        <FormattedMessage id="account.trial.starting" defaultMessage="Starting…" />
      ) : (
        <FormattedMessage id="account.trial.button" defaultMessage="Free trial" />
      )}
    </button>
  );
}
