import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lesson } from '../../../content';
import type { Keystroke } from '../../../engine';
import { attachChineseInput } from '../../../input';
import { LessonAttempt } from '../../typing/lesson-attempt';
import { CapsLockWarning, PauseOverlay } from '../../typing/Notices';
import { TypingHeader } from '../../typing/TypingHeader';
import { TypingText } from '../../typing/TypingText';
import { useTypingAttempt } from '../../typing/useTypingAttempt';
import lessonStyles from '../../typing/LessonTyping.module.css';
import { fieldPosition } from './field-position';
import { upcomingReading } from './pinyin-cells';
import styles from './Chinese.module.css';

export interface ChineseTypingProps {
  lesson: Lesson;
  title: string;
  eitherPunctuationWidth: boolean;
  /** Show the pinyin of the next characters (from the lesson's readings) under the text. */
  showPinyin: boolean;
  onFinished: (keystrokes: readonly Keystroke[]) => void;
}

/** A key that belongs to the input method (composing, or Safari's keyCode 229). */
const isImeKey = (event: KeyboardEvent) => event.isComposing || event.keyCode === 229;

/**
 * The typing step of a Chinese lesson, typed through the learner's own input method (IME). The field is visible
 * and sits under the character to type, so the composition shows there and the IME's candidate window opens at
 * the cursor. React renders the field once and never touches it again: nothing re-renders it mid-composition.
 * `attachChineseInput` grades committed text only (never a composition half way) and counts every key pressed.
 */
export function ChineseTyping({
  lesson,
  title,
  eitherPunctuationWidth,
  showPinyin,
  onFinished,
}: ChineseTypingProps) {
  const intl = useIntl();
  const fieldRef = useRef<HTMLInputElement>(null);
  const create = useCallback(() => new LessonAttempt(lesson.text, lesson.mode), [lesson]);
  const { attempt, paused, restartAndFocus, resume, handleFieldKey, pauseOnFocusLoss, onTextMouseDown } =
    useTypingAttempt(create, fieldRef);
  const boxRef = useRef<HTMLDivElement>(null);
  const helpCharsRef = useRef<HTMLSpanElement>(null);
  const helpPinyinRef = useRef<HTMLSpanElement>(null);
  const [capsLock, setCapsLock] = useState(false);
  const finish = useEffectEvent((keystrokes: readonly Keystroke[]) => onFinished(keystrokes));

  useEffect(() => {
    const field = fieldRef.current;
    const box = boxRef.current;
    if (!field || !box) return;
    // Under the character to type; moved only after a commit (never while composing).
    const place = () => {
      const span = box.querySelector<HTMLElement>(`[data-i="${attempt.session.cursor}"]`);
      const inner = box.querySelector<HTMLElement>('[data-testid="lesson-text"]');
      if (!span) return;
      const { left, top } = fieldPosition(span, box, inner?.style.transform ?? '');
      field.style.left = `${left}px`;
      field.style.top = `${top}px`;
    };
    const input = attachChineseInput(field, {
      eitherPunctuationWidth,
      expectedAhead: () => lesson.text.slice(attempt.session.cursor),
      onKeystroke: (keystroke) => {
        const outcome = attempt.apply(keystroke);
        if (outcome.kind !== 'none' && attempt.session.finished) finish(attempt.keystrokes);
      },
      onKeyDown: (event) => {
        // Keys of the input method are its own (Esc inside a composition cancels it); one typed while paused
        // continues the lesson and still reaches the input method, so its commit is graded.
        if (isImeKey(event)) {
          if (attempt.paused && !event.repeat) attempt.resume(event.timeStamp);
          return false;
        }
        return handleFieldKey(event);
      },
      onCapsLock: setCapsLock,
    });
    // The pinyin of the next characters, rewritten after each commit (never while composing).
    const readings = lesson.practice?.kind === 'chinese' ? lesson.practice.readings : '';
    const help = () => {
      const { chars, pinyin } = upcomingReading(lesson.text, readings, attempt.session.cursor);
      if (helpCharsRef.current) helpCharsRef.current.textContent = chars;
      if (helpPinyinRef.current) helpPinyinRef.current.textContent = pinyin;
    };
    const update = () => {
      place();
      help();
    };
    const unsubscribe = attempt.subscribe(update);
    update();
    input.focus();
    const stopPausing = pauseOnFocusLoss(field);
    return () => {
      unsubscribe();
      input.detach();
      stopPausing();
    };
  }, [attempt, lesson, eitherPunctuationWidth, handleFieldKey, pauseOnFocusLoss]);

  return (
    <section className={lessonStyles.typing} aria-labelledby="chinese-typing-title">
      <TypingHeader
        id="chinese-typing-title"
        title={title}
        attempt={attempt}
        speed="rpm"
        onRestart={restartAndFocus}
      />

      <div className={lessonStyles.notices}>{capsLock && <CapsLockWarning />}</div>
      <p className={styles.modeNote}>
        <FormattedMessage
          id="chinese.typing.imeNote"
          defaultMessage="Type with your Chinese input method: a character counts when you pick it from the candidates."
        />
      </p>

      <div className={lessonStyles.stage}>
        <div
          ref={boxRef}
          className={`${lessonStyles.textBox} ${styles.imeBox}`}
          lang="zh"
          onMouseDown={(event) => {
            // A press in the visible field itself is the field's (moving its cursor, the IME's).
            if (event.target !== fieldRef.current) onTextMouseDown(event);
          }}
        >
          <TypingText key={attempt.id} attempt={attempt} />
          <input
            ref={fieldRef}
            className={styles.imeField}
            type="text"
            lang="zh"
            placeholder=" "
            aria-label={intl.formatMessage({
              id: 'chinese.typing.field',
              defaultMessage: 'Type the Chinese text here with your input method',
            })}
            data-testid="ime-field"
          />
        </div>
        {paused && <PauseOverlay onContinue={() => resume(performance.now())} />}
      </div>
      {showPinyin && (
        <p className={styles.readingHelp} data-testid="reading-help">
          <FormattedMessage id="chinese.typing.next" defaultMessage="Next:" />{' '}
          <span ref={helpCharsRef} className={styles.readingHelpChars} lang="zh" />{' '}
          <span ref={helpPinyinRef} className={styles.readingHelpPinyin} />
        </p>
      )}
    </section>
  );
}
