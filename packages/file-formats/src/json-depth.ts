/**
 * Deepest nesting of arrays and objects an imported JSON file may have. A subtrack export is
 * 5 levels deep (the document, its list, a record, its payments, a payment), a Wallos
 * Profile export 2 or 3; anything
 * near this limit was not made by either, and deeper values would overflow the stack of code
 * that walks them (security review: a 200,000-level file answered a 500).
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * True when the JSON text nests arrays or objects deeper than `limit`. Scans the text, so a
 * file of 10 MiB of `[` is refused before `JSON.parse` builds millions of nested arrays.
 * Text that is not JSON at all is left for `JSON.parse` to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
