/**
 * "Find subscriptions" in a real browser: a Sparkasse CSV export and a CAMT.053 file
 * uploaded, a suggestion added at once, one dismissed, a tracked subscription's charges
 * recorded, the columns of an unclear CSV named; with JavaScript on and off; axe and
 * screenshots at 360 and 1280 px, light and dark.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateStatement, writeStatement } from '@subtrack/file-formats/testing';
import type { Page } from 'playwright-core';
import { createOverApi, noticeText } from './subs-helpers.js';
import {
  type BrowserSuite,
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

// Fourteen months of a current account ending yesterday (the server runs on today's date).
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const STATEMENT = generateStatement({ seed: 2, to: yesterday, months: 14 });
const FILES = mkdtempSync(join(tmpdir(), 'subtrack-statements-'));
after(() => rmSync(FILES, { recursive: true, force: true }));
const file = (name: string, bytes: Uint8Array) => {
  const path = join(FILES, name);
  writeFileSync(path, bytes);
  return path;
};
const SPARKASSE = file('20261128-Umsaetze-Girokonto.csv', writeStatement(STATEMENT, 'sparkasse'));
const CAMT = file('camt053_20261128.xml', writeStatement(STATEMENT, 'camt053'));
const UNCLEAR = file(
  'export.csv',
  Buffer.from(
    ['Tag;Wer;Wieviel', ...['08', '09', '10'].map((m) => `03.${m}.2026;Urban Sports;-49,00`)].join(
      '\n',
    ),
  ),
);
const chargesOf = (brand: RegExp) => STATEMENT.rows.filter((row) => brand.test(row.payee));
const apple = chargesOf(/apple/i);
const amazon = chargesOf(/amazon/i);

/** Opens "Find subscriptions" the way a person does, from the Subscriptions screen. */
async function openFromSubscriptions(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/subscriptions`);
  await page.getByRole('link', { name: 'Find subscriptions in a bank export' }).click();
  await page.getByRole('heading', { level: 1, name: 'Find subscriptions' }).waitFor();
}

/** Uploads `path` and waits for the page the form lands on. */
async function upload(page: Page, path: string) {
  await page.getByLabel('Bank export', { exact: true }).setInputFiles(path);
  await page.getByRole('button', { name: 'Find subscriptions' }).click();
  await page.waitForLoadState();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

function findAndAct(session: BrowserSuite) {
  it('finds the subscriptions of a Sparkasse CSV, adds one at once and dismisses another', async () => {
    const { page } = session.browser;
    const { baseUrl } = session.system;
    await openFromSubscriptions(page, baseUrl);
    await upload(page, SPARKASSE);
    await page.getByRole('heading', { name: 'Not tracked yet' }).waitFor();
    const main = String(await page.locator('main').textContent());
    assert.match(main, /“20261128-Umsaetze-Girokonto\.csv”: \d+ bookings from/);
    assert.equal(
      await page.getByRole('article').count(),
      STATEMENT.planted.length,
      STATEMENT.planted.map((p) => p.brand).join(', '),
    );
    const netflix = card(page, 'Netflix');
    assert.match(String(await netflix.textContent()), /€17\.99\s*monthly/);
    await netflix.getByText('Show the charges').click();
    const charges = netflix.getByRole('list', { name: 'Charges of Netflix' });
    assert.ok((await charges.getByRole('listitem').count()) >= 12, 'a year of charges');

    await netflix.getByRole('button', { name: 'Add Netflix' }).click();
    await page.waitForURL(`${baseUrl}/find-subscriptions`);
    assert.match(
      await noticeText(page),
      /^Netflix added to your subscriptions, with its \d+ payments from the export\.$/,
    );
    await card(page, 'Netflix').getByRole('link', { name: 'Open Netflix' }).waitFor();

    const rundfunk = page.getByRole('article', { name: /^Rundfunk/ });
    const name = String(await rundfunk.getByRole('heading').textContent());
    await rundfunk.getByRole('button', { name: `Not a subscription: ${name}` }).click();
    await page.waitForURL(`${baseUrl}/find-subscriptions`);
    assert.equal(await noticeText(page), `${name} will not be suggested again.`);
    assert.equal(await page.getByRole('article', { name: /^Rundfunk/ }).count(), 0);

    // Reopening the screen shows the same findings (kept for the member for an hour).
    await page.goto(`${baseUrl}/subscriptions`);
    await page.getByRole('row', { name: /Netflix/ }).waitFor();
    await openFromSubscriptions(page, baseUrl);
    await card(page, 'Netflix').getByText('Added', { exact: true }).waitFor();
  });

  it('finds the tracked ones in a CAMT.053 file and records the charges their history lacks', async () => {
    const { page } = session.browser;
    const { baseUrl } = session.system;
    const latest = apple[apple.length - 1]!;
    await createOverApi(session.system, [
      {
        name: 'Apple',
        category: 'Cloud',
        amount: -latest.amountMinor / 100,
        currency: 'EUR',
        period: 'monthly',
        nextPaymentDate: latest.date,
      },
    ]);
    await page.goto(`${baseUrl}/find-subscriptions`);
    await page.getByRole('button', { name: 'Start again with another file' }).click();
    await page.waitForURL(`${baseUrl}/find-subscriptions`);
    await upload(page, CAMT);
    await page.getByRole('heading', { name: 'Already tracked' }).waitFor();
    const tracked = card(page, 'Apple');
    assert.match(String(await tracked.textContent()), /\d+ charges are not in its payment history/);
    await tracked.getByRole('button', { name: 'Record payments of Apple' }).click();
    await page.waitForURL(`${baseUrl}/find-subscriptions`);
    assert.match(await noticeText(page), /^\d+ payments recorded at the amounts charged\.$/);
    await card(page, 'Apple').getByText('now holds every charge').waitFor();
    // Netflix, added from the CSV before, holds every charge of this file already.
    await card(page, 'Netflix').getByText('holds every charge of the file already').waitFor();
  });

  it('asks which column holds what when it cannot tell, by the file’s own headings', async () => {
    const { page } = session.browser;
    const { baseUrl } = session.system;
    await page.goto(`${baseUrl}/find-subscriptions`);
    await page.getByRole('button', { name: 'Start again with another file' }).click();
    await upload(page, UNCLEAR);
    await page.getByRole('heading', { name: 'Which column holds what?' }).waitFor();
    await page.getByLabel('Booking date').selectOption('Tag');
    await page.getByLabel('Amount').selectOption('Wieviel');
    await page.getByLabel('Who was paid').selectOption('Wer');
    await page.getByRole('button', { name: 'Find subscriptions' }).click();
    await page.waitForURL(`${baseUrl}/find-subscriptions`);
    await card(page, 'Urban Sports').waitFor();
  });
}

for (const javaScriptEnabled of [true, false]) {
  describe(`Find subscriptions (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    findAndAct(browserSuite({ javaScriptEnabled }));
  });
}

