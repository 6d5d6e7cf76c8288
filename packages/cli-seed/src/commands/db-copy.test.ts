import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  cliWriteContext,
  listSubscriptions,
  parseSubscriptionListQuery,
  putExchangeRate,
  setLogo,
  updateCurrencySettings,
} from '@subtrack/domain';
import { createSharpLogoEncoder } from '@subtrack/logo-images';
import { aSolidImage } from '@subtrack/logo-images/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { runInProcess } from '../testing/cli-in-process.js';
import { tempFolder } from '../testing/cli-process.js';

const made: TestDatabase[] = [];
after(async () => {
  for (const database of made) await database.drop();
});

/** A new, empty PostgreSQL database for one test. */
async function emptyPostgres(): Promise<string> {
  const database = await createTestDatabase();
  made.push(database);
  return database.url;
}

/** A SQLite file with the demo account, a channel and reminder settings. */
async function demoSqlite(t: Parameters<typeof tempFolder>[0]) {
  const { db } = tempFolder(t);
  const demo = await runInProcess(['demo', '--db', db, '--json']);
  assert.equal(demo.status, 0, demo.stderr);
  const { accountId } = JSON.parse(demo.stdout) as { accountId: string };
  const channel = await runInProcess([
    'channel',
    'add',
    '--account',
    accountId,
    '--kind',
    'webhook',
    '--url',
    'https://hooks.example.com/subtrack',
    '--db',
    db,
  ]);
  assert.equal(channel.status, 0, channel.stderr);
  return { db, accountId };
}

/** The demo database with a logo on its first record, a home currency and an own rate. */
async function demoWithLogo(t: Parameters<typeof tempFolder>[0]) {
  const { db } = tempFolder(t);
  const demo = await runInProcess(['demo', '--db', db, '--json']);
  assert.equal(demo.status, 0, demo.stderr);
  const { accountId } = JSON.parse(demo.stdout) as { accountId: string };
  const file = openDatabase(db);
  try {
    const ports = createSqlitePorts(file);
    const ctx = cliWriteContext(accountId, 'req-seed');
    const [first] = (await listSubscriptions(ports, accountId, parseSubscriptionListQuery({})))
      .items;
    const image = await aSolidImage('png', 300, 120, '#e50914');
    await setLogo(ports, createSharpLogoEncoder(), ctx, first!.id, image);
    await updateCurrencySettings(ports, ctx, { homeCurrency: 'EUR' });
    await putExchangeRate(ports, ctx, { date: '2026-11-20', from: 'USD', to: 'EUR', rate: '0.92' });
  } finally {
    file.close();
  }
  return { db, accountId };
}

/** The account's export from the SQLite file and from its PostgreSQL copy, without their times. */
async function exportsOfBothSides(accountId: string, db: string, url: string) {
  const fromSqlite = await runInProcess(['export', '--account', accountId, '--db', db]);
  const fromPostgres = await runInProcess([
    'export',
    '--account',
    accountId,
    '--database-url',
    url,
  ]);
  assert.equal(fromPostgres.status, 0, fromPostgres.stderr);
  const withoutTime = (text: string) => text.replace(/"exportedAt": "[^"]+"/, '"exportedAt": ""');
  return { sqlite: withoutTime(fromSqlite.stdout), postgres: withoutTime(fromPostgres.stdout) };
}

