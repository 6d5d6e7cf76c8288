import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EuroRate } from '../exchange-rates/exchange-rate.js';
import { parseExchangeRatePut } from '../exchange-rates/parse-exchange-rate.js';
import { addDays } from '../shared/calendar-date.js';
import { anAccount, aPayment, aSubscription } from '../testing/builders.js';
import { aCountingPacer } from '../testing/counting-pacer.js';
import { estimateExampleSubscriptions, FRIDAY_RATES } from '../testing/estimate-example.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { getConvertedSpend } from './get-converted-spend.js';
import { getCurrencyEstimate } from './get-currency-estimate.js';
import { getCurrencySettings } from './get-currency-settings.js';
import { importExchangeRates } from './import-exchange-rates.js';
import { importReferenceRates } from './import-reference-rates.js';
import { listExchangeRates } from './list-exchange-rates.js';
import { putExchangeRate } from './put-exchange-rate.js';
import { updateCurrencySettings } from './update-currency-settings.js';

const OTHER = '00000000-0000-7000-8000-0000000000b2';
const everything = { limit: 100, offset: 0, filters: {} };

async function world(now = '2026-11-22T09:00:00.000Z') {
  const w = await aTestWorld({ now });
  await w.ports.accounts.insert(anAccount({ id: OTHER, name: 'Other' }));
  return w;
}

const euroRates = (date: string, rates: Record<string, string>): EuroRate[] =>
  Object.entries(rates).map(([currency, rate]) => ({ date, currency, rate }));

const fridayRows = FRIDAY_RATES.map((r) => ({ date: r.date, currency: r.to, rate: r.rate }));

async function auditOf(w: Awaited<ReturnType<typeof world>>) {
  return (await w.ports.audit.list(w.accountId, everything)).items;
}

describe('currency settings', () => {
  it('start with no home currency, then keep the one chosen, each change audited', async () => {
    const w = await world();
    assert.deepEqual(await getCurrencySettings(w.ports, w.accountId), { homeCurrency: null });
    assert.deepEqual(await updateCurrencySettings(w.ports, w.ctx, { homeCurrency: 'EUR' }), {
      homeCurrency: 'EUR',
    });
    await updateCurrencySettings(w.ports, w.ctx, { homeCurrency: 'CHF' });
    assert.deepEqual(await getCurrencySettings(w.ports, w.accountId), { homeCurrency: 'CHF' });
    assert.deepEqual(await getCurrencySettings(w.ports, OTHER), { homeCurrency: null });
    const records = await auditOf(w);
    assert.deepEqual(
      records.map((r) => [r.action, r.resourceType, r.resourceId, r.changes, r.apiKeyId]),
      [
        [
          'settings.updated',
          'settings',
          w.accountId,
          { homeCurrency: { from: 'EUR', to: 'CHF' } },
          w.writer.apiKeyId,
        ],
        [
          'settings.updated',
          'settings',
          w.accountId,
          { homeCurrency: { from: null, to: 'EUR' } },
          w.writer.apiKeyId,
        ],
      ],
    );
  });
});

describe('putExchangeRate', () => {
  it('stores a typed rate for the account alone, audited with the rate it replaced', async () => {
    const w = await world();
    const input = parseExchangeRatePut(
      { date: '2026-11-20', from: 'USD', to: 'GBP' },
      { rate: 0.79 },
    );
    assert.deepEqual(await putExchangeRate(w.ports, w.ctx, input), { ...input, source: 'owner' });
    await putExchangeRate(w.ports, w.ctx, { ...input, rate: '0.7895' });
    const listed = await listExchangeRates(w.ports, w.accountId, everything);
    assert.deepEqual(listed.items, [
      {
        date: '2026-11-20',
        from: 'USD',
        to: 'GBP',
        rate: '0.7895',
        source: 'owner',
        scope: 'account',
      },
    ]);
    assert.deepEqual((await listExchangeRates(w.ports, OTHER, everything)).items, []);
    assert.deepEqual(
      (await auditOf(w)).map((r) => [r.action, r.resourceType, r.resourceId, r.changes]),
      [
        [
          'exchange_rate.updated',
          'exchange_rate',
          w.accountId,
          { '2026-11-20/USD/GBP': { from: 0.79, to: 0.7895 } },
        ],
        [
          'exchange_rate.updated',
          'exchange_rate',
          w.accountId,
          { '2026-11-20/USD/GBP': { from: null, to: 0.79 } },
        ],
      ],
    );
  });
});

