import { PSEUDO_CLOSE, PSEUDO_LANGUAGE, PSEUDO_OPEN, translatorFor } from '@subtrack/i18n';
import { type ComponentChildren, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';
import type { LanguageState } from '../http/page-language.js';
import type { RegisterRoutes } from '../web-deps.js';

/**
 * `screen` rendered in the pseudo-locale, where every catalog message reads ⟦Líké thís⟧:
 * the HTML to hand to `unmarkedOnPage`.
 */
export function renderInPseudoLocale(screen: ComponentChildren): string {
  return renderToString(h(I18nContext.Provider, { value: translatorFor(PSEUDO_LANGUAGE) }, screen));
}

/** `register`'s routes, each page said in the pseudo-locale (every catalog text in ⟦…⟧). */
export function inPseudoLocale(register: RegisterRoutes): RegisterRoutes {
  return (router, deps) => {
    router.use(async (ctx, next) => {
      (ctx.state as LanguageState).language = PSEUDO_LANGUAGE;
      await next();
    });
    register(router, deps);
  };
}

/** What every page shows as it is in any language: the product's name. */
const SAME_IN_EVERY_LANGUAGE = ['subtrack'];

// Attributes a person reads or hears, and `data-label`, which a phone's table cards show.
const READ_ATTRIBUTES =
  /\s(?:alt|aria-label|aria-description|aria-roledescription|placeholder|title|data-label)="([^"]*)"/g;

// A button's words: an input of type submit, button or reset shows its value.
const BUTTON_INPUT = /<input\b[^>]*\btype="(?:submit|button|reset)"[^>]*>/g;

// An element marked as not to be translated (a command, a file name, an id, code the member
// typed): HTML's own marker, which browsers' page translators heed as well.
const NOT_TRANSLATED = /<(\w+)\b[^>]*\stranslate="no"[^>]*>[\s\S]*?<\/\1>/g;

// Elements inside a sentence (a link, a date, a figure in bold): their text is part of it.
const INLINE_TAGS = /<\/?(?:a|abbr|b|bdi|code|em|i|small|span|strong|time)\b[^>]*>/g;

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

/**
 * A page's texts as a person meets them: the text of each block (a paragraph, a cell, a
 * list item; links, code, dates and the like inside it kept in its sentence), the read
 * attributes and the words of button inputs. Scripts, styles and what is marked
 * `translate="no"` are left out.
 */
function pageTexts(html: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(NOT_TRANSLATED, ' ');
  const attributes = [...body.matchAll(READ_ATTRIBUTES)].map((match) => match[1] ?? '');
  for (const input of body.matchAll(BUTTON_INPUT)) {
    const value = /\svalue="([^"]*)"/.exec(input[0]);
    if (value) attributes.push(value[1] ?? '');
  }
  const texts = body.replace(INLINE_TAGS, '').split(/<[^>]+>/);
  return [...texts, ...attributes].map((text) => decode(text).trim()).filter((t) => t !== '');
}

const MARKED = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');

/**
 * What of a page rendered in the pseudo-locale came from no catalog: each of its texts with
 * every ⟦…⟧ message taken out (inner ones first), kept when a letter remains. `shown` are the
 * texts the page shows as they are: names, emails and categories the member typed, currency
 * codes, dates and numbers as `Intl` writes them. Empty when every word is the catalogs'.
 *
 * @example assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(<NotFound session={null} />)), []);
 */
export function unmarkedOnPage(html: string, shown: readonly string[] = []): string[] {
  // Longest first, so "Netflix Premium" goes before "Netflix" would leave "Premium".
  const allowed = [...shown, ...SAME_IN_EVERY_LANGUAGE]
    .filter((text) => text !== '')
    .sort((a, b) => b.length - a.length);
  return pageTexts(html).filter((text) => {
    let rest = text;
    for (const literal of allowed) rest = rest.split(literal).join(' ');
    let before: string;
    do {
      before = rest;
      rest = rest.replace(MARKED, ' ');
    } while (rest !== before);
    return /\p{L}/u.test(rest);
  });
}

/**
 * Month and weekday names, long and short, as `Intl` writes them in the pseudo-locale: a page
 * that shows dates passes them as `shown`, since dates come from `Intl`, not the catalogs.
 */
export const DATE_WORDS: readonly string[] = (() => {
  const words = new Set<string>();
  for (const style of ['long', 'short'] as const) {
    const month = new Intl.DateTimeFormat(PSEUDO_LANGUAGE, { month: style, timeZone: 'UTC' });
    for (let m = 0; m < 12; m++) words.add(month.format(Date.UTC(2026, m, 1)));
    const weekday = new Intl.DateTimeFormat(PSEUDO_LANGUAGE, { weekday: style, timeZone: 'UTC' });
    for (let d = 0; d < 7; d++) words.add(weekday.format(Date.UTC(2026, 0, 5 + d)));
  }
  return [...words];
})();
