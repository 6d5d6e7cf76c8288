import type { Context } from 'koa';

/** The themes a person may choose: the system's (the default), light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The cookie that remembers the theme of this browser. */
export const THEME_COOKIE = 'subtrack_theme';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The theme a value names, or null for anything else. */
export function parseTheme(value: string): Theme | null {
  return THEMES.find((theme) => theme === value) ?? null;
}

/** The theme this browser chose, `system` when it chose none (or sent something else). */
export function themeFromCookie(ctx: Context): Theme {
  return parseTheme(ctx.cookies.get(THEME_COOKIE) ?? '') ?? 'system';
}

/**
 * Remembers `theme` in this browser for a year: read by every page, signed in or not, so it
 * holds nothing secret and is no session (`system` clears it).
 */
export function setThemeCookie(ctx: Context, theme: Theme): void {
  ctx.cookies.set(THEME_COOKIE, theme === 'system' ? null : theme, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secure,
    maxAge: YEAR_MS,
    overwrite: true,
  });
}
