import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FreeTrialButton } from '../../../components/account/FreeTrialButton';
import { gameNames } from '../../../components/game-names/game-strings';
import { useGameSwitcherStore } from '../../../stores/game-switcher-store';
import styles from './Landing.module.css';
import { HERO_THEMES, nextTheme, type HeroTheme } from './rotation';
import { VIDEO } from './landing-motion';
import { reducedMotion } from './landing-motion';
import { ScrollDown } from './ScrollDown';

/**
 * The hero (spec section 2.5): two videos recorded from our own games, played in turn and looping; hovering
 * or clicking a thumbnail picks one; the start button carries the chosen game to the game centre. The pause
 * button (and the player's own) stops the motion until the visitor plays it again (WCAG 2.2.2): a paused video
 * stays paused, also when another game is picked; reduced motion starts paused.
 */
export function Hero() {
  const intl = useIntl();
  const [theme, setTheme] = useState<HeroTheme>('STAR_TREK');
  const [paused, setPaused] = useState(reducedMotion);
  const video = useRef<HTMLVideoElement>(null);
  const chooseGame = useGameSwitcherStore((state) => state.chooseGame);
  const name = intl.formatMessage(gameNames[theme]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    else void element.play().catch(() => undefined);
  }, [theme, paused]);
  const pauseLabel = intl.formatMessage(
    paused
      ? { id: 'site.landing.videoPlay', defaultMessage: 'Play the video' }
      : { id: 'site.landing.videoPause', defaultMessage: 'Pause the video' },
  );

  return (
    <section id="landing-hero" className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.heroText}>
        <h1 id="landing-title">
          <FormattedMessage
            id="site.landing.title"
            defaultMessage="Learn to type by playing: ten fingers, real games"
          />
        </h1>
        <p>
          <FormattedMessage
            id="site.landing.lead"
            defaultMessage="Every game uses the keys of your lessons. Pick a game and start now, no account needed."
          />
        </p>
        <div className={styles.start} onClickCapture={() => chooseGame(theme)}>
          <span className={styles.themeLabel} data-testid="hero-theme">
            {name}
          </span>
          <FreeTrialButton size="large" />
        </div>
      </div>
      <div className={styles.heroMedia}>
        <video
          key={theme}
          ref={video}
          className={styles.video}
          src={`/landing/${VIDEO[theme]}.webm`}
          poster={`/landing/${VIDEO[theme]}.jpg`}
          muted
          playsInline
          autoPlay={!paused}
          controls
          onEnded={() => setTheme(nextTheme)}
          onPlay={() => setPaused(false)}
          onPause={(event) => {
            if (!event.currentTarget.ended) setPaused(true);
          }}
          aria-label={intl.formatMessage(
            { id: 'site.landing.videoLabel', defaultMessage: 'Recorded play of {game}' },
            { game: name },
          )}
          data-testid="hero-video"
        />
        <div className={styles.thumbs}>
          <button
            type="button"
            className={styles.videoPause}
            onClick={() => setPaused(!paused)}
            data-testid="hero-pause"
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            {pauseLabel}
          </button>
          {HERO_THEMES.map((option) => (
            <button
              key={option}
              type="button"
              className={option === theme ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
              aria-pressed={option === theme}
              onMouseEnter={() => setTheme(option)}
              onClick={() => setTheme(option)}
              data-testid={`hero-thumb-${option}`}
            >
              <img src={`/landing/${VIDEO[option]}.jpg`} alt="" width={160} height={74} />
              <span>{intl.formatMessage(gameNames[option])}</span>
            </button>
          ))}
        </div>
      </div>
      <ScrollDown to="landing-slider" />
    </section>
  );
}
