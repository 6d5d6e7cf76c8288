import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { unmarkedTexts } from '@subtrack/i18n/testing';
import { type ComponentChildren, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';
import type { LanguageState } from '../http/page-language.js';
import type { RegisterRoutes } from '../web-deps.js';

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

// Attributes a person reads or hears, and `data-label`, which a phone's table cards show.
const READ_ATTRIBUTES =
  /\s(?:alt|aria-label|aria-description|placeholder|title|data-label)="([^"]*)"/g;

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

// Elements inside a sentence (a link, a date, a figure in bold): their text is part of it.
const INLINE_TAGS = /<\/?(?:a|abbr|b|bdi|code|em|i|small|span|strong|time)\b[^>]*>/g;

/**
 * A page's texts as a person meets them: the text of each block (a paragraph, a cell, a
 * list item; links, dates and the like inside it kept in its sentence), and read attributes.
 */
export function pageTexts(html: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const attributes = [...body.matchAll(READ_ATTRIBUTES)].map((match) => match[1] ?? '');
  const texts = body.replace(INLINE_TAGS, '').split(/<[^>]+>/);
  return [...texts, ...attributes].map((text) => decode(text).trim()).filter((t) => t !== '');
}

/** Month and weekday names as `Intl` writes them: dates, not catalog texts. */
function dateWords(): string[] {
  const words = new Set<string>();
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en', { month, timeZone: 'UTC' });
    for (let m = 0; m < 12; m++) words.add(format.format(Date.UTC(2026, m, 1)));
  }
  for (const weekday of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en', { weekday, timeZone: 'UTC' });
    for (let d = 0; d < 7; d++) words.add(format.format(Date.UTC(2026, 0, 5 + d)));
  }
  // Longest first, so "June" goes before "Jun" would leave an "e".
  return [...words].sort((a, b) => b.length - a.length);
}

const DATE_WORDS = dateWords();

/**
 * What of a page rendered in the pseudo-locale came from no catalog. `shown` are the texts
 * the page shows as they are: names and categories typed by the member, currency codes.
 */
export function unmarkedOnPage(html: string, shown: readonly string[] = []): string[] {
  const allowed = [...shown, 'subtrack', ...DATE_WORDS].sort((a, b) => b.length - a.length);
  return unmarkedTexts(pageTexts(html), allowed);
}

/**
 * What of a screen, rendered in the pseudo-locale, came from no catalog: texts with letters
 * left once every ⟦…⟧ message is taken out. `allowed` are texts the screen shows as they are
 * (names and emails the member typed, the product's name).
 */
export function unmarkedTextsOf(
  screen: ComponentChildren,
  allowed: readonly string[] = [],
): string[] {
  const html = renderToString(
    h(I18nContext.Provider, { value: translatorFor(PSEUDO_LANGUAGE) }, screen),
  );
  return unmarkedTexts(pageTexts(html), ['subtrack', ...allowed]);
}

/**
 * The shared form components' own words (the error summary's heading, a field error's
 * "Error:"), still English until those components are converted.
 */
export const FORM_WORDS_NOT_YET_CONVERTED: readonly string[] = ['There is a problem', 'Error:'];
