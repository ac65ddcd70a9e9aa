import { useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  keyboardFor,
  layoutById,
  layoutKeyPressFor,
  numpadKeyFor,
  type Finger,
  type KeyBlock,
  type KeyboardLayout,
  type KeyPress,
} from '../../keyboard';
import { FINGER_NAMES } from '../components/fingers/finger-style';
import { Hands, type HandsHandle } from '../components/hands/Hands';
import { OnScreenKeyboard, type OnScreenKeyboardHandle } from '../components/keyboard/OnScreenKeyboard';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';
import styles from './LessonTyping.module.css';

const NONE: readonly string[] = [];

/** The keys and fingers for one character, and what the live region says for it. */
interface KeyGuide {
  codes: readonly string[];
  fingers: readonly Finger[];
  announcement: string;
}
const NO_FINGERS: readonly Finger[] = [];

/** The keys of a press: the key, the Shift and AltGr it needs, then the dead key pressed before it (and its own). */
function keysOf(press: KeyPress): KeyPress['key'][] {
  return [
    press.key,
    ...(press.shift ? [press.shift] : []),
    ...(press.altGr ? [press.altGr] : []),
    ...(press.dead ? keysOf(press.dead) : []),
  ];
}

/**
 * What to press for a character on a layout (US when none is given): the key codes to light and the fingers to
 * use, Shift's, AltGr's and a dead key's included (ê on AZERTY: the dead ^ key, then E).
 */
export function guideFor(
  char: string | undefined,
  block: KeyBlock = 'main',
  layout: KeyboardLayout = layoutById('us'),
): { codes: readonly string[]; fingers: readonly Finger[] } {
  if (block === 'numpad') {
    // Keypad lessons: the keypad's own key (a space between groups has none there: the thumb's Space).
    const key = char === undefined ? undefined : (numpadKeyFor(char) ?? layoutKeyPressFor(char, layout)?.key);
    return key ? { codes: [key.code], fingers: [key.finger] } : { codes: NONE, fingers: NO_FINGERS };
  }
  const press = char === undefined ? undefined : layoutKeyPressFor(char, layout);
  if (!press) return { codes: NONE, fingers: NO_FINGERS };
  const keys = keysOf(press);
  return {
    codes: [...new Set(keys.map((key) => key.code))],
    fingers: [...new Set(keys.map((key) => key.finger))],
  };
}

/** The codes of every key a text needs on a layout (drawn as known keys during a lesson). */
export function codesForLayoutText(text: string, layout: KeyboardLayout): string[] {
  const codes = new Set<string>();
  for (const char of new Set(text)) for (const code of guideFor(char, 'main', layout).codes) codes.add(code);
  return [...codes];
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
 * the highlight and sets the announcement's text directly in the DOM, so a key costs no React render at all.
 */
export function KeyboardGuide({
  attempt,
  known,
  block = 'main',
  layout = layoutById('us'),
}: {
  attempt: LessonAttempt<AttemptSession>;
  known: readonly string[];
  /** 'numpad': draw the numeric keypad and light its keys (keypad lessons). */
  block?: KeyBlock;
  /** The learner's keyboard layout: the keys drawn, lit and named (default US). */
  layout?: KeyboardLayout;
}) {
  const intl = useIntl();
  const keyboard = useRef<OnScreenKeyboardHandle>(null);
  const hands = useRef<HandsHandle>(null);
  const announcer = useRef<HTMLParagraphElement>(null);

  // A layout effect, so the first key is lit in the first frame the screen is drawn.
  useLayoutEffect(() => {
    // What to light and what to say for each character, worked out once per attempt (a lesson uses a handful of
    // characters): a keystroke then formats no message, and the live region's one text node changes only when
    // it has something new to say.
    const guides = new Map<string | undefined, KeyGuide>();
    const guideOf = (char: string | undefined): KeyGuide => {
      let guide = guides.get(char);
      if (!guide) {
        guide = { ...guideFor(char, block, layout), announcement: '' };
        if (char !== undefined) {
          const key = keyName(char, intl.formatMessage);
          const finger = guide.fingers.map((f) => intl.formatMessage(FINGER_NAMES[f])).join(' + ');
          guide.announcement = finger
            ? intl.formatMessage(
                { id: 'lesson.typing.nextKey', defaultMessage: 'Next: {key}, {finger}' },
                { key, finger },
              )
            : key;
        }
        guides.set(char, guide);
      }
      return guide;
    };
    const said = document.createTextNode('');
    announcer.current?.replaceChildren(said);
    let shown: string | undefined | null = null;
    const show = () => {
      const expected = attempt.getSnapshot().expected;
      if (expected === shown) return;
      shown = expected;
      const guide = guideOf(expected);
      keyboard.current?.highlight(guide.codes);
      hands.current?.setActive(guide.fingers);
      if (said.data !== guide.announcement) said.data = guide.announcement;
    };
    show();
    return attempt.subscribe(show);
  }, [attempt, intl, block, layout]);
  const keys = useMemo(() => keyboardFor(layout), [layout]);

  return (
    <div className={styles.guide}>
      <OnScreenKeyboard
        className={block === 'numpad' ? `${styles.keyboard} ${styles.keypad}` : styles.keyboard}
        handle={keyboard}
        known={known}
        block={block}
        keys={keys}
      />
      <Hands className={styles.hands} handle={hands} active={NO_FINGERS} />
      <p ref={announcer} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </div>
  );
}
