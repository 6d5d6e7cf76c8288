/** An amount to show: integer minor units (`{ minor: 999 }`) or the API's decimal (`9.99`). */
export type MoneyAmount = number | { minor: number };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    // The spec fixes two decimals for every currency, so the display does too.
    found = new Intl.NumberFormat(safeLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, found);
  }
  return found;
}

/** `locale` when Intl knows it, else `en` (settings hold any BCP 47 tag). */
export function safeLocale(locale: string | null | undefined): string {
  if (!locale) return 'en';
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * An amount with its currency in the owner's locale: `formatMoney({ minor: 1299 }, 'EUR', 'de')`
 * gives `12,99 €`; `formatMoney(12.99, 'USD', 'en')` gives `$12.99`. Never sums anything.
 */
export function formatMoney(amount: MoneyAmount, currency: string, locale = 'en'): string {
  const major = typeof amount === 'number' ? amount : amount.minor / 100;
  return formatterFor(currency, locale).format(major);
}
