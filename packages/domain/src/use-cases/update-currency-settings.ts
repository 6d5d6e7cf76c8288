import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import {
  type CurrencySettingsInput,
  toCurrencySettingsResource,
} from '../exchange-rates/currency-settings.js';
import type { Ports } from '../ports/ports.js';
import type { Currency } from '../subscriptions/subscription.js';

/**
 * Sets or clears the account's home currency, recording `settings.updated` (resource id the
 * account's, the change of `homeCurrency`) in the same transaction, and answers the setting.
 *
 * @example
 * await updateCurrencySettings(ports, ctx, parseCurrencySettingsBody({ homeCurrency: 'EUR' }));
 */
export async function updateCurrencySettings(
  ports: Ports,
  ctx: WriteContext,
  input: CurrencySettingsInput,
): Promise<{ homeCurrency: Currency | null }> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    const before = toCurrencySettingsResource(await tx.currencySettings.get(accountId));
    const now = ports.clock.now().toISOString();
    await tx.currencySettings.save({ accountId, homeCurrency: input.homeCurrency, updatedAt: now });
    const after = { homeCurrency: input.homeCurrency };
    await appendAuditEntry(ports, tx, ctx, now, {
      action: 'settings.updated',
      resourceType: 'settings',
      resourceId: accountId,
      changes: diffResources(before, after),
    });
    return after;
  });
}
