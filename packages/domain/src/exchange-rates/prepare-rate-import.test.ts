import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aCountingPacer } from '../testing/counting-pacer.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import type { EuroRate } from './exchange-rate.js';
import { prepareEuroRates } from './prepare-rate-import.js';
import { storeInBatches } from './store-in-batches.js';

const rate = (date: string, currency: string, value: string): EuroRate => ({
  date,
  currency,
  rate: value,
});

describe('prepareEuroRates', () => {
  it('makes rates canonical and says what the import holds', async () => {
    const prepared = await prepareEuroRates([
      rate('2026-11-20', 'USD', '1.08560'),
      rate('2026-11-20', 'JPY', '163.84'),
      rate('2026-11-19', 'USD', '1.0843'),
    ]);
    assert.deepEqual(
      prepared.rates.map((r) => r.rate),
      ['1.0856', '163.84', '1.0843'],
    );
    assert.deepEqual(prepared.summary, {
      rates: 3,
      dates: 2,
      currencies: ['JPY', 'USD'],
      from: '2026-11-19',
      to: '2026-11-20',
    });
  });

  it('keeps the later of two quotes of one currency on one date', async () => {
    const prepared = await prepareEuroRates([
      rate('2026-11-20', 'USD', '1.08'),
      rate('2026-11-20', 'USD', '1.09'),
    ]);
    assert.deepEqual(prepared.rates, [rate('2026-11-20', 'USD', '1.09')]);
    assert.equal(prepared.summary.rates, 1);
  });

  it('refuses a bad row, naming it, and a file without rates', async () => {
    const cases: Array<[EuroRate, RegExp]> = [
      [
        rate('2026-02-30', 'USD', '1'),
        /Rate 2 of the file \(2026-02-30 USD\): the date is not a real date/,
      ],
      [
        rate('2026-11-20', 'EUR', '1'),
        /the currency is not a code of three capital letters other than EUR/,
      ],
      [rate('2026-11-20', 'usd', '1'), /three capital letters/],
      [rate('2026-11-20', 'USD', '0'), /the rate must be greater than 0/],
    ];
    for (const [row, message] of cases) {
      const error = await expectDomainRejection(
        () => prepareEuroRates([rate('2026-11-20', 'JPY', '163.84'), row]),
        'invalid_exchange_rate',
        'file',
      );
      assert.match(error.message, message);
    }
    await expectDomainRejection(() => prepareEuroRates([]), 'invalid_exchange_rate', 'file');
  });

  it('pauses between slices of a long file', async () => {
    const pacer = aCountingPacer();
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      rate(
        '2026-11-20',
        `C${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
        '1.5',
      ),
    );
    await prepareEuroRates(rows, pacer);
    assert.equal(pacer.pauses, 20);
  });
});

describe('storeInBatches', () => {
  it('writes every row once, in batches of 2,500, telling the last and pausing between', async () => {
    const pacer = aCountingPacer();
    const batches: Array<[number, boolean]> = [];
    await storeInBatches(
      Array.from({ length: 12_001 }, (_, i) => i),
      async (batch, last) => {
        batches.push([batch.length, last]);
      },
      pacer,
    );
    assert.deepEqual(batches, [
      [2_500, false],
      [2_500, false],
      [2_500, false],
      [2_500, false],
      [2_001, true],
    ]);
    assert.equal(pacer.pauses, 5);
  });
});
