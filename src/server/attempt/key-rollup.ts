import { and, asc, between, inArray, sql } from 'drizzle-orm';
import type { KeyStatEntry } from '../../contracts';
import { keyAccuracyOf } from '../../engine';
import type { Executor } from '../db/database';
import { keypadStatsDaily, keyStatsDaily } from './schema';

/** A key's summed presses over days (of one learner or of many). */
export interface KeySums {
  hits: number;
  misses: number;
  timedHits: number;
  timeSumMs: number;
}

/**
 * The per-key rollup summed over a span of days and over the characters asked for, in key order: the main
 * block's (key_stats_daily) or the keypad lessons' (keypad_stats_daily). The one query the reports and the
 * group statistics read per-key figures with.
 */
export async function keySumsOver(
  db: Executor,
  block: 'keys' | 'keypad',
  characterIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<string, KeySums>> {
  if (characterIds.length === 0) return new Map();
  const table = block === 'keypad' ? keypadStatsDaily : keyStatsDaily;
  const rows = await db
    .select({
      key: table.key,
      hits: sql<number>`sum(${table.hits})::int`,
      misses: sql<number>`sum(${table.misses})::int`,
      timedHits: sql<number>`sum(${table.timedHits})::int`,
      timeSumMs: sql<number>`sum(${table.timeSumMs})::float8`,
    })
    .from(table)
    .where(and(inArray(table.characterId, [...characterIds]), between(table.day, from, to)))
    .groupBy(table.key)
    .orderBy(asc(table.key));
  return new Map(
    rows.map((row) => [
      row.key,
      {
        hits: Number(row.hits),
        misses: Number(row.misses),
        timedHits: Number(row.timedHits),
        timeSumMs: Number(row.timeSumMs),
      },
    ]),
  );
}

/** A key's figures from its sums; undefined when nothing is left (no press counted). */
export function keyStatEntry(key: string, sums: KeySums): KeyStatEntry | undefined {
  const { hits, misses, timedHits } = sums;
  if (hits + misses <= 0) return undefined;
  return {
    key,
    hits,
    misses,
    accuracy: keyAccuracyOf(hits, misses),
    meanTimeMs: timedHits > 0 ? Math.max(0, sums.timeSumMs) / timedHits : null,
    timedHits,
  };
}

/** Every key's figures of a span, in key order, leaving out keys with nothing counted. */
export function keyStatEntries(sums: ReadonlyMap<string, KeySums>): KeyStatEntry[] {
  return [...sums].flatMap(([key, keySums]) => keyStatEntry(key, keySums) ?? []);
}
