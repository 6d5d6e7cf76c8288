import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import {
  EURO,
  type EuroRate,
  type ExchangeRate,
  type RateImportSummary,
} from '../exchange-rates/exchange-rate.js';
import { prepareEuroRates } from '../exchange-rates/prepare-rate-import.js';
import { ratesImportedEntry } from '../exchange-rates/rates-imported-entry.js';
import { storeInBatches } from '../exchange-rates/store-in-batches.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';

/**
 * Imports the euro rates of one of the European Central Bank's files (read by a file reader)
 * as the account's own rates, source `ecb`: each replaces the account's rate of its date and
 * currency, and only this account's conversions ever use them. Rates are checked first
 * (`invalid_exchange_rate` naming the file), then stored in batches, pausing between them as
 * `ports.pacer` says; the last batch commits with one `exchange_rates.imported` record
 * holding the summary. An import that fails part-way keeps the batches before the failure,
 * and importing the file again stores the same rates.
 *
 * @example
 * await importExchangeRates(ports, ctx, await readEcbRates(bytes, { pacer }));
 * // { imported: { rates: 204000, dates: 6800, currencies: ['AUD', ...], from: '1999-01-04', to: '2026-11-20' } }
 */
export async function importExchangeRates(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'pacer'>,
  ctx: WriteContext,
  rows: readonly EuroRate[],
): Promise<{ imported: RateImportSummary }> {
  const pacer = pacerOf(ports);
  const { rates, summary } = await prepareEuroRates(rows, pacer);
  const own = rates.map(
    (rate): ExchangeRate => ({
      date: rate.date,
      from: EURO,
      to: rate.currency,
      rate: rate.rate,
      source: 'ecb',
    }),
  );
  await storeInBatches(
    own,
    (batch, last) =>
      ports.unitOfWork.transaction(async (tx) => {
        await tx.exchangeRates.putAccountRates(ctx.accountId, batch);
        if (!last) return;
        const now = ports.clock.now().toISOString();
        await appendAuditEntry(ports, tx, ctx, now, ratesImportedEntry(ports, summary));
      }),
    pacer,
  );
  return { imported: summary };
}
