import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { Currency } from '../subscriptions/subscription.js';
import { toCurrencySettingsResource } from './currency-settings.js';

/**
 * Sets or clears the account's home currency through `store` (a transaction's ports) and
 * records `settings.updated` (resource id the account's, the change of `homeCurrency`);
 * answers the setting. A step of `updateCurrencySettings` and of an import that restores
 * an export's home currency.
 *
 * @internal
 */
export async function saveHomeCurrency(
  ports: Pick<Ports, 'ids' | 'clock'>,
  store: StoragePorts,
  ctx: WriteContext,
  homeCurrency: Currency | null,
): Promise<{ homeCurrency: Currency | null }> {
  const accountId = ctx.accountId;
  const before = toCurrencySettingsResource(await store.currencySettings.get(accountId));
  const now = ports.clock.now().toISOString();
  await store.currencySettings.save({ accountId, homeCurrency, updatedAt: now });
  const after = { homeCurrency };
  await appendAuditEntry(ports, store, ctx, now, {
    action: 'settings.updated',
    resourceType: 'settings',
    resourceId: accountId,
    changes: diffResources(before, after),
  });
  return after;
}
