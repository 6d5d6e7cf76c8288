import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ImportCandidate, ImportFileKind } from '@subtrack/domain';
import { createImportFileParser } from '../parse-import-file.js';
import { wallosFixture } from '../testing/fixture-files.js';

const parser = createImportFileParser();
const symbols = { $: 'USD', '¥': 'JPY' };

// The fixture README's table: what each of the 13 Wallos rows must become.
const EXPECTED: Array<[number, string, Record<string, unknown> | 'skipped', 'warning'?]> = [
  [
    1,
    'Netflix',
    {
      period: 'monthly',
      nextPaymentDate: '2026-12-05',
      amount: 15.99,
      currency: 'EUR',
      notificationEnabled: true,
    },
  ],
  [
    2,
    'Spotify Family',
    { period: 'monthly', nextPaymentDate: '2026-12-31', amount: 17.99, currency: 'EUR' },
  ],
  [
    3,
    'Car insurance',
    { period: 'yearly', nextPaymentDate: '2027-02-28', amount: 540, currency: 'EUR' },
  ],
  [
    4,
    'Cloud backup',
    { period: 'monthly', intervalCount: 3, amount: 7, currency: 'USD', notificationEnabled: false },
  ],
  [5, 'Gym', { period: 'custom', customDate: '14', amount: 9.5, currency: 'CHF' }],
  [
    6,
    'Newspaper',
    { period: 'custom', customDate: '7', amount: 2, currency: 'GBP', notificationEnabled: false },
  ],
  [7, 'example.org domain', { period: 'yearly', intervalCount: 2, amount: 12, currency: 'USD' }],
  [
    8,
    'Old VPN',
    {
      period: 'monthly',
      status: 'cancelled',
      nextPaymentDate: '2026-06-01',
      amount: 4.99,
      currency: 'USD',
    },
  ],
  [9, 'Lifetime app', 'skipped', 'warning'],
  [10, 'Game Pass', { period: 'monthly', amount: 1200, currency: 'JPY' }],
  [
    11,
    '📺 Disney+',
    { period: 'monthly', amount: 8.99, currency: 'EUR', nextPaymentDate: '2026-12-14' },
  ],
  [12, 'Parking permit', { period: 'custom', customDate: '30', amount: 3, currency: 'EUR' }],
  [
    13,
    'netflix',
    { period: 'monthly', amount: 15.99, currency: 'EUR', nextPaymentDate: '2026-12-09' },
  ],
];

function assertTable(candidates: ImportCandidate[]): void {
  assert.equal(candidates.length, 13);
  for (const [row, name, expected, warning] of EXPECTED) {
    const candidate = candidates[row - 1]!;
    assert.equal(candidate.row, row);
    assert.equal(candidate.name, name, `row ${row}`);
    assert.deepEqual(candidate.errors, [], `row ${row}`);
    if (expected === 'skipped') {
      assert.equal(candidate.body, undefined);
      assert.match(candidate.skipReason ?? '', /one-time/i);
    } else {
      for (const [key, value] of Object.entries(expected)) {
        assert.deepEqual(candidate.body?.[key], value, `row ${row} ${key}`);
      }
      assert.equal(candidate.body?.status, expected.status ?? 'active', `row ${row} status`);
      assert.equal(candidate.body?.name, name);
    }
    assert.equal(candidate.warnings.length, warning ? 1 : 0, `row ${row} warnings`);
    if (warning) assert.match(candidate.warnings[0]!, new RegExp(`^Row ${row} \\(`));
  }
}

const parse = (file: string, kind: ImportFileKind | null) =>
  parser.parse(
    { bytes: wallosFixture(file), kind },
    { source: 'wallos', currencySymbols: symbols },
  );

describe('Wallos 5.4.4 fixture files, row by row', () => {
  it('reads wallos.db (currencies from their ISO codes)', async () => {
    const candidates = await parser.parse(
      { bytes: wallosFixture('wallos.db'), kind: 'sqlite' },
      { source: 'wallos', currencySymbols: {} },
    );
    assertTable(candidates);
  });

  it('reads the backup zip, also when its kind is sniffed from its bytes', async () => {
    assertTable(await parse('Wallos-Backup-20261123-071500.zip', 'zip'));
    assertTable(await parse('Wallos-Backup-20261123-071500.zip', null));
  });

  it('reads the bare subscriptions.json and the one wrapped in {success, subscriptions}', async () => {
    assertTable(await parse('subscriptions.json', 'json'));
    const wrapped = JSON.stringify({
      success: true,
      subscriptions: JSON.parse(wallosFixture('subscriptions.json').toString('utf8')),
    });
    assertTable(
      await parser.parse(
        { bytes: Buffer.from(wrapped), kind: null },
        { source: 'wallos', currencySymbols: symbols },
      ),
    );
  });

  it('reads subscriptions.csv as Wallos wrote it (row 11 over two lines, one field too many)', async () => {
    assertTable(await parse('subscriptions.csv', 'csv'));
  });

  it('asks for a mapping of the ambiguous $ and ¥ of the Profile export, row by row', async () => {
    const candidates = await parser.parse(
      { bytes: wallosFixture('subscriptions.json'), kind: 'json' },
      { source: 'wallos', currencySymbols: {} },
    );
    const errors = candidates.flatMap((c) => c.errors);
    assert.deepEqual(
      errors.map((e) => [e.row, e.field]),
      [
        [4, 'currency'],
        [7, 'currency'],
        [8, 'currency'],
        [10, 'currency'],
      ],
    );
    assert.match(errors[0]!.message, /"\$".*several currencies \(USD, AUD, CAD\)/);
    assert.match(errors[0]!.suggestedFix!, /currencySymbols=\$:USD.*--currency-symbol '\$=USD'/);
  });
});
