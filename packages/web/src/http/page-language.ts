import { isLanguage, matchLanguage, type Translator, translatorFor } from '@subtrack/i18n';
import type { Context } from 'koa';
import { sessionOf } from '../request-state.js';

/** What the language middleware leaves on `ctx.state`. */
export interface LanguageState {
  /** The page's language, chosen once per request. */
  language?: string;
}

/** The best of our languages for this browser's `Accept-Language`, else English. */
export function browserLanguage(ctx: Context): string {
  return matchLanguage(ctx.acceptsLanguages());
}

/**
 * The language of this request's page: the signed-in member's own choice, else the best
 * match of the browser's `Accept-Language`, else English. Pages vary by the header, so caches
 * keep them apart.
 */
export function pageLanguage(ctx: Context): string {
  const state = ctx.state as LanguageState;
  const chosen = sessionOf(ctx)?.language;
  state.language ??= chosen && isLanguage(chosen) ? chosen : browserLanguage(ctx);
  ctx.vary('Accept-Language');
  return state.language;
}

/** The messages of this request's language, for what a route says outside a page (notices). */
export function translatorOf(ctx: Context): Translator {
  return translatorFor(pageLanguage(ctx));
}

/**
 * The messages of a page seen once signed out (the sign-in page), which follows the browser:
 * a notice sent there is worded in that language, not in the language of the member who left.
 */
export function signedOutTranslatorOf(ctx: Context): Translator {
  return translatorFor(browserLanguage(ctx));
}
