/**
 * "Import and export" in a real browser: a real Wallos backup is uploaded,
 * previewed and imported, with JavaScript on and off; the export downloads as JSON; a
 * calendar feed link is created, fetched, rotated (the old one 404) and revoked; axe and
 * screenshots at 360 and 1280 px, light and dark.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { noticeText } from './subs-helpers.js';
import {
  type BrowserSuite,
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

// Real Wallos 5.4.4 files (see their README); the repository's own copy.
const WALLOS = resolve(import.meta.dirname, '../../packages/file-formats/fixtures/wallos');
const BACKUP = resolve(WALLOS, 'Wallos-Backup-20261123-071500.zip');
const PROFILE_JSON = resolve(WALLOS, 'subscriptions.json');

/** Chooses a file and a source on /data and presses "Preview import". */
async function previewImport(page: Page, baseUrl: string, file: string, source: string) {
  await page.goto(`${baseUrl}/data`);
  await page.getByLabel('File').setInputFiles(file);
  await page.getByLabel('Source').selectOption(source);
  await page.getByRole('button', { name: 'Preview import' }).click();
  await page.waitForLoadState();
}

/** The full address the page shows once after creating or rotating the feed link. */
const feedAddress = (page: Page) => page.getByLabel('Calendar feed address').inputValue();

function importAndFeed(session: BrowserSuite, javaScriptEnabled: boolean) {
  it('lists every row error of a Wallos profile export without currency mapping', async () => {
    const { page } = session.browser;
    await previewImport(page, session.system.baseUrl, PROFILE_JSON, 'wallos');
    const table = page.getByRole('table', { name: 'Rows that cannot be imported' });
    assert.equal(await table.getByRole('row').count(), 5, 'a header and four rows');
    assert.match(String(await table.textContent()), /stands for several currencies/);
    assert.equal(await page.getByLabel('Source').inputValue(), 'wallos', 'kept what was chosen');
  });

  it('previews the Wallos backup, and "Confirm import" puts its subscriptions in the list', async () => {
    const { page } = session.browser;
    const { baseUrl } = session.system;
    await previewImport(page, baseUrl, BACKUP, 'wallos');
    await page.waitForURL(`${baseUrl}/data/import/preview`);
    await page.getByRole('heading', { name: 'Check the import' }).waitFor();
    const main = String(await page.locator('main').textContent());
    assert.match(main, /12 subscriptions would be created; 1 row would be skipped\./);
    const skipped = page.getByRole('table', { name: 'Rows that would be skipped' });
    assert.match(
      String(await skipped.textContent()),
      /Lifetime app: A one-time payment is not a subscription\./,
    );
    assert.equal(main.split('A one-time payment is not a subscription').length - 1, 1, 'said once');
    await page.getByRole('button', { name: 'Confirm import' }).click();
    await page.waitForURL(`${baseUrl}/subscriptions`);
    assert.match(
      await noticeText(page),
      /Import finished: 12 subscriptions created, 1 row skipped/,
    );
    for (const name of ['Netflix', 'Game Pass', 'Parking permit'])
      assert.equal(
        (await page.getByRole('row', { name: new RegExp(name) }).count()) > 0,
        true,
        name,
      );
  });

  it('downloads the export as JSON with the imported subscriptions', async () => {
    const { page } = session.browser;
    await page.goto(`${session.system.baseUrl}/data`);
    const waiting = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export as JSON' }).click();
    const download = await waiting;
    assert.match(download.suggestedFilename(), /^subtrack-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.equal(data.format, 'subtrack-export');
    assert.equal(data.subscriptions.length, 12);
    assert.ok(data.subscriptions.some((s: { name: string }) => s.name === 'Game Pass'));
  });

  it('creates a feed link that serves the calendar, rotates it (old: 404), revokes it', async () => {
    const { page } = session.browser;
    const { baseUrl } = session.system;
    await page.goto(`${baseUrl}/data`);
    await page.getByRole('button', { name: 'Create feed link' }).click();
    await page.waitForURL(`${baseUrl}/data`);
    const first = await feedAddress(page);
    assert.ok(first.startsWith(`${baseUrl}/calendar/`), first);
    assert.equal(
      await page.getByRole('button', { name: 'Copy address' }).isVisible(),
      javaScriptEnabled,
    );
    const feed = await fetch(first);
    assert.equal(feed.status, 200);
    assert.match(String(feed.headers.get('content-type')), /^text\/calendar/);
    assert.match(await feed.text(), /SUMMARY:Game Pass/);

    await page.getByRole('button', { name: 'Rotate feed link' }).click();
    await page.waitForURL(`${baseUrl}/data`);
    const second = await feedAddress(page);
    assert.notEqual(second, first);
    assert.equal((await fetch(first)).status, 404);
    assert.equal((await fetch(second)).status, 200);

    await page.reload();
    assert.equal(await page.getByLabel('Calendar feed address').count(), 0, 'shown once');
    await page.getByRole('button', { name: 'Revoke feed link' }).click();
    await page.getByRole('heading', { name: 'Revoke the calendar feed link?' }).waitFor();
    await page.getByRole('button', { name: 'Revoke feed link' }).click();
    await page.waitForURL(`${baseUrl}/data`);
    assert.match(await noticeText(page), /Calendar feed link revoked/);
    await page.getByText('This account has no calendar feed link.').waitFor();
    assert.equal((await fetch(second)).status, 404);
  });
}

for (const javaScriptEnabled of [true, false]) {
  describe(`Import and export (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    importAndFeed(browserSuite({ javaScriptEnabled }), javaScriptEnabled);
  });
}

describe('Import and export: axe and screenshots', () => {
  const served = servedSystem();

  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page) => {
      await page.goto(`${served.system.baseUrl}/data`);
      await checkAccessibility(page);
      await screenshot(page, 'data');
      await previewImport(page, served.system.baseUrl, PROFILE_JSON, 'wallos');
      await page.getByRole('table', { name: 'Rows that cannot be imported' }).waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'data-row-errors');
      await previewImport(page, served.system.baseUrl, BACKUP, 'wallos');
      await page.getByRole('heading', { name: 'Check the import' }).waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'data-import-preview');
    },
  );
});
