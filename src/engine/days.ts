/** Calendar days as YYYY-MM-DD strings (the server's rollups, the reports and the learning plan). */

/** Milliseconds in a day (of UTC calendar days: no daylight saving). */
export const DAY_MS = 86_400_000;

/** The day `offset` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}
