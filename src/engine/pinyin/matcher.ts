import type { PinyinTarget } from './target';

/** Characters that may separate two syllables: a space or an apostrophe (xi'an). */
export const SYLLABLE_SEPARATORS: readonly string[] = [' ', "'"];

/**
 * A set of states of the matcher after some typed prefix: an opaque, immutable value. Empty means the prefix is
 * not the start of any accepted spelling.
 */
export type MatchState = readonly number[];

/**
 * Checks typed letters against a pinyin target, one keystroke at a time.
 *
 * The accepted strings are: each token's spellings in order, optional tokens (punctuation) possibly left out,
 * with at most one separator (space or apostrophe) between two tokens and after the last one, and none before
 * the first. Letters are compared in lower case (Caps Lock does not make pinyin wrong).
 *
 * Each token's spellings are stored as a trie; a state is either "inside token i at trie node n" or "at the
 * boundary before token i (a separator typed or not)". A prefix maps to the small set of states it can reach
 * (several when spellings share a start, e.g. 'ma' and 'ma5' in tone mode), so a keystroke costs a few map
 * lookups whatever the length of the text.
 */
export class PinyinMatcher {
  /** Trie nodes of every token: children by character, whether a spelling ends here, its token and prefix. */
  private readonly children: Map<string, number>[] = [];
  private readonly terminal: boolean[] = [];
  private readonly tokenOfNode: number[] = [];
  private readonly prefixOfNode: string[] = [];
  private readonly roots: number[] = [];
  private readonly startState: MatchState;

  constructor(readonly target: PinyinTarget) {
    target.tokens.forEach((token, index) => {
      const root = this.addNode(index, '');
      this.roots.push(root);
      for (const spelling of token.spellings) {
        let node = root;
        for (const char of spelling.toLowerCase()) {
          let next = this.children[node]?.get(char);
          if (next === undefined) {
            next = this.addNode(index, (this.prefixOfNode[node] ?? '') + char);
            this.children[node]?.set(char, next);
          }
          node = next;
        }
        this.terminal[node] = true;
      }
    });
    // At the start a separator is not allowed: the state says one was "just typed".
    this.startState = this.closure([this.boundary(0, true)]);
  }

  /** The number of tokens. */
  get length(): number {
    return this.roots.length;
  }

  /** The state before anything is typed. */
  start(): MatchState {
    return this.startState;
  }

  /** The state after one more typed character; empty when the character cannot come next. */
  step(state: MatchState, typed: string): MatchState {
    const char = typed.toLowerCase();
    const next: number[] = [];
    for (const id of state) {
      if (id >= 0) {
        const child = this.children[id]?.get(char);
        if (child !== undefined) next.push(child);
        continue;
      }
      const { token, separated } = this.decodeBoundary(id);
      if (token < this.length) {
        const child = this.children[this.roots[token] ?? -1]?.get(char);
        if (child !== undefined) next.push(child);
      }
      if (!separated && token > 0 && SYLLABLE_SEPARATORS.includes(char))
        next.push(this.boundary(token, true));
    }
    return this.closure(next);
  }

  /** The state after a typed string (from the start). */
  run(typed: string, from: MatchState = this.startState): MatchState {
    let state = from;
    for (const char of typed) {
      if (state.length === 0) break;
      state = this.step(state, char);
    }
    return state;
  }

  /** Whether the typed string is the start of an accepted spelling of the whole target. */
  accepts(typed: string): boolean {
    return this.run(typed).length > 0;
  }

  /** Whether the typed string spells the whole target. */
  isComplete(typed: string): boolean {
    return this.isFinal(this.run(typed));
  }

  /** Whether the state has spelt every token. */
  isFinal(state: MatchState): boolean {
    return state.some((id) => id < 0 && this.decodeBoundary(id).token === this.length);
  }

  /** The token being spelt: the first one not yet finished on the least advanced reading of the prefix. */
  currentToken(state: MatchState): number {
    let current = this.length;
    for (const id of state) current = Math.min(current, this.tokenOf(id));
    return current;
  }

