import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Finger } from '../../../../keyboard';
import { keyPressFor } from '../../../../keyboard';
import { Hands, type HandsHandle } from '../../../components/hands/Hands';
import { OnScreenKeyboard, type OnScreenKeyboardHandle } from '../../../components/keyboard/OnScreenKeyboard';
import { demoSteps } from './demo-steps';
import styles from './VideoCourse.module.css';

/** Milliseconds per demonstrated keystroke: slow enough for a child to follow the finger. */
const STEP_MS = 550;

/**
 * The lesson's demonstration (16:9): our keyboard and hands type the lesson's drills one key at a time, the
 * finger lit in its colour and the text appearing above. Pausable; paused from the start when the system asks
 * for reduced motion.
 */
export function KeyboardDemo({ lines }: { lines: readonly string[] }) {
  const intl = useIntl();
  const keyboard = useRef<OnScreenKeyboardHandle>(null);
  const hands = useRef<HandsHandle>(null);
  const steps = demoSteps(lines);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(
    () => !(typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches),
  );

  useEffect(() => {
    if (!playing || steps.length === 0) return;
    const timer = setInterval(() => setStep((value) => (value + 1) % steps.length), STEP_MS);
    return () => clearInterval(timer);
  }, [playing, steps.length]);

  const current = steps[step];
  useEffect(() => {
    const press = current ? keyPressFor(current.char) : undefined;
    const codes = press ? [press.key.code, ...(press.shift ? [press.shift.code] : [])] : [];
    const fingers: Finger[] = press ? [press.key.finger, ...(press.shift ? [press.shift.finger] : [])] : [];
    keyboard.current?.highlight(codes);
    hands.current?.setActive(fingers);
  }, [current]);

  return (
    <figure className={styles.demo} data-testid="keyboard-demo">
      <div className={styles.demoScreen}>
        <p className={styles.demoText} aria-hidden="true">
          <span className={styles.demoTyped}>{current?.typed ?? ''}</span>
          <span className={styles.demoNext}>{current?.rest ?? ''}</span>
        </p>
        <OnScreenKeyboard handle={keyboard} fingerZones />
        <Hands handle={hands} active={[]} fingerZones className={styles.demoHands} />
      </div>
      <figcaption className={styles.demoCaption}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setPlaying((value) => !value)}
          aria-pressed={!playing}
          data-testid="demo-toggle"
        >
          {playing ? (
            <FormattedMessage id="site.video.pause" defaultMessage="Pause" />
          ) : (
            <FormattedMessage id="site.video.play" defaultMessage="Play" />
          )}
        </button>
        <span className="visually-hidden">
          {intl.formatMessage(
            {
              id: 'site.video.demoLabel',
              defaultMessage: 'Animated demonstration of the hands typing: {text}',
            },
            { text: lines.join(' / ') },
          )}
        </span>
      </figcaption>
    </figure>
  );
}
