import { addDays } from '@subtrack/domain';

/** A POST body as a client would send it (amounts in major units). */
export type DemoSubscriptionBody = Record<string, string | number | boolean | number[]>;

/**
 * A dozen realistic subscriptions relative to `today`: several currencies, monthly, yearly
 * and one custom period, every status, one trial and one duplicate pair (
 * "Netflix" and "netflix " normalise alike), so every endpoint has something to show.
 */
export function demoSubscriptions(today: string): DemoSubscriptionBody[] {
  const on = (days: number) => addDays(today, days);
  const monthly = { period: 'monthly' } as const;
  const yearly = { period: 'yearly' } as const;
  return [
    {
      name: 'Netflix',
      category: 'Streaming',
      amount: 15.49,
      currency: 'USD',
      ...monthly,
      nextPaymentDate: on(5),
    },
    {
      name: 'netflix ',
      category: 'Streaming',
      amount: 15.49,
      currency: 'USD',
      ...monthly,
      nextPaymentDate: on(12),
    },
    {
      name: 'Spotify Family',
      category: 'Music',
      amount: 17.99,
      currency: 'EUR',
      ...monthly,
      nextPaymentDate: on(2),
    },
    {
      name: 'iCloud+ 200 GB',
      category: 'Cloud storage',
      amount: 21,
      currency: 'CNY',
      ...monthly,
      nextPaymentDate: on(9),
    },
    {
      name: 'Amazon Prime',
      category: 'Shopping',
      amount: 139,
      currency: 'USD',
      ...yearly,
      nextPaymentDate: on(40),
    },
    {
      name: 'The Guardian',
      category: 'News',
      amount: 119,
      currency: 'GBP',
      ...yearly,
      nextPaymentDate: on(150),
    },
    {
      name: 'Adobe Creative Cloud',
      category: 'Software',
      amount: 59.99,
      currency: 'USD',
      ...monthly,
      nextPaymentDate: on(18),
    },
    {
      name: 'Nintendo Switch Online',
      category: 'Gaming',
      amount: 2400,
      currency: 'JPY',
      ...yearly,
      nextPaymentDate: on(200),
    },
    {
      name: 'Gym membership',
      category: 'Health',
      amount: 49,
      currency: 'CHF',
      period: 'custom',
      customDate: '28',
      nextPaymentDate: on(7),
    },
    {
      name: 'Disney+',
      category: 'Streaming',
      amount: 8.99,
      currency: 'EUR',
      ...monthly,
      nextPaymentDate: on(20),
      status: 'paused',
    },
    {
      name: 'Headspace',
      category: 'Health',
      amount: 69.99,
      currency: 'CAD',
      ...yearly,
      nextPaymentDate: on(100),
      status: 'cancelled',
    },
    {
      name: 'Notion Plus',
      category: 'Productivity',
      amount: 10,
      currency: 'USD',
      ...monthly,
      nextPaymentDate: on(6),
      isTrial: true,
      trialEndsOn: on(6),
    },
    {
      name: 'Singtel CAST',
      category: 'Streaming',
      amount: 15.9,
      currency: 'SGD',
      ...monthly,
      nextPaymentDate: on(25),
    },
  ];
}
