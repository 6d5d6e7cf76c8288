/** What a column of a bank's CSV holds. */
export type ColumnRole =
  | 'date'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'sign'
  | 'payee'
  | 'payer'
  | 'description'
  | 'purpose'
  | 'currency'
  | 'status';

const names = (list: string) => list.split('|');

// Header names as banks of Germany, Austria, Switzerland, the Netherlands, France, Spain,
// the UK and the US write them (their documentation and exports), folded by `foldHeader`.
// Dates come in tiers: the booking date first, a transaction date next, the value date last.
const ROLE_NAMES: ReadonlyArray<[ColumnRole, number, string[]]> = [
  [
    'date',
    1,
    names(
      'buchungstag|buchungsdatum|buchung|booking date|posting date|post date|posted date|completed date|date|datum|fecha|date comptable|date de comptabilisation|boekdatum|boekingsdatum|data',
    ),
  ],
  [
    'date',
    2,
    names(
      'transaction date|started date|date operation|date d opération|date de l opération|fecha operación|fecha operacion|belegdatum|transaktionsdatum',
    ),
  ],
  [
    'date',
    3,
    names(
      'value date|valutadatum|valuta|wertstellung|wertstellungsdatum|date de valeur|fecha valor|valuedatum|rentedatum',
    ),
  ],
  [
    'amount',
    1,
    names(
      'betrag|amount|umsatz|importe|montant|bedrag|transaction amount|betrag in eur|amount in eur',
    ),
  ],
  [
    'debit',
    1,
    names(
      'debit|debits|debit amount|soll|belastung|ausgang|withdrawal|withdrawals|withdrawal amount|money out|paid out|débit|debe|cargo|cargos',
    ),
  ],
  [
    'credit',
    1,
    names(
      'credit|credits|credit amount|haben|gutschrift|eingang|deposit|deposits|deposit amount|money in|paid in|crédit|haber|abono|abonos',
    ),
  ],
  ['sign', 1, names('soll haben|s h|af bij|debit credit|cr dr|dr cr')],
  [
    'payee',
    1,
    names(
      'auftraggeber begünstigter|auftraggeber beguenstigter|auftraggeber empfänger|auftraggeber empfaenger|begünstigter zahlungspflichtiger|beguenstigter zahlungspflichtiger|zahlungsempfänger in|zahlungsempfaenger in|zahlungsempfänger|empfänger|name zahlungsbeteiligter|payee|partner name|counterparty|counterparty name|beneficiary|merchant|merchant name|name|nom|bénéficiaire|beneficiario|naam tegenpartij|tegenpartij|naam',
    ),
  ],
  ['payer', 1, names('zahlungspflichtige r|zahlungspflichtiger|auftraggeber|payer')],
  [
    'description',
    1,
    names(
      'description|beschreibung|details|libellé|libelle|concepto|omschrijving|transaction description|narrative',
    ),
  ],
  [
    'purpose',
    1,
    names(
      'verwendungszweck|payment reference|reference|memo|purpose|mededelingen|referenz|notes|reference text',
    ),
  ],
  ['currency', 1, names('währung|waehrung|currency|devise|moneda|munt|currency code')],
  ['status', 1, names('status|state')],
];

const ROLES = new Map<string, { role: ColumnRole; tier: number }>();
for (const [role, tier, list] of ROLE_NAMES) {
  for (const name of list) if (!ROLES.has(name)) ROLES.set(name, { role, tier });
}

/** Currency symbols banks put in headers and cells, with their codes. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  '¥': 'JPY',
  CHF: 'CHF',
};

/** A header as compared: lower case, words only, a currency in brackets taken out. */
export interface FoldedHeader {
  name: string;
  /** The currency a header names in brackets (`Betrag (EUR)`, `Amount (€)`), or ''. */
  currency: string;
}

/** Folds a header for comparison, and takes a bracketed currency (`Betrag (€)`) out of it. */
export function foldHeader(header: string): FoldedHeader {
  let currency = '';
  const name = header
    .normalize('NFKC')
    .replace(/\(([^)]*)\)/g, (_whole, inside: string) => {
      const code = inside.trim();
      const known = CURRENCY_SYMBOLS[code] ?? (/^[A-Z]{3}$/.test(code) ? code : '');
      if (known === '') return ` ${inside} `;
      currency = known;
      return ' ';
    })
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return { name, currency };
}

/** What a header says its column holds, with its tier (1 is preferred), or null. */
export function roleOf(header: string): { role: ColumnRole; tier: number } | null {
  return ROLES.get(foldHeader(header).name) ?? null;
}
