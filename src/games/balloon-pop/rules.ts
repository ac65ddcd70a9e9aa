import type { Random } from '../../engine';
import { RoundRecorder, type RoundLog } from '../kit/round-record';

/**
 * BALLOON_POP's rules, for learners who know only a few keys: balloons carrying one character each rise
 * from the bottom (y = 1) to the top (y = 0). Pressing a character pops the highest balloon carrying it;
 * a balloon that floats away costs a life. Every 10 pops the level goes up and balloons rise faster.
 */
export interface Balloon {
  id: number;
  char: string;
  /** 0..1 across the field. */
  x: number;
  /** 1 at the bottom, 0 at the top. */
  y: number;
  /** Field heights per millisecond. */
  speed: number;
  /** Colour index, for the renderer. */
  colour: number;
}

export interface BalloonTuning {
  balloons: number;
  lives: number;
  riseMs: number;
  spawnEveryMs: number;
  maxBalloons: number;
  popsPerLevel: number;
}

export const DEFAULT_BALLOON_TUNING: BalloonTuning = {
  balloons: 30,
  lives: 5,
  riseMs: 9_000,
  spawnEveryMs: 1_300,
  maxBalloons: 6,
  popsPerLevel: 10,
};

export type BalloonEvent =
  | { kind: 'spawn'; balloon: Balloon }
  | { kind: 'pop'; balloon: Balloon; points: number }
  | { kind: 'miss'; char: string }
  | { kind: 'escape'; balloon: Balloon }
  | { kind: 'level'; level: number }
  | { kind: 'end'; outcome: 'won' | 'lost' };

export class BalloonRound {
  readonly balloons: Balloon[] = [];
  score = 0;
  lives: number;
  level = 1;
  popped = 0;
  streak = 0;
  state: 'playing' | 'won' | 'lost' = 'playing';
  private readonly recorder = new RoundRecorder('');
  private readonly chars: string[];
  private spawned = 0;
  private sinceSpawnMs = Infinity;
  private nextId = 1;

  constructor(
    characters: readonly string[],
    private readonly tuning: BalloonTuning,
    private readonly random: Random,
    private readonly benchTargets?: number,
  ) {
    this.chars = [...new Set(characters.filter((char) => char.trim().length === 1))];
    if (this.chars.length === 0) throw new Error('BALLOON_POP needs characters');
    this.lives = tuning.lives;
  }

  /** Balloons by urgency: the highest (nearest to floating away) first. */
  byUrgency(): Balloon[] {
    return [...this.balloons].sort((a, b) => a.y - b.y);
  }

  step(deltaMs: number): BalloonEvent[] {
    if (this.state !== 'playing') return [];
    const events: BalloonEvent[] = [];
    for (const balloon of [...this.balloons]) {
      balloon.y -= balloon.speed * deltaMs;
      if (balloon.y > 0) continue;
      if (this.benchTargets !== undefined) {
        balloon.y += 1.1;
        continue;
      }
      this.remove(balloon);
      this.lives--;
      this.streak = 0;
      events.push({ kind: 'escape', balloon });
      if (this.lives <= 0) return [...events, this.end('lost')];
    }
    if (this.benchTargets !== undefined) {
      while (this.balloons.length < this.benchTargets)
        events.push({ kind: 'spawn', balloon: this.spawn(1 + this.random()) });
      return events;
    }
    this.sinceSpawnMs += deltaMs;
    const every = this.tuning.spawnEveryMs * Math.pow(0.9, this.level - 1);
    if (
      this.spawned < this.tuning.balloons &&
      this.balloons.length < this.tuning.maxBalloons &&
      this.sinceSpawnMs >= every
    ) {
      this.sinceSpawnMs = 0;
      this.spawned++;
      events.push({ kind: 'spawn', balloon: this.spawn(1) });
    }
    if (this.spawned >= this.tuning.balloons && this.balloons.length === 0) events.push(this.end('won'));
    return events;
  }

  type(char: string, timeStamp: number): BalloonEvent[] {
    if (this.state !== 'playing' || char === ' ') return [];
    const balloon = this.byUrgency().find((candidate) => candidate.char === char);
    if (!balloon) {
      this.recorder.miss(char, timeStamp);
      this.streak = 0;
      return [{ kind: 'miss', char }];
    }
    this.recorder.aim(char, timeStamp);
    this.remove(balloon);
    this.streak++;
    this.popped++;
    const points = 10 * Math.min(3, 1 + Math.floor(this.streak / 8));
    this.score += points;
    const events: BalloonEvent[] = [{ kind: 'pop', balloon, points }];
    if (this.popped % this.tuning.popsPerLevel === 0) {
      this.level++;
      events.push({ kind: 'level', level: this.level });
    }
    return events;
  }

  stop(): void {
    if (this.state === 'playing') this.state = 'lost';
  }

  log(): RoundLog {
    return this.recorder.build();
  }

  private end(outcome: 'won' | 'lost'): BalloonEvent {
    this.state = outcome;
    return { kind: 'end', outcome };
  }

  private remove(balloon: Balloon) {
    const index = this.balloons.indexOf(balloon);
    if (index >= 0) this.balloons.splice(index, 1);
  }

  /** A character not already on screen when possible, so the learner practises every unlocked key. */
  private spawn(y: number): Balloon {
    const onScreen = new Set(this.balloons.map((balloon) => balloon.char));
    const fresh = this.chars.filter((char) => !onScreen.has(char));
    const from = fresh.length > 0 ? fresh : this.chars;
    const balloon: Balloon = {
      id: this.nextId++,
      char: from[Math.floor(this.random() * from.length)]!,
      x: 0.08 + this.random() * 0.84,
      y,
      speed: (1 / this.tuning.riseMs) * (1 + 0.15 * (this.level - 1)) * (0.85 + this.random() * 0.3),
      colour: Math.floor(this.random() * 6),
    };
    this.balloons.push(balloon);
    return balloon;
  }
}
