import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';
import type { TextLayout } from './TypingText';
import type { Practice, PracticeView } from '../practice/practice';
import { useLocaleStore } from '../i18n/locale-store';
import { currentEdition } from '../api/page-edition';
import { meaningFor, vocabularyWordAt } from '../practice/practice-view';
import { usePracticeStore } from '../practice/practice-store';
import styles from './PracticeTyping.module.css';

/** How the typing text is laid out for a practice kind. */
export function textLayoutOf(practice: Practice | undefined): TextLayout | undefined {
  const view = practice?.view;
  if (!view) return undefined;
  if (view.kind === 'code') return { indentBefore: view.indentBefore, tokens: view.tokens, lines: 6 };
  if (view.kind === 'numpad') return { lines: 4 };
  if (view.kind === 'vocabulary') return { masked: usePracticeStore.getState().dictation };
  if (practice.lesson.text.includes('\n')) return { lines: 5 };
  return undefined;
}

/** Shown while keypad keys arrive without digits. */
export function NumLockWarning() {
  return (
    <p className={styles.notice} role="alert" data-testid="numlock-warning">
      <span aria-hidden="true" className={styles.noticeIcon}>
        ⇭
      </span>
      <FormattedMessage
        id="practice.numLock"
        defaultMessage="Num Lock is off: press Num Lock so the keypad types numbers"
      />
    </p>
  );
}

/**
 * The vocabulary word being typed: its meaning (in Chinese on the Chinese edition's locales), its IPA and part
 * of speech; in dictation only the meaning, the word hidden in the text. Each new word is spoken with the
 * browser's speech synthesis where there is one. Updated from the attempt's subscription, outside React.
 */
export function VocabularyPrompt({
  attempt,
  view,
}: {
  attempt: LessonAttempt<AttemptSession>;
  view: Extract<PracticeView, { kind: 'vocabulary' }>;
}) {
  const meaning = useRef<HTMLSpanElement>(null);
  const ipa = useRef<HTMLSpanElement>(null);
  const dictation = usePracticeStore((state) => state.dictation);
  const speak = usePracticeStore((state) => state.speak);
  const locale = useLocaleStore((state) => state.locale);

  useLayoutEffect(() => {
    let shown: string | null = null;
    const show = () => {
      const word = vocabularyWordAt(view, attempt.text, attempt.getSnapshot().cursor);
      if (!word || word.word === shown) return;
      shown = word.word;
      const text = meaningFor(word, locale, currentEdition());
      if (meaning.current) meaning.current.textContent = `${word.partOfSpeech}. ${text}`;
      if (ipa.current) ipa.current.textContent = dictation ? '' : word.ipa;
      if (
        speak &&
        typeof speechSynthesis !== 'undefined' &&
        typeof SpeechSynthesisUtterance !== 'undefined'
      ) {
        speechSynthesis.cancel();
        const utterance = new SpeechSynthesisUtterance(word.word);
        utterance.lang = 'en-US';
        utterance.rate = 0.85;
        speechSynthesis.speak(utterance);
      }
    };
    show();
    return attempt.subscribe(show);
  }, [attempt, view, dictation, speak, locale]);

  return (
    <p className={styles.prompt} data-testid="vocabulary-prompt">
      <span className={styles.promptLabel}>
        {dictation ? (
          <FormattedMessage id="practice.vocabulary.dictation" defaultMessage="Type the word that means:" />
        ) : (
          <FormattedMessage id="practice.vocabulary.meaning" defaultMessage="Meaning:" />
        )}
      </span>{' '}
      <span ref={meaning} className={styles.meaning} data-testid="vocabulary-meaning" />{' '}
      <span ref={ipa} className={styles.ipa} lang="en-fonipa" />
    </p>
  );
}
