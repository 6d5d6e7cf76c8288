/** How many colours a monogram may take (site.css `.monogram.tone-0` ... `.tone-7`). */
export const MONOGRAM_TONES = 8;

/** A subscription without a logo drawn as its initials on a colour of its own. */
export interface Monogram {
  initials: string;
  /** 0 to {@link MONOGRAM_TONES} - 1: the same name always gets the same colour. */
  tone: number;
}

// A word counts when it starts with a letter or digit ("+", "&" and the like do not).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.+-]*/gu;

/** The first character of a word, whole even when it is outside the BMP or combined. */
function firstCharacter(word: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
  return first?.segment ?? '';
}

/**
 * A name's monogram. The first letters of its first two words, upper-cased ("Amazon
 * Prime" is "AP", "Netflix" "N"), and a colour chosen from the name (case and spaces
 * ignored), so "netflix " and "Netflix" look alike and a list tells its rows apart.
 */
export function monogramOf(name: string): Monogram {
  const words = name.match(WORD) ?? [];
  const initials = words
    .slice(0, 2)
    .map((word) => firstCharacter(word).toLocaleUpperCase())
    .join('');
  return { initials: initials === '' ? '?' : initials, tone: toneOf(name) };
}

// FNV-1a over the name's code points: small, stable across processes, spreads short names.
function toneOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % MONOGRAM_TONES;
}
