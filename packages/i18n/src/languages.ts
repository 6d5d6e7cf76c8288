import { type Catalog, readCatalogFiles } from './catalog-files.js';

/** The language of every page nobody chose another for, and of a message a catalog lacks. */
export const DEFAULT_LANGUAGE = 'en';

/** Every catalog, by language tag. */
export const CATALOGS: ReadonlyMap<string, Catalog> = readCatalogFiles();

/**
 * The languages people may choose, as `<html lang>` says them (`en`, `de`, `fr`, `es`,
 * `zh-Hans`): one for each catalog file, English first, the others by tag.
 */
export const LANGUAGES: readonly string[] = [
  DEFAULT_LANGUAGE,
  ...[...CATALOGS.keys()].filter((language) => language !== DEFAULT_LANGUAGE),
];

/** True when `tag` is exactly one of {@link LANGUAGES} (a stored choice, a form's value). */
export function isLanguage(tag: string): boolean {
  return CATALOGS.has(tag);
}

/** A language's name in that language ("Deutsch", "简体中文"), for a list to choose from. */
export function languageName(language: string): string {
  return CATALOGS.get(language)?.['language.name'] ?? language;
}
