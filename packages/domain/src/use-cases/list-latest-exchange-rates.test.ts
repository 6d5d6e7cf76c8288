import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseExchangeRatePut } from '../exchange-rates/parse-exchange-rate.js';
import { aTestWorld } from '../testing/test-world.js';
import { importReferenceRates } from './import-reference-rates.js';
import { listLatestExchangeRates } from './list-latest-exchange-rates.js';
import { putExchangeRate } from './put-exchange-rate.js';

const rows = (date: string, rates: Record<string, string>) =>
  Object.entries(rates).map(([currency, rate]) => ({ date, currency, rate }));

describe('listLatestExchangeRates', () => {
  it('answers nothing, and no newest date, before any rate is stored', async () => {
    const { ports, accountId } = await aTestWorld();
    assert.deepEqual(await listLatestExchangeRates(ports, accountId), {
      newestDate: null,
      rates: [],
    });
  });

  it('gives the latest rate of each pair, the account’s own first on its date, sorted', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    await importReferenceRates(ports, [
      ...rows('2026-11-19', { USD: '1.0841', GBP: '0.8566', CHF: '0.9400' }),
      ...rows('2026-11-20', { USD: '1.0856', GBP: '0.8571' }),
      // Older than 31 days before the newest rate: left out.
      ...rows('2026-10-01', { SEK: '11.2' }),
    ]);
    await putExchangeRate(
      ports,
      ctx,
      parseExchangeRatePut({ date: '2026-11-20', from: 'EUR', to: 'USD' }, { rate: 1.09 }),
    );
    const latest = await listLatestExchangeRates(ports, accountId);
    assert.equal(latest.newestDate, '2026-11-20');
    assert.deepEqual(
      latest.rates.map((r) => [r.to, r.date, r.rate, r.scope]),
      [
        ['CHF', '2026-11-19', '0.94', 'reference'],
        ['GBP', '2026-11-20', '0.8571', 'reference'],
        ['USD', '2026-11-20', '1.09', 'account'],
      ],
    );
  });
});
