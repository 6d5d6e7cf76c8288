// The catalogs as modules, not files: what runs where nothing may be read (the domain's
// reminders, a bundle). Standard JSON modules, so no Node-only import enters; the list is
// generated from the files of catalogs/ (scripts/embed-catalogs.mjs), so a new file is in it.
import type { Catalog } from './catalog-types.js';
import { CATALOG_MODULES } from './embedded-catalogs.js';
import { matchAmong } from './match-among.js';
import { type Translator, translatorsOver } from './translator-core.js';

export type { Catalog } from './catalog-types.js';
export type { MessageKey, MessageValues } from './message-key.js';
export type { Translate, Translator } from './translator-core.js';

const DEFAULT = 'en';

/** Every catalog, by language tag, imported as a module (nothing read from disk). */
export const EMBEDDED_CATALOGS: ReadonlyMap<string, Catalog> = CATALOG_MODULES;

const languages = [...EMBEDDED_CATALOGS.keys()];
const translatorOf = translatorsOver(EMBEDDED_CATALOGS, DEFAULT);

/**
 * The best language for `locale` (a BCP 47 tag, e.g. an account's `zh-CN`), English when
 * none serves or the tag is null or ill-formed.
 *
 * @example embeddedLanguageFor('zh-CN') // 'zh-Hans'
 */
export function embeddedLanguageFor(locale: string | null): string {
  return locale === null ? DEFAULT : matchAmong([locale], languages, DEFAULT);
}

/** The messages of `language`, as `translatorFor` gives them, from the embedded catalogs. */
export function embeddedTranslatorFor(language: string): Translator {
  return translatorOf(language);
}
