/**
 * Folds case for case-insensitive matching of `q`. JavaScript has no built-in
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
 * The key duplicate detection groups by: the name NFKC-normalised, lower-cased,
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
 * text, so analytics sort names like the stored lists do. Stable on every
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

// A letter, digit, punctuation mark or symbol (emoji included) that is not one of the
// code points Unicode says to render as nothing (Default_Ignorable_Code_Point: zero-width
// spaces and joiners, bidi controls, Hangul fillers, variation selectors...), nor the
// blank braille pattern, which fonts draw empty.
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * D10, issue 20: true when `text` has at least one character a reader can see. A name of
 * only U+200B or U+202E would otherwise show as an empty link.
 *
 * @example
 * hasVisibleCharacter('\u200b\u202e'); // false
 * hasVisibleCharacter('\u200bN'); // true
 */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

// Unicode's explicit directional formatting characters and marks (UAX #9 2.1-2.6).
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const EMBEDDINGS = new Set(['\u202a', '\u202b', '\u202d', '\u202e']);
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']);
const PDF = '\u202c';
const FSI = '\u2068';
const PDI = '\u2069';

/** Drops the closers `text` does not open and closes what it leaves open (UAX #9 X6a-X7). */
function balanceBidi(text: string): string {
  const open: string[] = [];
  let out = '';
  for (const char of text) {
    if (EMBEDDINGS.has(char) || ISOLATES.has(char)) {
      open.push(ISOLATES.has(char) ? PDI : PDF);
    } else if (char === PDF) {
      // Matches an embedding opened since the last isolate, else it does nothing: dropped.
      if (open.at(-1) !== PDF) continue;
      open.pop();
    } else if (char === PDI) {
      // Closes the last isolate and the embeddings inside it; with none open, dropped.
      if (!open.includes(PDI)) continue;
      while (open.at(-1) === PDF) out += open.pop();
      open.pop();
    }
    out += char;
  }
  return out + open.reverse().join('');
}

/**
 * Issue 20: a user's text (a subscription's name or category) made safe to place inside
 * other text. Text holding a bidi control (U+202E RIGHT-TO-LEFT OVERRIDE, say) is wrapped
 * in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, after dropping the closers it does
 * not open (a stray PDI would end the wrapper early) and closing what it leaves open (for
 * renderers that know embeddings but not isolates). The text itself shows as its owner
 * wrote it, and nothing after it (" renews tomorrow", an amount, a file name) is reordered.
 * Why wrap rather than strip: stripping would change right-to-left names whose marks are
 * meant. Text without bidi controls comes back unchanged (no invisible characters added
 * to every push title). Stored and JSON values stay raw: this is for text outputs only.
 *
 * @example
 * isolateBidi('Netflix'); // 'Netflix'
 * isolateBidi('\u202egnp.exe'); // '\u2068\u202egnp.exe\u202c\u2069'
 */
export function isolateBidi(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  return `${FSI}${balanceBidi(text)}${PDI}`;
}
