import type { EuroRate, RateImportSummary } from '../exchange-rates/exchange-rate.js';
import { prepareEuroRates } from '../exchange-rates/prepare-rate-import.js';
import { storeInBatches } from '../exchange-rates/store-in-batches.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';

/**
 * Imports the euro rates of one of the European Central Bank's files as the server's
 * reference rates, which every account's conversions may use: the operator's task (the
 * command line, the server's daily fetch), never an account's, so nothing is audited in
 * any account. Each rate replaces the reference rate of its date and currency. Rates are
 * checked first (`invalid_exchange_rate` naming the file), then stored in batches, each
 * atomic, pausing between them as `ports.pacer` says, so a server keeps answering during
 * an import of the whole history.
 *
 * @example
 * await importReferenceRates(ports, await readEcbRates(bytes, { pacer }));
 */
export async function importReferenceRates(
  ports: Pick<Ports, 'pacer' | 'exchangeRates'>,
  rows: readonly EuroRate[],
): Promise<{ imported: RateImportSummary }> {
  const pacer = pacerOf(ports);
  const { rates, summary } = await prepareEuroRates(rows, pacer);
  await storeInBatches(rates, (batch) => ports.exchangeRates.putReferenceRates(batch), pacer);
  return { imported: summary };
}
