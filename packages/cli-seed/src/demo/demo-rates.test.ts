import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getCurrencyEstimate, getCurrencySettings, importReferenceRates } from '@subtrack/domain';
import { createInMemoryPorts, FakeClock } from '@subtrack/domain/testing';
import { demoReferenceRates } from './demo-rates.js';
import { seedDemo } from './seed-demo.js';

const WHERE = { timeZone: 'UTC', locale: 'en-US' };

describe('the demo account’s home currency and rates', () => {
  it('shows an estimate in euros that converts every currency of the demo', async () => {
    const ports = createInMemoryPorts({ clock: new FakeClock('2026-11-21T08:00:00.000Z') });
    const { accountId } = await seedDemo(ports, WHERE);
    assert.deepEqual(await getCurrencySettings(ports, accountId), { homeCurrency: 'EUR' });
    const estimate = await getCurrencyEstimate(ports, accountId, {});
    assert.equal(estimate.currency, 'EUR');
    assert.deepEqual(estimate.unconverted, []);
    assert.deepEqual(
      estimate.converted.map((line) => line.currency),
      ['CHF', 'CNY', 'EUR', 'GBP', 'JPY', 'SGD', 'USD'],
    );
    // Friday's rates on a Saturday: the ECB publishes on working days only.
    assert.ok(estimate.converted.every((line) => [null, '2026-11-20'].includes(line.rateDate)));
    assert.ok(estimate.converted.every((line) => [null, 'ecb'].includes(line.source)));
  });

  it('gives plausible rates of every working day from before the spend chart through today', () => {
    const rates = demoReferenceRates('2026-11-23');
    const dates = [...new Set(rates.map((rate) => rate.date))];
    assert.equal(dates.at(-1), '2026-11-23');
    assert.equal(dates[0], '2025-11-17');
    assert.ok(dates.every((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())));
    const dollars = rates
      .filter((rate) => rate.currency === 'USD')
      .map((rate) => Number(rate.rate));
    assert.ok(
      Math.min(...dollars) > 1.06 && Math.max(...dollars) < 1.11,
      `${Math.min(...dollars)}`,
    );
    assert.deepEqual(demoReferenceRates('2026-11-23'), rates);
  });

  it("keeps the server's own reference rates", async () => {
    const ports = createInMemoryPorts({ clock: new FakeClock('2026-11-21T08:00:00.000Z') });
    await importReferenceRates(ports, [{ date: '2026-11-20', currency: 'USD', rate: '1.2' }]);
    const { accountId } = await seedDemo(ports, WHERE);
    const estimate = await getCurrencyEstimate(ports, accountId, {});
    const usd = estimate.converted.find((line) => line.currency === 'USD');
    assert.equal(usd?.rate, 0.8333333333);
    assert.ok(estimate.unconverted.some((line) => line.currency === 'JPY'));
  });
});
