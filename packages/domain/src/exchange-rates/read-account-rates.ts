import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import type { ExchangeRate } from './exchange-rate.js';
import { RATE_BATCH_SIZE } from './store-in-batches.js';

/**
 * Every one of the account's own rates, oldest first (by date, `from`, `to`), read a page
 * of {@link RATE_BATCH_SIZE} at a time with pauses between pages as `ports.pacer` says, so
 * a whole imported history never holds the store or the thread for long.
 *
 * @example
 * const rates = await readAccountRates(ports, accountId); // [{ date: '2026-11-20', from: 'USD', to: 'EUR', ... }]
 */
export async function readAccountRates(
  ports: Pick<Ports, 'pacer' | 'exchangeRates'>,
  accountId: string,
): Promise<ExchangeRate[]> {
  const pacer = pacerOf(ports);
  const rates: ExchangeRate[] = [];
  for (;;) {
    const after = rates.length === 0 ? null : rates[rates.length - 1]!;
    const page = await ports.exchangeRates.listAccountRates(accountId, after, RATE_BATCH_SIZE);
    rates.push(...page);
    if (page.length < RATE_BATCH_SIZE) return rates;
    if (pacer.due()) await pacer.pause();
  }
}
