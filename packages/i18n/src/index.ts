export { CATALOG_DIR, type Catalog, readCatalogFiles } from './catalog-files.js';
export {
  CATALOGS,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languageName,
} from './languages.js';
export { matchLanguage } from './match-language.js';
export type { MessageKey, MessageValues } from './message-key.js';
export { PSEUDO_CLOSE, PSEUDO_LANGUAGE, PSEUDO_OPEN } from './pseudo-locale.js';
export {
  type Translate,
  type TranslateRich,
  type Translator,
  translatorFor,
} from './translator.js';
