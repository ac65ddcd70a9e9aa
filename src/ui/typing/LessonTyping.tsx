import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lesson } from '../../content';
import { TypingSession, type Keystroke } from '../../engine';
import type { KeyboardLayout } from '../../keyboard';
import type { Practice } from '../practice/practice';
import { NumLockWarning, VocabularyPrompt, textLayoutOf } from './PracticeTyping';
import { attachTextInput, watchNumLock } from '../../input';
import { codesForLayoutText, KeyboardGuide } from './KeyboardGuide';
import { LessonAttempt } from './lesson-attempt';
import { CapsLockWarning, InputMethodWarning, PauseOverlay } from './Notices';
import { TypingHeader } from './TypingHeader';
import { TypingText } from './TypingText';
import { useInputMethodNotice, useTypingAttempt } from './useTypingAttempt';
import styles from './LessonTyping.module.css';

export interface LessonTypingProps {
  lesson: Lesson;
  title: string;
  /** The attempt reached the end of the text; `keystrokes` is its log. */
  onFinished: (keystrokes: readonly Keystroke[]) => void;
  /** A practice kind other than the finger course: key matching, code layout, keypad, vocabulary. */
  practice?: Practice;
  /** The learner's keyboard layout: drawn, lit, and used to read dead keys the browser does not compose. */
  layout: KeyboardLayout;
}

/** A new attempt at the lesson; keypad lessons accept a digit only from its keypad key. */
function newAttempt(lesson: Lesson, practice: Practice | undefined): LessonAttempt {
  const matchCode = practice?.matchCode;
  if (!matchCode) return new LessonAttempt(lesson.text, lesson.mode);
  return new LessonAttempt(
    lesson.text,
    lesson.mode,
    new TypingSession(lesson.text, lesson.mode, { matchCode }),
  );
}

/**
 * The typing step of a lesson: text, keyboard, hands, live figures. The attempt lives in a plain object (not
 * React state); a keystroke updates the text's changed characters and the highlighted keys, nothing else.
 */
export function LessonTyping({
  lesson,
  title,
  onFinished,
  practice,
  layout: keyboardLayout,
}: LessonTypingProps) {
  const intl = useIntl();
  const fieldRef = useRef<HTMLInputElement>(null);
  const create = useCallback(() => newAttempt(lesson, practice), [lesson, practice]);
  const { attempt, paused, restartAndFocus, resume, handleFieldKey, pauseOnFocusLoss, onTextMouseDown } =
    useTypingAttempt(create, fieldRef);
  const [numLockOff, setNumLockOff] = useState(false);
  const keypad = practice?.view.kind === 'numpad';
  const layout = useMemo(() => textLayoutOf(practice), [practice]);
  const [capsLock, setCapsLock] = useState(false);
  const { inputMethod, onCompositionStart, onCounted } = useInputMethodNotice();
  const finish = useEffectEvent((keystrokes: readonly Keystroke[]) => onFinished(keystrokes));

  // The hidden field: the one place keystrokes come from.
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const numLock = watchNumLock();
    const input = attachTextInput(field, {
      // The finger course is typed in Latin letters: a composing IME means the wrong input method is on.
      composition: 'ignore',
      acceptNewline: lesson.text.includes('\n'),
      onKeystroke: (keystroke) => {
        const outcome = attempt.apply(keystroke);
        if (outcome.kind !== 'none') onCounted();
        // Only the keystroke that reached the end finishes (a later one, e.g. in the same task, changes nothing).
        if (outcome.kind !== 'none' && attempt.session.finished) finish(attempt.keystrokes);
      },
      onKeyDown: (event) => {
        // Keypad lessons: warn from the first key that shows Num Lock off, until one shows it on.
        if (keypad) setNumLockOff(numLock(event));
        return handleFieldKey(event);
      },
      onCapsLock: setCapsLock,
      onCompositionStart,
      layout: keyboardLayout,
    });
    input.focus();
    const stopPausing = pauseOnFocusLoss(field);
    return () => {
      input.detach();
      stopPausing();
    };
  }, [
    attempt,
    lesson,
    keypad,
    handleFieldKey,
    pauseOnFocusLoss,
    onCounted,
    onCompositionStart,
    keyboardLayout,
  ]);
  // The lesson's keys, and every key its text needs on this layout, are drawn as known.
  const known = useMemo(
    () => [...new Set([...lesson.keys, ...codesForLayoutText(lesson.text, keyboardLayout)])],
    [lesson, keyboardLayout],
  );

  return (
    <section className={styles.typing} aria-labelledby="lesson-typing-title">
      <TypingHeader id="lesson-typing-title" title={title} attempt={attempt} onRestart={restartAndFocus} />

      <div className={styles.notices}>
        {capsLock && <CapsLockWarning />}
        {inputMethod && <InputMethodWarning />}
        {numLockOff && <NumLockWarning />}
      </div>

      <div className={styles.stage}>
        <div className={styles.textBox} onMouseDown={onTextMouseDown} data-testid="lesson-text-box">
          {/* Keyed by attempt: the text's spans are updated outside React, so a new attempt needs new spans. */}
          {practice?.view.kind === 'vocabulary' && (
            <VocabularyPrompt attempt={attempt} view={practice.view} />
          )}
          <TypingText key={attempt.id} attempt={attempt} {...(layout ? { layout } : {})} />
        </div>
        {practice?.covered ? (
          <p className={styles.coveredNotice} data-testid="keyboard-covered">
            <FormattedMessage
              id="lesson.typing.covered"
              defaultMessage="Keyboard covered: keep your eyes on the text, not on your hands."
            />
          </p>
        ) : (
          <KeyboardGuide
            attempt={attempt}
            known={known}
            block={keypad ? 'numpad' : 'main'}
            layout={keyboardLayout}
          />
        )}
        {paused && <PauseOverlay onContinue={() => resume(performance.now())} />}
      </div>

      <input
        ref={fieldRef}
        className={styles.field}
        type="text"
        aria-label={intl.formatMessage({
          id: 'lesson.typing.field',
          defaultMessage: 'Type the lesson text here',
        })}
        data-testid="typing-field"
      />
    </section>
  );
}
