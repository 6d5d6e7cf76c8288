import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { type CurrencyEstimate, monthlyTotalsFold } from '../exchange-rates/estimate.js';
import { estimateOfTotals } from '../exchange-rates/estimate-of-totals.js';
import { noEstimateCurrency } from '../exchange-rates/no-estimate-currency.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import type { Currency } from '../subscriptions/subscription.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/**
 * A labelled estimate of the account's active subscriptions (their monthly equivalents) in
 * `query.currency`, or else the home currency (neither: `invalid_query` naming `currency`),
 * at the rates chosen for today (see `chooseRate`); a currency without a rate is listed
 * apart and never added. Stale dates roll first, like every analytics read, and the pass
 * over the records pauses as `ports.pacer` says.
 *
 * @example
 * await getCurrencyEstimate(ports, accountId, parseEstimateQuery({}));
 */
export async function getCurrencyEstimate(
  ports: RollForwardPorts & Pick<Ports, 'exchangeRates' | 'currencySettings'>,
  accountId: string,
  query: { currency?: Currency },
): Promise<CurrencyEstimate> {
  const currency =
    query.currency ?? (await ports.currencySettings.get(accountId))?.homeCurrency ?? null;
  if (currency === null) throw noEstimateCurrency();
  await rollForwardAccount(ports, accountId);
  const today = await todayForAccount(ports, accountId);
  const totals = await foldSubscriptionsAsync(
    ports.subscriptions.iterateAll(accountId),
    monthlyTotalsFold(),
    pacerOf(ports),
  );
  return estimateOfTotals(ports, accountId, totals, { currency, today });
}