describe('Find subscriptions: axe and screenshots', () => {
  const served = servedSystem();
  before(async () => {
    // Tracked already: Apple, whose charges its history lacks, and Amazon Prime, cancelled
    // three months ago and charged since (the screen's alerts).
    const [appleLatest, cancelled] = [apple[apple.length - 1]!, amazon[amazon.length - 4]!];
    await createOverApi(served.system, [
      {
        name: 'Apple',
        category: 'Cloud',
        amount: -appleLatest.amountMinor / 100,
        currency: 'EUR',
        period: 'monthly',
        nextPaymentDate: appleLatest.date,
      },
      {
        name: 'Amazon Prime',
        category: 'Shopping',
        amount: -cancelled.amountMinor / 100,
        currency: 'EUR',
        period: 'monthly',
        nextPaymentDate: cancelled.date,
        status: 'cancelled',
      },
    ]);
  });

  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page) => {
      await page.goto(`${served.system.baseUrl}/find-subscriptions`);
      const clear = page.getByRole('button', { name: 'Start again with another file' });
      if ((await clear.count()) > 0) await clear.click();
      await page.getByLabel('Bank export', { exact: true }).waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'find-subscriptions-upload');
      await upload(page, SPARKASSE);
      await page.getByRole('heading', { name: 'Worth a look' }).waitFor();
      await card(page, 'Netflix').getByText('Show the charges').click();
      await checkAccessibility(page);
      await screenshot(page, 'find-subscriptions');
      await page.getByRole('button', { name: 'Start again with another file' }).click();
      await upload(page, UNCLEAR);
      await page.getByRole('heading', { name: 'Which column holds what?' }).waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'find-subscriptions-columns');
    },
  );
});
