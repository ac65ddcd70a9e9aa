import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
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
import type { KeystrokeOutcome } from '../../engine';
import { useAccessSettings } from '../queries/access';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';
import type { LessonVoice } from './voice/lesson-voice';
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

/** The word that starts at `position` (more than one letter), or null when the position is inside a word. */
export function wordAt(text: string, position: number): string | null {
  if (position > 0 && !/\s/.test(text[position - 1] ?? '')) return null;
  const word = /^\S+/.exec(text.slice(position))?.[0] ?? '';
  return word.length > 1 ? word : null;
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
  // Two live regions taking turns: a key said twice in a row ("ff") still changes a region's text, so a screen
  // reader announces every key once.
  const announcers = useRef<(HTMLParagraphElement | null)[]>([null, null]);
  const { settings } = useAccessSettings();
  // Self-voicing speaks; with a screen reader (or neither) the live regions say it. Never both.
  const speaks = settings.selfVoicing && !settings.screenReader;
  const voice = useRef<LessonVoice | null>(null);
  const lastSaid = useRef('');

  // The speech and sound cues' code loads only for a learner who turned them on.
  useEffect(() => {
    if (!speaks && settings.cueVolume === 0) return;
    let cancelled = false;
    let loaded: LessonVoice | null = null;
    void import('./voice/lesson-voice').then(({ lessonVoice }) => {
      if (cancelled) return;
      loaded = lessonVoice({ locale: intl.locale, speak: speaks, cueVolume: settings.cueVolume });
      voice.current = loaded;
      loaded.say(lastSaid.current);
    });
    return () => {
      cancelled = true;
      loaded?.stop();
      voice.current = null;
    };
  }, [speaks, settings.cueVolume, intl.locale]);

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
    const regions = announcers.current;
    for (const region of regions) region?.replaceChildren();
    let turn = 0;
    const announce = (text: string) => {
      lastSaid.current = text;
      if (speaks) {
        voice.current?.say(text);
        return;
      }
      turn = 1 - turn;
      regions[1 - turn]?.replaceChildren();
      const region = regions[turn];
      if (region) region.textContent = text;
    };
    // The position last shown: the same key twice in a row ("ff") is said again.
    let shownAt = -1;
    const show = (outcome: KeystrokeOutcome | null = null) => {
      const { expected, cursor } = attempt.getSnapshot();
      const slip = outcome?.kind === 'wrong' ? outcome : null;
      if (outcome?.kind === 'correct') voice.current?.cue(expected === undefined ? 'finished' : 'correct');
      if (slip) voice.current?.cue('wrong');
      if (!slip && cursor === shownAt) return;
      const guide = guideOf(expected);
      if (cursor !== shownAt) {
        shownAt = cursor;
        keyboard.current?.highlight(guide.codes);
        hands.current?.setActive(guide.fingers);
      }
      if (expected === undefined) return;
      // At a word's start the word comes first ("home. Next: h, right index finger"); after a slip, what was
      // typed, then again what is expected.
      const word = slip ? null : wordAt(attempt.text, cursor);
      announce(
        slip
          ? intl.formatMessage(
              { id: 'lesson.typing.slip', defaultMessage: 'Not {typed}. {next}' },
              { typed: keyName(slip.char, intl.formatMessage), next: guide.announcement },
            )
          : word
            ? intl.formatMessage(
                { id: 'lesson.typing.nextWord', defaultMessage: '{word}. {next}' },
                { word, next: guide.announcement },
              )
            : guide.announcement,
      );
    };
    show();
    return attempt.subscribe(show);
  }, [attempt, intl, block, layout, speaks]);
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
      {[0, 1].map((index) => (
        <p
          key={index}
          ref={(element) => {
            announcers.current[index] = element;
          }}
          className="visually-hidden"
          aria-live="polite"
          aria-atomic="true"
          data-testid="key-announcer"
        />
      ))}
    </div>
  );
}
