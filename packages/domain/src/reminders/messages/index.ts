import {
  embeddedLanguageFor,
  embeddedTranslatorFor,
  type Translate,
} from '@subtrack/i18n/embedded';

/** The language and the `Intl` locale of an account's reminders. */
export interface MessageLanguage {
  /** The catalog's language (`de`, `zh-Hans`), for `Content-Language`. */
  language: string;
  /** The locale amounts and dates are formatted in (`de-AT`, `zh-CN`); `en` on fallback. */
  locale: string;
  /** Says one of the catalogs' `reminder.` messages in that language. */
  t: Translate;
}

function canonical(locale: string | null): string | undefined {
  try {
    return locale === null ? undefined : Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/**
 * The language of reminders for an account's `locale` (a BCP 47 tag or null): the best of
 * the catalogs' languages (`de-AT` -> German formatted as `de-AT`, `zh-CN` -> `zh-Hans`
 * formatted as `zh-CN`); a language without a catalog, an invalid tag or null gives English
 * (`en`).
 *
 * @example
 * messageLanguage('de-DE').language; // 'de'
 * messageLanguage('zh-CN').language; // 'zh-Hans'
 * messageLanguage('it-IT').locale;   // 'en'
 */
export function messageLanguage(locale: string | null): MessageLanguage {
  const tag = canonical(locale);
  const language = embeddedLanguageFor(tag ?? null);
  const { t } = embeddedTranslatorFor(language);
  if (tag === undefined || (language === 'en' && !tag.toLowerCase().startsWith('en')))
    return { language: 'en', locale: 'en', t };
  return { language, locale: tag, t };
}
