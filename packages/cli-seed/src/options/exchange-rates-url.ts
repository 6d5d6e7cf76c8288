import { UsageError } from '../cli/cli-errors.js';

/** The European Central Bank's daily reference rates, what `--exchange-rates-url ecb` names. */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** The flag of the server's reference rates, and its environment variable. */
export const EXCHANGE_RATES_URL_FLAG = 'exchange-rates-url';
export const EXCHANGE_RATES_URL_ENV = 'SUBTRACK_EXCHANGE_RATES_URL';

/**
 * Where `serve` fetches the server's reference rates at start and once a day: `ecb`
 * (the ECB's daily file) or an http(s) address of one of the ECB's files (a mirror, a
 * copy on the LAN). Answers the address to fetch.
 */
export function parseExchangeRatesUrl(raw: string, label: string): string {
  const text = raw.trim();
  if (text.toLowerCase() === 'ecb') return ECB_DAILY_URL;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username) {
    throw new UsageError(
      `${label} must be ecb or the http:// or https:// address of one of the European Central Bank's rate files, such as ${ECB_DAILY_URL} (got '${raw}')`,
    );
  }
  return url.href;
}
