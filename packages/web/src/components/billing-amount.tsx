/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { Currency, Period } from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import type { Formatters } from '../format/formatters.js';
import { useT } from './i18n-context.js';

/**
 * "a month", "every 3 months", "a year", "every 2 years" or "every 14 days" in the page's
 * language: how often an amount is paid (monthly and yearly repeat every `intervalCount`
 * months or years).
 */
export function periodText(
  t: Translate,
  period: Period,
  customDays: string | undefined,
  intervalCount = 1,
): string {
  if (period === 'monthly') return t('billing.everyMonths', { count: intervalCount });
  if (period === 'yearly') return t('billing.everyYears', { count: intervalCount });
  const days = Number(customDays);
  return Number.isInteger(days) && days > 0
    ? t('billing.everyDays', { count: days })
    : t('billing.customPeriod');
}

/**
 * An amount with its currency and how often it is paid: "$15.49 a month". `stacked` puts
 * the period on a line of its own under the amount, so amounts of a column line up.
 */
export function BillingAmount(props: {
  /** The subscription as the API shows it (its amount, currency and schedule). */
  of: {
    amount: number;
    currency: Currency;
    period: Period;
    customDate?: string | undefined;
    intervalCount?: number | undefined;
  };
  format: Formatters;
  stacked?: boolean;
}) {
  const { of } = props;
  const t = useT();
  const amount = props.format.money(of.amount, of.currency);
  const period = periodText(t, of.period, of.customDate, of.intervalCount);
  if (!props.stacked) return <>{t('billing.amountPerPeriod', { amount, period })}</>;
  return (
    <span class="billing">
      {amount} <small class="period">{period}</small>
    </span>
  );
}
