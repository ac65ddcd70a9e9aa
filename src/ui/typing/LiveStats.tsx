import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';
import styles from './LessonTyping.module.css';

/** The figures change at most this often while the learner types. */
const REFRESH_MS = 250;
/** Without keystrokes for this long, the figures refresh on a timer (speed falls while the learner hesitates). */
const IDLE_MS = 1000;

/**
 * Live speed, accuracy and progress. They refresh inside a keystroke's own frame (at most every 250 ms), written
 * straight into the DOM: a separate timer-driven render would add frames of its own, and a key pressed while
 * such a frame is being drawn waits for the next one (it doubled the slowest keystrokes' latency). A timer takes
 * over only when no key has come for a second.
 */
export function LiveStats({
  attempt,
  speed = 'wpm',
}: {
  attempt: LessonAttempt<AttemptSession>;
  /** The speed shown: words per minute, or characters per minute (Chinese). */
  speed?: 'wpm' | 'rpm';
}) {
  const intl = useIntl();
  const wpm = useRef<HTMLElement>(null);
  const accuracy = useRef<HTMLElement>(null);
  const fill = useRef<HTMLSpanElement>(null);
  const progress = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let lastRefresh = -Infinity;
    let lastKeystroke = -Infinity;
    // One text node per figure, whose data changes: replacing an element's children (textContent) would take a
    // node out of the layout tree and put a new one in on every refresh.
    const textNodes = new Map<HTMLElement, Text>();
    const setText = (element: HTMLElement | null, text: string) => {
      if (!element) return;
      let node = textNodes.get(element);
      if (!node) {
        node = document.createTextNode(text);
        element.replaceChildren(node);
        textNodes.set(element, node);
      } else if (node.data !== text) node.data = text;
    };
    const refresh = (now: number) => {
      lastRefresh = now;
      const stats = attempt.liveStats(now);
      setText(wpm.current, intl.formatNumber(Math.round(speed === 'rpm' ? stats.rpm : stats.wpm)));
      setText(
        accuracy.current,
        stats.accuracy === null
          ? '–'
          : intl.formatNumber(stats.accuracy, { style: 'percent', maximumFractionDigits: 0 }),
      );
      // Scaled, not resized: a transform needs no layout.
      if (fill.current) fill.current.style.transform = `scaleX(${stats.progress})`;
      setText(
        progress.current,
        intl.formatNumber(stats.progress, { style: 'percent', maximumFractionDigits: 0 }),
      );
    };
    refresh(performance.now());
    const unsubscribe = attempt.subscribe(() => {
      const now = performance.now();
      lastKeystroke = now;
      if (now - lastRefresh >= REFRESH_MS) refresh(now);
    });
    const timer = window.setInterval(() => {
      const now = performance.now();
      if (now - lastKeystroke >= IDLE_MS) refresh(now);
    }, IDLE_MS);
    return () => {
      unsubscribe();
      window.clearInterval(timer);
    };
  }, [attempt, intl, speed]);

  return (
    <dl className={styles.stats} data-testid="live-stats">
      <div className={styles.stat}>
        <dt>
          {speed === 'rpm' ? (
            <FormattedMessage id="lesson.live.rpm" defaultMessage="Characters/min" />
          ) : (
            <FormattedMessage id="lesson.live.wpm" defaultMessage="WPM" />
          )}
        </dt>
        <dd ref={wpm} data-testid="live-wpm" />
      </div>
      <div className={styles.stat}>
        <dt>
          <FormattedMessage id="lesson.live.accuracy" defaultMessage="Accuracy" />
        </dt>
        <dd ref={accuracy} data-testid="live-accuracy" />
      </div>
      <div className={`${styles.stat} ${styles.progressStat}`}>
        <dt>
          <FormattedMessage id="lesson.live.progress" defaultMessage="Progress" />
        </dt>
        <dd>
          <span className={styles.progressTrack} aria-hidden="true">
            <span ref={fill} className={styles.progressFill} />
          </span>
          <span ref={progress} className="visually-hidden" />
        </dd>
      </div>
    </dl>
  );
}
