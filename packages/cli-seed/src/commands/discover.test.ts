import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Discovery } from '@subtrack/domain';
import {
  generateStatement,
  scoreSuggestions,
  writeStatement,
} from '@subtrack/file-formats/testing';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

// A year of a current account: Netflix, Apple, Allianz, Amazon, Google and the
// Rundfunkbeitrag among salary, rent, groceries and the rest.
const STATEMENT = generateStatement({ seed: 2, to: '2026-11-20', months: 12 });

describe('subtrack discover', { concurrency: 2 }, () => {
  it('prints the subscriptions a Sparkasse CSV and a CAMT.053 file show, in words and as JSON', async (t) => {
    const { db, dir, accountId } = await tempAccount(t);
    const csv = join(dir, 'Umsaetze.csv');
    const camt = join(dir, 'camt053.xml');
    writeFileSync(csv, writeStatement(STATEMENT, 'sparkasse'));
    writeFileSync(camt, writeStatement(STATEMENT, 'camt053'));
    const base = ['discover', '--account', accountId, '--db', db];
    for (const file of [csv, camt]) {
      const run = await runCli([...base, '--file', file, '--json']);
      assert.equal(run.status, 0, run.stderr);
      const { discovery } = parseJsonOutput(run) as { discovery: Discovery };
      assert.equal(discovery.transactions, STATEMENT.rows.length);
      assert.deepEqual(scoreSuggestions(discovery.suggestions, STATEMENT.planted).mistakes, []);
    }
    const words = await runCli([...base, '--file', csv, '--format', 'csv']);
    assert.equal(words.status, 0, words.stderr);
    assert.match(words.stdout, /^Read \d+ transactions from \d{4}-\d{2}-\d{2} to 2026-11-20\./);
    assert.match(words.stdout, new RegExp(`Suggestions \\(${STATEMENT.planted.length}\\):`));
    assert.match(
      words.stdout,
      /\n {2}Netflix: \d+\.\d{2} EUR monthly, next \d{4}-\d{2}-\d{2}; \d+ charges, confidence 0\.\d\d/,
    );
    assert.match(words.stdout, /Tracked subscriptions found \(0\):\n {2}none/);
  });

  it('names the columns it cannot tell apart and reads them once mapped by header', async (t) => {
    const { db, dir, accountId } = await tempAccount(t);
    const file = join(dir, 'export.csv');
    writeFileSync(
      file,
      ['Tag;Wer;Wieviel', '05.09.2026;Netflix;-17,99', '05.10.2026;Netflix;-17,99'].join('\n'),
    );
    const base = ['discover', '--account', accountId, '--db', db, '--file', file];
    const refused = await runCli(base);
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /--date: .*"Tag", "Wer", "Wieviel".* --date, --amount, --payee/);
    const mapped = await runCli([
      ...base,
      '--date',
      'Tag',
      '--amount',
      'Wieviel',
      '--payee',
      'Wer',
    ]);
    assert.equal(mapped.status, 0, mapped.stderr);
    assert.match(mapped.stdout, /^Read 2 transactions from 2026-09-05 to 2026-10-05\./);
    const badFormat = await runCli([...base, '--format', 'qif']);
    assert.equal(badFormat.status, 2);
    assert.match(badFormat.stderr, /--format must be one of csv, ofx, camt053/);
    const missing = await runCli([
      'discover',
      '--account',
      accountId,
      '--db',
      db,
      '--file',
      join(dir, 'none.csv'),
    ]);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /--file: cannot read/);
  });
});
