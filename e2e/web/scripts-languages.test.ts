/**
 * What the pages' scripts and the service worker write, in the member's language (German
 * here): the copy button's confirmation, a passkey's statuses, the note of a form sent
 * offline, the banner of a page kept for offline and the page of one that was not. And the
 * phone's tab bar, whose names keep a visible gap between them in every language at 360 px.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createOverApi } from './subs-helpers.js';
import {
  atLocalhost,
  browserSuite,
  controlledBy,
  launchBrowser,
  pageWithAuthenticator,
  screenshot,
  servedSystem,
  signIn,
} from './support/index.js';

const served = servedSystem({ email: 'ada@example.com' });
// By name: service workers, passkeys and the clipboard need a secure context, as localhost is.
const byName = () => atLocalhost(served.system);

/** The left and right edges of each tab's name in the bottom tab bar, in order. */
function tabNameEdges(page: Page): Promise<Array<{ name: string; left: number; right: number }>> {
  return page
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        // The name's own box (the icon above it is not the name).
        const range = document.createRange();
        range.selectNodeContents(link.lastElementChild ?? link);
        const box = range.getBoundingClientRect();
        return { name: link.textContent?.trim() ?? '', left: box.left, right: box.right };
      }),
    );
}

// First in the file: the member has not chosen a language yet, so the browser's decides.
describe('the phone’s tab bar in every language at 360 px', () => {
  for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'zh-CN', 'en-US']) {
    it(`keeps at least 4 px between the tabs’ names in ${locale}`, async (t) => {
      // No script: the tab bar is the stylesheet's alone, and no service worker steps in.
      const browser = await launchBrowser({ width: 360, locale, javaScriptEnabled: false });
      t.after(() => browser.close());
      // The sign-in link's page speaks the browser's language: its one button signs in.
      await browser.page.goto(served.system.baseUrl + (await served.system.signInLink()));
      await browser.page.getByRole('main').getByRole('button').click();
      await browser.page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      const edges = await tabNameEdges(browser.page);
      assert.equal(edges.length, 5);
      const gaps = edges.slice(1).map((tab, i) => ({
        between: `${edges[i]?.name} | ${tab.name}`,
        gap: Math.round((tab.left - (edges[i]?.right ?? 0)) * 10) / 10,
      }));
      console.log(`${locale} gaps: ${JSON.stringify(gaps)}`);
      assert.deepEqual(
        gaps.filter((pair) => pair.gap < 4),
        [],
      );
      for (const width of [360, 390]) {
        await browser.setViewport({ width, colorScheme: 'light' });
        await screenshot(browser.page, `tab-bar-${locale}`);
      }
      browser.assertClean();
    });
  }
});

describe('the scripts in German', { timeout: 180_000 }, () => {
  const suite = browserSuite({ system: byName, width: 390 });

  before(async () => {
    // The member's own choice: it holds for every request, the service worker's too.
    const { page } = suite;
    await page.goto(`${suite.system.baseUrl}/account`);
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await page.getByRole('button', { name: 'Use this language' }).click();
    await page.getByRole('status').getByText('Sprache gespeichert').waitFor();
  });

  it('confirms a copied address with “Kopiert”', async () => {
    const { page, system } = suite;
    await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: system.baseUrl,
    });
    await page.goto(`${system.baseUrl}/data`);
    await page.getByRole('button', { name: 'Feed-Link erstellen' }).click();
    await page.getByRole('button', { name: 'Adresse kopieren' }).click();
    await page.getByRole('button', { name: 'Kopiert' }).waitFor();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^http/);
    await screenshot(page, 'scripts-de-copied');
  });

  it('says in German that this device holds a passkey of the account already', async () => {
    const page = await pageWithAuthenticator(suite.browser.context);
    const { baseUrl } = suite.system;
    await page.goto(`${baseUrl}/account`);
    const name = page.getByLabel('Name des Passkeys');
    const add = page.getByRole('button', { name: 'Passkey hinzufügen' });
    await name.fill('Laptop');
    await add.click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole('cell', { name: 'Laptop', exact: true }).waitFor();
    // The same authenticator again: it already holds a passkey of this account.
    await name.fill('Noch einmal');
    await add.click();
    await page
      .getByText(
        'Auf diesem Gerät liegt bereits einer Ihrer Passkeys. Verwenden Sie ein anderes Gerät.',
      )
      .waitFor();
    await screenshot(page, 'scripts-de-passkey');
    await page.close();
  });

  it('says offline in German: the kept page’s banner, a form’s note, and a page not kept', async () => {
    const { baseUrl } = suite.system;
    const [id] = await createOverApi(served.system, [{ name: 'Netflix', amount: 15.49 }]);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await signIn(page, suite.system);
    await controlledBy(page);
    await page.goto(`${baseUrl}/subscriptions/${id}`);

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'Offline: Stand' });
    assert.match((await banner.textContent()) ?? '', /^Offline: Stand \d\d:\d\d$/);
    await page.getByRole('button', { name: 'Pausieren' }).first().click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Sie sind offline. Dafür ist eine Verbindung nötig' })
      .waitFor();
    await screenshot(page, 'scripts-de-offline-form');

    const keys = await page.goto(`${baseUrl}/keys`);
    assert.equal(keys?.status(), 503);
    assert.equal(await page.locator('html').getAttribute('lang'), 'de');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Sie sind offline');
    await page.getByText('Diese Seite wurde nicht zum Offline-Lesen gespeichert.').waitFor();
    await page.getByRole('link', { name: 'Übersicht' }).waitFor();
    assert.equal(await page.title(), 'Sie sind offline – subtrack');
    await screenshot(page, 'scripts-de-offline-not-kept');
    await context.setOffline(false);
  });
});
