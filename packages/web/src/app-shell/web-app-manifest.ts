import { translatorFor } from '@subtrack/i18n';
import { APP_COLOURS } from './app-colours.js';
import type { AppIcon } from './app-icons.js';

/** Where the manifest is served. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The manifest in a page's language, as the page links it: one address per language, so a
 * cache never hands one language's manifest to a page of another.
 *
 * @example manifestHref('de') // '/manifest.webmanifest?lang=de'
 */
export function manifestHref(language: string): string {
  return `${MANIFEST_PATH}?lang=${encodeURIComponent(language)}`;
}

/**
 * The web app manifest that makes subtrack installable: it opens on the dashboard in a window
 * of its own (`standalone`), with the mark's icons and the light scheme's colours (the dark
 * ones are the pages' `theme-color` for `prefers-color-scheme: dark`, which browsers read
 * over the manifest's). Its description is in `language`; the name is the brand's, and the
 * `id` is the same in every language, so the installed app stays one app.
 */
export function webAppManifest(
  icons: readonly AppIcon[],
  language: string,
): Record<string, unknown> {
  return {
    id: '/',
    name: 'subtrack',
    short_name: 'subtrack',
    description: translatorFor(language).t('manifest.description'),
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: APP_COLOURS.light.theme,
    background_color: APP_COLOURS.light.background,
    icons: icons.map((icon) => ({
      src: icon.url,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
