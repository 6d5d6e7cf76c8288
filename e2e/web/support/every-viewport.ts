import { after, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type LaunchedBrowser, launchBrowser } from './browser.js';
import { signIn, type WebSystem } from './web-system.js';

/** The colour schemes and widths every screen is checked and photographed at. */
export const VIEWPORTS = [
  { colorScheme: 'light', width: 360 },
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 360 },
  { colorScheme: 'dark', width: 1280 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/**
 * One test per viewport, all in one browser page signed in as the owner of `system()` (a
 * getter, since suites start their system in `before`), turned to each width and colour
 * scheme in turn. `check` opens the screens and runs axe and the screenshots on them.
 */
export function itHasNoAxeViolationsAtEveryViewport(
  system: () => WebSystem,
  check: (page: Page, viewport: Viewport) => Promise<void>,
): void {
  let browser: LaunchedBrowser | null = null;
  after(() => browser?.close());
  for (const viewport of VIEWPORTS) {
    const { colorScheme, width } = viewport;
    it(`has no serious or critical axe violations at ${width} px, ${colorScheme}`, async () => {
      if (browser === null) {
        browser = await launchBrowser(viewport);
        await signIn(browser.page, system());
      }
      await browser.setViewport(viewport);
      await check(browser.page, viewport);
      browser.assertClean();
    });
  }
}
