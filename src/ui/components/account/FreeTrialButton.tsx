import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useGameSwitcherStore } from '../../stores/game-switcher-store';

/**
 * The "free trial" button (spec sections 1 and 4, guest start): when already signed in with a character it goes
 * straight to /game-center; otherwise it opens a guest (visitor) session, takes the account's first STUDENT
 * character or makes one (avatar-student-1 and a random nickname from the pool), makes it current, and goes to
 * /game-center with the game switcher open. The data layer and the API client load only on click, so pages using
 * the button stay light. A failure shows the catalogue message as a toast.
 */
export function FreeTrialButton({
  className = 'button button-primary',
  size,
}: {
  className?: string;
  size?: 'large';
}) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const play = () => {
    if (starting) return;
    setStarting(true);
    // The guest start (with the data layer and the API client) loads on the click, not with the page.
    void import('../../queries/guest-start')
      .then(({ startGuest }) => startGuest())
      .catch(() => false)
      .then((started) => {
        setStarting(false);
        if (!started) return;
        useGameSwitcherStore.getState().openSwitcher();
        void navigate('/game-center');
      });
  };
  return (
    <button
      type="button"
      className={className}
      style={size === 'large' ? { fontSize: '1.25rem', padding: '0.9rem 2rem' } : undefined}
      disabled={starting}
      aria-busy={starting}
      onClick={play}
      data-testid="free-trial"
    >
      {starting ? (
        <FormattedMessage id="account.trial.starting" defaultMessage="Starting…" />
      ) : (
        <FormattedMessage id="account.trial.button" defaultMessage="Free trial" />
      )}
    </button>
  );
}
