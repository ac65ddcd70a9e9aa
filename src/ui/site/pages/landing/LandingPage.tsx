import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isNativeWrapper } from '../../../api/native-bridge';
import { FreeTrialButton } from '../../../components/account/FreeTrialButton';
import { gameNames } from '../../../pages/game-center/game-strings';
import { useGameSwitcherStore } from '../../../stores/game-switcher-store';
import { usePageMeta } from '../../page-meta';
import styles from './Landing.module.css';
import { HERO_THEMES, nextTheme, type HeroTheme } from './rotation';
import { useAutoAdvance } from './use-auto-advance';

const VIDEO: Record<HeroTheme, string> = { STAR_TREK: 'star-trek', BALLOON_POP: 'balloon-pop' };

const reducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** Scrolls to the section after `id` (the scroll-down arrows). */
function ScrollDown({ to }: { to: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.scrollDown}
      aria-label={intl.formatMessage({ id: 'site.landing.scrollDown', defaultMessage: 'Next section' })}
      onClick={() =>
        document.getElementById(to)?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth' })
      }
      data-testid={`scroll-to-${to}`}
    >
      <span aria-hidden="true">⌄</span>
    </button>
  );
}

/**
 * The hero (spec section 2.5): two videos recorded from our own games, played in turn and looping; hovering
 * or clicking a thumbnail picks one; the start button carries the chosen game to the game centre.
 */
function Hero() {
  const intl = useIntl();
  const [theme, setTheme] = useState<HeroTheme>('STAR_TREK');
  const video = useRef<HTMLVideoElement>(null);
  const chooseGame = useGameSwitcherStore((state) => state.chooseGame);
  const name = intl.formatMessage(gameNames[theme]);

  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion()) return;
    void element.play().catch(() => undefined);
  }, [theme]);

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
          autoPlay={!reducedMotion()}
          controls
          onEnded={() => setTheme(nextTheme)}
          onPause={(event) => {
            if (!event.currentTarget.ended) setTheme(nextTheme);
          }}
          aria-label={intl.formatMessage(
            { id: 'site.landing.videoLabel', defaultMessage: 'Recorded play of {game}' },
            { game: name },
          )}
          data-testid="hero-video"
        />
        <div className={styles.thumbs}>
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

/** Prev / next / dots and a pause button for an auto-advancing rotation. */
function Controls({
  count,
  index,
  move,
  goTo,
  paused,
  setPaused,
  label,
}: {
  count: number;
  index: number;
  move: (step: number) => void;
  goTo: (index: number) => void;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  label: string;
}) {
  const intl = useIntl();
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => move(-1)}
        aria-label={intl.formatMessage({ id: 'site.carousel.previous', defaultMessage: 'Previous' })}
      >
        ‹
      </button>
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className={dot === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
          aria-current={dot === index}
          aria-label={intl.formatMessage(
            { id: 'site.carousel.goTo', defaultMessage: 'Show card {number}' },
            { number: dot + 1 },
          )}
          onClick={() => goTo(dot)}
        />
      ))}
      <button
        type="button"
        className={styles.arrow}
        onClick={() => move(1)}
        aria-label={intl.formatMessage({ id: 'site.carousel.next', defaultMessage: 'Next' })}
      >
        ›
      </button>
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
        aria-label={`${label}: ${
          paused
            ? intl.formatMessage({ id: 'site.video.play', defaultMessage: 'Play' })
            : intl.formatMessage({ id: 'site.video.pause', defaultMessage: 'Pause' })
        }`}
      >
        {paused ? '▶' : '❚❚'}
      </button>
    </div>
  );
}

