import type { DecimalMark } from '../amount-text.js';

// A number as banks write it, without its sign, symbol or code: digits with points,
// commas, apostrophes or spaces among them.
const DIGITS = /\d[\d.,'\s\u00a0\u202f]*/u;

/** Which decimal mark one value shows, or null when it could be either. */
function markOf(value: string): DecimalMark | null {
  const number = DIGITS.exec(value)?.[0].trim() ?? '';
  const lastPoint = number.lastIndexOf('.');
  const lastComma = number.lastIndexOf(',');
  if (lastPoint >= 0 && lastComma >= 0) return lastPoint > lastComma ? '.' : ',';
  const mark = lastPoint >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (mark === null) return null;
  // The mark twice (1.234.567) groups thousands; once before exactly 3 digits, it may.
  if (number.indexOf(mark) !== number.lastIndexOf(mark)) return mark === '.' ? ',' : '.';
  return number.length - number.lastIndexOf(mark) - 1 === 3 ? null : mark;
}

/**
 * The decimal mark of a file's amounts, decided by all of them: the one any value shows
 * (`17,99`, `1.234,56`, `1,234.56`); `fallback` when every value could be read either way
 * (`1.234`, `17`). Null when the values disagree.
 */
export function decimalMarkOf(values: Iterable<string>, fallback: DecimalMark): DecimalMark | null {
  let found: DecimalMark | null = null;
  for (const value of values) {
    const mark = markOf(value);
    if (mark === null) continue;
    if (found !== null && found !== mark) return null;
    found = mark;
  }
  return found ?? fallback;
}
