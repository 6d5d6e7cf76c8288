import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainRejection } from '@subtrack/domain/testing';
import { createImportFileParser } from '../parse-import-file.js';
import { mapWallosCycle, parseWallosCycleText } from './wallos-cycle.js';

const parser = createImportFileParser();
const parse = (rows: unknown, currencySymbols: Record<string, string> = {}) =>
  parser.parse(
    { bytes: Buffer.from(JSON.stringify(rows)), kind: 'json' },
    { source: 'wallos', currencySymbols },
  );
const row = (overrides: Record<string, string>) => ({
  Name: 'X',
  'Payment Cycle': 'Monthly',
  'Next Payment': '2026-12-05',
  Category: 'C',
  Price: '€1',
  State: 'Enabled',
  Notifications: 'Enabled',
  Active: 'Yes',
  ...overrides,
});

describe('Wallos cycles', () => {
  it('maps Daily and Weekly to days and Monthly/Yearly x N exactly, only longer cycles to the nearest days', () => {
    assert.deepEqual(mapWallosCycle('Daily', 3), {
      kind: 'schedule',
      period: 'custom',
      days: 3,
      inexact: false,
    });
    const every = (period: string, intervalCount: number) => ({
      kind: 'schedule',
      period,
      intervalCount,
    });
    assert.deepEqual(mapWallosCycle('Monthly', 6), every('monthly', 6));
    assert.deepEqual(mapWallosCycle('Monthly', 36), every('monthly', 36));
    assert.deepEqual(mapWallosCycle('Monthly', 48), every('yearly', 4));
    assert.deepEqual(mapWallosCycle('Yearly', 1), every('yearly', 1));
    assert.deepEqual(mapWallosCycle('Yearly', 10), every('yearly', 10));
    assert.deepEqual(mapWallosCycle('Monthly', 40), {
      kind: 'schedule',
      period: 'custom',
      days: 1217,
      inexact: true,
    });
    assert.deepEqual(mapWallosCycle('Yearly', 12), {
      kind: 'schedule',
      period: 'custom',
      days: 4380,
      inexact: true,
    });
    assert.deepEqual(parseWallosCycleText('Every 30 Days'), { cycle: 'Daily', frequency: 30 });
    assert.deepEqual(parseWallosCycleText('daily'), { cycle: 'Daily', frequency: 1 });
    assert.equal(parseWallosCycleText('Every 0 Days'), null);
    assert.equal(parseWallosCycleText('Fortnightly'), null);
  });

  it('reports a cycle it does not know as a row error', async () => {
    const [candidate] = await parse([row({ 'Payment Cycle': 'Fortnightly' })]);
    assert.deepEqual(
      candidate?.errors.map((e) => [e.row, e.field]),
      [[1, 'cycle']],
    );
  });
});

describe('Wallos Profile export prices', () => {
  it('maps unambiguous symbols, an ISO code as symbol and a suffix symbol', async () => {
    const candidates = await parse([
      row({ Price: '£2' }),
      row({ Price: 'CHF 3.5' }),
      row({ Price: '15,99 €' }),
    ]);
    assert.deepEqual(
      candidates.map((c) => [c.body?.currency, c.body?.amount]),
      [
        ['GBP', 2],
        ['CHF', 3.5],
        ['EUR', 15.99],
      ],
    );
  });

  it('uses the user’s mapping for kr and names an unknown symbol', async () => {
    const [kr] = await parse([row({ Price: 'kr99' })], { kr: 'SEK' });
    assert.equal(kr?.body?.currency, 'SEK');
    const [unknown] = await parse([row({ Price: '₿1' })]);
    assert.match(unknown?.errors[0]?.message ?? '', /no currency symbol subtrack knows/);
  });

  it('refuses JSON that is not a Wallos export, and says so for a subtrack export', async () => {
    await expectDomainRejection(() => parse({ nope: true }), 'invalid_import', 'file');
    const error = await expectDomainRejection(
      () => parse({ format: 'subtrack-export', version: 1, subscriptions: [] }),
      'invalid_import',
      'file',
    );
    assert.match(error.details.suggestedFix ?? '', /source=subtrack/);
  });

  it('refuses a CSV without the Wallos header, and a file that is not UTF-8 or JSON', async () => {
    const wallosCsv = { source: 'wallos' as const, currencySymbols: {} };
    await expectDomainRejection(
      () => parser.parse({ bytes: Buffer.from('a,b\n1,2'), kind: 'csv' }, wallosCsv),
      'invalid_import',
      'file',
    );
    await expectDomainRejection(
      () => parser.parse({ bytes: Buffer.from([0xff, 0xfe, 0x00]), kind: 'csv' }, wallosCsv),
      'invalid_import',
      'file',
    );
    await expectDomainRejection(
      () => parser.parse({ bytes: Buffer.from('{oops'), kind: 'json' }, wallosCsv),
      'invalid_import',
      'file',
    );
  });
});
