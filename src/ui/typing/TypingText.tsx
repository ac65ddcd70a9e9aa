import { Fragment, memo, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { CharStatus } from '../../engine';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';
import styles from './TypingText.module.css';

interface Word {
  /** Position of the word's first character in the text. */
  start: number;
  /** The word's characters followed by the space after it, if any. */
  chars: string[];
}

/** A Chinese or Japanese character: lines may break before any of them (CJK text has no spaces). */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Words with their trailing space: each word is one unbreakable box, so lines wrap between words only. In
 * Chinese every character starts a box of its own (with the punctuation after it, which never starts a line).
 */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  let current: Word | null = null;
  let position = 0;
  for (const char of text) {
    if (current && WIDE.test(char)) current = null;
    if (!current) {
      current = { start: position, chars: [] };
      words.push(current);
    }
    current.chars.push(char);
    position++;
    if (char === ' ' || char === '\n') current = null;
  }
  return words;
}

const STATUS_CLASS: Record<CharStatus, string | undefined> = {
  correct: styles.correct,
  corrected: styles.corrected,
  wrong: styles.wrong,
  current: styles.current,
  pending: styles.pending,
};

function classFor(status: CharStatus, char: string): string {
  return `${styles.char} ${STATUS_CLASS[status]}${char === ' ' ? ` ${styles.space}` : ''}`;
}

/**
 * The lesson text. React renders the characters once per attempt; after that each keystroke updates only the
 * spans whose state changed (usually the one the cursor left and the one it reached) directly in the DOM, so a
 * keystroke costs the same on a 40-character drill as on a page of text and paints in the next frame.
 */
/**
 * How a practice kind lays its text out (all optional): code shows the indentation the editor inserts before a
 * line's first character and colours pending characters by token; texts with line breaks (verse, code, keypad
 * numbers) break the line after each '\n'; `lines` is how many lines stay in view.
 */
export interface TextLayout {
  indentBefore?: readonly string[];
  tokens?: readonly (string | undefined)[];
  lines?: number;
  /** Dictation: characters not typed yet are hidden (the learner types the word from its meaning). */
  masked?: boolean;
}

export const TypingText = memo(function TypingText({
  attempt,
  layout,
}: {
  attempt: LessonAttempt<AttemptSession>;
  layout?: TextLayout;
}) {
  const innerRef = useRef<HTMLDivElement>(null);
  const words = useMemo(() => splitWords(attempt.text), [attempt.text]);

  useEffect(() => {
    const inner = innerRef.current;
    if (!inner) return;
    const spans = Array.from(inner.querySelectorAll<HTMLElement>('[data-i]'));
    const wordOf: number[] = [];
    words.forEach((word, index) => word.chars.forEach(() => wordOf.push(index)));
    const wordBoxes = Array.from(inner.children).filter((child) =>
      child.hasAttribute('data-word'),
    ) as HTMLElement[];
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const { session } = attempt;
    let shownCursor = session.cursor;
    let shownWord = -1;
    let shownSlip: HTMLElement | null = null;

    /**
     * Each word box's top, read once and again only when the text's box changes size (a new width re-wraps the
     * lines): a keystroke then reads no layout, which would force a style and layout pass inside the key's task.
     */
    let tops: number[] | null = null;
    let shownShift = 0;
    const topOf = (word: number) => (tops ??= wordBoxes.map((box) => box.offsetTop))[word] ?? 0;

    /** Keeps the cursor's line in view, with the line before it above. */
    const scrollToCursor = () => {
      const word = wordOf[Math.min(session.cursor, wordOf.length - 1)] ?? 0;
      if (word === shownWord) return;
      shownWord = word;
      const lineTop = topOf(word);
      let first = word;
      while (first > 0 && topOf(first - 1) === lineTop) first--;
      const previousLineTop = first > 0 ? topOf(first - 1) : lineTop;
      const shift = previousLineTop - topOf(0);
      if (shift !== shownShift) inner.style.transform = `translateY(${-shift}px)`;
      shownShift = shift;
    };
    const resized =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            tops = null;
            shownWord = -1;
            scrollToCursor();
          })
        : null;
    resized?.observe(inner);

    const paint = (outcome: { kind: string } | null) => {
      const cursor = session.cursor;
      const from = Math.min(shownCursor, cursor);
      const to = Math.min(Math.max(shownCursor, cursor), spans.length - 1);
      for (let i = from; i <= to; i++) {
        const span = spans[i];
        if (span) span.className = classFor(session.statusAt(i), attempt.text[i] ?? '');
      }
      shownCursor = cursor;
      const slip = session.slipAtCursor;
      if (shownSlip && (shownSlip !== spans[cursor] || slip === null)) {
        delete shownSlip.dataset.slip;
        shownSlip = null;
      }
      const cursorSpan = spans[cursor];
      if (slip !== null && cursorSpan) {
        // The wrong key pressed, drawn at the cursor by CSS (::after): a space would be invisible, so name it.
        cursorSpan.dataset.slip = slip === ' ' ? '␣' : slip;
        shownSlip = cursorSpan;
        if (outcome?.kind === 'wrong' && !reduceMotion && typeof cursorSpan.animate === 'function') {
          cursorSpan.animate(
            [
              { transform: 'translateX(0)' },
              { transform: 'translateX(-3px)' },
              { transform: 'translateX(3px)' },
              { transform: 'translateX(0)' },
            ],
            { duration: 160 },
          );
        }
      }
      scrollToCursor();
    };

    scrollToCursor();
    const unsubscribe = attempt.subscribe(paint);
    return () => {
      unsubscribe();
      resized?.disconnect();
    };
  }, [attempt, words]);

  return (
    <div
      className={layout?.masked ? `${styles.viewport} ${styles.masked}` : styles.viewport}
      style={layout?.lines ? ({ '--lines': layout.lines } as CSSProperties) : undefined}
    >
      <div ref={innerRef} className={styles.text} data-testid="lesson-text">
        {words.map((word) => (
          <Fragment key={word.start}>
            <span className={styles.word} data-word="">
              {word.chars.map((char, offset) => {
                const position = word.start + offset;
                const indent = layout?.indentBefore?.[position];
                return (
                  <Fragment key={position}>
                    {indent && <span className={styles.indent}>{indent}</span>}
                    <span
                      data-i={position}
                      data-tok={layout?.tokens?.[position]}
                      className={classFor(position === 0 ? 'current' : 'pending', char)}
                    >
                      {char === '\n' ? '↵' : char}
                    </span>
                  </Fragment>
                );
              })}
            </span>
            {word.chars[word.chars.length - 1] === '\n' && (
              <span className={styles.lineBreak} aria-hidden="true" />
            )}
          </Fragment>
        ))}
      </div>
    </div>
  );
});
