/**
 * The home currency and its estimate in a real browser with JavaScript off: an owner
 * chooses EUR on the account screen, the dashboard heads with "about €20.00 a month" (the
 * word estimate, the rates' date and source, AUD named as left out), the link beside AUD
 * opens the Rates screen's form ready for that rate, a typed rate changes the headline to a
 * figure worked out by hand, and the spend chart shows all currencies in EUR. Axe finds
 * nothing serious on the dashboard, the Rates screen and the account screen at 360 and
 * 1280 px, light and dark (screenshots in e2e/results/screenshots).
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { cliJson } from '../support/system.js';
import { createOverApi, dateFromToday } from './subs-helpers.js';
import {
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

// Yesterday's rates, as the European Central Bank's daily file writes them.
const RATE_DATE = dateFromToday(-1);
const DAILY_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
\t<Cube><Cube time='${RATE_DATE}'><Cube currency='USD' rate='1.086'/><Cube currency='JPY' rate='163.84'/></Cube></Cube>
</gesmes:Envelope>
`;
const dayText = (date: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

describe('the home currency and its estimate', () => {
  const served = servedSystem();
  before(async () => {
    const { system } = served;
    await createOverApi(system, [
      { name: 'Netflix', amount: 10, currency: 'EUR' },
      { name: 'Spotify', amount: 10.86, currency: 'USD', startedOn: dateFromToday(-70) },
      { name: 'Stan', amount: 4.5, currency: 'AUD' },
    ]);
    // The operator's reference rates, as `rates import` stores them for every account.
    const file = join(system.dir, 'eurofxref-daily.xml');
    writeFileSync(file, DAILY_XML);
    await cliJson(['rates', 'import', '--file', file, '--db', system.db]);
  });
  // Signed in once the subscriptions and the operator's rates are there.
  const suite = browserSuite({ system: () => served.system, javaScriptEnabled: false });

  it('heads the dashboard with the estimate once a home currency is chosen, and takes a missing rate', async () => {
    const { page, system } = suite;
    assert.equal(await page.getByRole('region', { name: /^Estimate in/ }).count(), 0);
    await page.getByRole('link', { name: 'Choose a home currency' }).click();
    await page.getByRole('combobox', { name: 'Home currency' }).selectOption('EUR');
    await page.getByRole('button', { name: 'Save home currency' }).click();
    await page.getByRole('status').getByText('Home currency set to EUR').waitFor();

    await page.goto(`${system.baseUrl}/`);
    const estimate = page.getByRole('region', { name: 'Estimate in EUR' });
    // 10.00 + 10.86 / 1.086 = 20.00 a month, 12 x 20.00 = 240.00 a year; AUD has no rate.
    assert.equal(
      (await estimate.getByText(/^About/).textContent())?.trim(),
      'About €20.00 a month, €240.00 a year',
    );
    assert.match(
      (await estimate.textContent()) ?? '',
      new RegExp(
        `An estimate: .* at the European Central Bank's rates of ${dayText(RATE_DATE)}\\.`,
      ),
    );
    assert.match((await estimate.textContent()) ?? '', /A\$4\.50 a month in AUD/);
    await screenshot(page, 'dashboard-estimate-left-out');
    // The estimate comes first, the renewals next; the figures per currency stay below them.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    assert.deepEqual(headings.slice(0, 3), [
      'Estimate in EUR',
      'Renewals in the next 30 days',
      'Spend per month',
    ]);
    assert.ok(headings.includes('Spend per currency'));

    await estimate.getByRole('link', { name: 'Add a rate for AUD' }).click();
    assert.equal(await page.getByLabel('From').inputValue(), 'AUD');
    assert.equal(await page.getByLabel('To').inputValue(), 'EUR');
    await page.getByLabel('Rate', { exact: true }).fill('0.61');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await page.getByRole('status').getByText('Rate saved: 1 AUD = 0.61 EUR').waitFor();
    const latest = page.getByRole('table', { name: 'Latest rate of each currency' });
    assert.equal(
      (await latest.getByRole('row', { name: /AUD/ }).textContent())?.replace(/\s+/g, ' '),
      `AUD1 AUD = 0.61 EUR${dayText(dateFromToday(0))}Entered here`,
    );

    await page.goto(`${system.baseUrl}/`);
    // 20.00 + 4.50 x 0.61 = 22.745, rounded once: 22.75 a month; 12 x 22.745 = 272.94 a year.
    assert.equal(
      (await estimate.getByText(/^About/).textContent())?.trim(),
      'About €22.75 a month, €272.94 a year',
    );
    assert.match(
      (await estimate.textContent()) ?? '',
      /the European Central Bank's rates and your own/,
    );

    await page.getByRole('link', { name: 'All in EUR' }).click();
    const region = page.getByRole('region', { name: 'Spend per month' });
    assert.equal(
      await region.getByRole('img', { name: 'Spend per month in EUR, estimated' }).count(),
      1,
    );
    assert.equal(await region.getByRole('img', { name: 'Spend per month in USD' }).count(), 0);
  });

  it("imports the ECB's file on the Rates screen as the account's own rates", async () => {
    const { page, system } = suite;
    await page.goto(`${system.baseUrl}/settings/rates`);
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'eurofxref-daily.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(DAILY_XML),
    });
    await page.getByRole('button', { name: 'Import file' }).click();
    await page
      .getByRole('status')
      .getByText(`Imported 2 rates of 2 currencies dated ${dayText(RATE_DATE)}`)
      .waitFor();
    const latest = page.getByRole('table', { name: 'Latest rate of each currency' });
    assert.match(
      (await latest.getByRole('row', { name: /JPY/ }).textContent()) ?? '',
      /ECB, imported here/,
    );
  });

  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page) => {
      const pages: Array<[string, string | null]> = [
        ['/', 'dashboard-estimate'],
        ['/?spend=estimate', 'dashboard-spend-estimated'],
        ['/settings/rates?currency=USD', 'exchange-rates'],
        ['/account#home-currency', null],
      ];
      for (const [path, name] of pages) {
        await page.goto(`${served.system.baseUrl}${path}`);
        if (name) await screenshot(page, name);
        await checkAccessibility(page);
        // Nothing scrolls sideways, at 360 px either.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, path);
      }
    },
  );
});
