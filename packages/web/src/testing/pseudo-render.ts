import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { unmarkedTexts } from '@subtrack/i18n/testing';
import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';

const READ_ATTRIBUTE = /\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g;

/**
 * The texts of `page` rendered in the pseudo-locale that came from no catalog (its text
 * between tags and the attributes a person reads), `allowed` left out: empty when every
 * word of the page is the catalogs'.
 */
// biome-ignore lint/suspicious/noExplicitAny: any page, whatever its props
export function uncatalogedTexts(page: VNode<any>, allowed: readonly string[] = []): string[] {
  const html = renderToString(
    h(I18nContext.Provider, { value: translatorFor(PSEUDO_LANGUAGE) }, page),
  ).replace(/<(script|style|code)\b[\s\S]*?<\/\1>/g, ' ');
  const between = html.split(/<[^>]+>/).map((text) => text.trim());
  const attributes = [...html.matchAll(READ_ATTRIBUTE)].map((match) => match[1] ?? '');
  const texts = [...between, ...attributes].filter((text) => text !== '');
  return unmarkedTexts(texts, ['subtrack', ...allowed]);
}