describe('subtrack db copy', () => {
  it('copies the demo database into an empty PostgreSQL database, counts match, and exports agree', async (t) => {
    const { db, accountId } = await demoSqlite(t);
    const url = await emptyPostgres();
    const run = await runInProcess(['db', 'copy', '--db', db, '--database-url', url, '--json']);
    assert.equal(run.status, 0, run.stderr);
    const report = JSON.parse(run.stdout) as {
      tables: Array<{ table: string; sqlite: number; postgres: number }>;
      matches: boolean;
    };
    assert.deepEqual(Object.keys(report), ['tables', 'matches']);
    assert.equal(report.matches, true);
    for (const row of report.tables) {
      assert.deepEqual(Object.keys(row), ['table', 'sqlite', 'postgres']);
      assert.equal(row.postgres, row.sqlite, row.table);
    }
    const count = (table: string) => report.tables.find((row) => row.table === table)?.sqlite;
    assert.equal(count('accounts'), 1);
    assert.ok((count('subscriptions') ?? 0) >= 12);
    assert.equal(count('notification_channels'), 1);
    // D40: the payment history and its paid sums per month (kept by triggers) are copied too.
    assert.notEqual(count('payments'), undefined);
    assert.notEqual(count('payment_month_totals'), undefined);
    // The copy serves the same data: the account's export is the same text from both sides.
    const exports = await exportsOfBothSides(accountId, db, url);
    assert.equal(exports.postgres, exports.sqlite);
    const channels = await runInProcess([
      'channel',
      'list',
      '--account',
      accountId,
      '--database-url',
      url,
      '--json',
    ]);
    assert.match(channels.stdout, /hooks\.example\.com/);
  });

  it('refuses a PostgreSQL database that already holds rows, naming them, and changes nothing', async (t) => {
    const { db } = await demoSqlite(t);
    const url = await emptyPostgres();
    const first = await runInProcess(['db', 'copy', '--db', db, '--database-url', url, '--json']);
    assert.equal(first.status, 0, first.stderr);
    const again = await runInProcess(['db', 'copy', '--db', db, '--database-url', url, '--json']);
    assert.equal(again.status, 1);
    assert.equal(again.stdout, '');
    assert.match(again.stderr, /the PostgreSQL database is not empty \(rows in accounts, /);
    assert.match(again.stderr, /nothing was copied/);
    const accounts = await runInProcess(['account', 'list', '--database-url', url, '--json']);
    assert.equal((JSON.parse(accounts.stdout) as { accounts: unknown[] }).accounts.length, 1);
  });

  it('asks for --database-url, and for a SQLite file that exists', async (t) => {
    const { db, dir } = tempFolder(t);
    const noUrl = await runInProcess(['db', 'copy', '--db', db]);
    assert.equal(noUrl.status, 2);
    assert.match(noUrl.stderr, /--database-url is required: the empty PostgreSQL database/);
    const noFile = await runInProcess([
      'db',
      'copy',
      '--db',
      `${dir}/missing.sqlite`,
      '--database-url',
      'postgres://127.0.0.1:1/none',
    ]);
    assert.equal(noFile.status, 2);
    assert.match(noFile.stderr, /--db: no database at .*missing\.sqlite/);
  });

  it('copies logos byte for byte, the home currency and own rates: both exports are the same text', async (t) => {
    const { db, accountId } = await demoWithLogo(t);
    const url = await emptyPostgres();
    const copy = await runInProcess(['db', 'copy', '--db', db, '--database-url', url, '--json']);
    assert.equal(copy.status, 0, copy.stderr);
    const { tables } = JSON.parse(copy.stdout) as {
      tables: Array<{ table: string; postgres: number }>;
    };
    assert.equal(tables.find((row) => row.table === 'subscription_logos')?.postgres, 1);
    const exports = await exportsOfBothSides(accountId, db, url);
    assert.equal(exports.postgres, exports.sqlite);
    const exported = JSON.parse(exports.postgres) as {
      homeCurrency: string;
      exchangeRates: unknown[];
      subscriptions: Array<{ hasLogo: boolean; logo?: { contentType: string } }>;
    };
    assert.equal(exported.homeCurrency, 'EUR');
    assert.equal(exported.exchangeRates.length, 1);
    const withLogo = exported.subscriptions.filter((s) => s.hasLogo);
    assert.deepEqual(
      withLogo.map((s) => s.logo?.contentType),
      ['image/webp'],
    );
  });
});
