import type { MessageCatalog } from './catalog.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

export * from './catalog.js';

/** The languages reminders are written in; any other falls back to English. */
export const MESSAGE_CATALOGS: Readonly<Record<string, MessageCatalog>> = { en, de, fr, es };

/** The catalog and the `Intl` locale for an account's `locale` (a BCP 47 tag or null). */
export interface MessageLanguage {
  /** The catalog's language (`de`), for `Content-Language`. */
  language: string;
  /** The locale amounts and dates are formatted in (`de-AT`); `en` on fallback. */
  locale: string;
  catalog: MessageCatalog;
}

/**
 * Picks the catalog for `locale` by its language subtag (`de-AT` -> German, formatted as
 * `de-AT`); a language without a catalog, an invalid tag or null gives English (`en`).
 *
 * @example
 * messageLanguage('de-DE').language; // 'de'
 * messageLanguage('it-IT').locale;   // 'en'
 */
export function messageLanguage(locale: string | null): MessageLanguage {
  let canonical: string | undefined;
  try {
    canonical = locale === null ? undefined : Intl.getCanonicalLocales(locale)[0];
  } catch {
    canonical = undefined;
  }
  const language = canonical?.split('-')[0]?.toLowerCase();
  const catalog =
    language !== undefined && Object.hasOwn(MESSAGE_CATALOGS, language)
      ? MESSAGE_CATALOGS[language]
      : undefined;
  if (canonical === undefined || language === undefined || catalog === undefined)
    return { language: 'en', locale: 'en', catalog: en };
  return { language, locale: canonical, catalog };
}
