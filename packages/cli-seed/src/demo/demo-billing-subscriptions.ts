import {
  addBillingPeriods,
  type BillingRule,
  type CalendarDate,
  daysOfMonth,
  monthAt,
  monthIndex,
  rollForward,
} from '@subtrack/domain';
import type { DemoSubscriptionBody } from './demo-subscriptions.js';

/** The demo contract one of whose past months is marked skipped. */
export const DEMO_SKIPPED_MONTH_OF = 'Mobile contract';

/**
 * The demo records that show how real subscriptions bill, dated from `today` so
 * the same clock seeds the same dates: a quarterly plan anchored on the 31st started nine
 * months ago (its past renewals become backfilled payments), a domain renewed every two
 * years with two reminders, and a phone contract with an end date, a notice period,
 * reminders a week and a day before, and five months of payments.
 */
export function demoBillingSubscriptions(today: CalendarDate): DemoSubscriptionBody[] {
  const current = monthIndex(today);
  // D38: a quarterly plan that bills on the last day of its month, Jan 31, Apr 30, ...
  const quarterly: BillingRule = {
    period: 'monthly',
    intervalCount: 3,
    billingAnchorDay: 31,
    customDays: null,
  };
  const insuranceStart = daysOfMonth(monthAt(current - 9)).last;
  // D40: a contract started about five months ago, so its renewals since are its history.
  const monthly: BillingRule = { period: 'monthly', billingAnchorDay: null, customDays: null };
  const contractStart = addBillingPeriods(today, monthly, -5);
  const contractNext = rollForward(contractStart, monthly, today);
  return [
    {
      name: 'Home insurance',
      category: 'Insurance',
      amount: 87.5,
      currency: 'EUR',
      period: 'monthly',
      intervalCount: 3,
      billingAnchorDay: 31,
      startedOn: insuranceStart,
      nextPaymentDate: rollForward(insuranceStart, quarterly, today),
    },
    {
      name: 'example.org domain',
      category: 'Web',
      amount: 24,
      currency: 'USD',
      period: 'yearly',
      intervalCount: 2,
      nextPaymentDate: addBillingPeriods(today, monthly, 7),
      remindDaysBefore: [30, 7],
    },
    {
      name: DEMO_SKIPPED_MONTH_OF,
      category: 'Phone',
      amount: 25,
      currency: 'EUR',
      period: 'monthly',
      startedOn: contractStart,
      nextPaymentDate: contractNext,
      // D39: a 24-month contract, renewing for the last time 19 renewals from now, which
      // must be cancelled 30 days before a renewal.
      endsOn: addBillingPeriods(contractNext, monthly, 18),
      noticeDays: 30,
      remindDaysBefore: [7, 1],
    },
  ];
}
