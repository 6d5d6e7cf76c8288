import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';

/**
 * The pseudo-locale of tests: English with accented letters, each message wrapped in ⟦…⟧ and
 * its placeholders intact, so a page rendered in it shows at once any text that did not come
 * from a catalog. It is never offered to people (no catalog file, never matched).
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/** The marks around every message of the pseudo-locale. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'í',
  n: 'ñ',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  A: 'Á',
  C: 'Ç',
  E: 'É',
  I: 'Í',
  N: 'Ñ',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
};

const accent = (text: string) => text.replace(/[aceinouyACEINOUY]/g, (letter) => ACCENTED[letter]!);

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (isLiteralElement(element)) return { ...element, value: accent(element.value) };
    if (isPluralElement(element) || isSelectElement(element)) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: accentElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (isTagElement(element)) return { ...element, children: accentElements(element.children) };
    return element;
  });
}

/** An English message as the pseudo-locale says it, as a parsed ICU message. */
export function pseudoMessage(english: string): MessageFormatElement[] {
  return [
    { type: TYPE.literal, value: PSEUDO_OPEN },
    ...accentElements(parse(english)),
    { type: TYPE.literal, value: PSEUDO_CLOSE },
  ];
}