/** A rotation that pauses on hover and focus, and by its pause button. */
function Rotation({
  id,
  items,
  label,
  testId,
}: {
  id: string;
  items: { key: string; title: ReactNode; text: ReactNode }[];
  label: string;
  testId: string;
}) {
  const intl = useIntl();
  const [pausedByUser, setPausedByUser] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const slideRole = intl.formatMessage({ id: 'site.carousel.slide', defaultMessage: 'slide' });
  const { index, move, goTo } = useAutoAdvance(items.length, pausedByUser || hovered);
  return (
    <div
      className={styles.rotation}
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'site.carousel.role', defaultMessage: 'carousel' })}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid={testId}
      data-index={index}
    >
      <div className={styles.track} aria-live={pausedByUser || hovered ? 'polite' : 'off'} id={id}>
        {items.map((item, position) => (
          <article
            key={item.key}
            className={styles.panel}
            hidden={position !== index}
            aria-roledescription={slideRole}
            data-panel={item.key}
          >
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
      <Controls
        count={items.length}
        index={index}
        move={move}
        goTo={goTo}
        paused={pausedByUser}
        setPaused={setPausedByUser}
        label={label}
      />
    </div>
  );
}

/** The public landing page (spec section 2.5). */
export default function LandingPage() {
  const intl = useIntl();
  const [sliderInView, setSliderInView] = useState(false);
  const slider = useRef<HTMLElement>(null);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  usePageMeta({
    title: t('site.landing.metaTitle', 'Learn to type by playing | KeyQuest'),
    description: t(
      'site.landing.lead',
      'Every game uses the keys of your lessons. Pick a game and start now, no account needed.',
    ),
    keywords: t(
      'site.home.metaKeywords',
      'typing for kids, touch typing, finger placement, typing games, typing lessons',
    ),
  });

  // The sticky start button shows only while the slider section is in view.
  useEffect(() => {
    const element = slider.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setSliderInView(entries.some((entry) => entry.isIntersecting)),
      {
        threshold: 0.2,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const features = [
    {
      key: 'levels',
      title: t('site.landing.featureLevelsTitle', 'Science-based levels'),
      text: t(
        'site.landing.featureLevelsText',
        'Two new keys per lesson, practised alone, then mixed with known keys, then in real words: the order typing teachers use.',
      ),
    },
    {
      key: 'efficiency',
      title: t('site.landing.featureEfficiencyTitle', 'Efficient practice'),
      text: t(
        'site.landing.featureEfficiencyText',
        'Practice built from the keys you miss most, so ten minutes a day is enough.',
      ),
    },
    {
      key: 'reports',
      title: t('site.landing.featureReportsTitle', 'Progress you can see'),
      text: t(
        'site.landing.featureReportsText',
        'Speed, accuracy and the keys to practise after every lesson and every game.',
      ),
    },
  ];
  const chapters = [
    [
      'getting-started',
      t('site.landing.chapter1Title', 'Getting started'),
      t('site.landing.chapter1Text', 'Sit well, find the home row and the bumps on F and J.'),
    ],
    [
      'middle-row',
      t('site.landing.chapter2Title', 'Middle row'),
      t('site.landing.chapter2Text', 'A S D F and J K L ; with the space bar: your fingers’ home.'),
    ],
    [
      'upper-row',
      t('site.landing.chapter3Title', 'Upper row'),
      t('site.landing.chapter3Text', 'Reach up from home and come back, one pair of keys at a time.'),
    ],
    [
      'lower-row',
      t('site.landing.chapter4Title', 'Lower row'),
      t('site.landing.chapter4Text', 'Reach down to the lower row, with the comma, dot and slash.'),
    ],
    [
      'shift-digits-symbols',
      t('site.landing.chapter5Title', 'Shift, digits and symbols'),
      t('site.landing.chapter5Text', 'Capital letters, numbers and the symbols of real sentences.'),
    ],
  ].map(([key = '', title, text]) => ({ key, title, text }));

  return (
    <div className={styles.landing}>
      <Hero />
      <section id="landing-slider" ref={slider} className={styles.section} aria-labelledby="slider-title">
        <h2 id="slider-title">
          <FormattedMessage id="site.landing.sliderTitle" defaultMessage="Why it works" />
        </h2>
        <Rotation
          id="landing-features"
          items={features}
          label={t('site.landing.sliderTitle', 'Why it works')}
          testId="feature-slider"
        />
        <ScrollDown to="landing-chapters" />
      </section>
      <section id="landing-chapters" className={styles.section} aria-labelledby="chapters-title">
        <h2 id="chapters-title">
          <FormattedMessage id="site.landing.chaptersTitle" defaultMessage="Learn while playing" />
        </h2>
        <Rotation
          id="landing-chapter-list"
          items={chapters}
          label={t('site.landing.chaptersTitle', 'Learn while playing')}
          testId="chapter-carousel"
        />
        <p className={styles.more}>
          <Link className="button button-secondary" to="/product/video-course">
            <FormattedMessage id="site.nav.videoCourse" defaultMessage="Finger video course" />
          </Link>
        </p>
      </section>
      {!isNativeWrapper() && (
        <section className={styles.section} aria-labelledby="landing-blog-title">
          <h2 id="landing-blog-title">
            <FormattedMessage
              id="site.home.blogTitle"
              defaultMessage="Learn more about typing and typing skills"
            />
          </h2>
          <p className={styles.more}>
            <Link className="button button-secondary" to="/blog">
              <FormattedMessage id="site.blog.all" defaultMessage="All articles" />
            </Link>
          </p>
        </section>
      )}
      <div className={styles.sticky} hidden={!sliderInView} data-testid="sticky-start">
        <FreeTrialButton size="large" />
      </div>
    </div>
  );
}
