/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Currency, Period } from '@subtrack/domain';
import type { Formatters } from '../format/formatters.js';

/**
 * "a month", "every 3 months", "a year", "every 2 years" or "every 14 days": how often an
 * amount is paid (monthly and yearly repeat every `intervalCount` months or years).
 */
export function periodText(
  period: Period,
  customDays: string | undefined,
  intervalCount = 1,
): string {
  if (period === 'monthly')
    return intervalCount === 1 ? 'a month' : `every ${intervalCount} months`;
  if (period === 'yearly') return intervalCount === 1 ? 'a year' : `every ${intervalCount} years`;
  return customDays === '1' ? 'every day' : `every ${customDays ?? '?'} days`;
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
  const money = props.format.money(of.amount, of.currency);
  const period = periodText(of.period, of.customDate, of.intervalCount);
  if (!props.stacked) return <>{`${money} ${period}`}</>;
  return (
    <span class="billing">
      {money} <small class="period">{period}</small>
    </span>
  );
}
