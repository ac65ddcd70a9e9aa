/** Days in a time zone, as YYYY-MM-DD strings (the type of the rollup's `day`). */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dayFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
