/**
 * The figures of the report screens, computed from the server's answers (docs/METRICS.md, "Reports over days,
 * weeks and months"). Pure functions: the screens draw them, the tests check them.
 */
import type { IntlShape } from 'react-intl';
import type { DailyTotal, KeyStatEntry, PeriodTotals } from '../../contracts';
import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayoutId } from '../../contracts/constants';
import {
  FINGERS,
  keyPressFor,
  layoutKeyPressFor,
  numpadKeyFor,
  type Finger,
  type KeyBlock,
  type KeyboardLayout,
  type KeyDef,
} from '../../keyboard';

/** Fewer presses than this in the period: too little to colour a key or to call it weak. */
export const MIN_PRESSES = 3;
/** A key is slow when its mean time is at least this many times the learner's median key time. */
export const SLOW_KEY_FACTOR = 1.5;

/** One physical key's figures: its characters (lower and upper case, a digit and its symbol) summed. */
export interface HeatKey {
  code: string;
  label: string;
  finger: Finger;
  chars: string[];
  hits: number;
  misses: number;
  presses: number;
  /** hits / presses; null with fewer than MIN_PRESSES presses. */
  accuracy: number | null;
  timedHits: number;
  meanTimeMs: number | null;
}

function labelOf(key: KeyDef): string {
  return key.code === 'Space' ? '␣' : key.label;
}

/**
 * A key's accuracy (a share 0..1) as every screen writes it: a whole percent, rounded (the adaptive practice's
 * focus, the plan's keys that hold the learner back, the report's keys), so one figure never reads 88 % here and
 * 89 % there. Each screen says what the figure covers (all the practice so far, or the report's period).
 */
