import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import { ratesImportedEntry } from '../exchange-rates/rates-imported-entry.js';
import { saveHomeCurrency } from '../exchange-rates/save-home-currency.js';
import { RATE_BATCH_SIZE } from '../exchange-rates/store-in-batches.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { compareCodePoints } from '../shared/text.js';
import type { CheckedAccountData } from './imported-account.js';

/**
 * Writes what an export said about its account, inside the import's transaction (`tx`):
 * its home currency, when it names one and the account's differs (recorded as
 * `settings.updated`; a file without one leaves the account's as it is), and its own rates,
 * each replacing the account's rate of its date and pair, in batches with pauses between
 * them (recorded as one `exchange_rates.imported` with how many, on how many dates, of
 * which currencies, from when to when).
 *
 * @internal
 */
export async function restoreAccountData(
  ports: Pick<Ports, 'clock' | 'ids' | 'pacer'>,
  tx: StoragePorts,
  ctx: WriteContext,
  data: CheckedAccountData,
): Promise<void> {
  const accountId = ctx.accountId;
  const current = await tx.currencySettings.get(accountId);
  if (data.homeCurrency !== null && data.homeCurrency !== (current?.homeCurrency ?? null)) {
    await saveHomeCurrency(ports, tx, ctx, data.homeCurrency);
  }
  const { rates } = data;
  if (rates.length === 0) return;
  const pacer = pacerOf(ports);
  for (let start = 0; start < rates.length; start += RATE_BATCH_SIZE) {
    if (pacer.due()) await pacer.pause();
    await tx.exchangeRates.putAccountRates(accountId, rates.slice(start, start + RATE_BATCH_SIZE));
  }
  const dates = [...new Set(rates.map((rate) => rate.date))].sort();
  const currencies = [...new Set(rates.flatMap((rate) => [rate.from, rate.to]))];
  const summary = {
    rates: rates.length,
    dates: dates.length,
    currencies: currencies.sort(compareCodePoints),
    from: dates[0]!,
    to: dates[dates.length - 1]!,
  };
  const now = ports.clock.now().toISOString();
  await appendAuditEntry(ports, tx, ctx, now, ratesImportedEntry(ports, summary));
}
