/** The UTC offset of `timeZone` at an instant, in minutes (Berlin in winter: 60). */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instantMs))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // "GMT" itself
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first instant of a calendar day in the owner's time zone, as an RFC 3339 date-time
 * with its offset (what the audit query's `since`/`until` take): the activity filter's
 * dates mean the owner's days, not UTC's.
 *
 * @example
 * startOfDayIn('2026-07-01', 'Europe/Berlin'); // '2026-07-01T00:00:00+02:00'
 */
export function startOfDayIn(date: string, timeZone: string): string {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The offset at UTC midnight is a guess; the offset at the guessed instant is the answer
  // unless the day starts inside a daylight-saving jump (then the guess is within an hour).
  const offset = offsetMinutes(
    utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000,
    timeZone,
  );
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T00:00:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
