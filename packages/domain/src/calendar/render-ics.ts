import { addDays, type CalendarDate } from '../shared/calendar-date.js';
import type { CalendarEvent } from './calendar-event.js';
import { escapeIcsText, foldIcsLine, joinIcsLines } from './ics-text.js';

// `2026-11-21` -> `20261121`.
const icsDate = (date: CalendarDate): string =>
  date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10);

// `2026-11-21T08:00:00.000Z` -> `20261121T080000Z` (RFC 5545 UTC date-time).
const icsInstant = (instant: string): string =>
  `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Remembers a function's answers: a feed repeats each subscription's texts per renewal. */
function memo(fn: (key: string) => string): (key: string) => string {
  const seen = new Map<string, string>();
  return (key) => {
    let answer = seen.get(key);
    if (answer === undefined) {
      answer = fn(key);
      seen.set(key, answer);
    }
    return answer;
  };
}

// The lines of an event after its dates, which repeat for every renewal of a subscription:
// escaped, folded and joined once per distinct summary, description, stamp and alarm.
function eventTail(event: CalendarEvent): string {
  const lines = [
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'TRANSP:TRANSPARENT',
  ];
  for (const days of event.alarmDaysBefore) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeIcsText(event.summary)}`,
      `TRIGGER:-P${days}D`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return joinIcsLines(lines);
}

/** About how many characters each piece of {@link renderIcsChunks} holds. */
export const ICS_CHUNK_CHARS = 64 * 1024;

/**
 * An iCalendar (RFC 5545) document of all-day events: CRLF line endings, lines
 * folded at 75 octets, text escaped.
 *
 * @example
 * renderIcs('subtrack renewals', events); // 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n...'
 */
export function renderIcs(calendarName: string, events: Iterable<CalendarEvent>): string {
  let ics = '';
  for (const chunk of renderIcsChunks(calendarName, events)) ics += chunk;
  return ics;
}

/**
 * The document of {@link renderIcs} in pieces of at least `chunkChars`
 * characters (the last may be shorter), each made when it is asked for: a server writes
 * one to the client, lets other requests run, then asks for the next. Joined, the pieces
 * are exactly `renderIcs`'s text.
 *
 * @example
 * for (const chunk of renderIcsChunks('subtrack: Home', events)) response.write(chunk);
 */
export function* renderIcsChunks(
  calendarName: string,
  events: Iterable<CalendarEvent>,
  chunkChars = ICS_CHUNK_CHARS,
): Generator<string, void, undefined> {
  const instant = memo(icsInstant);
  const tails = new Map<string, string>();
  let body = joinIcsLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//subtrack//subscription renewals//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendarName)}`,
    // How often calendar apps that honour it fetch again.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ]);
  for (const event of events) {
    const tailKey = `${event.summary}\u0000${event.description}\u0000${event.alarmDaysBefore.join()}`;
    let tail = tails.get(tailKey);
    if (tail === undefined) {
      tail = eventTail(event);
      tails.set(tailKey, tail);
    }
    // The date lines are ASCII and far below 75 octets: nothing to fold. All-day events end
    // on the next day, exclusive (RFC 5545 3.6.1).
    body +=
      `BEGIN:VEVENT\r\n${foldIcsLine(`UID:${event.uid}`)}\r\n` +
      `DTSTAMP:${instant(event.stamp)}\r\n` +
      `DTSTART;VALUE=DATE:${icsDate(event.date)}\r\n` +
      `DTEND;VALUE=DATE:${icsDate(addDays(event.date, 1))}\r\n${tail}`;
    if (body.length >= chunkChars) {
      yield body;
      body = '';
    }
  }
  yield `${body}END:VCALENDAR\r\n`;
}
