import type { GameId } from '../../contracts';
import type { AttemptAnalysis, Keystroke, TypingMode } from '../../engine';

/** The games, by the ids the spec uses for the game switcher (STAR_TREK is the default): `GAME_IDS` in contracts. */
export type { GameId };

/** The screens every game goes through. */
export type GameScreenName = 'loading' | 'title' | 'play' | 'pause' | 'result';

/**
 * Text a game shows, already translated by the UI: games never import react-intl. The functions format a
 * number into a sentence in the learner's language.
 */
export interface GameStrings {
  gameName: string;
  howToPlay: string;
  pressToStart: string;
  paused: string;
  pressToResume: string;
  score: string;
  lives: string;
  targets: string;
  roundComplete: string;
  gameOver: string;
  /** Shown when an input method (IME) is composing: games need direct input. */
  imeActive: string;
  /** A level label: "Wave 3". */
  level: (level: number) => string;
  /** A race place: "You came 2nd". */
  place: (place: number) => string;
  /** The learner's own label in a race: "You". */
  you: string;
}

/** What the learner may type: the UI passes words from the current lesson or a chosen course. */
export interface WordSource {
  /** Words made only of unlocked keys, most useful first. */
  words: readonly string[];
  /** The unlocked characters (for letter games). */
  characters: readonly string[];
  /** A passage to type (race); built from `words` when absent. */
  passage?: string;
}

/** Sound settings the app remembers; the UI owns the storage and passes them in. */
export interface AudioSettings {
  muted: boolean;
  /** 0..1 */
  volume: number;
}

/** Options of every game's `mountGame(host, options)`. */
export interface GameOptions {
  source: WordSource;
  strings: GameStrings;
  /** Lite rendering for low-power hardware; also chosen when `channel` is a low-power channel. */
  lite?: boolean;
  /** The distribution channel (spec: some channels are treated as low-power). */
  channel?: string | null;
  audio?: AudioSettings;
  /** Skip the title screen and start playing at once. */
  autoStart?: boolean;
  /** A seed for the round's random choices (tests); random when absent. */
  seed?: number;
  /** Toolbox items the round was started with (paid for and spent by the server before the round). */
  boosts?: GameBoosts;
  /** Benchmark only: keep this many targets moving forever, no lives lost. */
  bench?: { targets: number };
  /** The renderer to try first; Pixi falls back to the others. */
  preference?: 'webgl' | 'webgpu' | 'canvas';
  /** The round is over: the attempt to report and save. */
  onResult: (result: GameResult) => void;
  /** The game moved to another screen (title, play, pause, result). */
  onStateChange?: (screen: GameScreenName) => void;
}

/**
 * What the toolbox's game items do: an extra life (Star Patrol, Balloon Pop), targets a third slower (Star
 * Patrol, Balloon Pop), and a hint that marks the word to type next (Star Patrol).
 */
export interface GameBoosts {
  extraLife?: boolean;
  slowDown?: boolean;
  hint?: boolean;
}

/** How much longer targets take to cross the field with the slow-down item. */
export const SLOW_DOWN_FACTOR = 1.4;

/** What `mountGame` returns. `destroy` removes the canvas, every listener and the WebGL context. */
export interface GameHandle {
  pause(): void;
  resume(): void;
  setAudio(settings: AudioSettings): void;
  destroy(): void;
}

/** A finished round: an attempt like a lesson's (text, keystrokes, the engine's analysis) plus the game's own score. */
export interface GameResult {
  game: GameId;
  mode: TypingMode;
  /** The expected text built from the round (see RoundRecorder). */
  text: string;
  keystrokes: Keystroke[];
  analysis: AttemptAnalysis;
  /** Points scored in the game (not the engine's score). */
  gameScore: number;
  /** Won: the round was completed; lost: out of lives, or beaten in a race. */
  outcome: 'won' | 'lost';
  /** Wave reached, balloons popped, or place in the race. */
  level: number;
}

/** The signature every game's index.ts exports. */
export type MountGame = (host: HTMLElement, options: GameOptions) => Promise<GameHandle>;
