import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { keyPressFor, numpadKeyFor, type Finger, type KeyBlock } from '../../keyboard';
import { FINGER_NAMES } from '../components/fingers/finger-style';
import { Hands, type HandsHandle } from '../components/hands/Hands';
import { OnScreenKeyboard, type OnScreenKeyboardHandle } from '../components/keyboard/OnScreenKeyboard';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';
import styles from './LessonTyping.module.css';

const NONE: readonly string[] = [];
const NO_FINGERS: readonly Finger[] = [];

/** What to press for a character: the key codes to light and the fingers to use (Shift's included). */
export function guideFor(
  char: string | undefined,
  block: KeyBlock = 'main',
): { codes: readonly string[]; fingers: readonly Finger[] } {
  if (block === 'numpad') {
    // Keypad lessons: the keypad's own key (a space between groups has none there: the thumb's Space).
    const key = char === undefined ? undefined : (numpadKeyFor(char) ?? keyPressFor(char)?.key);
    return key ? { codes: [key.code], fingers: [key.finger] } : { codes: NONE, fingers: NO_FINGERS };
  }
  const press = char === undefined ? undefined : keyPressFor(char);
  if (!press) return { codes: NONE, fingers: NO_FINGERS };
  return press.shift
    ? { codes: [press.key.code, press.shift.code], fingers: [press.key.finger, press.shift.finger] }
    : { codes: [press.key.code], fingers: [press.key.finger] };
}

/** A character as a screen reader should say it: spaces and capitals named. */
export function keyName(char: string, format: ReturnType<typeof useIntl>['formatMessage']): string {
  if (char === ' ') return format({ id: 'key.space', defaultMessage: 'Space' });
  if (char === '\n') return format({ id: 'key.enter', defaultMessage: 'Enter' });
  if (char !== char.toLowerCase())
    return format({ id: 'key.capital', defaultMessage: 'capital {letter}' }, { letter: char });
  return char;
}

/**
 * The keyboard and hands under the text, lighting the next key and its finger, and a polite live region that
 * says them to screen readers. React renders all of it once per attempt; on each keystroke a subscription moves
 * the highlight and rewrites the announcement directly in the DOM, so a key costs no React render at all.
 */
export function KeyboardGuide({
  attempt,
  known,
  block = 'main',
}: {
  attempt: LessonAttempt<AttemptSession>;
  known: readonly string[];
  /** 'numpad': draw the numeric keypad and light its keys (keypad lessons). */
  block?: KeyBlock;
}) {
  const intl = useIntl();
  const keyboard = useRef<OnScreenKeyboardHandle>(null);
  const hands = useRef<HandsHandle>(null);
  const announcer = useRef<HTMLParagraphElement>(null);

  // A layout effect, so the first key is lit in the first frame the screen is drawn.
  useLayoutEffect(() => {
    let shown: string | undefined | null = null;
    const show = () => {
      const expected = attempt.getSnapshot().expected;
      if (expected === shown) return;
      shown = expected;
      const { codes, fingers } = guideFor(expected, block);
      keyboard.current?.highlight(codes);
      hands.current?.setActive(fingers);
      if (announcer.current) {
        let text = '';
        if (expected !== undefined) {
          const key = keyName(expected, intl.formatMessage);
          const finger = fingers.map((f) => intl.formatMessage(FINGER_NAMES[f])).join(' + ');
          text = finger
            ? intl.formatMessage(
                { id: 'lesson.typing.nextKey', defaultMessage: 'Next: {key}, {finger}' },
                { key, finger },
              )
            : key;
        }
        announcer.current.textContent = text;
      }
    };
    show();
    return attempt.subscribe(show);
  }, [attempt, intl, block]);

  return (
    <div className={styles.guide}>
      <OnScreenKeyboard
        className={block === 'numpad' ? `${styles.keyboard} ${styles.keypad}` : styles.keyboard}
        handle={keyboard}
        known={known}
        block={block}
      />
      <Hands className={styles.hands} handle={hands} active={NO_FINGERS} />
      <p ref={announcer} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </div>
  );
}
