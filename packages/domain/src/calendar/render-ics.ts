import { addDays, type CalendarDate } from '../shared/calendar-date.js';
import type { CalendarEvent } from './calendar-event.js';
import { escapeIcsText, joinIcsLines } from './ics-text.js';

const icsDate = (date: CalendarDate): string => date.replaceAll('-', '');

// `2026-11-21T08:00:00.000Z` -> `20261121T080000Z` (RFC 5545 UTC date-time).
const icsInstant = (instant: string): string =>
  `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsInstant(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
    // All-day: the end date is exclusive (RFC 5545 3.6.1).
    `DTEND;VALUE=DATE:${icsDate(addDays(event.date, 1))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'TRANSP:TRANSPARENT',
  ];
  if (event.alarmDaysBefore !== null) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeIcsText(event.summary)}`,
      `TRIGGER:-P${event.alarmDaysBefore}D`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/**
 * D34: an iCalendar (RFC 5545) document of all-day events: CRLF line endings, lines
 * folded at 75 octets, text escaped.
 *
 * @example
 * renderIcs('subtrack renewals', events); // 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n...'
 */
export function renderIcs(calendarName: string, events: readonly CalendarEvent[]): string {
  return joinIcsLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//subtrack//subscription renewals//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendarName)}`,
    // How often calendar apps that honour it fetch again.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]);
}
