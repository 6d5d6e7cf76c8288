import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { listExchangeRates, toExchangeRateResource } from '@subtrack/domain';
import { ECB_FIXTURES } from '@subtrack/file-formats/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

describe('subtrack rates import', { concurrency: 4 }, () => {
  it("prints what it stored; every account's list of rates shows them", async (t) => {
    const { db, accountId } = await tempAccount(t);
    const file = join(ECB_FIXTURES, 'eurofxref-hist.zip');
    const run = await runCli(['rates', 'import', '--file', file, '--db', db, '--json']);
    assert.equal(run.status, 0, run.stderr);
    const { imported } = parseJsonOutput(run) as {
      imported: { rates: number; dates: number; currencies: string[]; from: string; to: string };
    };
    assert.equal(imported.rates, 3 * 30 + 2 * 27);
    assert.equal(imported.dates, 5);
    assert.equal(imported.to, '2026-11-20');
    assert.ok(imported.currencies.includes('USD'));
    const database = openDatabase(db);
    t.after(() => database.close());
    const rates = await listExchangeRates(createSqlitePorts(database), accountId, {
      limit: 1,
      offset: 0,
      filters: { currency: 'USD' },
    });
    assert.deepEqual(toExchangeRateResource(rates.items[0]!), {
      date: '2026-11-20',
      from: 'EUR',
      to: 'USD',
      rate: 1.0856,
      source: 'ecb',
    });
  });

  it('says in words what it stored', async (t) => {
    const { db } = await tempAccount(t);
    const file = join(ECB_FIXTURES, 'eurofxref-daily.xml');
    const run = await runCli(['rates', 'import', '--file', file, '--db', db]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(
      run.stdout.trim(),
      "Imported 30 rates of 30 currencies on 2026-11-20 as the server's reference rates.",
    );
  });

  it('refuses a file that is none of the ECB’s with exit 2, naming --file and what to send', async (t) => {
    const { db, dir } = await tempAccount(t);
    const file = join(dir, 'rates.csv');
    writeFileSync(file, 'currency,rate\nUSD,1.08\n');
    const run = await runCli(['rates', 'import', '--file', file, '--db', db]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /--file: .*eurofxref-hist\.zip/);
    assert.equal(run.stdout, '');
  });

  it('needs --file, and says when the file cannot be read', async (t) => {
    const { db, dir } = await tempAccount(t);
    const missing = await runCli(['rates', 'import', '--db', db]);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /--file is required/);
    const absent = await runCli(['rates', 'import', '--file', join(dir, 'nope.zip'), '--db', db]);
    assert.equal(absent.status, 1);
    assert.match(absent.stderr, /--file: cannot read/);
  });
});
