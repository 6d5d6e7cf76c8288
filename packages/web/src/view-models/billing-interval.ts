import {
  DomainError,
  MAX_CUSTOM_DAYS,
  MAX_INTERVAL_COUNT,
  type SubscriptionResource,
} from '@subtrack/domain';
import { DEFAULT_LANGUAGE, type Translate, translatorFor } from '@subtrack/i18n';

/** The units of the form's "Every [N] [unit]" question, in the order the select offers them. */
export const INTERVAL_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

/** "Every [N] [unit]" as typed: the number as text, the unit as chosen. */
export interface TypedInterval {
  every: string;
  unit: string;
}

/** The API's billing fields of an interval, as the form's text (empty: not sent). */
export interface IntervalFields {
  period: string;
  customDate: string;
  intervalCount: string;
}

const DAYS_PER_WEEK = 7;

// The largest N of each unit, from the domain's own limits (D9: custom 1-3650 days; D38:
// 1-36 months, 1-10 years); weeks are custom days, so at most 3650 / 7 whole weeks.
export const MAX_EVERY: Record<IntervalUnit, number> = {
  days: MAX_CUSTOM_DAYS,
  weeks: Math.floor(MAX_CUSTOM_DAYS / DAYS_PER_WEEK),
  months: MAX_INTERVAL_COUNT.monthly,
  years: MAX_INTERVAL_COUNT.yearly,
};

const isUnit = (unit: string): unit is IntervalUnit =>
  (INTERVAL_UNITS as readonly string[]).includes(unit);

/**
 * The interval a stored subscription is shown with: monthly x N as N months, yearly x N
 * as N years, custom days as weeks when they are whole weeks (14 days: every 2 weeks).
 *
 * @example intervalOf({ period: 'custom', customDate: '14', ... }) // { every: '2', unit: 'weeks' }
 */
export function intervalOf(
  resource: Pick<SubscriptionResource, 'period' | 'customDate' | 'intervalCount'>,
): TypedInterval {
  if (resource.period === 'monthly')
    return { every: String(resource.intervalCount ?? 1), unit: 'months' };
  if (resource.period === 'yearly')
    return { every: String(resource.intervalCount ?? 1), unit: 'years' };
  const days = Number(resource.customDate);
  if (Number.isInteger(days) && days > 0 && days % DAYS_PER_WEEK === 0) {
    return { every: String(days / DAYS_PER_WEEK), unit: 'weeks' };
  }
  return { every: resource.customDate ?? '', unit: 'days' };
}

function formError(field: 'every' | 'unit', message: string): DomainError {
  return new DomainError('invalid_subscription', message, {
    field,
    suggestedFix: 'Type how many days, weeks, months or years lie between two payments.',
  });
}

/**
 * The API's billing fields of "Every [N] [unit]": days are custom N, weeks custom
 * 7N days, months monthly x N, years yearly x N. N must be a whole number within the
 * unit's limit; the message, in the language of `t` (English by default), names the
 * form's "Every" control (field `every`).
 *
 * @example intervalFieldsOf({ every: '3', unit: 'months' }) // { period: 'monthly', customDate: '', intervalCount: '3' }
 */
export function intervalFieldsOf(
  typed: TypedInterval,
  t: Translate = translatorFor(DEFAULT_LANGUAGE).t,
): IntervalFields {
  const { unit } = typed;
  if (!isUnit(unit)) throw formError('unit', t('billing.interval.chooseUnit'));
  const max = MAX_EVERY[unit];
  if (!/^\d+$/.test(typed.every) || Number(typed.every) < 1 || Number(typed.every) > max) {
    throw formError('every', t('billing.interval.outOfRange', { unit, max }));
  }
  const n = Number(typed.every);
  if (unit === 'months') return { period: 'monthly', customDate: '', intervalCount: String(n) };
  if (unit === 'years') return { period: 'yearly', customDate: '', intervalCount: String(n) };
  const days = unit === 'weeks' ? n * DAYS_PER_WEEK : n;
  return { period: 'custom', customDate: String(days), intervalCount: '' };
}

/**
 * Where a domain message about the billing fields goes on the form: the number ("Every")
 * for the counts, the unit select for the period.
 */
export const INTERVAL_FIELD_CONTROLS: Record<string, string> = {
  customDate: 'every',
  intervalCount: 'every',
  period: 'unit',
};
