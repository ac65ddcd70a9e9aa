import { Container } from 'pixi.js';
import type { Keystroke } from '../../engine';
import type { SoundEffect } from './GameAudio';
import { SLOW_DOWN_FACTOR, type GameBoosts } from './types';
import type { PlayContext, PlayScreen, RoundEnd } from './shell';
import { SystemRunner, type GameSystem } from './systems';

/** A keystroke that types a character: the only kind the games' rules take. */
export type InsertKeystroke = Extract<Keystroke, { kind: 'insert' }>;

/** A round's rules as the play screen drives them: time and typed characters in, events out. */
export interface RoundRules<Event> {
  step(deltaMs: number): readonly Event[];
  type(keystroke: InsertKeystroke): readonly Event[];
}

/** Rules that take a character and its time (the shooters), as the round screen drives them. */
export function charRules<Event>(round: {
  step(deltaMs: number): readonly Event[];
  type(char: string, timeStamp: number): readonly Event[];
}): RoundRules<Event> {
  return { step: (deltaMs) => round.step(deltaMs), type: (key) => round.type(key.char, key.timeStamp) };
}

/**
 * The toolbox's items on a round's tuning: one life more with the extra life, targets a third slower (their
 * crossing time longer) with the slow-down.
 */
export function boosted(
  lives: number,
  crossMs: number,
  boosts: GameBoosts = {},
): { lives: number; crossMs: number } {
  return {
    lives: lives + (boosts.extraLife ? 1 : 0),
    crossMs: crossMs * (boosts.slowDown ? SLOW_DOWN_FACTOR : 1),
  };
}

/** What the HUD and the mirror show of a round: the score, the lives (none in a race), the level line. */
export interface RoundStatus {
  score: number;
  lives?: number;
  level?: string;
}

/**
 * The play screen every game uses: it feeds the rules time and keystrokes and hands their events to the game's
 * systems (drawing, effects, HUD, sounds, mirror), which run in the order the game added them. Nothing happens
 * before `begin` (the title screen may be up).
 */
export class RoundScreen<Event> implements PlayScreen {
  readonly name = 'play' as const;
  readonly view = new Container();
  readonly systems = new SystemRunner<Event>();
  private started = false;

  constructor(private readonly rules: RoundRules<Event>) {}

  begin(): void {
    this.started = true;
    this.systems.begin();
  }

  resize(width: number, height: number): void {
    this.systems.resize(width, height);
  }

  onKeystroke(keystroke: Keystroke): void {
    if (!this.started || keystroke.kind !== 'insert') return;
    this.systems.events(this.rules.type(keystroke));
  }

  update(deltaMs: number): void {
    if (!this.started) return;
    this.systems.events(this.rules.step(deltaMs));
    this.systems.update(deltaMs);
  }
}

/** The sound system: plays the effect each kind of event calls for. */
export function soundsOf<Event extends { kind: string }>(
  context: PlayContext,
  effects: Partial<Record<Event['kind'], SoundEffect>>,
): GameSystem<Event> {
  const table: Partial<Record<string, SoundEffect>> = effects;
  return {
    event(event) {
      const effect = table[event.kind];
      if (effect) context.audio.play(effect);
    },
  };
}

/** What a lives-and-score round gives its play screen at the end. */
export interface EndingRound {
  readonly score: number;
  stop?(): void;
  log(): RoundEnd['log'];
}

/**
 * The ending system: on the rules' `end` event, stops the round and hands its log, score, outcome and level to
 * the kit (which shows the result).
 */
export function endingOf<Event extends { kind: string }>(
  context: PlayContext,
  round: EndingRound,
  level: (end: Extract<Event, { kind: 'end' }>) => number,
): GameSystem<Event> {
  return {
    event(event) {
      if (event.kind !== 'end') return;
      const end = event as Extract<Event, { kind: 'end' }> & { outcome: RoundEnd['outcome'] };
      round.stop?.();
      context.finish({ log: round.log(), gameScore: round.score, outcome: end.outcome, level: level(end) });
    },
  };
}
