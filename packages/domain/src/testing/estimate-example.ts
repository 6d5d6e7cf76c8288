import type { ScopedExchangeRate } from '../exchange-rates/exchange-rate.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { aSubscription } from './builders.js';
import { aReferenceRate } from './rate-builders.js';

/**
 * The worked example of the home-currency estimate (docs/decisions.md): monthly, yearly and
 * custom plans in six currencies, one of them (AUD) without a rate, and a paused plan that
 * counts for nothing. With {@link FRIDAY_RATES} the estimate in EUR on 2026-11-22 is about
 * 49.55 a month.
 */
export function estimateExampleSubscriptions(accountId?: string): Subscription[] {
  const of = accountId === undefined ? {} : { accountId };
  return [
    aSubscription({ ...of, name: 'Netflix', amountMinor: 1599, currency: 'USD' }),
    aSubscription({
      ...of,
      name: 'Spotify',
      amountMinor: 11988,
      currency: 'USD',
      period: 'yearly',
    }),
    aSubscription({ ...of, name: 'Guardian', amountMinor: 899, currency: 'GBP' }),
    aSubscription({ ...of, name: 'Nintendo', amountMinor: 150000, currency: 'JPY' }),
    aSubscription({
      ...of,
      name: 'Migros',
      amountMinor: 1200,
      currency: 'CHF',
      period: 'custom',
      customDays: 90,
    }),
    aSubscription({ ...of, name: 'Domain', amountMinor: 2000, currency: 'EUR', period: 'yearly' }),
    aSubscription({ ...of, name: 'Backup', amountMinor: 450, currency: 'AUD' }),
    aSubscription({
      ...of,
      name: 'Paused gym',
      amountMinor: 5000,
      currency: 'USD',
      status: 'paused',
    }),
  ];
}

/** The European Central Bank's rates of Friday 2026-11-20 the example uses (no AUD). */
export const FRIDAY_RATES: readonly ScopedExchangeRate[] = [
  aReferenceRate('2026-11-20', 'USD', '1.0856'),
  aReferenceRate('2026-11-20', 'GBP', '0.8571'),
  aReferenceRate('2026-11-20', 'JPY', '163.84'),
  aReferenceRate('2026-11-20', 'CHF', '0.9412'),
];
