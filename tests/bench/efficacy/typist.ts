/**
 * A simulated learner of touch typing, for the learning-efficacy bench (README.md beside this file gives the
 * sources of every parameter). Per key, the time to find and press it falls with practice towards the learner's
 * floor along an exponential curve, and so does the share of wrong presses; a general component (posture, rhythm,
 * reading ahead) learns from every press. Wrong presses land on a neighbouring key, the same finger's key on
 * another row, or the mirror key of the other hand. Between days part of the practice is forgotten; within a
 * session the learner tires; practice massed on one key in one session counts less than practice spread over days.
 * Learners differ: `drawLearner` spreads the floor, the learning rate, the error rate and the forgetting.
 */
import type { Random } from '../../../src/engine';

/** What makes one simulated learner different from another. */
export interface LearnerTraits {
  /** Time per key of a learner who never practised it, in ms (touch typing from scratch, eyes on the screen). */
  t0: number;
  /** The learner's floor: the time per key after unlimited practice, in ms. */
  tMin: number;
  /** Presses of one key that take its own part of the time a factor e towards the floor. */
  tauKey: number;
  /** Presses of all keys that take the general part a factor e towards the floor. */
  tauGeneral: number;
  /** Share of wrong presses on a key never practised, and after unlimited practice. */
  e0: number;
  eMin: number;
  /** Share of the practice forgotten per day without practice (applied as e^(-forget * days)). */
  forget: number;
  /** Time per key grows by this share over a 15-minute session. */
  fatigue: number;
  /** Presses of one key in one session after which further presses teach it half as much. */
  massing: number;
  /** Spread of single key times around the learner's mean (sd of the log). */
  noise: number;
  /** Right presses of a key that take its touch habit (typing it without looking) a factor e towards sure. */
  tauTouch: number;
}

/** The model's variants the bench checks its comparison against (README.md, "Model variants"). */
export interface ModelVariant {
  /** 'flat': a fixed share of practice lost per day; 'power': the loss slows with the time since a key's practice. */
  forgetting: 'flat' | 'power';
  /** Letter pairs learn a rollover of their own (cross-hand pairs most), after Dhakal et al. (2018). */
  digraphs: boolean;
  /** Presses massed on one key in one session teach less. */
  massing: boolean;
  /** Multiplies the learning time constants: 2 = learners who need twice the practice, 0.5 = half. */
  learningScale: number;
}

export const BASE_MODEL: ModelVariant = {
  forgetting: 'flat',
  digraphs: false,
  massing: true,
  learningScale: 1,
};

/** The share of a key's time that comes from the general component. */
const GENERAL_SHARE = 0.4;
/** A session's length the fatigue is scaled to, in ms. */
const SESSION_MS = 15 * 60_000;

/** The median learner (see README.md for the sources). */
export const MEDIAN_LEARNER: LearnerTraits = {
  t0: 1300,
  tMin: 12_000 / 55,
  tauKey: 400,
  tauGeneral: 16_000,
  e0: 0.14,
  eMin: 0.015,
  forget: 0.04,
  fatigue: 0.08,
  massing: 120,
  noise: 0.25,
  tauTouch: 200,
};

/** A normal draw (Box-Muller) from a seeded generator. */
export function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * One learner of a population: the floor, learning rate, error rate and forgetting each spread log-normally
 * around the median learner. A slow learner (large tau) is also somewhat more error-prone, as in the
 * population data: `rate` is shared by both.
 */
