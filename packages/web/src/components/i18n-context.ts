import { DEFAULT_LANGUAGE, type Translate, type Translator, translatorFor } from '@subtrack/i18n';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { type Formatters, formattersFor } from '../format/formatters.js';

/** The messages of the page being rendered (`render` provides them for the request's language). */
export const I18nContext = createContext<Translator>(translatorFor(DEFAULT_LANGUAGE));

/**
 * The page's `t(key, values)`: any component says its words through it.
 *
 * @example const t = useT(); <h1>{t('error.notFound.heading')}</h1>
 */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The page's language as `<html lang>` says it (`en`, `de`, `zh-Hans`). */
export function useLanguage(): string {
  return useContext(I18nContext).language;
}

/** Dates, numbers and money as the page's language writes them. */
export function useFormatters(): Formatters {
  return formattersFor(useLanguage());
}
