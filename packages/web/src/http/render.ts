import type { Context } from 'koa';
import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';
import { ThemeContext } from '../components/theme-context.js';
import { setPageHeaders } from './page-headers.js';
import { translatorOf } from './page-language.js';
import { themeFromCookie } from './theme-cookie.js';

/** Options of {@link render}. */
export interface RenderOptions {
  /** The HTTP status (default 200). */
  status?: number;
}

/**
 * Renders a full page (a `<Layout>` or a bare `<html>` tree) as the response, with the
 * D29 headers. Preact escapes every text and attribute value, so a name such as
 * `<img src=x onerror=alert(1)>` shows as text.
 */
export function render(
  ctx: Context,
  // biome-ignore lint/suspicious/noExplicitAny: a page of any component, as JSX types one (`h()` too).
  vnode: VNode<any>,
  options: RenderOptions = {},
): void {
  setPageHeaders(ctx);
  ctx.status = options.status ?? 200;
  ctx.type = 'text/html; charset=utf-8';
  // The page's theme comes from this browser's choice (the account screen's "Theme").
  const themed = h(ThemeContext.Provider, { value: themeFromCookie(ctx) }, vnode);
  // Its words and formats come from the request's language (the member's, else the browser's).
  const spoken = h(I18nContext.Provider, { value: translatorOf(ctx) }, themed);
  ctx.body = `<!doctype html>${renderToString(spoken)}`;
}
