import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalog } from './catalog-types.js';
import type { MessageKey, MessageValues } from './message-key.js';
import { PSEUDO_LANGUAGE, pseudoMessage } from './pseudo-locale.js';

/** Says one catalog message in one language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Says a message whose text holds tags (`<link>rates</link>`): each tag's value is a function
 * of its words that gives an element (a link, `<strong>`), so the sentence stays whole in the
 * catalog and the markup stays in the code. Answers the message's parts, texts and elements.
 */
export type TranslateRich = <T>(
  key: MessageKey,
  values: Readonly<Record<string, string | number | Date | T | ((parts: (string | T)[]) => T)>>,
) => (string | T)[];

/** The messages of one language, with the tag they are said in. */
export interface Translator {
  /** The page's language, as `<html lang>` says it (`de`, `zh-Hans`, or the pseudo-locale). */
  language: string;
  t: Translate;
  rich: TranslateRich;
}

/**
 * The translators over `catalogs` (by language tag; `defaultLanguage` holds every key), each
 * made once when first asked: any other tag than a catalog's or the pseudo-locale gets the
 * default language. Reads nothing: the catalogs come in as data.
 */
export function translatorsOver(
  catalogs: ReadonlyMap<string, Catalog>,
  defaultLanguage: string,
): (language: string) => Translator {
  const fallback = catalogs.get(defaultLanguage) ?? {};

  function compile(language: string, key: string): IntlMessageFormat {
    const text = fallback[key];
    if (text === undefined) throw new Error(`No message "${key}" in the English catalog`);
    if (language === PSEUDO_LANGUAGE) return new IntlMessageFormat(pseudoMessage(text), 'en');
    // A key a catalog lacks (the catalogs' tests forbid it) is said in English.
    const own = catalogs.get(language)?.[key];
    return own === undefined
      ? new IntlMessageFormat(text, defaultLanguage)
      : new IntlMessageFormat(own, language);
  }

  function makeTranslator(language: string): Translator {
    // Parsing a message costs far more than formatting it: keep each one, parsed once.
    const compiled = new Map<string, IntlMessageFormat>();
    const messageOf = (key: string) => {
      let message = compiled.get(key);
      if (!message) {
        message = compile(language, key);
        compiled.set(key, message);
      }
      return message;
    };
    const t: Translate = (key, values) => String(messageOf(key).format(values));
    const rich: TranslateRich = <T>(
      key: MessageKey,
      values: Readonly<Record<string, string | number | Date | T | ((parts: (string | T)[]) => T)>>,
    ) => {
      const said = messageOf(key).format<T>(
        values as Record<string, string | number | Date | T | ((parts: (string | T)[]) => T)>,
      );
      return Array.isArray(said) ? said : [said];
    };
    return { language, t, rich };
  }

  const translators = new Map<string, Translator>();
  return (language) => {
    const known =
      language === PSEUDO_LANGUAGE || catalogs.has(language) ? language : defaultLanguage;
    let found = translators.get(known);
    if (!found) {
      found = makeTranslator(known);
      translators.set(known, found);
    }
    return found;
  };
}
