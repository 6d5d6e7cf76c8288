import {
  type BillingEvent,
  type CalendarDate,
  DomainError,
  daysInMonth,
  formatCalendarDate,
} from '@subtrack/domain';

/** A month written `YYYY-MM`, as the calendar's address takes it. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Reads `?month=YYYY-MM`; without one the calendar shows the month of today (D5). A bad
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
