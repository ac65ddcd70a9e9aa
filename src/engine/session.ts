import type { CodeMatcher, Keystroke, TypingMode } from './keystroke';

/** What one keystroke did, for immediate feedback (sound, colour, the next key to highlight). */
export type KeystrokeOutcome =
  | { kind: 'correct'; position: number; expected: string; char: string }
  | {
      kind: 'wrong';
      position: number;
      expected: string | undefined;
      char: string;
      /** The right character from a key the lesson does not accept (e.g. Digit1 for a keypad '1'): its code. */
      wrongKey?: string;
    }
  | { kind: 'deleted'; position: number }
  | { kind: 'none' };

/** How a position of the expected text is drawn. */
export type CharStatus =
  /** Typed right at the first try. */
  | 'correct'
  /** Typed right in the end, after a slip at this position. */
  | 'corrected'
  /** Typed wrong and still wrong (free flow only). */
  | 'wrong'
  /** The next character to type. */
  | 'current'
  | 'pending';

/** Options of a session beyond its mode. */
export interface SessionOptions {
  /**
   * Accepts or refuses the key that typed the expected character (numeric keypad lessons). A refused keystroke
   * is wrong and, in both modes, leaves the cursor where it is: the character was right, only the key was not.
   */
  matchCode?: CodeMatcher;
}

/**
 * A typing attempt in progress: the expected text, the cursor and what has been typed.
 * Feed it keystrokes with `apply`; it never reads a clock. Replaying the same log gives the same state,
 * which is how `analyzeAttempt` and the server reproduce the client's result.
 */
export class TypingSession {
  /** Characters of the learner's text as it stands (free flow: may differ from the expected text). */
  private readonly typedChars: string[] = [];
  /** Positions where a wrong character was pressed at least once. */
  private readonly slipped = new Set<number>();
  private readonly log: Keystroke[] = [];
  /** The character pressed by the last wrong keystroke at the cursor (stop on error), for display. */
  private pendingSlip: string | null = null;

  constructor(
    readonly text: string,
    readonly mode: TypingMode,
    private readonly options: SessionOptions = {},
  ) {}

  /** Index of the next expected character. */
  get cursor(): number {
    return this.typedChars.length;
  }

  /** The learner's text as it stands. */
  get typed(): string {
    return this.typedChars.join('');
  }

  /** The character expected next, or undefined at the end of the text. */
  get expected(): string | undefined {
    return this.text[this.cursor];
  }

  /** True once the cursor has reached the end of the text. */
  get finished(): boolean {
    return this.typedChars.length >= this.text.length;
  }

  /** Every keystroke applied so far, in order. */
  get keystrokes(): readonly Keystroke[] {
    return this.log;
  }

  /** The wrong character last pressed at the cursor in stop-on-error mode, until the right one comes. */
  get slipAtCursor(): string | null {
    return this.pendingSlip;
  }

  /** Whether a wrong key was ever pressed at this position. */
  slippedAt(position: number): boolean {
    return this.slipped.has(position);
  }

  /** The character the learner typed at a position (free flow), if any. */
  typedAt(position: number): string | undefined {
    return this.typedChars[position];
  }

  statusAt(position: number): CharStatus {
    if (position === this.cursor) return 'current';
    if (position > this.cursor) return 'pending';
    if (this.typedChars[position] !== this.text[position]) return 'wrong';
    return this.slipped.has(position) ? 'corrected' : 'correct';
  }

  /**
   * Applies one keystroke and says what it did. An insert carrying several characters (an input method commits
   * 中国 at once) is typed character by character: the outcome is then the first wrong one, or the last.
   */
  apply(event: Keystroke): KeystrokeOutcome {
    if (event.kind === 'insert' && event.char.length > 1) {
      const outcomes = this.applyEach(event);
      return (
        outcomes.find((outcome) => outcome.kind === 'wrong') ??
        outcomes[outcomes.length - 1] ?? { kind: 'none' }
      );
    }
    return this.applyEach(event)[0] ?? { kind: 'none' };
  }

  /**
   * Applies one keystroke and says what it did to each character it carried (one outcome, except for an insert
   * of several characters, split by code point as the input layer splits text).
   */
  applyEach(event: Keystroke): KeystrokeOutcome[] {
    this.log.push(event);
    switch (event.kind) {
      case 'insert': {
        const chars = Array.from(event.char);
        // A key code says which key typed one character; it says nothing about each of a commit's characters.
        if (chars.length === 1) return [this.insert(event.char, event.code)];
        return chars.map((char) => this.insert(char, undefined));
      }
      case 'delete':
        return [this.delete()];
      case 'key':
        return [{ kind: 'none' }];
    }
  }

  private insert(char: string, code: string | undefined): KeystrokeOutcome {
    const position = this.cursor;
    const expected = this.text[position];
    const { matchCode } = this.options;
    if (char === expected && matchCode && !matchCode(expected, code)) {
      this.slipped.add(position);
      this.pendingSlip = char;
      return { kind: 'wrong', position, expected, char, wrongKey: code ?? '' };
    }
    if (char === expected) {
      this.typedChars.push(char);
      this.pendingSlip = null;
      return { kind: 'correct', position, expected, char };
    }
    this.slipped.add(position);
    if (this.mode === 'free') this.typedChars.push(char);
    else this.pendingSlip = char;
    return { kind: 'wrong', position, expected, char };
  }

  private delete(): KeystrokeOutcome {
    // Stop on error never lets a wrong character in, so there is nothing to take back.
    if (this.mode === 'stop' || this.typedChars.length === 0) return { kind: 'none' };
    this.typedChars.pop();
    return { kind: 'deleted', position: this.cursor };
  }
}