describe('importExchangeRates', () => {
  it("stores a file's rates as the account's own, answers what it stored and audits it once", async () => {
    const w = await world();
    const rows = [
      ...euroRates('2026-11-20', { USD: '1.0856', JPY: '163.84' }),
      ...euroRates('2026-11-19', { USD: '1.08430' }),
    ];
    const answer = await importExchangeRates(w.ports, w.ctx, rows);
    const summary = {
      rates: 3,
      dates: 2,
      currencies: ['JPY', 'USD'],
      from: '2026-11-19',
      to: '2026-11-20',
    };
    assert.deepEqual(answer, { imported: summary });
    assert.deepEqual(
      (await listExchangeRates(w.ports, w.accountId, everything)).items.map(
        (r) => `${r.date} ${r.from}>${r.to} ${r.rate} ${r.source} ${r.scope}`,
      ),
      [
        '2026-11-20 EUR>JPY 163.84 ecb account',
        '2026-11-20 EUR>USD 1.0856 ecb account',
        '2026-11-19 EUR>USD 1.0843 ecb account',
      ],
    );
    assert.deepEqual((await listExchangeRates(w.ports, OTHER, everything)).items, []);
    const [record, ...more] = await auditOf(w);
    assert.deepEqual(more, []);
    assert.equal(record?.action, 'exchange_rates.imported');
    assert.deepEqual(record?.changes, {
      rates: { from: null, to: 3 },
      dates: { from: null, to: 2 },
      currencies: { from: null, to: ['JPY', 'USD'] },
      from: { from: null, to: '2026-11-19' },
      to: { from: null, to: '2026-11-20' },
    });
  });

  it('stores a long file in batches, pausing between them, with one audit record', async () => {
    const w = await world();
    const pacer = aCountingPacer();
    w.ports.pacer = pacer;
    // 400 days of 30 currencies: 12,000 rates, five batches.
    const currencies = Array.from(
      { length: 30 },
      (_, i) =>
        `X${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
    );
    const rows = Array.from({ length: 400 }, (_, day) => addDays('2025-01-01', day)).flatMap(
      (date) => currencies.map((currency) => ({ date, currency, rate: '1.5' })),
    );
    const { imported } = await importExchangeRates(w.ports, w.ctx, rows);
    assert.equal(imported.rates, rows.length);
    assert.equal((await auditOf(w)).length, 1);
    assert.ok(pacer.pauses >= 2, `${pacer.pauses} pauses`);
  });

  it('refuses a file with a bad rate and stores nothing', async () => {
    const w = await world();
    await expectDomainRejection(
      () =>
        importExchangeRates(w.ports, w.ctx, euroRates('2026-11-20', { USD: '1.08', JPY: 'N/A' })),
      'invalid_exchange_rate',
      'file',
    );
    assert.deepEqual((await listExchangeRates(w.ports, w.accountId, everything)).items, []);
    assert.deepEqual(await auditOf(w), []);
  });
});

describe('importReferenceRates', () => {
  it("stores the server's rates for every account, in no account's audit trail", async () => {
    const w = await world();
    const answer = await importReferenceRates(w.ports, fridayRows);
    assert.deepEqual(answer.imported, {
      rates: 4,
      dates: 1,
      currencies: ['CHF', 'GBP', 'JPY', 'USD'],
      from: '2026-11-20',
      to: '2026-11-20',
    });
    for (const accountId of [w.accountId, OTHER]) {
      const listed = await listExchangeRates(w.ports, accountId, {
        ...everything,
        filters: { currency: 'USD' },
      });
      assert.deepEqual(listed.items, [
        {
          date: '2026-11-20',
          from: 'EUR',
          to: 'USD',
          rate: '1.0856',
          source: 'ecb',
          scope: 'reference',
        },
      ]);
    }
    assert.deepEqual(await auditOf(w), []);
  });
});

describe('getCurrencyEstimate', () => {
  it('needs a currency: sent, or the home currency', async () => {
    const w = await world();
    const error = await expectDomainRejection(
      () => getCurrencyEstimate(w.ports, w.accountId, {}),
      'invalid_query',
      'currency',
    );
    assert.match(error.details.suggestedFix ?? '', /home currency/);
  });

  it('estimates the worked example in the home currency at the newest rates of the last 14 days', async () => {
    const w = await world('2026-11-22T09:00:00.000Z');
    for (const s of estimateExampleSubscriptions(w.accountId))
      await w.ports.subscriptions.insert(s);
    await importReferenceRates(w.ports, [
      ...euroRates('2026-11-06', { AUD: '1.6' }),
      ...fridayRows,
    ]);
    await updateCurrencySettings(w.ports, w.ctx, { homeCurrency: 'EUR' });
    const estimate = await getCurrencyEstimate(w.ports, w.accountId, {});
    assert.equal(estimate.asOf, '2026-11-22');
    assert.equal(estimate.monthlyTotal, 49.55);
    assert.equal(estimate.annualTotal, 594.61);
    // The AUD rate of 2026-11-06 is 16 days old on 2026-11-22.
    assert.deepEqual(estimate.unconverted, [
      { currency: 'AUD', monthlyTotal: 4.5, reason: 'no_rate' },
    ]);
    // Sent, the currency wins over the home currency.
    const inYen = await getCurrencyEstimate(w.ports, w.accountId, { currency: 'JPY' });
    assert.equal(inYen.currency, 'JPY');
    assert.equal(inYen.converted.find((c) => c.currency === 'USD')?.rate, 150.9211496);
  });
});

describe('getConvertedSpend', () => {
  it('adds the months in one currency, payments at their own dates’ rates, beside the unconverted spend', async () => {
    const w = await world('2026-11-21T09:00:00.000Z');
    const sub = aSubscription({
      accountId: w.accountId,
      currency: 'USD',
      amountMinor: 1000,
      nextPaymentDate: '2026-12-05',
    });
    await w.ports.subscriptions.insert(sub);
    const other = aSubscription({ accountId: w.accountId, currency: 'USD', status: 'cancelled' });
    await w.ports.subscriptions.insert(other);
    await w.ports.payments.insertMany([
      aPayment({
        accountId: w.accountId,
        subscriptionId: sub.id,
        dueOn: '2026-10-05',
        amountMinor: 1000,
      }),
      aPayment({
        accountId: w.accountId,
        subscriptionId: other.id,
        dueOn: '2026-10-06',
        amountMinor: 500,
      }),
      aPayment({
        accountId: w.accountId,
        subscriptionId: sub.id,
        dueOn: '2026-11-05',
        amountMinor: 1000,
      }),
    ]);
    await importReferenceRates(w.ports, [
      ...euroRates('2026-10-02', { USD: '1.25' }),
      ...euroRates('2026-11-03', { USD: '1' }),
      ...euroRates('2026-11-20', { USD: '1.6' }),
    ]);
    const spend = await getConvertedSpend(w.ports, w.accountId, {
      from: '2026-10',
      to: '2026-12',
      convertTo: 'EUR',
    });
    assert.deepEqual(spend.byCurrency, [
      {
        currency: 'USD',
        months: [
          { month: '2026-10', paid: 15, projected: 0, payments: 2 },
          { month: '2026-11', paid: 10, projected: 0, payments: 1 },
          { month: '2026-12', paid: 0, projected: 10, payments: 0 },
        ],
      },
    ]);
    assert.deepEqual(spend.converted, {
      currency: 'EUR',
      months: [
        // 10 USD on 2026-10-05 and 5 USD on 2026-10-06, both at 1.25 (2026-10-02).
        { month: '2026-10', paid: 12, projected: 0, unconvertedCurrencies: [] },
        { month: '2026-11', paid: 10, projected: 0, unconvertedCurrencies: [] },
        { month: '2026-12', paid: 0, projected: 6.25, unconvertedCurrencies: [] },
      ],
    });
  });
});
