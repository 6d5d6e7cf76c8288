import {
  MERCHANT_IN_PURPOSE,
  NOISE_WORDS,
  PROCESSOR_NAMES,
  PROCESSOR_PREFIX,
  REGION_CODES,
} from './counterparty-words.js';

// Web addresses lose their ending before punctuation goes (`NETFLIX.COM` is Netflix).
const WEB_ENDING =
  /\.(?:com|net|org|io|de|co\.uk|co|uk|fr|nl|eu|ie|lu|es|it|at|ch|us|tv|app|me)\b/gu;
const NOT_A_WORD = /[^\p{L}\p{M}\p{N}]+/u;
const DIGIT = /\p{N}/gu;
/** A name keeps at most this many words: what follows is a city, a shop number or a purpose. */
const MAX_WORDS = 3;

// A word with two digits or more, or a long one with any, is a card number, a date, an
// amount or a reference code (`2K4L90`, `CD1234567`, `xxxx1234`); `O2` and `3sat` stay.
function isCode(word: string): boolean {
  const digits = word.match(DIGIT)?.length ?? 0;
  return digits >= 2 || (digits > 0 && word.length >= 6);
}

function wordsOf(text: string): string[] {
  let folded = text.normalize('NFKC').toLowerCase().trim();
  for (let match = PROCESSOR_PREFIX.exec(folded); match; match = PROCESSOR_PREFIX.exec(folded)) {
    folded = folded.slice(match[0].length);
  }
  return folded
    .replace(WEB_ENDING, ' ')
    .split(NOT_A_WORD)
    .filter((word) => word !== '');
}

/**
 * The key that groups a counterparty's transactions: lower case, without punctuation, card
 * numbers, reference codes, dates, legal forms, booking words or a processor's prefix, at
 * most three words. The same merchant written differently by one bank gets one key; a key
 * given back in gets itself (`normalizeCounterparty(counterpartyName(k, s)) === k`).
 *
 * @example
 * normalizeCounterparty('PAYPAL *NETFLIX 2K4L90'); // 'netflix'
 * normalizeCounterparty('Netflix International B.V.'); // 'netflix'
 * normalizeCounterparty('Amazon Prime*2K4L90'); // 'amazon prime'
 * normalizeCounterparty('SPOTIFY USA 877-7781161 NY'); // 'spotify'
 */
export function normalizeCounterparty(text: string): string {
  const words = wordsOf(text);
  const kept = words.filter((word) => word.length > 1 && !isCode(word) && !NOISE_WORDS.has(word));
  while (kept.length > 1 && REGION_CODES.has(kept[kept.length - 1]!)) kept.pop();
  if (kept.length > 0) return kept.slice(0, MAX_WORDS).join(' ');
  // Nothing but booking words and codes: the words with letters, so the group still holds.
  return words
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, MAX_WORDS)
    .join(' ');
}

/**
 * The counterparty of a transaction as a grouping key: its payee, or the merchant a payment
 * processor's purpose names (PayPal, Klarna), or the words of its text when the file gives
 * no payee.
 *
 * `payeeKey` is the payee's key when the caller has it already.
 *
 * @example
 * counterpartyKey({ payee: 'PayPal (Europe) S.a r.l. et Cie., S.C.A.', text: '1036 PP.3456.PP . Netflix, Ihr Einkauf bei Netflix' });
 * // 'netflix'
 */
export function counterpartyKey(
  transaction: { payee: string; text: string },
  payeeKey: string = normalizeCounterparty(transaction.payee),
): string {
  if (isOwnKey(payeeKey)) return payeeKey;
  const purpose = transaction.text.startsWith(transaction.payee)
    ? transaction.text.slice(transaction.payee.length)
    : transaction.text;
  const merchant = MERCHANT_IN_PURPOSE.exec(purpose)?.[1];
  const key = normalizeCounterparty(merchant ?? purpose);
  return key === '' ? payeeKey : key;
}

/** True when a payee's key names the counterparty itself (not empty, not a payment processor). */
export const isOwnKey = (payeeKey: string): boolean =>
  payeeKey !== '' && !PROCESSOR_NAMES.has(payeeKey);

// Capitalises a word when doing so can be undone by lower-casing (not `ß`, which becomes `SS`).
function capitalised(word: string): string {
  const first = word[0]!;
  const upper = first.toUpperCase();
  return upper.length === first.length && upper.toLowerCase() === first
    ? upper + word.slice(first.length)
    : word;
}

/**
 * A name to show for a counterparty key: each word as `source` writes it when that is in
 * mixed case (`YouTube`), otherwise capitalised (`NETFLIX` and `netflix` give `Netflix`).
 *
 * @example
 * counterpartyName('youtube premium', 'GOOGLE *YouTube Premium'); // 'YouTube Premium'
 */
export function counterpartyName(key: string, source: string): string {
  const written = new Map<string, string>();
  for (const word of source.normalize('NFKC').split(NOT_A_WORD)) {
    const lower = word.toLowerCase();
    if (word !== lower && word !== word.toUpperCase() && !written.has(lower)) {
      written.set(lower, word);
    }
  }
  return key
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => written.get(word) ?? capitalised(word))
    .join(' ');
}
