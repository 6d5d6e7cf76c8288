import { LANGUAGES, languageName, PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { unmarkedTexts } from '@subtrack/i18n/testing';
import { type ComponentChild, h, type VNode } from 'preact';
import { render, renderToString } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';
import { textOf } from './page-text.js';

/** What every page shows as it is in any language: the product's name, each language's own name. */
const SAME_IN_EVERY_LANGUAGE = ['subtrack', ...LANGUAGES.map(languageName)];

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};
const decode = (text: string) => text.replace(/&(#?\w+);/g, (all, name) => ENTITIES[name] ?? all);

// Elements inside a sentence (a rich message's link or code): their text joins the sentence's.
const INLINE = /<\/?(?:a|abbr|b|code|em|i|small|strong|time)\b[^>]*>/g;

/** The texts a person reads or hears on a page: its text and the attributes read aloud. */
function readTexts(html: string): string[] {
  const page = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  const texts = page
    .replace(INLINE, '')
    .split(/<[^>]*>/)
    .map((text) => decode(text).trim())
    .filter(Boolean);
  for (const match of page.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)) {
    texts.push(decode(match[1]!));
  }
  for (const input of page.matchAll(/<input\b[^>]*\btype="(?:submit|button|reset)"[^>]*>/g)) {
    const value = /\svalue="([^"]*)"/.exec(input[0]);
    if (value) texts.push(decode(value[1]!));
  }
  return texts;
}

/**
 * Renders `page` (a screen's element) in the pseudo-locale, where every catalog message reads
 * ⟦Líké thís⟧, and answers each text of it that came from no catalog: an empty list when the
 * whole screen is translated. `shown` are texts the page shows as they are (a member's email,
 * a subscription's name, a currency code).
 *
 * @example assert.deepEqual(pseudoLocaleLeaks(<NotFound session={null} />), []);
 */
export function pseudoLocaleLeaks(
  // biome-ignore lint/suspicious/noExplicitAny: a screen of any props, as JSX and `h()` type one.
  page: VNode<any>,
  shown: readonly string[] = [],
): string[] {
  const html = renderToString(
    h(I18nContext.Provider, { value: translatorFor(PSEUDO_LANGUAGE) }, page),
  );
  return unmarkedTexts(readTexts(html), [...shown, ...SAME_IN_EVERY_LANGUAGE]);
}

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

// Attributes whose words a person reads or hears.
const READ_ATTRIBUTE_OF_VNODE = /\s(?:aria-label|title|alt|placeholder|data-label)="([^"]*)"/g;

/**
 * What of `vnode`, rendered in the pseudo-locale, came from no catalog: the page's text and
 * its read attributes (`aria-label`, `title`, `data-label`...), each with every ⟦…⟧ message
 * taken out, kept when a letter remains. `allowed` are texts shown as typed (names, codes).
 *
 * @example assert.deepEqual(unmarkedInPseudoLocale(h(Screen, props), ['Netflix']), [])
 */
export function unmarkedInPseudoLocale(
  vnode: ComponentChild,
  allowed: readonly string[] = [],
): string[] {
  const html = render(h(I18nContext.Provider, { value: translatorFor(PSEUDO_LANGUAGE) }, vnode));
  const attributes = [...html.matchAll(READ_ATTRIBUTE_OF_VNODE)].map((match) =>
    textOf(match[1] ?? ''),
  );
  return unmarkedTexts([textOf(html), ...attributes], ['subtrack', ...allowed]);
}
