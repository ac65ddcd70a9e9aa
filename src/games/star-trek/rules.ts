import type { Random } from '../../engine';
import { RoundRecorder, type RoundLog } from '../kit/round-record';
import { byLength } from '../kit/word-pool';

/**
 * STAR_TREK's rules, free of rendering: ships carrying words fly from the top of the field (y = 0) to the
 * base (y = 1). Typing a word's first letter locks on the nearest such ship, each right letter fires,
 * the last one destroys it. A ship reaching the base costs a life. Waves get longer and faster.
 */
export interface Ship {
  id: number;
  word: string;
  /** Letters typed so far. */
  typed: number;
  /** 0..1 across the field. */
  x: number;
  /** 0 at the top, 1 at the base. */
  y: number;
  /** Field heights per millisecond. */
  speed: number;
}

export interface StarTrekTuning {
  waves: number;
  lives: number;
  /** Ships in wave 1; each wave adds `extraShipsPerWave`. */
  firstWaveShips: number;
  extraShipsPerWave: number;
  /** Milliseconds a wave-1 ship takes from the top to the base. */
  travelMs: number;
  /** Each wave is this much faster than the one before (0.12 = 12%). */
  speedUpPerWave: number;
  spawnEveryMs: number;
  /** Most ships on screen at once. */
  maxShips: number;
  /** Milliseconds between waves. */
  wavePauseMs: number;
}

export const DEFAULT_TUNING: StarTrekTuning = {
  waves: 5,
  lives: 3,
  firstWaveShips: 6,
  extraShipsPerWave: 2,
  travelMs: 12_000,
  speedUpPerWave: 0.12,
  spawnEveryMs: 1_900,
  maxShips: 9,
  wavePauseMs: 1_800,
};

export type StarTrekEvent =
  | { kind: 'spawn'; ship: Ship }
  | { kind: 'lock'; ship: Ship }
  | { kind: 'hit'; ship: Ship }
  | { kind: 'destroy'; ship: Ship; points: number }
  | { kind: 'miss'; char: string }
  | { kind: 'breach'; ship: Ship }
  | { kind: 'wave-cleared'; wave: number }
  | { kind: 'wave-start'; wave: number }
  | { kind: 'end'; outcome: 'won' | 'lost' };

/** Points for a ship: 10 a letter, multiplied by the streak of right keys (x1, x1.5, x2 … up to x3). */
export function pointsFor(word: string, streak: number): number {
  const multiplier = Math.min(3, 1 + Math.floor(streak / 10) * 0.5);
  return Math.round(word.length * 10 * multiplier);
}

export class StarTrekRound {
  readonly ships: Ship[] = [];
  lockedId: number | null = null;
  score = 0;
  lives: number;
  wave = 1;
  /** Right keys in a row. */
  streak = 0;
  state: 'playing' | 'won' | 'lost' = 'playing';
  private readonly recorder = new RoundRecorder(' ');
  private readonly words: string[];
  private nextId = 1;
  private spawnedInWave = 0;
  private sinceSpawnMs = Infinity;
  private pauseLeftMs = 0;
  private recentWords: string[] = [];

  constructor(
    words: readonly string[],
    private readonly tuning: StarTrekTuning,
    private readonly random: Random,
    /** Benchmark: keep this many ships flying, wrapping at the base, with no lives lost and no end. */
    private readonly benchTargets?: number,
  ) {
    if (words.length === 0) throw new Error('STAR_TREK needs words');
    this.words = byLength(words);
    this.lives = tuning.lives;
  }

  get locked(): Ship | undefined {
    return this.ships.find((ship) => ship.id === this.lockedId);
  }

  /** Ships in the wave in progress (the last waves are longer). */
  shipsInWave(wave = this.wave): number {
    return this.tuning.firstWaveShips + (wave - 1) * this.tuning.extraShipsPerWave;
  }

  /** Ships by urgency: the nearest to the base first. */
  byUrgency(): Ship[] {
    return [...this.ships].sort((a, b) => b.y - a.y);
  }

