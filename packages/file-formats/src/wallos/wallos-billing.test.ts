import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportSubscriptions, type ImportCandidate, importSubscriptions } from '@subtrack/domain';
import { aTestWorld } from '@subtrack/domain/testing';
import { createImportFileParser } from '../parse-import-file.js';
import { changedWallosDb, wallosFixture } from '../testing/fixture-files.js';

const parser = createImportFileParser();
const readDb = (bytes: Buffer) =>
  parser.parse({ bytes, kind: 'sqlite' }, { source: 'wallos', currencySymbols: {} });

// The day the fixture's backup was made (Wallos-Backup-20261123-071500.zip).
const NOW = '2026-11-23T07:15:00.000Z';

async function importAll(candidates: ImportCandidate[]) {
  const world = await aTestWorld({ now: NOW });
  const result = await importSubscriptions(world.ports, world.ctx, candidates, {
    dryRun: false,
    source: 'wallos',
  });
  return { result, exported: await exportSubscriptions(world.ports, world.accountId) };
}

type Row = [
  row: number,
  name: string,
  period: string,
  intervalCount: number | undefined,
  startedOn: string | undefined,
  remindDaysBefore: number[] | undefined,
  endsOn: string | undefined,
  payments: number,
];

// Each row of fixtures/wallos/wallos.db as imported on 2026-11-23: the payments are the
// renewal dates from start_date up to the next payment and no later than that day, all with
// source import (Spotify's next payment is Dec 31, but its Nov 30 renewal has not happened).
const DB_ROWS: Row[] = [
  [1, 'Netflix', 'monthly', 1, '2023-03-05', undefined, undefined, 45],
  [2, 'Spotify Family', 'monthly', 1, '2024-01-31', [3], undefined, 34],
  [3, 'Car insurance', 'yearly', 1, '2022-02-28', undefined, undefined, 5],
  [4, 'Cloud backup', 'monthly', 3, '2025-01-15', undefined, undefined, 8],
  [5, 'Gym', 'custom', undefined, '2025-06-02', undefined, undefined, 39],
  [6, 'Newspaper', 'custom', undefined, '2026-01-02', undefined, undefined, 47],
  [7, 'example.org domain', 'yearly', 2, '2021-08-10', undefined, undefined, 3],
  [8, 'Old VPN', 'monthly', 1, '2024-06-01', undefined, undefined, 24],
  [10, 'Game Pass', 'monthly', 1, '2024-11-30', undefined, undefined, 24],
  [11, '📺 Disney+', 'monthly', 1, '2024-12-14', [7], undefined, 24],
  [12, 'Parking permit', 'custom', undefined, '2026-10-21', undefined, undefined, 2],
  [13, 'netflix', 'monthly', 1, '2025-12-09', undefined, undefined, 12],
];

describe('Wallos billing fields', () => {
  it('imports the fixture database row by row: period, every N, start, reminders, end and payments', async () => {
    const { result, exported } = await importAll(await readDb(wallosFixture('wallos.db')));
    // Only the one-time payment is said about; Monthly x 3 and Yearly x 2 are exact now.
    assert.deepEqual(
      result.warnings.map((w) => w.row),
      [9],
    );
    const records = exported.subscriptions;
    assert.equal(records.length, DB_ROWS.length);
    for (const [row, name, period, count, startedOn, remind, endsOn, payments] of DB_ROWS) {
      const record = records.find((r) => r.name === name);
      assert.ok(record, `row ${row}`);
      assert.deepEqual(
        [
          record.period,
          record.intervalCount,
          record.startedOn,
          record.remindDaysBefore,
          record.endsOn,
          record.payments.length,
        ],
        [period, count, startedOn, remind, endsOn, payments],
        `row ${row} ${name}`,
      );
      assert.ok(
        record.payments.every((p) => p.source === 'import' && p.status === 'paid'),
        `row ${row}`,
      );
      // The history starts at the first renewal date on or after start_date (counted
      // back from the next payment in whole periods, so the anchor holds).
      assert.ok((record.payments[0]?.dueOn ?? '') >= startedOn!, `row ${row}`);
    }
    const quarterly = records.find((r) => r.name === 'Cloud backup')!;
    assert.deepEqual(
      quarterly.payments.slice(-3).map((p) => p.dueOn),
      ['2026-04-15', '2026-07-15', '2026-10-15'],
    );
    const gym = records.find((r) => r.name === 'Gym')!;
    assert.equal(gym.payments[0]?.dueOn, '2025-06-03');
  });

  it('maps a future cancellation date to endsOn, one before the next payment to cancelled, and caps reminders at 60 days', async () => {
    const bytes = changedWallosDb((db) => {
      db.prepare("UPDATE subscriptions SET cancellation_date = '2027-06-05' WHERE id = 1").run();
      db.prepare("UPDATE subscriptions SET cancellation_date = '2026-12-20' WHERE id = 2").run();
      db.prepare('UPDATE subscriptions SET notify_days_before = 90 WHERE id = 3').run();
    });
    const candidates = await readDb(bytes);
    assert.equal(candidates[0]!.body?.endsOn, '2027-06-05');
    assert.equal(candidates[0]!.body?.status, 'active');
    assert.equal(candidates[1]!.body?.endsOn, undefined);
    assert.equal(candidates[1]!.body?.status, 'cancelled');
    assert.match(
      candidates[1]!.warnings[0]!,
      /^Row 2 \(Spotify Family\): Wallos cancels it on 2026-12-20, before its next payment on 2026-12-31, so it is imported as cancelled\.$/,
    );
    assert.deepEqual(candidates[2]!.body?.remindDaysBefore, [60]);
    assert.match(candidates[2]!.warnings[0]!, /reminds 90 days before; .* imported with 60/);
    // The inactive Old VPN's past cancellation date is history, not an end.
    assert.equal(candidates[7]!.body?.endsOn, undefined);
    const { exported } = await importAll(candidates);
    const netflix = exported.subscriptions.find((r) => r.name === 'Netflix')!;
    assert.equal(netflix.endsOn, '2027-06-05');
  });

  it('leaves out a start date on or after the next payment (no payment made yet)', async () => {
    const bytes = changedWallosDb((db) => {
      db.prepare('UPDATE subscriptions SET start_date = next_payment WHERE id = 1').run();
      db.prepare("UPDATE subscriptions SET start_date = '' WHERE id = 2").run();
    });
    const [netflix, spotify] = await readDb(bytes);
    assert.equal(netflix!.body?.startedOn, undefined);
    assert.equal(spotify!.body?.startedOn, undefined);
  });
});
