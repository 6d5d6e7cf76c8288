import type { SpendOverTime } from '../analytics/spend-over-time.js';
import { spendProjectionFold } from '../analytics/spend-over-time.js';
import { resolveSpendRange, type SpendQuery } from '../analytics/spend-query.js';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import type { ConvertedSpend } from '../exchange-rates/converted-spend.js';
import { convertedSpendOver } from '../exchange-rates/converted-spend-over.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import type { Currency } from '../subscriptions/subscription.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/**
 * The spend over time (as `getSpendOverTime`: per currency, never converted) plus
 * `converted`, the same months in `query.convertTo`: each paid payment at the rate of its
 * own due date, the projected renewals at today's rates, any currency without a rate named
 * in its month and left out (see `convertSpend`).
 *
 * @example
 * await getConvertedSpend(ports, accountId, parseConvertedSpendQuery({ convertTo: 'EUR' }));
 */
export async function getConvertedSpend(
  ports: RollForwardPorts & Pick<Ports, 'payments' | 'exchangeRates'>,
  accountId: string,
  query: SpendQuery & { convertTo: Currency },
): Promise<SpendOverTime & { converted: ConvertedSpend }> {
  const today = await todayForAccount(ports, accountId);
  const range = resolveSpendRange(query, today);
  await rollForwardAccount(ports, accountId);
  const projected = await foldSubscriptionsAsync(
    ports.subscriptions.iterateAll(accountId),
    spendProjectionFold(range),
    pacerOf(ports),
  );
  return convertedSpendOver(ports, accountId, {
    range,
    today,
    projected,
    convertTo: query.convertTo,
  });
}
