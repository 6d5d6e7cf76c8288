import { toCurrencySettingsResource } from '../exchange-rates/currency-settings.js';
import type { Ports } from '../ports/ports.js';
import type { Currency } from '../subscriptions/subscription.js';

/**
 * The account's home currency setting, `{homeCurrency}` (null when none was chosen).
 *
 * @example
 * await getCurrencySettings(ports, accountId); // { homeCurrency: 'EUR' }
 */
export async function getCurrencySettings(
  ports: Pick<Ports, 'currencySettings'>,
  accountId: string,
): Promise<{ homeCurrency: Currency | null }> {
  return toCurrencySettingsResource(await ports.currencySettings.get(accountId));
}
