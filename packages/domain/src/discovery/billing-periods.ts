import {
  addDays,
  type CalendarDate,
  calendarDateParts,
  dayNumberOf,
  daysInMonth,
} from '../shared/calendar-date.js';
import { addMonthsAnchored } from '../subscriptions/billing-dates.js';
import type { BillingRule } from '../subscriptions/subscription.js';
import { dayNumber } from './charge.js';

/**
 * A period a series may repeat on: every N weeks (custom, 7 N days), every N months on an
 * anchor day, or every year. `early` and `late` bound how far a charge may land from its
 * schedule date: anchored monthly and weekly charges up to 3 days late (weekends and bank
 * holidays), yearly ones within 7 days either way.
 */
export interface PeriodSpec {
  unit: 'weeks' | 'months';
  count: number;
  early: number;
  late: number;
  /** The fewest charges that make a series of this period. */
  minCharges: number;
}

const weekly = (count: number): PeriodSpec => ({
  unit: 'weeks',
  count,
  early: 0,
  late: 3,
  minCharges: 3,
});
const monthly = (count: number): PeriodSpec => ({
  unit: 'months',
  count,
  early: 0,
  late: 3,
  minCharges: 3,
});

/** Every period detection tries: weekly to every 4 weeks, monthly to half-yearly, yearly. */
export const PERIOD_SPECS: readonly PeriodSpec[] = [
  monthly(1),
  monthly(2),
  monthly(3),
  monthly(4),
  monthly(6),
  { unit: 'months', count: 12, early: 7, late: 7, minCharges: 2 },
  weekly(1),
  weekly(2),
  weekly(3),
  weekly(4),
];

/** True for the yearly spec (its suggestions say `yearly`, not every 12 months). */
export const isYearly = (spec: PeriodSpec): boolean => spec.unit === 'months' && spec.count === 12;

/** A schedule: a period, its anchor day (months only) and one of its dates. */
export interface Schedule {
  spec: PeriodSpec;
  /** 1-31 for months: the day the schedule falls on, clamped to short months. */
  anchorDay: number | null;
  /** One date of the schedule (the one of the series' latest charge). */
  date: CalendarDate;
  /** `date` as a day number, year and month, for stepping without writing dates out. */
  day: number;
  year: number;
  month: number;
}

function scheduleOf(spec: PeriodSpec, anchorDay: number | null, date: CalendarDate): Schedule {
  const { year, month } = calendarDateParts(date);
  return { spec, anchorDay, date, day: dayNumber(date), year, month };
}

/** The date `steps` periods after (negative: before) the schedule's date. */
export function scheduleDate(schedule: Schedule, steps: number): CalendarDate {
  const { spec, anchorDay, date } = schedule;
  if (spec.unit === 'weeks') return addDays(date, steps * 7 * spec.count);
  return addMonthsAnchored(date, steps * spec.count, anchorDay!);
}

/** {@link scheduleDate} as a day number, worked out without writing the date. */
export function scheduleDay(schedule: Schedule, steps: number): number {
  const { spec, anchorDay } = schedule;
  if (spec.unit === 'weeks') return schedule.day + steps * 7 * spec.count;
  const index = schedule.year * 12 + schedule.month - 1 + steps * spec.count;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return dayNumberOf({ year, month, day: Math.min(anchorDay!, daysInMonth(year, month)) });
}

/**
 * The schedules on which a charge made on `date` can be: its own date or up to `late` days
 * before it; for months the anchor is that day, and any later day when it is a month's
 * last (a charge on Feb 28 may belong to a schedule on the 31st). Yearly schedules take the
 * charge's own date, since yearly charges may come early too.
 */
export function schedulesThrough(date: CalendarDate, spec: PeriodSpec): Schedule[] {
  if (spec.early > 0) return [scheduleOf(spec, calendarDateParts(date).day, date)];
  const schedules: Schedule[] = [];
  for (let back = 0; back <= spec.late; back += 1) {
    const scheduled = addDays(date, -back);
    if (spec.unit === 'weeks') {
      schedules.push(scheduleOf(spec, null, scheduled));
      continue;
    }
    const { year, month, day } = calendarDateParts(scheduled);
    const lastDay = day === daysInMonth(year, month) ? 31 : day;
    for (let anchorDay = day; anchorDay <= lastDay; anchorDay += 1) {
      schedules.push(scheduleOf(spec, anchorDay, scheduled));
    }
  }
  return schedules;
}

/**
 * The billing fields a create takes for a schedule: weekly as custom days (7 N), months as
 * monthly with `intervalCount`, the yearly spec as yearly.
 */
export function billingRuleOf(schedule: Schedule): BillingRule {
  const { spec, anchorDay } = schedule;
  if (spec.unit === 'weeks') {
    return {
      period: 'custom',
      billingAnchorDay: null,
      customDays: 7 * spec.count,
      intervalCount: 1,
    };
  }
  return isYearly(spec)
    ? { period: 'yearly', billingAnchorDay: anchorDay, customDays: null, intervalCount: 1 }
    : {
        period: 'monthly',
        billingAnchorDay: anchorDay,
        customDays: null,
        intervalCount: spec.count,
      };
}
