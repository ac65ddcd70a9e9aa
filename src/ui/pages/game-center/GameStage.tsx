import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AudioSettings, GameHandle, GameOptions, GameResult, GameScreenName } from '../../../games';
import { gameEntry } from './game-catalogue';
import { gameNames } from '../../components/game-names/game-strings';
import type { GameCenterGame } from '../../stores/game-switcher-store';
import styles from './GameCenterPage.module.css';

export interface GameStageProps {
  game: GameCenterGame;
  /** Everything but the callbacks; read once when the game mounts. */
  options: Omit<GameOptions, 'onResult' | 'onStateChange'>;
  audio: AudioSettings;
  /** Covered by the game switcher: the game pauses, and gets the focus back when uncovered. */
  suspended: boolean;
  onResult: (result: GameResult) => void;
  /** The game moved to another screen ('play': the learner pressed Enter, the round really starts). */
  onScreen?: (screen: GameScreenName) => void;
}

/**
 * The game's host element. The game is loaded (its chunk and Pixi, by import()) and mounted only in an
 * effect, and destroyed in the effect's cleanup; keystrokes go from the DOM straight into the game, never
 * through React state. A new `key` on this component starts a new round.
 */
export function GameStage({ game, options, audio, suspended, onResult, onScreen }: GameStageProps) {
  const intl = useIntl();
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<GameHandle | null>(null);
  const latest = useRef({ options, audio, onResult, onScreen });
  useLayoutEffect(() => {
    latest.current = { options, audio, onResult, onScreen };
  });
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    gameEntry(game)
      .load()
      .then((mountGame) =>
        // Gone before its code arrived (another game chosen at once): never mounted.
        cancelled
          ? null
          : mountGame(host, {
              ...latest.current.options,
              audio: latest.current.audio,
              onResult: (result) => latest.current.onResult(result),
              onStateChange: (screen) => latest.current.onScreen?.(screen),
            }),
      )
      .then((handle) => {
        if (!handle) return;
        if (cancelled) {
          handle.destroy();
          return;
        }
        handleRef.current = handle;
        setStatus('ready');
        host.focus();
      })
      .catch((error: unknown) => {
        console.error('The game could not start', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, [game]);

  useEffect(() => {
    handleRef.current?.setAudio(audio);
  }, [audio]);

  useEffect(() => {
    if (suspended) handleRef.current?.pause();
    else if (handleRef.current) hostRef.current?.focus();
  }, [suspended]);

  const name = intl.formatMessage(gameNames[game]);
  return (
    <div className={styles.stageFrame}>
      <div
        ref={hostRef}
        className={styles.stage}
        tabIndex={0}
        role="application"
        aria-roledescription={intl.formatMessage({ id: 'gameCenter.stage.role', defaultMessage: 'game' })}
        aria-label={intl.formatMessage(
          { id: 'gameCenter.stage.label', defaultMessage: '{game}. Type to play. Escape pauses.' },
          { game: name },
        )}
        data-testid="game-stage"
        data-game={game}
      />
      {status === 'loading' && (
        <p className={styles.stageNotice} role="status">
          <FormattedMessage id="gameCenter.loading" defaultMessage="Loading the game…" />
        </p>
      )}
      {status === 'failed' && (
        <p className={styles.stageNotice} role="alert">
          <FormattedMessage
            id="gameCenter.failed"
            defaultMessage="Sorry, the game could not start on this device."
          />
        </p>
      )}
    </div>
  );
}