  /** How many tokens are spelt on the most advanced reading of the prefix. */
  completedTokens(state: MatchState): number {
    let completed = 0;
    for (const id of state) if (id < 0) completed = Math.max(completed, this.decodeBoundary(id).token);
    return completed;
  }

  /**
   * The token that the last typed character went into, given the state it led to: the token it spelt a letter
   * of (or finished); -1 for a separator.
   */
  tokenOfLastChar(state: MatchState): number {
    let token = Infinity;
    for (const id of state) {
      if (id >= 0) token = Math.min(token, this.tokenOfNode[id] ?? 0);
      else {
        const boundary = this.decodeBoundary(id);
        if (!boundary.separated) token = Math.min(token, boundary.token - 1);
      }
    }
    return Number.isFinite(token) ? token : -1;
  }

  /**
   * The character the standard spelling expects next (for the key to highlight and to name a slip): the next
   * letter of the first spelling that continues what was typed, on the least advanced reading; undefined at the
   * end or for an empty state.
   */
  expectedNext(state: MatchState): string | undefined {
    const ordered = [...state].sort((a, b) => this.tokenOf(a) - this.tokenOf(b) || b - a);
    for (const id of ordered) {
      if (id >= 0) {
        const prefix = this.prefixOfNode[id] ?? '';
        const token = this.target.tokens[this.tokenOfNode[id] ?? -1];
        const spelling = token?.spellings.find((s) => s.length > prefix.length && s.startsWith(prefix));
        if (spelling) return spelling[prefix.length];
        continue;
      }
      for (let token = this.decodeBoundary(id).token; token < this.length; token++) {
        const first = this.target.tokens[token];
        if (first && !first.optional) return first.spellings[0]?.[0];
      }
    }
    return undefined;
  }

  /** Every character that may come next, for a keyboard that lights all accepted keys. */
  nextChars(state: MatchState): string[] {
    const chars = new Set<string>();
    for (const id of state) {
      if (id >= 0) {
        for (const char of this.children[id]?.keys() ?? []) chars.add(char);
        continue;
      }
      const { token, separated } = this.decodeBoundary(id);
      for (const char of this.children[this.roots[token] ?? -1]?.keys() ?? []) chars.add(char);
      if (!separated && token > 0) for (const separator of SYLLABLE_SEPARATORS) chars.add(separator);
    }
    return [...chars];
  }

  private addNode(token: number, prefix: string): number {
    this.children.push(new Map());
    this.terminal.push(false);
    this.tokenOfNode.push(token);
    this.prefixOfNode.push(prefix);
    return this.children.length - 1;
  }

  /** Boundary states are negative: -1 - (2 × token + separated). */
  private boundary(token: number, separated: boolean): number {
    return -1 - (2 * token + (separated ? 1 : 0));
  }

  private decodeBoundary(id: number): { token: number; separated: boolean } {
    const code = -1 - id;
    return { token: code >> 1, separated: (code & 1) === 1 };
  }

  private tokenOf(id: number): number {
    return id >= 0 ? (this.tokenOfNode[id] ?? 0) : this.decodeBoundary(id).token;
  }

  /** Adds the states reachable without typing: past a finished spelling, past an optional token. */
  private closure(states: readonly number[]): MatchState {
    const seen = new Set<number>();
    const pending = [...states];
    while (pending.length > 0) {
      const id = pending.pop() as number;
      if (seen.has(id)) continue;
      if (id >= 0) {
        if (this.terminal[id]) pending.push(this.boundary((this.tokenOfNode[id] ?? 0) + 1, false));
        // A finished spelling that nothing continues is the boundary after it, not a token still being spelt.
        if (!this.terminal[id] || (this.children[id]?.size ?? 0) > 0) seen.add(id);
        continue;
      }
      seen.add(id);
      const { token, separated } = this.decodeBoundary(id);
      if (this.target.tokens[token]?.optional) pending.push(this.boundary(token + 1, separated));
    }
    return [...seen].sort((a, b) => a - b);
  }
}
