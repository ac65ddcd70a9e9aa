import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize, type Lesson } from '../../../content';
import type { LocaleCode } from '../../../contracts/locales';
import { keyboardFor, layoutById, type Finger } from '../../../keyboard';
import { useKeyboardLayout } from '../../queries/groups';
import { fingerColour, FINGER_NAMES } from '../../components/fingers/finger-style';
import { Hands } from '../../components/hands/Hands';
import { OnScreenKeyboard } from '../../components/keyboard/OnScreenKeyboard';
import { IntroHeader } from '../../typing/IntroHeader';
import styles from './LessonIntro.module.css';

export interface LessonIntroProps {
  lesson: Lesson;
  locale: LocaleCode;
  onStart: () => void;
  /** What a practice kind adds (why a key is the focus, dictation, Num Lock). */
  children?: ReactNode;
  /** False for the covered-keyboard check: no keyboard or hands are drawn. */
  pictures?: boolean;
  /** False for a practice of one lesson (a typing check, a word practice): "Lesson 1" of one would say nothing. */
  numbered?: boolean;
}

/** The first step of a lesson: which keys are new, which finger presses them, where they are. */
export function LessonIntro({
  lesson,
  locale,
  onStart,
  children,
  pictures = true,
  numbered = true,
}: LessonIntroProps) {
  const intl = useIntl();
  // The new keys with their legends on the learner's layout (AZERTY's KeyA is printed Q).
  const keyboard = keyboardFor(layoutById(useKeyboardLayout()));
  const newKeys = lesson.newKeys.flatMap((code) => keyboard.find((key) => key.code === code) ?? []);
  const fingers = [...new Set(newKeys.map((key) => key.finger))] as Finger[];
  const keypad = lesson.practice?.kind === 'numpad';

  const title = localize(lesson.title, locale);
  const spaceName = intl.formatMessage({ id: 'key.space', defaultMessage: 'Space' });
  return (
    <section className={styles.intro} aria-labelledby="lesson-intro-title">
      <IntroHeader
        id="lesson-intro-title"
        {...(numbered ? { number: lesson.number } : {})}
        title={title}
        description={localize(lesson.description, locale)}
        onStart={onStart}
        classes={{
          header: styles.header,
          number: styles.number,
          title: styles.title,
          description: styles.description,
          actions: styles.actions,
          hint: styles.hint,
        }}
      />

      <div className={styles.text}>
        {newKeys.length > 0 && (
          <>
            <h2 className={styles.subheading}>
              <FormattedMessage id="lesson.intro.newKeys" defaultMessage="New keys" />
            </h2>
            <ul className={styles.keys}>
              {newKeys.map((key) => (
                <li
                  key={key.code}
                  className={styles.keyItem}
                  style={{ '--finger-colour': fingerColour(key.finger) } as CSSProperties}
                >
                  <span className={styles.keyCap} aria-hidden="true">
                    {key.label || '␣'}
                  </span>
                  <span className={styles.keyText}>
                    <FormattedMessage
                      id="lesson.intro.keyFinger"
                      defaultMessage="{key}: {finger}"
                      values={{
                        key: <strong>{key.code === 'Space' ? spaceName : key.label}</strong>,
                        finger: intl.formatMessage(FINGER_NAMES[key.finger]),
                      }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className={styles.tips}>
          {lesson.intro.map((sentence, index) => (
            <li key={index}>{localize(sentence, locale)}</li>
          ))}
        </ul>
        {children}
      </div>

      {pictures && (
        <div className={styles.pictures}>
          <OnScreenKeyboard
            {...(keypad ? { block: 'numpad' as const, className: styles.keypad } : {})}
            highlighted={lesson.newKeys}
            known={lesson.keys}
            keys={keyboard}
            label={intl.formatMessage(
              { id: 'lesson.intro.keyboardLabel', defaultMessage: 'Keyboard with the new keys lit: {keys}' },
              { keys: newKeys.map((key) => key.label || spaceName).join(', ') },
            )}
          />
          <Hands className={styles.hands} active={fingers} />
        </div>
      )}
    </section>
  );
}