export function drawLearner(random: Random, model: ModelVariant = BASE_MODEL): LearnerTraits {
  const rate = Math.exp(0.45 * normal(random)) * model.learningScale;
  const floor = Math.min(Math.max(55 * Math.exp(0.3 * normal(random)), 25), 110);
  return {
    t0: MEDIAN_LEARNER.t0 * Math.exp(0.15 * normal(random)),
    tMin: 12_000 / floor,
    tauKey: MEDIAN_LEARNER.tauKey * rate,
    tauGeneral: MEDIAN_LEARNER.tauGeneral * rate,
    e0: MEDIAN_LEARNER.e0 * Math.sqrt(rate),
    eMin: MEDIAN_LEARNER.eMin * Math.exp(0.3 * normal(random)),
    forget: MEDIAN_LEARNER.forget * Math.exp(0.3 * normal(random)),
    fatigue: MEDIAN_LEARNER.fatigue * Math.exp(0.3 * normal(random)),
    massing: model.massing ? MEDIAN_LEARNER.massing : Infinity,
    noise: MEDIAN_LEARNER.noise,
    tauTouch: MEDIAN_LEARNER.tauTouch * rate,
  };
}

/** Which hand types a letter (0 left, 1 right), or undefined for space. */
function handOf(char: string): number | undefined {
  const at = place(char);
  return at ? (at.col < 5 ? 0 : 1) : undefined;
}

/** The finger column of a letter (0-9), or undefined for space. */
function columnOf(char: string): number | undefined {
  const at = place(char);
  if (!at) return undefined;
  return at.col === 4 ? 3 : at.col === 5 ? 6 : at.col;
}

/**
 * The share of a key's time a practised pair of letters saves by rollover (preparing the next key while the
 * previous one is pressed): most across hands, some on one hand with other fingers, none on the same finger
 * (Dhakal et al. 2018: rollover on 40-70 % of fast typists' keystrokes; cross-hand pairs predict speed).
 */
export function rolloverShare(previous: string, char: string): number {
  if (previous === ' ' || char === ' ') return 0.1;
  const [a, b] = [handOf(previous), handOf(char)];
  if (a === undefined || b === undefined) return 0;
  if (a !== b) return 0.3;
  return columnOf(previous) === columnOf(char) ? 0 : 0.12;
}

/** How a press is made: in practice (it teaches), or in a test (it does not), with the keyboard covered or not. */
export interface PressOptions {
  /** A test press: no learning, no fatigue. */
  test?: boolean;
  /** The keyboard is covered: keys not yet typed by touch are hunted for and more often wrong. */
  covered?: boolean;
}

/** QWERTY letter rows, ten columns each; column c is typed by the same finger as column c on the other rows. */
const ROWS = ['qwertyuiop', 'asdfghjkl;', 'zxcvbnm,./'];

/** Where a character sits: row and column, or undefined for space and keys off the letter block. */
function place(char: string): { row: number; col: number } | undefined {
  const lower = char.toLowerCase();
  for (let row = 0; row < ROWS.length; row++) {
    const col = ROWS[row]!.indexOf(lower);
    if (col >= 0) return { row, col };
  }
  return undefined;
}

/**
 * The keys a learner presses by mistake for `char`, each with its weight: the neighbours on the row (half), the
 * same finger's keys on the other rows (a quarter), the same finger's key on the other hand (a quarter, the
 * "mirror" slip of beginners: f for j).
 */
export function confusionsOf(char: string): ReadonlyArray<[string, number]> {
  let found = confusionCache.get(char);
  if (!found) confusionCache.set(char, (found = confusionsFor(char)));
  return found;
}

const confusionCache = new Map<string, Array<[string, number]>>();

function confusionsFor(char: string): Array<[string, number]> {
  const at = place(char);
  if (!at) return [];
  const row = ROWS[at.row]!;
  const found: Array<[string, number]> = [];
  const neighbours = [row[at.col - 1], row[at.col + 1]].filter((key) => key !== undefined);
  for (const key of neighbours) found.push([key, 0.5 / neighbours.length]);
  const sameFinger = ROWS.filter((_, r) => r !== at.row).map((other) => other[at.col]!);
  for (const key of sameFinger) found.push([key, 0.25 / sameFinger.length]);
  found.push([row[9 - at.col]!, 0.25]);
  return found.filter(([key]) => key !== char.toLowerCase());
}

