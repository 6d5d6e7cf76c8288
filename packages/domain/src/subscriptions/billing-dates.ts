import {
  addDays,
  type CalendarDate,
  calendarDateParts,
  compareDates,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
} from '../shared/calendar-date.js';
import type { BillingRule } from './subscription.js';

/**
 * Moves a date by whole months onto day min(anchorDay, last day of the target month).
 * Like date-fns `addMonths` the day is clamped at month end, but the anchor (not the
 * clamped day) decides the next month, so Jan 31 -> Feb 28/29 -> Mar 31.
 *
 * @example
 * addMonthsAnchored('2026-01-31', 1, 31); // '2026-02-28'
 * addMonthsAnchored('2026-02-28', 1, 31); // '2026-03-31'
 * addMonthsAnchored('2026-12-15', 1, 15); // '2027-01-15'
 */
export function addMonthsAnchored(
  date: CalendarDate,
  months: number,
  anchorDay: number,
): CalendarDate {
  const { year, month } = calendarDateParts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const day = Math.min(anchorDay, daysInMonth(targetYear, targetMonth));
  return formatCalendarDate(targetYear, targetMonth, day);
}

/** The anchor inferred from a date is its day of month. */
export function inferBillingAnchorDay(date: CalendarDate): number {
  return calendarDateParts(date).day;
}

/**
 * True when the date's day is min(anchorDay, days in its month), i.e. the date is
 * one that an anchored monthly or yearly schedule can land on.
 *
 * @example
 * matchesBillingAnchor('2026-02-28', 31); // true
 * matchesBillingAnchor('2026-03-30', 31); // false
 */
export function matchesBillingAnchor(date: CalendarDate, anchorDay: number): boolean {
  const { year, month, day } = calendarDateParts(date);
  return day === Math.min(anchorDay, daysInMonth(year, month));
}

/**
 * The months one period of an anchored rule spans: N for monthly, 12 N for yearly
 * (N = `intervalCount`, 1 when absent).
 *
 * @example
 * monthsPerPeriod({ period: 'monthly', billingAnchorDay: 31, customDays: null, intervalCount: 3 }); // 3
 */
export function monthsPerPeriod(rule: BillingRule): number {
  return (rule.period === 'yearly' ? 12 : 1) * (rule.intervalCount ?? 1);
}

function customDaysOf(rule: BillingRule): number {
  if (rule.customDays === null) {
    throw new RangeError('a custom billing rule needs customDays');
  }
  return rule.customDays;
}

/**
 * Moves a date by `count` whole billing periods (negative moves back). Monthly and
 * yearly use the rule's anchor, or the date's own day when the rule has none, and step
 * `intervalCount` months or years at a time; custom moves by `customDays` days
 *. The result is always counted from `date` in one step, so the anchor holds
 * however far it goes: a quarterly plan anchored on the 31st lands on Jan 31, Apr 30,
 * Jul 31, Oct 31.
 *
 * @example
 * addBillingPeriods('2024-02-29', { period: 'yearly', billingAnchorDay: 29, customDays: null }, 1);
 * // '2025-02-28'
 * addBillingPeriods('2026-01-31', { period: 'monthly', billingAnchorDay: 31, customDays: null, intervalCount: 3 }, 1);
 * // '2026-04-30'
 */
export function addBillingPeriods(
  date: CalendarDate,
  rule: BillingRule,
  count: number,
): CalendarDate {
  if (rule.period === 'custom') return addDays(date, count * customDaysOf(rule));
  const anchor = rule.billingAnchorDay ?? inferBillingAnchorDay(date);
  return addMonthsAnchored(date, count * monthsPerPeriod(rule), anchor);
}

/**
 * One billing period after `date` (`nextPaymentDate` from `lastPaymentDate`).
 *
 * @example
 * nextBillingDate('2026-01-31', { period: 'monthly', billingAnchorDay: 31, customDays: null });
 * // '2026-02-28'
 */
export function nextBillingDate(date: CalendarDate, rule: BillingRule): CalendarDate {
  return addBillingPeriods(date, rule, 1);
}

/**
 * One billing period before `date`, anchor-aware (the `lastPaymentDate` shown for a
 * `nextPaymentDate`).
 *
 * @example
 * previousBillingDate('2026-03-31', { period: 'monthly', billingAnchorDay: 31, customDays: null });
 * // '2026-02-28'
 */
export function previousBillingDate(date: CalendarDate, rule: BillingRule): CalendarDate {
  return addBillingPeriods(date, rule, -1);
}

// How many whole periods move `date` (< today) to the first date >= today. Computed
// directly, so a date decades old costs the same as yesterday (D6).
function periodsToReach(date: CalendarDate, rule: BillingRule, today: CalendarDate): number {
  if (rule.period === 'custom') {
    return Math.ceil(daysBetween(date, today) / customDaysOf(rule));
  }
  const from = calendarDateParts(date);
  const to = calendarDateParts(today);
  const monthsApart = (to.year - from.year) * 12 + (to.month - from.month);
  // Fewer periods than this land in an earlier month than today's; one more lands in a
  // later month. Only the day within today's month is left to decide.
  const guess = Math.max(1, Math.floor(monthsApart / monthsPerPeriod(rule)));
  const landed = addBillingPeriods(date, rule, guess);
  return compareDates(landed, today) < 0 ? guess + 1 : guess;
}

/**
 * How many whole periods move `date` to the first date on or after `today` (0 when
 * `date` is already on or after it). Costs the same for a date decades old as for
 * yesterday.
 *
 * @example
 * periodsUntil('2026-01-31', { period: 'monthly', billingAnchorDay: 31, customDays: null }, '2026-04-15'); // 3
 */
export function periodsUntil(date: CalendarDate, rule: BillingRule, today: CalendarDate): number {
  return compareDates(date, today) >= 0 ? 0 : periodsToReach(date, rule, today);
}

/**
 * The first date on or after `today` reached from `date` by whole billing periods.
 * A date already on or after today is returned unchanged.
 *
 * @example
 * rollForward('2026-01-31', { period: 'monthly', billingAnchorDay: 31, customDays: null }, '2026-04-15');
 * // '2026-04-30'
 */
export function rollForward(
  date: CalendarDate,
  rule: BillingRule,
  today: CalendarDate,
): CalendarDate {
  if (compareDates(date, today) >= 0) return date;
  return addBillingPeriods(date, rule, periodsToReach(date, rule, today));
}
