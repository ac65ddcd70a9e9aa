import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';

/** Elements that keep Enter, Space and Tab for themselves while the lesson is paused. */
const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a, select, [role="button"]') !== null;

export interface TypingAttempt<Session extends AttemptSession> {
  attempt: LessonAttempt<Session>;
  paused: boolean;
  /** A new attempt (the field keeps or gets the focus separately). */
  restart: () => void;
  /** A new attempt, with the focus back in the field (the restart button, Escape while paused). */
  restartAndFocus: () => void;
  /** Ends a pause and puts the focus back in the field. */
  resume: (timeStamp: number) => void;
  /** Focuses the typing field without scrolling. */
  focusField: () => void;
  /** The field's own Escape and pause keys: true when the key was used up (not to be typed). */
  handleFieldKey: (event: KeyboardEvent) => boolean;
  /** Pauses on the field's blur and on the page being hidden; returns the clean-up. */
  pauseOnFocusLoss: (field: HTMLElement) => () => void;
  /** A mouse press on the text: keeps the focus in the field, and ends a pause. */
  onTextMouseDown: (event: React.MouseEvent) => void;
}

/**
 * The attempt of a typing screen (finger course, pinyin, Chinese IME) with its shared wiring: restart, pause on
 * focus loss, resume, and the keys that work while paused with the focus outside the field.
 */
export function useTypingAttempt<Session extends AttemptSession>(
  create: () => LessonAttempt<Session>,
  fieldRef: RefObject<HTMLInputElement | null>,
): TypingAttempt<Session> {
  const [attempt, setAttempt] = useState(create);
  const paused = useSyncExternalStore(attempt.subscribe, () => attempt.getSnapshot().paused);

  const restart = useCallback(() => setAttempt(create()), [create]);
  const focusField = useCallback(() => fieldRef.current?.focus({ preventScroll: true }), [fieldRef]);
  const restartAndFocus = useCallback(() => {
    restart();
    focusField();
  }, [restart, focusField]);
  const resume = useCallback(
    (timeStamp: number) => {
      attempt.resume(timeStamp);
      focusField();
    },
    [attempt, focusField],
  );

  const handleFieldKey = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        restart();
        return true;
      }
      if (attempt.paused) {
        // The key that ends a pause only ends the pause: typing it would surprise the learner.
        if (!event.repeat) resume(event.timeStamp);
        return true;
      }
      return false;
    },
    [attempt, restart, resume],
  );

  const pauseOnFocusLoss = useCallback(
    (field: HTMLElement) => {
      // Losing focus (another window, another tab, a click outside the text) pauses the lesson.
      const pause = (event: Event) => attempt.pause(event.timeStamp || performance.now());
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') attempt.pause(performance.now());
      };
      field.addEventListener('blur', pause);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        field.removeEventListener('blur', pause);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    [attempt],
  );

  const onTextMouseDown = useCallback(
    (event: React.MouseEvent) => {
      // Keep the focus in the hidden field when the text is clicked.
      event.preventDefault();
      if (attempt.paused) resume(event.timeStamp);
      else focusField();
    },
    [attempt, resume, focusField],
  );

  // While paused with the focus outside the field, any key (other than those working a focused button) continues.
  useEffect(() => {
    if (!paused) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target === fieldRef.current) return;
      if (event.key === 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isControl(event.target) && (event.key === 'Enter' || event.key === ' ')) return;
      event.preventDefault();
      if (event.key === 'Escape') restartAndFocus();
      else resume(event.timeStamp);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [paused, resume, restartAndFocus, fieldRef]);

  return {
    attempt,
    paused,
    restart,
    restartAndFocus,
    resume,
    focusField,
    handleFieldKey,
    pauseOnFocusLoss,
    onTextMouseDown,
  };
}

/**
 * The "wrong input method" notice of screens typed in Latin letters: shown when a composition starts, hidden by
 * the next keystroke that counts. The shown flag is also kept in a ref, read in the keystroke path: a setState
 * there, even a no-op one, would re-render the whole screen per key.
 */
export function useInputMethodNotice() {
  const [inputMethod, setInputMethod] = useState(false);
  const shown = useRef(false);
  const onCompositionStart = useCallback(() => {
    shown.current = true;
    setInputMethod(true);
  }, []);
  const onCounted = useCallback(() => {
    if (!shown.current) return;
    shown.current = false;
    setInputMethod(false);
  }, []);
  return { inputMethod, onCompositionStart, onCounted };
}
