/** A decimal mark: the point of `17.99` or the comma of `17,99`. */
export type DecimalMark = '.' | ',';

// What may stand around an amount: a currency's symbol or code, a plus, spaces.
const DECORATION = /[\p{Sc}\s\u00a0\u202f+]|[A-Z]{3}$|^[A-Z]{3}/gu;

/**
 * Integer hundredths of an amount as banks write it, with `decimal` as its decimal mark:
 * the other mark, an apostrophe or a space may group thousands (`1.234,56`, `1,234.56`,
 * `1'234.56`, `1 234,56`); a minus before or after, a Unicode minus or parentheses make it
 * negative; a currency symbol or code around it is ignored. A third decimal rounds half
 * away from zero. Null when the text is no amount.
 *
 * @example
 * amountToMinor('-1.234,56 €', ','); // -123456
 * amountToMinor('(17.99)', '.'); // -1799
 */
export function amountToMinor(text: string, decimal: DecimalMark): number | null {
  let value = text.trim();
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  value = value.replace(/\u2212/g, '-').replace(DECORATION, '');
  if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1);
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  }
  const grouping = decimal === '.' ? /[,']/g : /[.']/g;
  const [whole = '', fraction = '', extra] = value.replace(grouping, '').split(decimal);
  if (extra !== undefined || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const rounded = fraction.length > 2 && Number(fraction[2]) >= 5 ? cents + 1 : cents;
  if (!Number.isSafeInteger(rounded)) return null;
  return negative ? -rounded : rounded;
}