/** A simulated typist: the learner's traits and what practice has done to each key so far. */
export class Typist {
  /** Effective presses per key (faded by forgetting). */
  private readonly practice = new Map<string, number>();
  /** Effective presses of all keys. */
  private general = 0;
  /** Presses per key in the current session, for the massing discount. */
  private readonly today = new Map<string, number>();
  /** Time spent typing in the current session, in ms. */
  private sessionMs = 0;
  /** Right presses per key towards the touch habit (faded by forgetting like the practice). */
  private readonly touch = new Map<string, number>();
  /** Practice per letter pair (the digraph variant). */
  private readonly pairs = new Map<string, number>();
  /** Sessions since each key was last pressed (the power-law forgetting variant). */
  private readonly idle = new Map<string, number>();
  /** The character typed before, for the pair's rollover. */
  private previous = ' ';

  constructor(
    readonly traits: LearnerTraits,
    private readonly random: Random,
    readonly model: ModelVariant = BASE_MODEL,
  ) {}

  /**
   * How sure the learner is of a key without looking, 0..1: grows with right presses (the touch habit). A
   * learner who is not sure of a key glances at the keyboard for it; with the keyboard covered they hunt.
   */
  touchOf(char: string): number {
    if (char === ' ') return 1;
    return 1 - Math.exp(-(this.touch.get(char) ?? 0) / this.traits.tauTouch);
  }

  /** The share of presses of a key the learner still looks at the keyboard for. */
  lookingShare(char: string): number {
    return 1 - this.touchOf(char);
  }

  /** The rollover saving of the pair (previous, char), in the digraph variant. */
  private rollover(previous: string, char: string): number {
    if (!this.model.digraphs) return 0;
    const practice = this.pairs.get(previous + char) ?? 0;
    return rolloverShare(previous, char) * (1 - Math.exp(-practice / (this.traits.tauKey * 0.5)));
  }

  /** Effective presses of a key so far. */
  practiceOf(char: string): number {
    return this.practice.get(char) ?? 0;
  }

  /** The share of the way from novice to floor still ahead for a key, 1 = never practised, 0 = at the floor. */
  private remaining(char: string, tauScale = 1): number {
    const own = Math.exp(-this.practiceOf(char) / (this.traits.tauKey * tauScale));
    const general = Math.exp(-this.general / (this.traits.tauGeneral * tauScale));
    return GENERAL_SHARE * general + (1 - GENERAL_SHARE) * own;
  }

  /** Mean time to type a key when fresh, in ms: t = tMin + (t0 - tMin) · remaining. Space is a thumb's press. */
  meanTimeMs(char: string): number {
    const { t0, tMin } = this.traits;
    const start = char === ' ' ? t0 * 0.5 : t0;
    return tMin + (start - tMin) * this.remaining(char);
  }

  /** Share of wrong presses on a key when fresh; errors fade a little faster than time (tau scaled 0.8). */
  errorRate(char: string): number {
    const { e0, eMin } = this.traits;
    const start = char === ' ' ? e0 * 0.3 : e0;
    return eMin + (start - eMin) * this.remaining(char, 0.8);
  }

  /** How tired the learner is now: a multiplier on time (and on errors, half as much). */
  private tiredness(): number {
    return 1 + this.traits.fatigue * Math.min(this.sessionMs / SESSION_MS, 1.5);
  }

