/**
 * Walking a screen in another language: the languages the walks open (German, the longest
 * words; Simplified Chinese, another script), their catalogs' words to find things by, and
 * the checks every screen of a walk passes.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { checkAccessibility } from './accessibility.js';
import { screenshot } from './screenshot.js';

/** A language a walk opens the screens in: what the browser asks for, what the page says. */
export interface WalkLanguage {
  acceptLanguage: string;
  lang: 'de' | 'zh-Hans';
}

export const WALK_LANGUAGES: readonly WalkLanguage[] = [
  { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5', lang: 'de' },
  { acceptLanguage: 'zh-CN,zh;q=0.9', lang: 'zh-Hans' },
];

const CATALOG_DIR = resolve(import.meta.dirname, '../../../packages/i18n/catalogs');
const catalogs = new Map<string, Record<string, string>>();

/**
 * A message of `lang`'s catalog, as the page says it; `values` fill its plain `{name}`
 * placeholders (a message with a plural or a select is not for this).
 */
export function says(lang: string, key: string, values: Record<string, string> = {}): string {
  let catalog = catalogs.get(lang);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(resolve(CATALOG_DIR, `${lang}.json`), 'utf8')) as Record<
      string,
      string
    >;
    catalogs.set(lang, catalog);
  }
  const message = catalog[key];
  assert.ok(message !== undefined, `${lang}.json has no ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The checks of a screen in a walk: `<html lang>` is the language's, axe finds no serious or
 * critical violation, nothing scrolls sideways; and a screenshot named `<name>-<lang>`.
 */
export async function assertWalked(page: Page, lang: string, name: string): Promise<void> {
  assert.equal(await page.locator('html').getAttribute('lang'), lang, `${name} in ${lang}`);
  await checkAccessibility(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, `${name} in ${lang} scrolls sideways by ${overflow} px`);
  await screenshot(page, `${name}-${lang}`);
}

/** Waits for the page's one level-1 heading to say `text`. */
export async function headedBy(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}
