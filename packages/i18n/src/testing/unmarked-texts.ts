import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../pseudo-locale.js';

const MARKED = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');

/**
 * What of `texts` (a page's text nodes and read attributes, rendered in the pseudo-locale)
 * came from no catalog: each text with every ⟦…⟧ message taken out (inner ones first), kept
 * when a letter remains. `allowed` are texts the page shows as they are (a name typed by
 * the member, the product's name).
 */
export function unmarkedTexts(texts: readonly string[], allowed: readonly string[] = []): string[] {
  return texts.filter((text) => {
    let rest = text;
    for (const literal of allowed) rest = rest.split(literal).join(' ');
    let before: string;
    do {
      before = rest;
      rest = rest.replace(MARKED, ' ');
    } while (rest !== before);
    return /\p{L}/u.test(rest);
  });
}
