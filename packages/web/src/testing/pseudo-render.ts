import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { unmarkedTexts } from '@subtrack/i18n/testing';
import { type ComponentChild, h } from 'preact';
import { render } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';
import { textOf } from './page-text.js';

// Attributes whose words a person reads or hears.
const READ_ATTRIBUTE = /\s(?:aria-label|title|alt|placeholder|data-label)="([^"]*)"/g;

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
  const attributes = [...html.matchAll(READ_ATTRIBUTE)].map((match) => textOf(match[1] ?? ''));
  return unmarkedTexts([textOf(html), ...attributes], ['subtrack', ...allowed]);
}