  /**
   * Types one character: the time it took (ms) and the key pressed, which may be wrong. Practice is counted
   * (a wrong press teaches half as much), and the session clock moves on.
   */
  press(char: string, options: PressOptions = {}): { ms: number; typed: string } {
    const tired = options.test ? 1 : this.tiredness();
    const unsure = options.covered ? 1 - this.touchOf(char) : 0;
    const ms =
      this.meanTimeMs(char) *
      (1 - this.rollover(this.previous, char)) *
      (1 + 0.5 * unsure) *
      tired *
      Math.exp(this.traits.noise * normal(this.random));
    let typed = char;
    const slips = confusionsOf(char);
    const wrong = this.errorRate(char) * (1 + (tired - 1) * 0.5) + 0.5 * unsure;
    if (slips.length > 0 && this.random() < wrong) {
      let pick = this.random();
      typed = slips[slips.length - 1]![0];
      for (const [key, weight] of slips) {
        pick -= weight;
        if (pick < 0) {
          typed = key;
          break;
        }
      }
      typed = char === char.toUpperCase() && char !== char.toLowerCase() ? typed.toUpperCase() : typed;
    }
    if (!options.test) {
      this.learn(char, typed === char ? 1 : 0.5);
      if (typed === char) this.touch.set(char, (this.touch.get(char) ?? 0) + 1);
      if (this.model.digraphs) {
        const pair = this.previous + char;
        this.pairs.set(pair, (this.pairs.get(pair) ?? 0) + 1);
      }
      this.idle.set(char, 0);
      this.sessionMs += ms;
    }
    this.previous = typed === char ? char : this.previous;
    return { ms, typed };
  }

  /** Counts a press of a key as practice, discounted when the key was already pressed a lot this session. */
  private learn(char: string, weight: number): void {
    const done = this.today.get(char) ?? 0;
    this.today.set(char, done + 1);
    const gain = weight / (1 + done / this.traits.massing);
    this.practice.set(char, this.practiceOf(char) + gain);
    this.general += weight;
  }

  /**
   * The share of a key's practice kept over `days` days without a session. Flat: e^(-forget·days). Power law:
   * the retention of a trace of age g (sessions since the key was last pressed) is (1 + g)^(-β), with β set so
   * the first day loses as much as the flat model's; a key left unpractised for weeks loses much less.
   */
  private kept(char: string, days: number): number {
    if (this.model.forgetting === 'flat') return Math.exp(-this.traits.forget * days);
    const beta = this.traits.forget / Math.LN2;
    let kept = 1;
    let age = this.idle.get(char) ?? 0;
    for (let day = 0; day < days; day++) {
      kept *= Math.pow((1 + age) / (2 + age), beta);
      age++;
    }
    this.idle.set(char, age);
    return kept;
  }

  /** Time spent not typing (reading an introduction, a result screen) also tires. */
  rest(ms: number): void {
    this.sessionMs += ms;
  }

  /** Time spent in the current session so far, in ms. */
  get elapsedMs(): number {
    return this.sessionMs;
  }

  /** Starts a session after `daysSince` days without practice (1 = practised yesterday): some is forgotten. */
  startSession(daysSince: number): void {
    const days = Math.max(0, daysSince);
    for (const [char, count] of this.practice) {
      const kept = this.kept(char, days);
      this.practice.set(char, count * kept);
      this.touch.set(char, (this.touch.get(char) ?? 0) * kept);
    }
    for (const [pair, count] of this.pairs)
      this.pairs.set(pair, count * Math.exp(-this.traits.forget * days));
    this.general *= Math.exp(-this.traits.forget * 0.25 * days);
    this.previous = ' ';
    this.today.clear();
    this.sessionMs = 0;
  }

  /**
   * Net speed and accuracy on everyday English when fresh: the frequency-weighted mean of the key times, each
   * wrong press costing a second try (stop on error).
   */
  testFigures(frequencies: ReadonlyMap<string, number>): { wpm: number; accuracy: number } {
    let time = 0;
    let errors = 0;
    let total = 0;
    for (const [char, weight] of frequencies) {
      const error = this.errorRate(char);
      time += weight * this.meanTimeMs(char) * (1 + error);
      errors += weight * error;
      total += weight;
    }
    const perChar = time / total;
    return { wpm: 12_000 / perChar, accuracy: 1 - errors / (total + errors) };
  }
}
