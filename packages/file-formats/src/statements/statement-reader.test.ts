import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { discoverSubscriptions, isDomainError } from '@subtrack/domain';
import { statementFixture } from '../testing/fixture-files.js';
import { readStatement } from './read-statement.js';
import { createStatementReader } from './statement-reader.js';

// About 600 KiB: past what is read on the calling thread, so the worker reads it.
function largeCsv(rows: number): Buffer {
  const lines = ['"Buchungstag";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag (EUR)"'];
  for (let i = 0; i < rows; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    lines.push(
      `"${day}.${month}.2026";"Händler ${i % 50}";"Kartenzahlung Ref ${i} Köln";"-${i % 90},${String(i % 100).padStart(2, '0')}"`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

describe('createStatementReader', () => {
  it('reads a large file in the worker thread, to the same transactions', async () => {
    const bytes = largeCsv(9_000);
    assert.ok(bytes.length > 256 * 1024);
    const transactions = await createStatementReader().read({ bytes, format: null });
    assert.equal(transactions.length, 9_000);
    assert.deepEqual(transactions, readStatement({ bytes, format: null }));
  });

  it('hands back the refusal the worker makes, with its details', async () => {
    const bytes = Buffer.from(largeCsv(9_000).toString('utf8').replace('Buchungstag', 'Tag'));
    await assert.rejects(createStatementReader().read({ bytes, format: 'csv' }), (error) => {
      assert.ok(isDomainError(error));
      assert.equal(error.code, 'invalid_statement');
      assert.deepEqual(error.details.allowedValues?.[0], 'Tag');
      return true;
    });
  });

  it('stops a reading that outlasts its time limit', async () => {
    const reader = createStatementReader({ maxTransactions: 100_000, maxReadMilliseconds: 1 });
    await assert.rejects(reader.read({ bytes: largeCsv(20_000), format: 'csv' }), (error) => {
      assert.ok(isDomainError(error));
      assert.match(error.message, /took longer than 0.001 seconds/);
      return true;
    });
  });
});

describe('a statement read and analysed', () => {
  const TODAY = '2026-11-30';
  const suggestions = async (name: string) => {
    const transactions = await createStatementReader().read({
      bytes: statementFixture(name),
      format: null,
    });
    const found = await discoverSubscriptions({
      transactions,
      tracked: [],
      payments: [],
      today: TODAY,
    });
    return found.suggestions.map(
      (s) => `${s.name} ${s.amount} ${s.currency} ${s.period} ${s.nextPaymentDate}`,
    );
  };

  it('finds Netflix and Spotify (through PayPal) in a German CSV, not rent, savings, salary or groceries', async () => {
    for (const name of ['dkb.csv', 'dkb-legacy.csv', 'sparkasse.csv', 'ing.csv']) {
      assert.deepEqual(await suggestions(name), [
        'Netflix 17.99 EUR monthly 2026-12-05',
        'Spotify 10.99 EUR monthly 2026-12-15',
      ]);
    }
  });

  it('finds the subscriptions of a CAMT.053 statement, one of a batch booking among them', async () => {
    assert.deepEqual(await suggestions('camt053-v02.xml'), [
      'FitX Deutschland 24.9 EUR monthly 2026-12-15',
      'Netflix 17.99 EUR monthly 2026-12-05',
      'Vodafone 39.9 EUR monthly 2026-12-15',
    ]);
  });

  it('finds them in OFX, QFX and US card statements', async () => {
    assert.deepEqual(await suggestions('bank-102.ofx'), [
      'Netflix 15.49 USD monthly 2026-12-03',
      'Planet Fitness 89 USD monthly 2026-12-18',
    ]);
    assert.deepEqual(await suggestions('chase.qfx'), ['Amazon Prime 9.99 USD monthly 2026-12-11']);
    assert.deepEqual(await suggestions('citi.csv'), [
      'Netflix 15.49 USD monthly 2026-12-04',
      'Spotify 11.99 USD monthly 2026-12-09',
    ]);
  });
});