  /** Advances time: ships move, spawn, reach the base; waves end and start. */
  step(deltaMs: number): StarTrekEvent[] {
    if (this.state !== 'playing') return [];
    const events: StarTrekEvent[] = [];
    for (const ship of [...this.ships]) {
      ship.y += ship.speed * deltaMs;
      if (ship.y < 1) continue;
      if (this.benchTargets !== undefined) {
        ship.y -= 1.1;
        continue;
      }
      this.remove(ship);
      if (ship.id === this.lockedId) {
        this.lockedId = null;
        this.recorder.abandon();
      }
      this.lives--;
      this.streak = 0;
      events.push({ kind: 'breach', ship });
      if (this.lives <= 0) {
        this.state = 'lost';
        events.push({ kind: 'end', outcome: 'lost' });
        return events;
      }
    }
    if (this.benchTargets !== undefined) {
      while (this.ships.length < this.benchTargets)
        events.push({ kind: 'spawn', ship: this.spawn(this.random() * -1.1) });
      return events;
    }
    if (this.pauseLeftMs > 0) {
      this.pauseLeftMs -= deltaMs;
      if (this.pauseLeftMs <= 0) events.push({ kind: 'wave-start', wave: this.wave });
      return events;
    }
    this.sinceSpawnMs += deltaMs;
    const spawnEvery = this.tuning.spawnEveryMs * Math.pow(0.92, this.wave - 1);
    if (
      this.spawnedInWave < this.shipsInWave() &&
      this.ships.length < this.tuning.maxShips &&
      this.sinceSpawnMs >= spawnEvery
    ) {
      this.sinceSpawnMs = 0;
      this.spawnedInWave++;
      events.push({ kind: 'spawn', ship: this.spawn(-0.06) });
    }
    if (this.spawnedInWave >= this.shipsInWave() && this.ships.length === 0) {
      events.push({ kind: 'wave-cleared', wave: this.wave });
      if (this.wave >= this.tuning.waves) {
        this.state = 'won';
        events.push({ kind: 'end', outcome: 'won' });
      } else {
        this.wave++;
        this.spawnedInWave = 0;
        this.sinceSpawnMs = Infinity;
        this.pauseLeftMs = this.tuning.wavePauseMs;
      }
    }
    return events;
  }

  /** A typed character. Spaces are neutral: words carry none, and a habit of pressing Space is no error. */
  type(char: string, timeStamp: number): StarTrekEvent[] {
    if (this.state !== 'playing' || char === ' ') return [];
    let ship = this.locked;
    if (!ship) {
      ship = this.byUrgency().find((candidate) => candidate.typed === 0 && candidate.word.startsWith(char));
      if (!ship) return this.miss(char, timeStamp);
      this.lockedId = ship.id;
      this.recorder.aim(ship.word, timeStamp);
      ship.typed = 1;
      this.streak++;
      const events: StarTrekEvent[] = [
        { kind: 'lock', ship },
        { kind: 'hit', ship },
      ];
      return ship.typed >= ship.word.length ? [...events, this.destroy(ship)] : events;
    }
    if (ship.word[ship.typed] !== char) return this.miss(char, timeStamp);
    this.recorder.hit(char, timeStamp);
    ship.typed++;
    this.streak++;
    const events: StarTrekEvent[] = [{ kind: 'hit', ship }];
    if (ship.typed >= ship.word.length) events.push(this.destroy(ship));
    return events;
  }

  /** Ends the round early (the learner left); the attempt keeps what was typed. */
  stop(): void {
    if (this.state === 'playing') this.state = 'lost';
    this.recorder.abandon();
  }

  /** The round as text and keystrokes for the engine. */
  log(): RoundLog {
    return this.recorder.build();
  }

  private miss(char: string, timeStamp: number): StarTrekEvent[] {
    this.recorder.miss(char, timeStamp);
    this.streak = 0;
    return [{ kind: 'miss', char }];
  }

  private destroy(ship: Ship): StarTrekEvent {
    const points = pointsFor(ship.word, this.streak);
    this.score += points;
    this.remove(ship);
    this.lockedId = null;
    return { kind: 'destroy', ship, points };
  }

  private remove(ship: Ship) {
    const index = this.ships.indexOf(ship);
    if (index >= 0) this.ships.splice(index, 1);
  }

  private spawn(y: number): Ship {
    const speed = (1 / this.tuning.travelMs) * (1 + this.tuning.speedUpPerWave * (this.wave - 1));
    const ship: Ship = {
      id: this.nextId++,
      word: this.chooseWord(),
      typed: 0,
      x: this.chooseX(),
      y,
      // A little spread so ships do not fly in formation.
      speed: speed * (0.85 + this.random() * 0.3),
    };
    this.ships.push(ship);
    return ship;
  }

  /**
   * Early waves draw from the shorter half of the words, later waves from all. A word whose first letter is
   * already on screen is avoided, so that the first letter always says which ship to lock on.
   */
  private chooseWord(): string {
    const share = Math.min(1, 0.5 + (this.wave - 1) * 0.15);
    const pool = this.words.slice(0, Math.max(1, Math.ceil(this.words.length * share)));
    const taken = new Set(this.ships.map((ship) => ship.word[0]));
    const free = (words: readonly string[]) => words.filter((word) => !taken.has(word[0]));
    const fresh = free(pool).filter((word) => !this.recentWords.includes(word));
    // Longer words before a repeated first letter: a repeat would make the lock ambiguous.
    const from = [fresh, free(pool), free(this.words), pool].find((choices) => choices.length > 0)!;
    const word = from[Math.floor(this.random() * from.length)]!;
    this.recentWords = [...this.recentWords.slice(-5), word];
    return word;
  }

  /** A column away from the ships near the top, so that labels do not overlap. */
  private chooseX(): number {
    let best = 0.5;
    let bestGap = -1;
    for (let attempt = 0; attempt < 6; attempt++) {
      const x = 0.1 + this.random() * 0.8;
      const gap = Math.min(
        1,
        ...this.ships.filter((ship) => ship.y < 0.3).map((ship) => Math.abs(ship.x - x)),
      );
      if (gap > bestGap) {
        best = x;
        bestGap = gap;
      }
    }
    return best;
  }
}
