/**
 * Folds case for case-insensitive matching of `q` (D12). JavaScript has no built-in
 * Unicode case folding, so this approximates full folding (CaseFolding.txt status C+F):
 * NFKC first (compatibility forms such as `ﬁ` and full-width letters become plain
 * letters), then upper case (which applies the full, length-changing mappings such as
 * `ß` -> `SS` and `ŉ` -> `ʼN`), then lower case (so `SS` and `ss` meet, and Greek final
 * sigma meets sigma), then NFKC again (lower-casing can leave combining marks, e.g.
 * `İ` -> `i̇`). Apply it to both the query and the text being searched.
 *
 * @example
 * foldCase('Straße') === foldCase('STRASSE'); // true
 */
export function foldCase(text: string): string {
  return text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * D15: the key duplicate detection groups by: the name NFKC-normalised, lower-cased,
 * with all white space (any Unicode `White_Space`, not only ASCII spaces) removed.
 *
 * @example
 * normalizeDuplicateName(' Net flix '); // 'netflix'
 * normalizeDuplicateName('ＮＥＴＦＬＩＸ'); // 'netflix'
 */
export function normalizeDuplicateName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

// Maps a UTF-16 code unit so that code-unit order becomes code-point order: surrogates
// (U+D800-U+DFFF, which encode code points above U+FFFF) move above U+E000-U+FFFF.
function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}

/**
 * Orders strings by Unicode code point: the order SQLite's BINARY collation gives UTF-8
 * text, so analytics sort names like the stored lists do (D12-D15). Stable on every
 * machine and locale, unlike `localeCompare`; unlike `<` it puts an emoji after U+FFFD.
 *
 * @example
 * ['b', 'B', 'a'].sort(compareCodePoints); // ['B', 'a', 'b']
 */
export function compareCodePoints(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) < codePointRank(y) ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
}
