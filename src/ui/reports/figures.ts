/**
 * The figures of the report screens, computed from the server's answers (docs/METRICS.md, "Reports over days,
 * weeks and months"). Pure functions: the screens draw them, the tests check them.
 */
import type { DailyTotal, KeyStatEntry, PeriodTotals } from '../../contracts';
import { FINGERS, keyPressFor, type Finger, type KeyDef } from '../../keyboard';

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

/** Sums the per-character figures onto the keys of the keyboard that type them. */
export function heatKeys(entries: readonly KeyStatEntry[]): HeatKey[] {
  const byCode = new Map<string, HeatKey & { timeSumMs: number }>();
  for (const entry of entries) {
    const press = keyPressFor(entry.key);
    if (!press) continue;
    const { key } = press;
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

/** The heat colour of an accuracy: red below 80 %, amber to 95 %, green above (null: not enough practice). */
export function heatLevel(accuracy: number | null): 'none' | 'low' | 'mid' | 'good' | 'great' {
  if (accuracy === null) return 'none';
  if (accuracy < 0.8) return 'low';
  if (accuracy < 0.9) return 'mid';
  if (accuracy < 0.97) return 'good';
  return 'great';
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
