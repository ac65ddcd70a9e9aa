import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styles from './Home.module.css';

interface Card {
  key: string;
  to: string;
  title: ReactNode;
  text: ReactNode;
}

/** Which card sits left, middle and right when `middle` is focused (wrapping). */
export function carouselSlots(middle: number, count: number): [number, number, number] {
  const wrap = (index: number) => ((index % count) + count) % count;
  return [wrap(middle - 1), wrap(middle), wrap(middle + 1)];
}

/**
 * The three-card carousel of the course modes (spec section 2.4): left, middle and right, the middle one in
 * focus, 880, 760 or 650 px wide at 8:5 (CSS breakpoints). Prev and next buttons move it; the side cards are
 * also buttons that bring themselves to the middle.
 */
export function CardCarousel() {
  const intl = useIntl();
  const cards: Card[] = [
    {
      key: 'lessons',
      to: '/chapter/',
      title: <FormattedMessage id="site.home.modeLessonsTitle" defaultMessage="Lessons" />,
      text: (
        <FormattedMessage
          id="site.home.modeLessonsText"
          defaultMessage="A course map of short lessons: the keyboard and two hands show which finger types each key."
        />
      ),
    },
    {
      key: 'games',
      to: '/game-center',
      title: <FormattedMessage id="site.home.modeGamesTitle" defaultMessage="Games" />,
      text: (
        <FormattedMessage
          id="site.home.modeGamesText"
          defaultMessage="Arcade games where each word or key is a shot: the faster and truer, the higher the score."
        />
      ),
    },
    {
      key: 'video',
      to: '/product/video-course',
      title: <FormattedMessage id="site.home.modeVideoTitle" defaultMessage="Video course" />,
      text: (
        <FormattedMessage
          id="site.home.modeVideoText"
          defaultMessage="Watch the hands type each new pair of keys, then try the same lesson yourself."
        />
      ),
    },
  ];
  const [middle, setMiddle] = useState(0);
  const slots = carouselSlots(middle, cards.length);
  const move = (step: number) => setMiddle((value) => (value + step + cards.length) % cards.length);

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'site.carousel.role', defaultMessage: 'carousel' })}
      data-testid="mode-carousel"
    >
      <div className={styles.carouselTrack}>
        {slots.map((cardIndex, slot) => {
          const card = cards[cardIndex];
          if (!card) return null;
          const position = (['left', 'middle', 'right'] as const)[slot];
          return position === 'middle' ? (
            <article
              key={card.key}
              className={`${styles.carouselCard} ${styles.middle}`}
              data-card={card.key}
            >
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <Link className="button button-primary" to={card.to}>
                <FormattedMessage id="site.home.modeOpen" defaultMessage="Open" />
              </Link>
            </article>
          ) : (
            <button
              key={card.key}
              type="button"
              className={`${styles.carouselCard} ${styles[position ?? 'left']}`}
              onClick={() => move(position === 'left' ? -1 : 1)}
              tabIndex={-1}
              aria-hidden="true"
            >
              <span className={styles.sideTitle}>{card.title}</span>
            </button>
          );
        })}
      </div>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => move(-1)}
          aria-label={intl.formatMessage({ id: 'site.carousel.previous', defaultMessage: 'Previous' })}
        >
          ‹
        </button>
        {cards.map((card, index) => (
          <button
            key={card.key}
            type="button"
            className={index === middle ? `${styles.dot} ${styles.dotActive}` : styles.dot}
            aria-label={intl.formatMessage(
              { id: 'site.carousel.goTo', defaultMessage: 'Show card {number}' },
              { number: index + 1 },
            )}
            aria-current={index === middle}
            onClick={() => setMiddle(index)}
          />
        ))}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => move(1)}
          aria-label={intl.formatMessage({ id: 'site.carousel.next', defaultMessage: 'Next' })}
        >
          ›
        </button>
      </div>
    </div>
  );
}
