import {
  DEFAULT_LANGUAGE,
  type MessageKey,
  type Translate,
  type Translator,
  translatorFor,
} from '@subtrack/i18n';
import { createContext, type VNode } from 'preact';
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

/**
 * The page's `rich(key, values)`, for a sentence with markup inside it (a link, `<strong>`,
 * `<code>`, `<time>`): the catalog says the whole sentence in the order its language puts the
 * words, and the code gives the markup, either as an argument's element or as a function of
 * a tag's words. Answers the sentence's texts and elements, in order.
 *
 * @example rich('dashboard.figures', { monthly: <strong>€9</strong>, yearly: <strong>€108</strong> })
 * @example rich('account.homeCurrency.ratesNote', { link: (words) => <a href="/settings/rates">{words}</a> })
 */
export function useRich(): (
  key: MessageKey,
  values: Readonly<Record<string, RichValue | ((parts: (string | VNode)[]) => VNode)>>,
) => (string | VNode)[] {
  const { rich } = useContext(I18nContext);
  return (key, values) => rich<VNode>(key, values);
}

/** A value of a rich message: a text, a number, a date or an element. */
export type RichValue = string | number | Date | VNode;
