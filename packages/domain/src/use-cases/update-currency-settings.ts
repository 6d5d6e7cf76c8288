import type { WriteContext } from '../audit/write-context.js';
import type { CurrencySettingsInput } from '../exchange-rates/currency-settings.js';
import { saveHomeCurrency } from '../exchange-rates/save-home-currency.js';
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
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  input: CurrencySettingsInput,
): Promise<{ homeCurrency: Currency | null }> {
  return ports.unitOfWork.transaction((tx) => saveHomeCurrency(ports, tx, ctx, input.homeCurrency));
}
