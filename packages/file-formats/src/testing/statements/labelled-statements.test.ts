import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readStatement } from '../../statements/read-statement.js';
import { generateStatement } from './generate-statement.js';
import { measureQuality } from './measure-quality.js';
import { LAYOUT_CURRENCY, STATEMENT_LAYOUTS, writeStatement } from './write-statement.js';

const key = (t: { date: string; amountMinor: number }) => `${t.date} ${t.amountMinor}`;

describe('generated statements', () => {
  it('are the same for the same seed, and plant subscriptions among far more noise', () => {
    const one = generateStatement({ seed: 7 });
    assert.deepEqual(generateStatement({ seed: 7 }), one);
    assert.ok(one.planted.length >= 5, `${one.planted.length} planted`);
    assert.ok(one.rows.length > 20 * one.planted.length, `${one.rows.length} rows`);
  });

  for (const layout of STATEMENT_LAYOUTS) {
    it(`read back from ${layout} with every booking's date and amount`, () => {
      const statement = generateStatement({ seed: 3, currency: LAYOUT_CURRENCY[layout] });
      const read = readStatement({ bytes: writeStatement(statement, layout), format: null });
      const kept = statement.rows.filter(
        (row) => !(layout === 'citi' || layout === 'revolut') || !row.currentAccountOnly,
      );
      const readKeys = new Set(read.map(key));
      assert.ok(kept.every((row) => readKeys.has(key(row))));
      assert.ok(read.every((t) => t.currency === LAYOUT_CURRENCY[layout]));
    });
  }
});

describe('measureQuality', () => {
  it('finds the planted subscriptions of every layout, with precision of at least 0.9 and recall of at least 0.95', async () => {
    const seeds = [101, 102, 103];
    for (const layout of STATEMENT_LAYOUTS) {
      const quality = await measureQuality(layout, seeds);
      assert.ok(quality.precision >= 0.9, `${layout}: ${quality.mistakes.join('; ')}`);
      assert.ok(quality.recall >= 0.95, `${layout}: ${quality.mistakes.join('; ')}`);
    }
  });
});
