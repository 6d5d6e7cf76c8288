import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { ExchangeRate } from '../exchange-rates/exchange-rate.js';
import type { ExchangeRateInput } from '../exchange-rates/parse-exchange-rate.js';
import type { Ports } from '../ports/ports.js';

/**
 * Stores a rate the account typed (source `owner`), replacing its own rate of that date and
 * pair, and records `exchange_rate.updated` in the same transaction: one change keyed
 * `date/from/to`, from the rate it replaced (or null) to the new one. Only this account's
 * conversions ever use it.
 *
 * @example
 * await putExchangeRate(ports, ctx, parseExchangeRatePut({ date: '2026-11-20', from: 'USD', to: 'EUR' }, { rate: 0.9211 }));
 */
export async function putExchangeRate(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  input: ExchangeRateInput,
): Promise<ExchangeRate> {
  const accountId = ctx.accountId;
  const rate: ExchangeRate = { ...input, source: 'owner' };
  return ports.unitOfWork.transaction(async (tx) => {
    const before = await tx.exchangeRates.findAccountRate(accountId, rate.date, rate.from, rate.to);
    await tx.exchangeRates.putAccountRates(accountId, [rate]);
    await appendAuditEntry(ports, tx, ctx, ports.clock.now().toISOString(), {
      action: 'exchange_rate.updated',
      resourceType: 'exchange_rate',
      resourceId: accountId,
      changes: {
        [`${rate.date}/${rate.from}/${rate.to}`]: {
          from: before === null ? null : Number(before.rate),
          to: Number(rate.rate),
        },
      },
    });
    return rate;
  });
}
