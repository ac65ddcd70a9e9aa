import { eq } from 'drizzle-orm';
import { addDays } from '../../engine';
import type { Executor } from '../db/database';
import { dayIn } from '../attempt/days';
import type { LockedWallet } from './wallet';
import { economyBalances } from './schema';

/** What a balance row keeps of the caps' day: its zone, a change asked for, the last day counted. */
export interface DayClock {
  timeZone: string | null;
  nextTimeZone: string | null;
  nextZoneFrom: string | null;
  lastDay: string | null;
}

/**
 * The day the daily caps count (the points cap, the lottery's draws, a streak's or a plan's crystals): the
 * server's now in the learner's stored zone, never the client's clock. A zone change asked for takes effect on the
 * next day of the zone in force, and the day never goes back to one already counted, so neither a back-dated
 * attempt nor a zone flipped from one side of the date line to the other opens a new day's caps. With `stated`
 * (the zone an attempt names), the first zone of a learner who never counted a day is taken at once, and any other
 * becomes the change asked for (asking again for the same change keeps its date). Answers the day and the row's
 * new state.
 */
export function economyDay(clock: DayClock, now: Date, stated?: string): { day: string; next: DayClock } {
  let { timeZone, nextTimeZone, nextZoneFrom } = clock;
  if (timeZone === null && clock.lastDay === null && stated !== undefined) timeZone = stated;
  let zone = timeZone ?? 'UTC';
  if (nextTimeZone !== null && nextZoneFrom !== null && dayIn(now, zone) >= nextZoneFrom) {
    zone = timeZone = nextTimeZone;
    nextTimeZone = nextZoneFrom = null;
  }
  if (stated !== undefined && stated !== zone && stated !== nextTimeZone) {
    nextTimeZone = stated;
    nextZoneFrom = addDays(dayIn(now, zone), 1);
  } else if (stated !== undefined && stated === zone) nextTimeZone = nextZoneFrom = null;
  const today = dayIn(now, zone);
  const day = clock.lastDay !== null && clock.lastDay > today ? clock.lastDay : today;
  return { day, next: { timeZone, nextTimeZone, nextZoneFrom, lastDay: day } };
}

/**
 * Counts a day on a LOCKED wallet (`lockWallet`'s answer): works out the caps' day (`economyDay`) and stores the
 * zone and the day with the balance row. Answers the day.
 */
export async function countDay(
  tx: Executor,
  characterId: number,
  wallet: LockedWallet,
  now: Date,
  stated?: string,
): Promise<string> {
  const { day, next } = economyDay(wallet, now, stated);
  if (
    next.timeZone !== wallet.timeZone ||
    next.nextTimeZone !== wallet.nextTimeZone ||
    next.nextZoneFrom !== wallet.nextZoneFrom ||
    next.lastDay !== wallet.lastDay
  ) {
    await tx
      .update(economyBalances)
      .set({
        timeZone: next.timeZone,
        nextTimeZone: next.nextTimeZone,
        nextZoneFrom: next.nextZoneFrom,
        lastDay: next.lastDay,
      })
      .where(eq(economyBalances.characterId, characterId));
  }
  return day;
}
