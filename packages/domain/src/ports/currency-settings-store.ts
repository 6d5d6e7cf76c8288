import type { CurrencySettings } from '../exchange-rates/currency-settings.js';

/** Each account's home currency setting. */
export interface CurrencySettingsStore {
  /** The account's setting, or null when it never set one. */
  get(accountId: string): Promise<CurrencySettings | null>;
  /** Creates or replaces the account's setting. */
  save(settings: CurrencySettings): Promise<void>;
}
