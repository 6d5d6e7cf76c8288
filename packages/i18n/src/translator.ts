import { CATALOGS, DEFAULT_LANGUAGE } from './languages.js';
import { type Translator, translatorsOver } from './translator-core.js';

export type { Translate, TranslateRich, Translator } from './translator-core.js';

const translatorOf = translatorsOver(CATALOGS, DEFAULT_LANGUAGE);

/**
 * The messages of `language` (one of `LANGUAGES`, or the pseudo-locale of tests); any other
 * tag gets English.
 *
 * @example translatorFor('de').t('nav.subscriptions') // 'Abonnements'
 */
export function translatorFor(language: string): Translator {
  return translatorOf(language);
}
