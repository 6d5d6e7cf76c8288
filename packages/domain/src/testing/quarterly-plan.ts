import type { SubscriptionCreateInput } from '../subscriptions/subscription-input.js';

/**
 * A quarterly plan (monthly x 3) anchored on the 31st, started a year before
 * 2026-11-21 and renewing on 2026-11-30: created on that day, it has paid Nov 30, Feb 28,
 * May 31 and Aug 31 and projects every third month from Nov 30 on.
 */
export const aQuarterlyPlanStartedAYearAgo: SubscriptionCreateInput = {
  name: 'Insurance',
  category: 'Insurance',
  amountMinor: 9000,
  currency: 'EUR',
  period: 'monthly',
  intervalCount: 3,
  nextPaymentDate: '2026-11-30',
  billingAnchorDay: 31,
  startedOn: '2025-11-30',
};
