import {
  EXPORT_VERSION,
  type ExportedSubscription,
  type SubscriptionExport,
} from '../data-io/subscription-export.js';
import { toExchangeRateResource } from '../exchange-rates/exchange-rate.js';
import { readAccountRates } from '../exchange-rates/read-account-rates.js';
import { toExportedLogo } from '../logos/exported-logo.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { ExportedPayment } from '../payments/payment.js';
import { toExportedPayment } from '../payments/present.js';
import type { Ports } from '../ports/ports.js';
import { toSubscriptionResource } from '../subscriptions/present.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { getCurrencySettings } from './get-currency-settings.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';

// D40: every payment of the account by subscription id, oldest first within each (the
// order the repository reads them in), read in pages with pauses as D48 says.
async function paymentsBySubscription(
  ports: Pick<Ports, 'pacer' | 'payments'>,
  accountId: string,
): Promise<Map<string, ExportedPayment[]>> {
  const pacer = pacerOf(ports);
  const bySubscription = new Map<string, ExportedPayment[]>();
  for await (const payment of ports.payments.iterateAll(accountId)) {
    const list = bySubscription.get(payment.subscriptionId);
    if (list === undefined)
      bySubscription.set(payment.subscriptionId, [toExportedPayment(payment)]);
    else list.push(toExportedPayment(payment));
    if (pacer.due()) await pacer.pause();
  }
  return bySubscription;
}

/**
 * Every subscription of the account, any status, as the API shows them (stale dates
 * rolled forward first), oldest first so two exports of the same data compare equal.
 * Version 3: each record with its payments (oldest first) and its uploaded logo when
 * it has one (`logo: {contentType, data}`, base64), beside the account's home currency and
 * own exchange rates (oldest first; the server's reference rates are not the account's).
 * Read in pages and presented in slices, pausing as `ports.pacer` says.
 *
 * @example
 * const data = await exportSubscriptions(ports, accountId); // { format: 'subtrack-export', version: 3, homeCurrency: 'EUR', ... }
 */
export async function exportSubscriptions(
  ports: RollForwardPorts &
    Pick<Ports, 'payments' | 'exchangeRates' | 'currencySettings' | 'logos'>,
  accountId: string,
): Promise<SubscriptionExport> {
  await rollForwardAccount(ports, accountId);
  const pacer = pacerOf(ports);
  const records: Subscription[] = [];
  for await (const record of ports.subscriptions.iterateAll(accountId)) {
    records.push(record);
    if (pacer.due()) await pacer.pause();
  }
  records.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
  const payments = await paymentsBySubscription(ports, accountId);
  const subscriptions: ExportedSubscription[] = [];
  for (const record of records) {
    const logo = record.hasLogo ? await ports.logos.get(accountId, record.id) : null;
    subscriptions.push({
      ...toSubscriptionResource(record),
      payments: payments.get(record.id) ?? [],
      ...(logo === null ? {} : { logo: toExportedLogo(logo) }),
    });
    if (pacer.due()) await pacer.pause();
  }
  const { homeCurrency } = await getCurrencySettings(ports, accountId);
  const rates = await readAccountRates(ports, accountId);
  return {
    format: 'subtrack-export',
    version: EXPORT_VERSION,
    exportedAt: ports.clock.now().toISOString(),
    homeCurrency,
    exchangeRates: rates.map(toExchangeRateResource),
    subscriptions,
  };
}
