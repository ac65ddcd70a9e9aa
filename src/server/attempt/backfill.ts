import { and, eq, like, lte, sql } from 'drizzle-orm';
import type { KeystrokeEntry } from '../../contracts';
import { analyzeAttempt, matchNumpadCode } from '../../engine';
import type { Database } from '../db/database';
import { attempts } from '../db/schema';
import { keypadStatsDaily, rollupBackfills } from './schema';

/** Rows written per insert while backfilling. */
const CHUNK = 500;

/**
 * Fills the keypad rollup (keypad_stats_daily) from the keypad lessons stored before it existed, once, at start:
 * their logs are replayed the way they were graded, which SQL cannot do in the migration. The migration left a
 * `keypad` row with the last attempt id it covers; the server that deletes it does the work in the same
 * transaction (another server starting at once waits, then finds nothing to do). Attempts stored since were
 * counted by their own statement.
 */
export async function backfillRollups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx.delete(rollupBackfills).where(eq(rollupBackfills.name, 'keypad')).returning();
    if (!job) return;
    const rows = await tx
      .select({
        characterId: attempts.characterId,
        day: attempts.day,
        text: attempts.text,
        mode: attempts.mode,
        keystrokes: attempts.keystrokes,
      })
      .from(attempts)
      .where(
        and(lte(attempts.id, job.upToId), eq(attempts.kind, 'lesson'), like(attempts.lessonSlug, 'numpad-%')),
      );
    const sums = new Map<string, typeof keypadStatsDaily.$inferInsert>();
    for (const row of rows) {
      const analysis = analyzeAttempt(row.text, row.keystrokes as KeystrokeEntry[], {
        mode: row.mode === 'free' ? 'free' : 'stop',
        matchCode: matchNumpadCode,
      });
      for (const [key, stat] of Object.entries(analysis.keys)) {
        if (key === ' ') continue;
        const id = `${row.characterId}|${row.day}|${key}`;
        const sum = sums.get(id) ?? {
          characterId: row.characterId,
          day: row.day,
          key,
          hits: 0,
          misses: 0,
          timedHits: 0,
          timeSumMs: 0,
        };
        sum.hits = (sum.hits ?? 0) + stat.hits;
        sum.misses = (sum.misses ?? 0) + stat.misses;
        sum.timedHits = (sum.timedHits ?? 0) + stat.timedHits;
        sum.timeSumMs = (sum.timeSumMs ?? 0) + (stat.meanTimeMs ?? 0) * stat.timedHits;
        sums.set(id, sum);
      }
    }
    const values = [...sums.values()];
    for (let start = 0; start < values.length; start += CHUNK) {
      await tx
        .insert(keypadStatsDaily)
        .values(values.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [keypadStatsDaily.characterId, keypadStatsDaily.day, keypadStatsDaily.key],
          set: {
            hits: sql`${keypadStatsDaily.hits} + excluded.hits`,
            misses: sql`${keypadStatsDaily.misses} + excluded.misses`,
            timedHits: sql`${keypadStatsDaily.timedHits} + excluded.timed_hits`,
            timeSumMs: sql`${keypadStatsDaily.timeSumMs} + excluded.time_sum_ms`,
          },
        });
    }
  });
}
