import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lesson } from '../../../content';
import { PinyinSession, type Keystroke, type PinyinTarget } from '../../../engine';
import { attachTextInput } from '../../../input';
import type { KeyboardLayout } from '../../../keyboard';
import { KeyboardGuide } from '../../typing/KeyboardGuide';
import { LessonAttempt } from '../../typing/lesson-attempt';
import { CapsLockWarning, InputMethodWarning, PauseOverlay } from '../../typing/Notices';
import { TypingHeader } from '../../typing/TypingHeader';
import { useInputMethodNotice, useTypingAttempt } from '../../typing/useTypingAttempt';
import lessonStyles from '../../typing/LessonTyping.module.css';
import { PinyinText } from './PinyinText';
import styles from './Chinese.module.css';

export interface PinyinTypingProps {
  lesson: Lesson;
  target: PinyinTarget;
  title: string;
  showPinyin: boolean;
  onFinished: (keystrokes: readonly Keystroke[]) => void;
  /** The learner's keyboard layout: the keys drawn and lit. */
  layout: KeyboardLayout;
}

/**
 * The typing step of a pinyin lesson: Chinese characters with their pinyin, typed as letters in a hidden field
 * (as in the finger course: a composing input method means the wrong one is on, and the learner is told so).
 * The attempt is the lesson page's `LessonAttempt` over a `PinyinSession`: pauses, live figures, the keyboard
 * lighting the next letter all work the same way.
 */
export function PinyinTyping({ lesson, target, title, showPinyin, onFinished, layout }: PinyinTypingProps) {
  const intl = useIntl();
  const create = useCallback(
    () => new LessonAttempt(target.text, lesson.mode, new PinyinSession(target, lesson.mode)),
    [target, lesson.mode],
  );
  const fieldRef = useRef<HTMLInputElement>(null);
  const { attempt, paused, restartAndFocus, resume, handleFieldKey, pauseOnFocusLoss, onTextMouseDown } =
    useTypingAttempt(create, fieldRef);
  const [capsLock, setCapsLock] = useState(false);
  const { inputMethod, onCompositionStart, onCounted } = useInputMethodNotice();
  const finish = useEffectEvent((keystrokes: readonly Keystroke[]) => onFinished(keystrokes));

  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const input = attachTextInput(field, {
      composition: 'ignore',
      onKeystroke: (keystroke) => {
        const outcome = attempt.apply(keystroke);
        if (outcome.kind !== 'none') onCounted();
        if (outcome.kind !== 'none' && attempt.session.finished) finish(attempt.keystrokes);
      },
      onKeyDown: handleFieldKey,
      onCapsLock: setCapsLock,
      onCompositionStart,
    });
    input.focus();
    const stopPausing = pauseOnFocusLoss(field);
    return () => {
      input.detach();
      stopPausing();
    };
  }, [attempt, handleFieldKey, pauseOnFocusLoss, onCounted, onCompositionStart]);

  return (
    <section className={lessonStyles.typing} aria-labelledby="pinyin-typing-title">
      <TypingHeader id="pinyin-typing-title" title={title} attempt={attempt} onRestart={restartAndFocus} />

      <div className={lessonStyles.notices}>
        {capsLock && <CapsLockWarning />}
        {inputMethod && <InputMethodWarning />}
        {target.tones === 'digits' && (
          <p className={styles.modeNote}>
            <FormattedMessage
              id="chinese.pinyin.toneNote"
              defaultMessage="Tone mode: type each syllable's tone as a digit (1 to 4) after it."
            />
          </p>
        )}
      </div>

      <div className={lessonStyles.stage}>
        <div className={`${lessonStyles.textBox} ${styles.pinyinBox}`} onMouseDown={onTextMouseDown}>
          <PinyinText key={attempt.id} attempt={attempt} showPinyin={showPinyin} />
        </div>
        <KeyboardGuide attempt={attempt} known={lesson.keys} layout={layout} />
        {paused && <PauseOverlay onContinue={() => resume(performance.now())} />}
      </div>

      <input
        ref={fieldRef}
        className={lessonStyles.field}
        type="text"
        lang="en"
        aria-label={intl.formatMessage({
          id: 'chinese.pinyin.field',
          defaultMessage: 'Type the pinyin of the characters here',
        })}
        data-testid="typing-field"
      />
    </section>
  );
}
