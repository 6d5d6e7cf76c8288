/**
 * Currency symbols Wallos ships (its `currencies` table) that name exactly one currency.
 * `$`, `¥` and `kr` are shared by several and need a mapping from the user.
 */
const UNAMBIGUOUS: Readonly<Record<string, string>> = {
  '€': 'EUR',
  '£': 'GBP',
  Fr: 'CHF',
  CHF: 'CHF',
  лв: 'BGN',
  Kč: 'CZK',
  Ft: 'HUF',
  zł: 'PLN',
  lei: 'RON',
  kn: 'HRK',
  '₽': 'RUB',
  '₺': 'TRY',
  R$: 'BRL',
  HK$: 'HKD',
  Rp: 'IDR',
  '₪': 'ILS',
  '₹': 'INR',
  '₩': 'KRW',
  Mex$: 'MXN',
  RM: 'MYR',
  NZ$: 'NZD',
  '₱': 'PHP',
  S$: 'SGD',
  '฿': 'THB',
  R: 'ZAR',
  A$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  US$: 'USD',
  元: 'CNY',
};

/** The currencies an ambiguous symbol may stand for (those Wallos lists with it). */
export const AMBIGUOUS_SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  $: ['USD', 'AUD', 'CAD'],
  '¥': ['JPY', 'CNY'],
  kr: ['SEK', 'NOK', 'DKK', 'ISK'],
};

/** The result of looking a symbol up. */
export type SymbolLookup =
  | { kind: 'code'; code: string }
  | { kind: 'ambiguous'; candidates: readonly string[] }
  | { kind: 'unknown' };

/**
 * The ISO code of a price's currency symbol: the user's mapping first, then the
 * unambiguous symbols, then a symbol that is itself a three-letter code.
 *
 * @example
 * currencyForSymbol('¥', { '¥': 'JPY' }); // { kind: 'code', code: 'JPY' }
 */
export function currencyForSymbol(
  symbol: string,
  mapping: Readonly<Record<string, string>>,
): SymbolLookup {
  const mapped = Object.hasOwn(mapping, symbol) ? mapping[symbol] : undefined;
  if (mapped !== undefined) return { kind: 'code', code: mapped };
  if (Object.hasOwn(AMBIGUOUS_SYMBOLS, symbol)) {
    return { kind: 'ambiguous', candidates: AMBIGUOUS_SYMBOLS[symbol]! };
  }
  if (Object.hasOwn(UNAMBIGUOUS, symbol)) return { kind: 'code', code: UNAMBIGUOUS[symbol]! };
  if (/^[A-Z]{3}$/.test(symbol)) return { kind: 'code', code: symbol };
  return { kind: 'unknown' };
}
