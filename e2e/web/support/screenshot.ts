import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { pageOptions } from './browser.js';

/** Where screenshots go: `e2e/results/` is ignored by git and kept by CI as an artifact. */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../results/screenshots');

/**
 * Saves a full-page screenshot as `e2e/results/screenshots/<name>-<width>-<scheme>.png`
 * and answers its path.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const { width, colorScheme } = pageOptions(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}-${width}-${colorScheme}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
