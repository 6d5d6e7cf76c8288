import type { ScopedExchangeRate } from '../exchange-rates/exchange-rate.js';
import type { ExchangeRateListQuery } from '../ports/exchange-rate-store.js';
import type { Ports } from '../ports/ports.js';
import type { Page } from '../shared/page.js';

/**
 * One page of the rates an account's conversions may use: the server's reference rates
 * (listed from EUR) and the account's own, newest first (see `ExchangeRateStore.list`).
 *
 * @example
 * await listExchangeRates(ports, accountId, parseExchangeRateListQuery({ currency: 'USD' }));
 */
export async function listExchangeRates(
  ports: Pick<Ports, 'exchangeRates'>,
  accountId: string,
  query: ExchangeRateListQuery,
): Promise<Page<ScopedExchangeRate>> {
  return ports.exchangeRates.list(accountId, query);
}
