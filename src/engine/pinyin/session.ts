import type { Keystroke, TypingMode } from '../keystroke';
import type { CharStatus, KeystrokeOutcome } from '../session';
import { PinyinMatcher, type MatchState } from './matcher';
import type { PinyinTarget } from './target';

/**
 * A pinyin attempt in progress: Chinese text is shown, letters are typed. The counterpart of `TypingSession`
 * for pinyin drills, with the same outcomes so the page gives the same feedback (sound, colour, next key).
 *
 * Positions are those of the target text's characters (UTF-16 index): `cursor` is the character being spelt,
 * and an outcome's `position` is the character a letter was typed for. `expected` is the next letter of the
 * standard spelling, although any accepted spelling is taken ('lue' as well as 'lve').
 *
 * - Stop on error: a letter that no accepted spelling continues with is counted and shown, and not typed.
 * - Free flow: it is typed; every letter after it is wrong too until Backspace brings the text back to a
 *   spelling that can be continued.
 */
export class PinyinSession {
  readonly matcher: PinyinMatcher;
  /** The letters typed, as they stand (free flow: may end in letters no spelling continues with). */
  private readonly typedChars: string[] = [];
  /** `states[k]`: the matcher's state after the first k typed letters, for k up to `valid`. */
  private readonly states: MatchState[];
  /** The token each accepted letter was typed for. */
  private readonly tokenOfLetter: number[] = [];
  /** How many typed letters form an accepted prefix. */
  private valid = 0;
  private readonly slipped = new Set<number>();
  private readonly log: Keystroke[] = [];
  private pendingSlip: string | null = null;
  private readonly tokenAtPosition = new Map<number, number>();

  constructor(
    readonly target: PinyinTarget,
    readonly mode: TypingMode,
  ) {
    this.matcher = new PinyinMatcher(target);
    this.states = [this.matcher.start()];
    target.tokens.forEach((token, index) => this.tokenAtPosition.set(token.position, index));
  }

  private get state(): MatchState {
    return this.states[this.valid] ?? [];
  }

  /** The letters typed, as they stand. */
  get typed(): string {
    return this.typedChars.join('');
  }

  /** How many of the typed letters are an accepted prefix (all of them unless free flow went off track). */
  get validLength(): number {
    return this.valid;
  }

  /** Index of the token being spelt (tokens.length at the end). */
  get currentToken(): number {
    return this.matcher.currentToken(this.state);
  }

  /** Position in the text of the character being spelt (the text's length at the end). */
  get cursor(): number {
    return this.positionOfToken(this.currentToken);
  }

  /** The next letter of the standard spelling; undefined at the end. */
  get expected(): string | undefined {
    return this.offTrack ? undefined : this.matcher.expectedNext(this.state);
  }

  /** Every letter that may come next (all accepted spellings). */
  get nextChars(): string[] {
    return this.offTrack ? [] : this.matcher.nextChars(this.state);
  }

  /** Free flow only: letters were typed that no accepted spelling continues with. */
  get offTrack(): boolean {
    return this.valid < this.typedChars.length;
  }

  /** True once every character is spelt (and nothing wrong follows). */
  get finished(): boolean {
    return !this.offTrack && this.matcher.isFinal(this.state);
  }

  get keystrokes(): readonly Keystroke[] {
    return this.log;
  }

  /** The wrong letter last pressed (stop on error), until an accepted one comes. */
  get slipAtCursor(): string | null {
    return this.pendingSlip;
  }

  /** Tokens spelt so far (optional ones skipped included). */
  get completedTokens(): number {
    return this.offTrack ? this.currentToken : this.matcher.completedTokens(this.state);
  }

  /** Whether a wrong letter was ever typed for the character at this position. */
  slippedAt(position: number): boolean {
    const token = this.tokenAtPosition.get(position);
    return token !== undefined && this.slipped.has(token);
  }

  /** The accepted letters typed for the token (separators excluded). */
  spellingOf(token: number): string {
    let spelling = '';
    for (let i = 0; i < this.valid; i++) {
      if (this.tokenOfLetter[i] === token) spelling += this.typedChars[i] ?? '';
    }
    return spelling;
  }

  /** How a character of the text is drawn (the same statuses as `TypingSession`). */
  statusAt(position: number): CharStatus {
    const cursor = this.cursor;
    if (position > cursor) return 'pending';
    if (position === cursor) return this.offTrack ? 'wrong' : 'current';
    return this.slippedAt(position) ? 'corrected' : 'correct';
  }

  /** Applies one keystroke; for an insert of several characters, the first wrong outcome, or the last. */
  apply(event: Keystroke): KeystrokeOutcome {
    const outcomes = this.applyEach(event);
    return (
      outcomes.find((outcome) => outcome.kind === 'wrong') ??
      outcomes[outcomes.length - 1] ?? { kind: 'none' }
    );
  }

  /** Applies one keystroke and says what it did to each character it carried. */
  applyEach(event: Keystroke): KeystrokeOutcome[] {
    this.log.push(event);
    switch (event.kind) {
      case 'insert':
        return Array.from(event.char, (char) => this.insert(char));
      case 'delete':
        return [this.delete()];
      case 'key':
        return [{ kind: 'none' }];
    }
  }

  private positionOfToken(token: number): number {
    return this.target.tokens[token]?.position ?? this.target.text.length;
  }

  private insert(char: string): KeystrokeOutcome {
    const token = this.currentToken;
    const position = this.positionOfToken(token);
    const expected = this.expected;
    const next = this.offTrack ? [] : this.matcher.step(this.state, char);
    if (next.length > 0) {
      this.typedChars.push(char);
      this.valid++;
      this.states[this.valid] = next;
      this.states.length = this.valid + 1;
      // A separator belongs to no token; a letter to the token it moved into.
      this.tokenOfLetter[this.valid - 1] = this.matcher.tokenOfLastChar(next);
      this.pendingSlip = null;
      return { kind: 'correct', position, expected: expected ?? char, char };
    }
    this.slipped.add(Math.min(token, this.target.tokens.length - 1));
    if (this.mode === 'free') this.typedChars.push(char);
    else this.pendingSlip = char;
    return { kind: 'wrong', position, expected, char };
  }

  private delete(): KeystrokeOutcome {
    if (this.mode === 'stop' || this.typedChars.length === 0) return { kind: 'none' };
    this.typedChars.pop();
    if (this.valid > this.typedChars.length) {
      this.valid = this.typedChars.length;
      this.states.length = this.valid + 1;
      this.tokenOfLetter.length = this.valid;
    }
    return { kind: 'deleted', position: this.cursor };
  }
}
