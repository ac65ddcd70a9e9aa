import { memo, useEffect, useMemo, useRef } from 'react';
import type { CharStatus, PinyinSession } from '../../../engine';
import type { LessonAttempt } from '../../typing/lesson-attempt';
import { pinyinCells, pinyinWords } from './pinyin-cells';
import styles from './Chinese.module.css';

const STATUS_CLASS: Record<CharStatus, string | undefined> = {
  correct: styles.correct,
  corrected: styles.corrected,
  wrong: styles.wrong,
  current: styles.current,
  pending: styles.pending,
};

const cellClass = (status: CharStatus, space: boolean) =>
  `${styles.cell} ${STATUS_CLASS[status]}${space ? ` ${styles.spaceCell}` : ''}`;

/**
 * The text of a pinyin drill: each Chinese character with its pinyin above it (tone marks), and under the text the
 * character being spelt with the letters typed for it so far. Like TypingText, React draws it once per attempt;
 * each keystroke updates the changed cells and the spelling line directly in the DOM.
 */
export const PinyinText = memo(function PinyinText({
  attempt,
  showPinyin,
}: {
  attempt: LessonAttempt<PinyinSession>;
  showPinyin: boolean;
}) {
  const innerRef = useRef<HTMLDivElement>(null);
  const charRef = useRef<HTMLSpanElement>(null);
  const readingRef = useRef<HTMLSpanElement>(null);
  const typedRef = useRef<HTMLSpanElement>(null);
  const slipRef = useRef<HTMLSpanElement>(null);
  const { session } = attempt;
  const cells = useMemo(() => pinyinCells(session.target), [session.target]);
  const words = useMemo(() => pinyinWords(cells), [cells]);

  useEffect(() => {
    const inner = innerRef.current;
    if (!inner) return;
    const byPosition = new Map<number, HTMLElement>();
    for (const element of inner.querySelectorAll<HTMLElement>('[data-i]'))
      byPosition.set(Number(element.dataset.i), element);
    const wordBoxes = Array.from(inner.children) as HTMLElement[];
    const wordOfPosition = new Map<number, number>();
    words.forEach((word, index) => word.forEach((cell) => wordOfPosition.set(cell.position, index)));
    const cellAt = new Map(cells.map((cell) => [cell.position, cell]));
    let shownCursor = session.cursor;
    let shownWord = -1;

    const scrollToCursor = () => {
      const word = wordOfPosition.get(session.cursor) ?? words.length - 1;
      if (word === shownWord) return;
      shownWord = word;
      const lineTop = wordBoxes[word]?.offsetTop ?? 0;
      let first = word;
      while (first > 0 && wordBoxes[first - 1]?.offsetTop === lineTop) first--;
      const previousLineTop = first > 0 ? (wordBoxes[first - 1]?.offsetTop ?? 0) : lineTop;
      inner.style.transform = `translateY(${-(previousLineTop - (wordBoxes[0]?.offsetTop ?? 0))}px)`;
    };

    const paintSpelling = () => {
      const cell = cellAt.get(session.cursor);
      const spelling = cell && !/\s/u.test(cell.char) ? cell : undefined;
      if (charRef.current) charRef.current.textContent = spelling?.char ?? '';
      if (readingRef.current) readingRef.current.textContent = spelling?.pinyin ?? '';
      if (typedRef.current) typedRef.current.textContent = session.spellingOf(session.currentToken);
      if (slipRef.current) {
        // Stop on error: the refused letter; free flow: the letters typed after the spelling went wrong.
        const offTrack = session.typed.slice(session.validLength);
        slipRef.current.textContent = session.slipAtCursor ?? offTrack;
      }
    };

    const paint = () => {
      const cursor = session.cursor;
      const from = Math.min(shownCursor, cursor);
      const to = Math.max(shownCursor, cursor);
      for (const [position, element] of byPosition) {
        if (position < from || position > to) continue;
        element.className = cellClass(
          session.statusAt(position),
          /\s/u.test(cellAt.get(position)?.char ?? ''),
        );
      }
      shownCursor = cursor;
      paintSpelling();
      scrollToCursor();
    };

    paintSpelling();
    scrollToCursor();
    return attempt.subscribe(paint);
  }, [attempt, session, cells, words]);

  return (
    <div className={styles.pinyinBlock}>
      <div className={styles.pinyinViewport}>
        <div
          ref={innerRef}
          className={showPinyin ? styles.pinyinText : `${styles.pinyinText} ${styles.noPinyin}`}
          data-testid="pinyin-text"
          lang="zh"
        >
          {words.map((word) => (
            <span key={word[0]?.position ?? 0} className={styles.pinyinWord}>
              {word.map((cell) => {
                const space = /\s/u.test(cell.char);
                return (
                  <span
                    key={cell.position}
                    data-i={cell.position}
                    className={cellClass(cell.position === session.cursor ? 'current' : 'pending', space)}
                  >
                    <span className={styles.reading} aria-hidden={!showPinyin}>
                      {cell.pinyin || '\u00a0'}
                    </span>
                    <span className={styles.hanzi}>{space ? '\u00a0' : cell.char}</span>
                  </span>
                );
              })}
            </span>
          ))}
        </div>
      </div>
      <p className={styles.spelling} data-testid="pinyin-spelling" aria-hidden="true">
        <span ref={charRef} className={styles.spellingChar} lang="zh" />
        <span ref={readingRef} className={showPinyin ? styles.spellingReading : styles.hidden} />
        <span className={styles.spellingTyped}>
          <span ref={typedRef} data-testid="pinyin-typed" />
          <span ref={slipRef} className={styles.spellingSlip} />
          <span className={styles.caret} />
        </span>
      </p>
    </div>
  );
});
