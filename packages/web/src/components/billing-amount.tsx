/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Currency, Period } from '@subtrack/domain';
import type { Formatters } from '../format/formatters.js';

/** "a month", "a year" or "every 14 days": how often an amount is paid. */
export function periodText(period: Period, customDays: string | undefined): string {
  if (period === 'monthly') return 'a month';
  if (period === 'yearly') return 'a year';
  return customDays === '1' ? 'every day' : `every ${customDays ?? '?'} days`;
}

/**
 * An amount with its currency and how often it is paid: "$15.49 a month". `stacked` puts
 * the period on a line of its own under the amount, so amounts of a column line up.
 */
export function BillingAmount(props: {
  amount: number;
  currency: Currency;
  period: Period;
  customDate?: string | undefined;
  format: Formatters;
  stacked?: boolean;
}) {
  const money = props.format.money(props.amount, props.currency);
  const period = periodText(props.period, props.customDate);
  if (!props.stacked) return <>{`${money} ${period}`}</>;
  return (
    <span class="billing">
      {money} <small class="period">{period}</small>
    </span>
  );
}
