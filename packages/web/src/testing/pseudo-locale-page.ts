import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { unmarkedTexts } from '@subtrack/i18n/testing';
import { type ComponentChildren, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';

// What a person reads or hears besides text: the attributes of READ_ATTRIBUTES that reach HTML.
const READ_ATTRIBUTE =
  /\s(?:alt|aria-label|aria-description|placeholder|title|data-label)="([^"]*)"/g;

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

// Elements inside a sentence (a message's `<code>` or link part): their text is the sentence's.
const INLINE_TAG = /<\/?(?:a|abbr|b|bdi|code|em|i|kbd|small|span|strong|time)(?:\s[^>]*)?>/g;

/**
 * The texts of a rendered page: each text between block tags (a sentence with its inline
 * elements is one text), and each attribute a person reads.
 */
export function pageTexts(html: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const between = body
    .replace(INLINE_TAG, '')
    .split(/<[^>]+>/)
    .map((text) => decode(text).trim())
    .filter(Boolean);
  const attributes = [...body.matchAll(READ_ATTRIBUTE)].map((match) => decode(match[1] ?? ''));
  return [...between, ...attributes];
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
