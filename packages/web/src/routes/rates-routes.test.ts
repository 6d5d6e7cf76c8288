import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importReferenceRates, listExchangeRates, updateCurrencySettings } from '@subtrack/domain';
import { auditRecordsOf } from '@subtrack/domain/testing';
import { ecbRateFileReader } from '@subtrack/file-formats';
import { ecbFixture } from '@subtrack/file-formats/testing';
import { textOf } from '../testing/page-text.js';
import { startScreenServer } from '../testing/screen-server.js';
import { registerRatesRoutes } from './rates-routes.js';

// Test-only: the composing app (cli-seed) passes the real file formats in production.
const deps = { dataFiles: { rates: ecbRateFileReader } as never };
const everything = { limit: 100, offset: 0, filters: {} };

function rateFile(bytes: Uint8Array | string, name = 'eurofxref-daily.xml') {
  const form = new FormData();
  form.set('_csrf', 'csrf-token-1');
  form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
}

describe('GET /settings/rates', () => {
  it('says there are no rates yet, and offers both ways to add them', async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    const page = await server.get('/settings/rates');
    assert.equal(page.status, 200);
    const text = textOf(page.html);
    assert.match(text, /No exchange rates yet\./);
    assert.match(text, /No home currency is chosen yet/);
    assert.match(page.html, /<h2 id="enter-rate">Enter a rate<\/h2>/);
    assert.match(page.html, /<h2 id="import-rates">Import a file of rates<\/h2>/);
    assert.match(page.html, /<input id="date" name="date" type="date" value="2026-11-21"/);
  });

  it('lists the latest rate of each currency with its date and source, and a week-old one calmly', async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    await importReferenceRates(server.ports, [
      { date: '2026-11-19', currency: 'USD', rate: '1.0841' },
      { date: '2026-11-20', currency: 'USD', rate: '1.0856' },
      { date: '2026-11-20', currency: 'JPY', rate: '163.84' },
    ]);
    const text = textOf((await server.get('/settings/rates')).html);
    assert.match(
      text,
      /Currency Rate Date Source JPY 1 EUR = 163\.84 JPY Nov 20, 2026 ECB USD 1 EUR = 1\.0856 USD Nov 20, 2026 ECB/,
    );
    assert.doesNotMatch(text, /days ago/);
  });

  it('says so when the newest rate is more than 7 days old', async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    await importReferenceRates(server.ports, [
      { date: '2026-11-13', currency: 'USD', rate: '1.08' },
    ]);
    const text = textOf((await server.get('/settings/rates')).html);
    assert.match(text, /The newest rate is from Nov 13, 2026, 8 days ago\./);
  });

  it("shows one currency's rates newest first, and prefills the form from the dashboard's link", async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    await updateCurrencySettings(server.ports, server.ctx, { homeCurrency: 'CHF' });
    await importReferenceRates(server.ports, [
      { date: '2026-11-19', currency: 'USD', rate: '1.0841' },
      { date: '2026-11-20', currency: 'USD', rate: '1.0856' },
    ]);
    const page = await server.get('/settings/rates?currency=USD&from=AUD&to=EUR');
    const text = textOf(page.html);
    assert.match(
      text,
      /Rates of USD .* Nov 20, 2026 1 EUR = 1\.0856 USD ECB Nov 19, 2026 1 EUR = 1\.0841 USD ECB/,
    );
    assert.match(page.html, /<option value="AUD" selected/);
    assert.match(page.html, /<select id="to" name="to"[^>]*>.*<option value="EUR" selected/s);
    assert.match(text, /The dashboard's estimate is in CHF\./);
  });
});

describe('POST /settings/rates', () => {
  it('saves a typed rate as the account’s own, audited as the web session', async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    const saved = await server.post('/settings/rates', {
      date: '2026-11-20',
      from: 'USD',
      to: 'EUR',
      rate: '0,9211',
    });
    assert.equal(saved.status, 303, saved.html);
    const page = await server.get('/settings/rates');
    assert.match(textOf(page.html), /Rate saved: 1 USD = 0\.9211 EUR/);
    assert.match(textOf(page.html), /USD 1 USD = 0\.9211 EUR Nov 20, 2026 Entered here/);
    const [record] = await auditRecordsOf(server.ports, server.accountId);
    assert.equal(record?.action, 'exchange_rate.updated');
    assert.equal(record?.actor.type, 'web');
  });

  it('keeps what was typed and names each field that is wrong, saving nothing', async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ date: '2026-11-20', from: '', to: 'EUR', rate: '1' }, /Choose the currency you paid in\./],
      [
        { date: '2026-11-20', from: 'USD', to: 'EUR', rate: 'about one' },
        /Enter the rate as a number, such as 0\.9211\./,
      ],
      [
        { date: '2026-11-20', from: 'USD', to: 'EUR', rate: '0' },
        /Enter a rate greater than 0, such as 0\.9211\./,
      ],
      [
        { date: '2026-11-20', from: 'EUR', to: 'EUR', rate: '1' },
        /Choose a currency from the list, other than the one you paid in\./,
      ],
      [
        { date: '2026-02-30', from: 'USD', to: 'EUR', rate: '1' },
        /Enter the real date the rate applies to\./,
      ],
    ];
    for (const [form, message] of cases) {
      const page = await server.post('/settings/rates', form);
      assert.equal(page.status, 400, JSON.stringify(form));
      assert.match(textOf(page.html), /There is a problem/);
      assert.match(textOf(page.html), message);
      assert.match(page.html, new RegExp(`name="rate"[^>]*value="${form['rate']}"`));
    }
    const stored = await listExchangeRates(server.ports, server.accountId, everything);
    assert.deepEqual(stored.items, []);
  });
});

describe('POST /settings/rates/import', () => {
  it("imports the ECB's daily file as the account's own rates and says what it stored", async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    const done = await server.upload(
      '/settings/rates/import',
      rateFile(ecbFixture('eurofxref-daily.xml')),
    );
    assert.equal(done.status, 303, done.html);
    const page = await server.get('/settings/rates');
    const text = textOf(page.html);
    assert.match(text, /Imported 30 rates of 30 currencies dated Nov 20, 2026/);
    assert.match(text, /USD 1 EUR = 1\.0856 USD Nov 20, 2026 ECB, imported here/);
    const [record] = await auditRecordsOf(server.ports, server.accountId);
    assert.equal(record?.action, 'exchange_rates.imported');
  });

  it('refuses a file that is none of the ECB’s beside the file field, importing nothing', async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    const page = await server.upload('/settings/rates/import', rateFile('a,b\n1,2\n', 'x.csv'));
    assert.equal(page.status, 400);
    assert.match(
      textOf(page.html),
      /The file of exchange rates cannot be read\. Nothing was changed\./,
    );
    assert.match(page.html, /id="file-error"/);
    assert.deepEqual(
      (await listExchangeRates(server.ports, server.accountId, everything)).items,
      [],
    );
  });

  it('asks for a file when none was chosen', async (t) => {
    const server = await startScreenServer(t, registerRatesRoutes, { deps });
    const form = new FormData();
    form.set('_csrf', 'csrf-token-1');
    form.set('file', new Blob([]), '');
    const page = await server.upload('/settings/rates/import', form);
    assert.equal(page.status, 400);
    assert.match(textOf(page.html), /Choose the file to import\./);
  });
});
