import type { Keystroke } from '../../engine';

/** The expected text and keystroke log of a round, in the form the engine analyses (stop-on-error mode). */
export interface RoundLog {
  text: string;
  keystrokes: Keystroke[];
}

/**
 * Turns a game round into a typing attempt that `analyzeAttempt(text, keystrokes, { mode: 'stop' })` can
 * score like a lesson.
 *
 * The learner types at targets in the order they choose, so the expected text is built afterwards: the
 * targets in the order they were aimed at, joined by `separator`. A target given up half-way (it escaped)
 * contributes only the part that was typed, so the next target's letters are compared with the next
 * target. With a space separator, a space keystroke is logged at the moment the next target is aimed at:
 * it stands for moving to the next word, as Space does in a lesson, and it keeps WPM comparable with lessons.
 * A wrong key pressed while nothing is aimed at counts as a miss of the first letter of the target aimed at
 * next (what the learner was looking for); misses after the last target count as characters past the end.
 */
export class RoundRecorder {
  private readonly segments: string[] = [];
  private readonly log: Keystroke[] = [];
  /** Wrong characters typed while no target was aimed at, waiting for the next target. */
  private pendingMisses: Keystroke[] = [];
  private current: { word: string; typed: number } | null = null;

  constructor(private readonly separator: '' | ' ' = ' ') {}

  /** The learner aims at a new target by typing its first letter at `timeStamp`. */
  aim(word: string, timeStamp: number): void {
    if (word.length === 0) throw new Error('A target needs at least one character');
    if (this.current) this.close(false);
    if (this.segments.length > 0 && this.separator === ' ') {
      this.log.push({ kind: 'insert', char: ' ', timeStamp: this.pendingMisses[0]?.timeStamp ?? timeStamp });
    }
    this.log.push(...this.pendingMisses);
    this.pendingMisses = [];
    this.current = { word, typed: 0 };
    this.segments.push(word);
    this.hit(word[0]!, timeStamp);
  }

  /** A right character for the aimed target (after the first, which `aim` records). */
  hit(char: string, timeStamp: number): void {
    if (!this.current) throw new Error('hit() needs an aimed target');
    this.log.push({ kind: 'insert', char, timeStamp });
    this.current.typed++;
    if (this.current.typed >= this.current.word.length) this.close(true);
  }

  /** A wrong character: against the aimed target, or the next one if none is aimed at. */
  miss(char: string, timeStamp: number): void {
    const keystroke: Keystroke = { kind: 'insert', char, timeStamp };
    if (this.current) this.log.push(keystroke);
    else this.pendingMisses.push(keystroke);
  }

  /** The aimed target is gone before it was finished (it escaped, or the round ended). */
  abandon(): void {
    if (this.current) this.close(false);
  }

  /** Whether a target is aimed at and not finished. */
  get aiming(): boolean {
    return this.current !== null;
  }

  /** Targets finished or aimed at, in order. */
  get targetCount(): number {
    return this.segments.length;
  }

  /** The round so far as text and keystrokes; misses still waiting for a target count past the end. */
  build(): RoundLog {
    const segments = [...this.segments];
    if (this.current) segments[segments.length - 1] = this.current.word.slice(0, this.current.typed);
    const text = segments.filter((segment) => segment.length > 0).join(this.separator);
    const keystrokes = [...this.log, ...this.pendingMisses];
    return { text, keystrokes: keystrokes.sort((a, b) => a.timeStamp - b.timeStamp) };
  }

  private close(finished: boolean) {
    const current = this.current;
    this.current = null;
    if (!current || finished) return;
    const index = this.segments.length - 1;
    this.segments[index] = current.word.slice(0, current.typed);
  }
}
