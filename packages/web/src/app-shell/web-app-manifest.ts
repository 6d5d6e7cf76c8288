import { APP_COLOURS } from './app-colours.js';
import type { AppIcon } from './app-icons.js';

/** Where pages link the manifest. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest that makes subtrack installable: it opens on the dashboard in a window
 * of its own (`standalone`), with the mark's icons and the light scheme's colours (the dark
 * ones are the pages' `theme-color` for `prefers-color-scheme: dark`, which browsers read
 * over the manifest's).
 */
export function webAppManifest(icons: readonly AppIcon[]): Record<string, unknown> {
  return {
    id: '/',
    name: 'subtrack',
    short_name: 'subtrack',
    description: 'Your subscriptions: what they cost and what is due next.',
    lang: 'en',
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
