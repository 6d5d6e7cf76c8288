/**
 * The account screen with a passkey and the question before removing it, in German and in
 * Simplified Chinese at 360 px: each speaks the language (the passkey's dates too), passes
 * axe and never scrolls sideways. Opened at http://localhost:<port>, as passkeys need.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertWalked,
  atLocalhost,
  browserSuite,
  headedBy,
  pageWithAuthenticator,
  says,
  signInWithPassword,
  WALK_LANGUAGES,
} from './support/index.js';

describe('a passkey’s screens in German and Chinese at 360 px', () => {
  const suite = browserSuite({ width: 360, signedIn: false });
  let page: Page;
  let removal: string;

  before(async () => {
    const system = atLocalhost(suite.system);
    page = await pageWithAuthenticator(await suite.browser.newContext());
    await signInWithPassword(page, system);
    await page.waitForURL(`${system.baseUrl}/`);
    await page.goto(`${system.baseUrl}/account`);
    await page.getByLabel('Passkey name').fill('Laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.waitForURL(`${system.baseUrl}/account`);
    await page.getByRole('button', { name: 'Remove passkey Laptop' }).click();
    await page.waitForURL(/\/account\/passkeys\/[^/]+\/remove\??$/);
    removal = page.url();
  });

  for (const { acceptLanguage, lang } of WALK_LANGUAGES) {
    it(`lists the passkey and asks before removing it in ${lang}`, async () => {
      const system = atLocalhost(suite.system);
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(`${system.baseUrl}/account`);
      await headedBy(page, says(lang, 'nav.account'));
      // The day it was added, as the language writes a date.
      const today = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
      const row = page.getByRole('row', { name: /Laptop/ });
      assert.match(String(await row.textContent()), new RegExp(today.format(new Date())));
      await assertWalked(page, lang, 'account-passkey');

      await page.goto(removal);
      await page.getByRole('heading', { level: 1, name: /Laptop/ }).waitFor();
      await assertWalked(page, lang, 'passkey-remove');
    });
  }
});
