import { MINUTE_MS, TypingSession, charsPerMinuteOfWpm, type Random } from '../../engine';
import type { RoundLog } from '../kit/round-record';

/**
 * TYPING_RACE's rules: the learner types a passage (stop on error, as in a lesson) while opponents move at
 * set speeds. Progress is the share of the passage done. The race ends when the learner finishes, or a
 * while after the slowest opponent has finished (so a child is never stuck).
 */
export interface Opponent {
  /** Net words per minute: 5 characters a word, as the engine counts. */
  wpm: number;
  /** 0..1 */
  progress: number;
  /** Race time (ms) when this opponent finished. */
  finishedAtMs: number | null;
}

export interface RaceTuning {
  opponentWpm: readonly number[];
  /** How long the race waits for the learner after the last opponent has finished. */
  graceMs: number;
}

export const DEFAULT_RACE_TUNING: RaceTuning = { opponentWpm: [8, 14, 20], graceMs: 30_000 };

export type RaceEvent =
  | { kind: 'correct'; position: number }
  | { kind: 'wrong'; char: string }
  | { kind: 'word'; index: number }
  | { kind: 'opponent-finished'; index: number }
  | { kind: 'end'; outcome: 'won' | 'lost'; place: number };

/** A passage from the word list: short words first for a child's first race, about `length` characters. */
export function passageFrom(words: readonly string[], random: Random, length = 70): string {
  const pool = words.length > 0 ? words : ['fj', 'jf'];
  const chosen: string[] = [];
  let size = 0;
  while (size < length) {
    const word = pool[Math.floor(random() * Math.min(pool.length, 120))]!;
    if (chosen.at(-1) === word) continue;
    chosen.push(word);
    size += word.length + 1;
  }
  return chosen.join(' ');
}

export class RaceRound {
  readonly session: TypingSession;
  readonly opponents: Opponent[];
  elapsedMs = 0;
  state: 'playing' | 'won' | 'lost' = 'playing';
  place = 0;

  constructor(
    readonly passage: string,
    private readonly tuning: RaceTuning = DEFAULT_RACE_TUNING,
  ) {
    this.session = new TypingSession(passage, 'stop');
    this.opponents = tuning.opponentWpm.map((wpm) => ({ wpm, progress: 0, finishedAtMs: null }));
  }

  get progress(): number {
    return this.session.cursor / this.passage.length;
  }

  /** The word being typed: its index, start and end in the passage (the space after it included). */
  currentWord(): { index: number; start: number; end: number } {
    const cursor = Math.min(this.session.cursor, this.passage.length - 1);
    const start = this.passage.lastIndexOf(' ', cursor - 1) + 1;
    const space = this.passage.indexOf(' ', cursor);
    const end = space === -1 ? this.passage.length : space + 1;
    const index = this.passage.slice(0, start).split(' ').length - 1;
    return { index, start, end };
  }

  /** Points: 10 a right character, a bonus for the place (300 for first … 0 for last). */
  get score(): number {
    const correct = Math.max(0, this.session.cursor);
    const placeBonus = this.place > 0 ? Math.max(0, this.opponents.length + 1 - this.place) * 100 : 0;
    return correct * 10 + placeBonus;
  }

  step(deltaMs: number): RaceEvent[] {
    if (this.state !== 'playing') return [];
    this.elapsedMs += deltaMs;
    const events: RaceEvent[] = [];
    const charsPerMs = (wpm: number) => charsPerMinuteOfWpm(wpm) / MINUTE_MS;
    this.opponents.forEach((opponent, index) => {
      if (opponent.finishedAtMs !== null) return;
      opponent.progress = Math.min(1, (charsPerMs(opponent.wpm) * this.elapsedMs) / this.passage.length);
      if (opponent.progress >= 1) {
        opponent.finishedAtMs = this.elapsedMs;
        events.push({ kind: 'opponent-finished', index });
      }
    });
    const lastFinish = Math.max(...this.opponents.map((opponent) => opponent.finishedAtMs ?? Infinity));
    if (this.elapsedMs - lastFinish >= this.tuning.graceMs) events.push(this.end());
    return events;
  }

  type(keystroke: { kind: 'insert'; char: string; timeStamp: number }): RaceEvent[] {
    if (this.state !== 'playing') return [];
    const before = this.currentWord().index;
    const outcome = this.session.apply(keystroke);
    if (outcome.kind === 'wrong') return [{ kind: 'wrong', char: keystroke.char }];
    if (outcome.kind !== 'correct') return [];
    const events: RaceEvent[] = [{ kind: 'correct', position: outcome.position }];
    if (this.session.finished) return [...events, this.end()];
    const after = this.currentWord().index;
    if (after !== before) events.push({ kind: 'word', index: after });
    return events;
  }

  log(): RoundLog {
    return { text: this.passage, keystrokes: [...this.session.keystrokes] };
  }

  private end(): RaceEvent {
    const ahead = this.opponents.filter((opponent) => opponent.finishedAtMs !== null).length;
    this.place = this.session.finished ? ahead + 1 : this.opponents.length + 1;
    this.state = this.session.finished && this.place === 1 ? 'won' : 'lost';
    return { kind: 'end', outcome: this.state, place: this.place };
  }
}
