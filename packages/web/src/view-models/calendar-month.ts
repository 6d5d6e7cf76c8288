import {
  type BillingEvent,
  type CalendarDate,
  DomainError,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
} from '@subtrack/domain';

/** A month written `YYYY-MM`, as the calendar's address takes it. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Reads `?month=YYYY-MM`; without one the calendar shows the month of today. A bad
 * value is refused with a message that says how to write it.
 */
export function parseMonthParam(raw: unknown, today: CalendarDate): Month {
  if (raw === undefined || raw === '') return today.slice(0, 7);
  if (typeof raw !== 'string' || !MONTH.test(raw)) {
    throw new DomainError('invalid_query', 'month must be a month written YYYY-MM, e.g. 2026-11.', {
      field: 'month',
      suggestedFix: 'Send month as YYYY-MM, or leave it out for this month.',
    });
  }
  return raw;
}

const partsOf = (month: Month) => ({
  year: Number(month.slice(0, 4)),
  month: Number(month.slice(5, 7)),
});

/** The first and last day of a month. */
export function monthRange(month: Month): { from: CalendarDate; to: CalendarDate } {
  const { year, month: m } = partsOf(month);
  return {
    from: formatCalendarDate(year, m, 1),
    to: formatCalendarDate(year, m, daysInMonth(year, m)),
  };
}

/** The month `delta` months away: `shiftMonth('2026-12', 1)` is `'2027-01'`. */
export function shiftMonth(month: Month, delta: number): Month {
  const { year, month: m } = partsOf(month);
  const index = year * 12 + (m - 1) + delta;
  return formatCalendarDate(Math.floor(index / 12), (index % 12) + 1, 1).slice(0, 7);
}

/** One day of the calendar that has something on it. */
export interface CalendarDay {
  date: CalendarDate;
  events: BillingEvent[];
}

/** The month's events grouped by day, in date order (days without events are left out). */
export function groupByDay(events: readonly BillingEvent[]): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const event of events) {
    const last = days.at(-1);
    if (last?.date === event.date) last.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
}

/**
 * The grid's columns, Monday first (ISO 8601 weeks), as the days of one such week (5 to 11
 * January 1970), so the page's language names them.
 */
export const WEEKDAYS = [
  '1970-01-05',
  '1970-01-06',
  '1970-01-07',
  '1970-01-08',
  '1970-01-09',
  '1970-01-10',
  '1970-01-11',
] as const;

/** One day of the month grid. */
export interface CalendarCell {
  date: CalendarDate;
  /** The day of the month, 1-31. */
  day: number;
  isToday: boolean;
  events: BillingEvent[];
}

/** A week of the grid, Monday first; null where the day belongs to the month before or after. */
export type CalendarWeek = Array<CalendarCell | null>;

// 1970-01-05 was a Monday: whole weeks from it tell any date's column.
const weekdayIndex = (date: CalendarDate) => ((daysBetween('1970-01-05', date) % 7) + 7) % 7;

/**
 * The month as weeks of seven days for the wide screens' grid, every day of the month in
 * its weekday's column with its events, today marked.
 *
 * @example monthWeeks('2026-11', '2026-11-21', days)[0] // [null x 6, { date: '2026-11-01', ... }]
 */
export function monthWeeks(
  month: Month,
  today: CalendarDate,
  days: readonly CalendarDay[],
): CalendarWeek[] {
  const { from, to } = monthRange(month);
  const eventsOn = new Map(days.map((day) => [day.date, day.events]));
  const cells: Array<CalendarCell | null> = Array.from({ length: weekdayIndex(from) }, () => null);
  for (let day = 1; day <= Number(to.slice(8, 10)); day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    cells.push({ date, day, isToday: date === today, events: eventsOn.get(date) ?? [] });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
