import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const ACCOUNT = '00000000-0000-7000-8000-00000000acc0';
const BARE = '00000000-0000-7000-8000-00000000acc1';
const SUB = '00000000-0000-7000-8000-000000000001';

/** A file at the schema before channels (every migration below 6) with a Bark endpoint. */
function aDatabaseBeforeChannels(path: string): void {
  const old = new BetterSqlite3(path);
  applyMigrations(
    old,
    MIGRATIONS.filter((migration) => migration.version < 6),
  );
  const run = (sql: string, ...args: unknown[]) => old.prepare(sql).run(...args);
  for (const id of [ACCOUNT, BARE])
    run(
      'INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)',
      id,
      'Home',
      '2026-01-01T00:00:00.000Z',
    );
  run(
    `INSERT INTO notification_settings (account_id, enabled, days_before, time_zone, locale,
       push_url, device_key, updated_at) VALUES (?, 1, 3, 'UTC', 'de-DE', ?, ?, ?)`,
    ACCOUNT,
    'https://bark.example/push',
    'old-device-key',
    '2026-02-01T00:00:00.000Z',
  );
  run(
    `INSERT INTO notification_settings (account_id, enabled, days_before, updated_at)
     VALUES (?, 1, 7, '2026-02-01T00:00:00.000Z')`,
    BARE,
  );
  run(
    `INSERT INTO reminder_deliveries (subscription_id, kind, due_date, account_id, attempts,
       delivered_at) VALUES (?, 'renewal', '2026-03-05', ?, 1, '2026-03-02T09:00:00.000Z')`,
    SUB,
    ACCOUNT,
  );
  old.close();
}

describe('migration 006 notification-channels', () => {
  it('turns a stored Bark endpoint into an enabled bark channel with its deliveries', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'before.sqlite');
    aDatabaseBeforeChannels(path);

    const db = openDatabase(path);
    t.after(() => db.close());
    const ports = createSqlitePorts(db);

    const [channel, ...others] = await ports.channels.listByAccount(ACCOUNT);
    assert.equal(others.length, 0);
    assert.match(
      channel!.id,
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    assert.deepEqual(
      { ...channel, id: 'x' },
      {
        id: 'x',
        accountId: ACCOUNT,
        kind: 'bark',
        label: 'Bark',
        enabled: true,
        digest: false,
        config: { kind: 'bark', url: 'https://bark.example/push', deviceKey: 'old-device-key' },
        createdAt: '2026-02-01T00:00:00.000Z',
      },
    );
    assert.equal((await ports.notificationSettings.get(ACCOUNT))?.pushConfigured, true);
    assert.equal((await ports.notificationSettings.get(ACCOUNT))?.locale, 'de-DE');
    // The reminder already sent before the upgrade is not sent again.
    const key = { channelId: channel!.id, accountId: ACCOUNT, subscriptionId: SUB };
    assert.equal(
      (
        await ports.reminderDeliveries.get({
          ...key,
          kind: 'renewal',
          dueDate: '2026-03-05',
          // D42: migration 009 gives it the account's daysBefore as its offset.
          offsetDays: 3,
        })
      )?.deliveredAt,
      '2026-03-02T09:00:00.000Z',
    );
    assert.deepEqual(await ports.channels.listByAccount(BARE), []);
    assert.equal((await ports.notificationSettings.get(BARE))?.pushConfigured, false);
  });

  it('leaves the secrets in one place: the old columns and table are gone', (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'before.sqlite');
    aDatabaseBeforeChannels(path);
    const db = openDatabase(path);
    t.after(() => db.close());
    const columns = db
      .prepare("SELECT name FROM pragma_table_info('notification_settings')")
      .pluck()
      .all();
    assert.equal(columns.includes('push_url'), false);
    assert.equal(columns.includes('device_key'), false);
    const old = db
      .prepare("SELECT name FROM sqlite_schema WHERE name = 'reminder_deliveries'")
      .all();
    assert.deepEqual(old, []);
  });
});