export function keyPercent(intl: IntlShape, share: number): string {
  return intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * Sums the per-character figures onto the keys of the keyboard that type them: the main block's on the learner's
 * `layout` (US when none is given: on AZERTY 'a' is the key right of Tab, labelled A), or with `block` 'numpad'
 * the keypad's (the figures of the keypad lessons, '\n' being its Enter).
 */
export function heatKeys(
  entries: readonly KeyStatEntry[],
  block: KeyBlock = 'main',
  layout?: KeyboardLayout,
): HeatKey[] {
  const byCode = new Map<string, HeatKey & { timeSumMs: number }>();
  for (const entry of entries) {
    const key =
      block === 'numpad'
        ? numpadKeyFor(entry.key)
        : layout
          ? layoutKeyPressFor(entry.key, layout)?.key
          : keyPressFor(entry.key)?.key;
    if (!key) continue;
    const heat = byCode.get(key.code) ?? {
      code: key.code,
      label: labelOf(key),
      finger: key.finger,
      chars: [],
      hits: 0,
      misses: 0,
      presses: 0,
      accuracy: null,
      timedHits: 0,
      meanTimeMs: null,
      timeSumMs: 0,
    };
    heat.chars.push(entry.key);
    heat.hits += entry.hits;
    heat.misses += entry.misses;
    heat.presses = heat.hits + heat.misses;
    heat.timedHits += entry.timedHits;
    heat.timeSumMs += (entry.meanTimeMs ?? 0) * entry.timedHits;
    byCode.set(key.code, heat);
  }
  return [...byCode.values()].map(({ timeSumMs, ...heat }) => ({
    ...heat,
    accuracy: heat.presses >= MIN_PRESSES ? heat.hits / heat.presses : null,
    meanTimeMs: heat.timedHits > 0 ? timeSumMs / heat.timedHits : null,
  }));
}

/**
 * The layout a class's heat map is drawn on: the one most of its students type on (a school's computer room
 * shares one), the first of them on a tie; US for a class without students.
 */
export function classLayout(members: readonly { keyboardLayout: KeyboardLayoutId }[]): KeyboardLayoutId {
  const counts = new Map<KeyboardLayoutId, number>();
  for (const member of members)
    counts.set(member.keyboardLayout, (counts.get(member.keyboardLayout) ?? 0) + 1);
  let best: KeyboardLayoutId = DEFAULT_KEYBOARD_LAYOUT;
  let most = 0;
  for (const [layout, count] of counts) {
    if (count > most) {
      best = layout;
      most = count;
    }
  }
  return best;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The keys to practise: keys with enough presses, least accurate first, then the slower; only keys that are
 * missed or clearly slower than the learner's usual key are suggested.
 */
export function weakestKeys(keys: readonly HeatKey[], limit = 3): HeatKey[] {
  const rated = keys.filter((key) => key.accuracy !== null);
  const usual = median(rated.flatMap((key) => (key.meanTimeMs === null ? [] : [key.meanTimeMs])));
  const slowest = (key: HeatKey) => key.meanTimeMs ?? 0;
  return rated
    .filter(
      (key) =>
        (key.accuracy ?? 1) < 1 ||
        (usual > 0 && key.meanTimeMs !== null && key.meanTimeMs >= usual * SLOW_KEY_FACTOR),
    )
    .sort(
      (a, b) =>
        (a.accuracy ?? 1) - (b.accuracy ?? 1) || slowest(b) - slowest(a) || a.code.localeCompare(b.code),
    )
    .slice(0, limit);
}

/** Keys with enough timed hits, slowest first. */
export function slowestKeys(keys: readonly HeatKey[], limit = 5): HeatKey[] {
  return keys
    .filter((key) => key.timedHits >= MIN_PRESSES && key.meanTimeMs !== null)
    .sort((a, b) => (b.meanTimeMs ?? 0) - (a.meanTimeMs ?? 0) || a.code.localeCompare(b.code))
    .slice(0, limit);
}

export interface FingerFigures {
  finger: Finger;
  presses: number;
  misses: number;
  accuracy: number | null;
  meanTimeMs: number | null;
}

/** The keys' figures summed per finger (fingers without a press are left out). */
export function fingerFigures(keys: readonly HeatKey[]): FingerFigures[] {
  return FINGERS.flatMap((finger) => {
    const own = keys.filter((key) => key.finger === finger);
    const presses = own.reduce((sum, key) => sum + key.presses, 0);
    if (presses === 0) return [];
    const misses = own.reduce((sum, key) => sum + key.misses, 0);
    const timed = own.reduce((sum, key) => sum + key.timedHits, 0);
    const time = own.reduce((sum, key) => sum + (key.meanTimeMs ?? 0) * key.timedHits, 0);
    return [
      {
        finger,
        presses,
        misses,
        accuracy: presses >= MIN_PRESSES ? (presses - misses) / presses : null,
        meanTimeMs: timed > 0 ? time / timed : null,
      },
    ];
  });
}

/** The colours of the heat map, worst to best; 'none': too little practice to colour the key. */
export type HeatLevel = 'none' | 'low' | 'mid' | 'good' | 'great';

/** What the heat map colours the keys by. */
export type HeatMeasure = 'accuracy' | 'speed';

/**
 * The heat colour of an accuracy: red below 80 %, amber to 90 %, light green to 97 %, green from 97 % (null: not
 * enough practice).
 */
export function heatLevel(accuracy: number | null): HeatLevel {
  if (accuracy === null) return 'none';
  if (accuracy < 0.8) return 'low';
  if (accuracy < 0.9) return 'mid';
  if (accuracy < 0.97) return 'good';
  return 'great';
}

/**
 * The speed bands of the heat map, as a key's mean time to type over the learner's usual key time: faster than
 * 0.85 × usual is 'great', up to 1.15 × 'good', up to SLOW_KEY_FACTOR × 'mid', slower 'low' (docs/METRICS.md).
 */
export const SPEED_BANDS = { great: 0.85, good: 1.15, mid: SLOW_KEY_FACTOR } as const;

/** A key's time can be judged: enough timed hits in the period. */
const isTimed = (key: Pick<HeatKey, 'timedHits' | 'meanTimeMs'>) =>
  key.timedHits >= MIN_PRESSES && key.meanTimeMs !== null;

/**
 * The learner's usual time to type a key in the period: the median (the upper middle one of an even count) of
 * the mean times of the keys with at least MIN_PRESSES timed hits; null when no key has that many.
 */
export function usualKeyTimeMs(keys: readonly HeatKey[]): number | null {
  const times = keys.filter(isTimed).map((key) => key.meanTimeMs ?? 0);
  return times.length === 0 ? null : median(times);
}

/** The heat colour of a key's speed, from its mean time against the learner's usual one (SPEED_BANDS). */
export function speedLevel(
  key: Pick<HeatKey, 'timedHits' | 'meanTimeMs'> | undefined,
  usualMs: number | null,
): HeatLevel {
  if (!key || !isTimed(key) || usualMs === null || usualMs <= 0) return 'none';
  const ratio = (key.meanTimeMs ?? 0) / usualMs;
  if (ratio < SPEED_BANDS.great) return 'great';
  if (ratio < SPEED_BANDS.good) return 'good';
  if (ratio < SPEED_BANDS.mid) return 'mid';
  return 'low';
}

/** The figures a report compares with the period before. */
export const COMPARED_FIGURES = [
  'wpm',
  'accuracy',
  'kpm',
  'rpm',
  'durationMs',
  'attempts',
  'lessonsPassed',
] as const;
export type ComparedFigure = (typeof COMPARED_FIGURES)[number];

/** The change of a figure from the period before; null when the period before has nothing to compare with. */
export function change(figure: ComparedFigure, now: PeriodTotals, before: PeriodTotals): number | null {
  if (before.attempts === 0) return null;
  return now[figure] - before[figure];
}

/**
 * Consecutive days with practice, ending today, or yesterday when today has none yet (the streak is not lost
 * before the day is over). `days` are consecutive, oldest first, the last one today.
 */
export function streak(days: readonly Pick<DailyTotal, 'attempts'>[]): number {
  let index = days.length - 1;
  if (index >= 0 && days[index]!.attempts === 0) index--;
  let count = 0;
  for (; index >= 0 && days[index]!.attempts > 0; index--) count++;
  return count;
}
