import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { aChannel, anAccount, aPayment, aSubscription } from '@subtrack/domain/testing';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { applyPragmas, openDatabase } from '../open-database.js';
import { toSubscriptionParams } from '../subscription-row.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const home = anAccount({ name: 'Home' });
const office = anAccount({ id: '0190f0e2-7c3b-7d6a-9a4b-0000000000b2', name: 'Office' });
const netflix = aSubscription({ accountId: home.id, name: 'Netflix' });
const delivery = (channelId: string, accountId: string) => ({
  channelId,
  accountId,
  subscriptionId: netflix.id,
  kind: 'renewal' as const,
  dueDate: '2026-12-05',
  offsetDays: 3,
});

/**
 * A database as subtrack wrote it before migration 11: a key made before keys knew their
 * maker, a subscription with a paid and a skipped payment and a reminder delivery.
 */
async function aVersion10Database(path: string) {
  const old = new BetterSqlite3(path);
  applyPragmas(old, 1000);
  applyMigrations(old, MIGRATIONS.slice(0, 10));
  old
    .prepare(`INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?), (?, ?, ?)`)
    .run(home.id, home.name, home.createdAt, office.id, office.name, office.createdAt);
  old
    .prepare(
      `INSERT INTO api_keys (id, account_id, scope, hash, created_at) VALUES (?, ?, 'write', ?, ?)`,
    )
    .run('0123456789abcdef', home.id, 'f'.repeat(64), home.createdAt);
  // An owner and a former owner (now a viewer), each with an invitation, one by a member
  // removed since, and one made with the command line.
  old
    .prepare(
      `INSERT INTO members (id, account_id, role, created_at, updated_at)
       VALUES ('m-owner', @account, 'owner', @at, @at), ('m-viewer', @account, 'viewer', @at, @at)`,
    )
    .run({ account: home.id, at: home.createdAt });
  for (const [id, by] of [
    ['i-owner', 'm-owner'],
    ['i-viewer', 'm-viewer'],
    ['i-removed', 'm-gone'],
    ['i-cli', null],
  ]) {
    old
      .prepare(
        `INSERT INTO invitations (token_hash, id, account_id, role, invited_by, created_at,
           expires_at) VALUES (@id, @id, @account, 'owner', @by, @at, '2099-01-01T00:00:00.000Z')`,
      )
      .run({ id, account: home.id, by, at: home.createdAt });
  }
  // The stores of payments and deliveries write version 10's tables; the subscription is
  // written with version 10's columns (today's store also writes later migrations' ones).
  const ports = createSqlitePorts(old);
  const { has_logo: _later, ...columns } = toSubscriptionParams(netflix);
  const names = Object.keys(columns);
  old
    .prepare(
      `INSERT INTO subscriptions (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
    )
    .run(columns);
  const payments = [
    aPayment({ accountId: home.id, subscriptionId: netflix.id, dueOn: '2026-10-05' }),
    aPayment({
      accountId: home.id,
      subscriptionId: netflix.id,
      dueOn: '2026-11-05',
      status: 'skipped',
    }),
  ];
  await ports.payments.insertMany(payments);
  // Written as version 10's table holds it (today's store writes the columns of later
  // migrations).
  const channel = aChannel({ accountId: home.id });
  old
    .prepare(
      `INSERT INTO notification_channels (id, account_id, kind, label, enabled, digest, config,
         created_at) VALUES (?, ?, ?, ?, 1, 0, ?, ?)`,
    )
    .run(
      channel.id,
      home.id,
      channel.kind,
      channel.label,
      JSON.stringify(channel.config),
      channel.createdAt,
    );
  await ports.reminderDeliveries.claim(
    delivery(channel.id, home.id),
    '2026-12-02T08:00:00.000Z',
    '2026-12-02T08:01:00.000Z',
  );
  const rowid = old.prepare('SELECT rowid FROM subscriptions').pluck().get();
  old.close();
  return { payments, channel, rowid };
}

/** A version 10 file migrated by `openDatabase`, its ports, and what it held before. */
async function migrated(t: { after(fn: () => void): void }) {
  const { dir, dispose } = tempDir();
  const path = join(dir, 'v10.db');
  const before = await aVersion10Database(path);
  const db = openDatabase(path);
  t.after(() => {
    db.close();
    dispose();
  });
  return { db, ports: createSqlitePorts(db), before };
}

describe('migration 11: who made each key, and ids unique within an account', () => {
  it('keeps every key, subscription, payment, paid total and delivery, and owners’ invitations', async (t) => {
    const { db, ports, before } = await migrated(t);
    assert.equal((await ports.apiKeys.findById('0123456789abcdef'))?.createdBy, null);
    assert.deepEqual((await ports.invitations.listByAccount(home.id)).map((i) => i.id).sort(), [
      'i-cli',
      'i-owner',
    ]);
    assert.deepEqual(await ports.subscriptions.findById(home.id, netflix.id), netflix);
    assert.equal(db.prepare('SELECT rowid FROM subscriptions').pluck().get(), before.rowid);
    const page = { limit: 10, offset: 0, filters: {} };
    const listed = await ports.payments.listForSubscription(home.id, netflix.id, page);
    assert.deepEqual(listed.items, [...before.payments].reverse());
    const totals = await ports.payments.paidTotalsByMonth(home.id, '2026-01', '2026-12');
    assert.deepEqual(
      totals.map((t) => [t.month, t.count]),
      [['2026-10', 1]],
    );
    const recent = await ports.reminderDeliveries.recent(before.channel.id, 10);
    assert.equal(recent.length, 1);
  });

  it('lets another account hold the same id, and deletes in the record’s own account only', async (t) => {
    const { db, ports, before } = await migrated(t);
    const twin = { ...netflix, accountId: office.id, name: 'Office Netflix' };
    await ports.subscriptions.insert(twin);
    const officeChannel = aChannel({ accountId: office.id });
    await ports.channels.insert(officeChannel);
    await ports.payments.insertMany([
      aPayment({ accountId: office.id, subscriptionId: netflix.id, dueOn: '2026-10-05' }),
    ]);
    await ports.reminderDeliveries.claim(
      delivery(officeChannel.id, office.id),
      '2026-12-02T08:00:00.000Z',
      '2026-12-02T08:01:00.000Z',
    );
    assert.equal(await ports.subscriptions.delete(home.id, netflix.id), true);
    const page = { limit: 10, offset: 0, filters: {} };
    assert.deepEqual(
      (await ports.payments.listForSubscription(home.id, netflix.id, page)).items,
      [],
    );
    assert.equal(
      (await ports.payments.listForSubscription(office.id, netflix.id, page)).items.length,
      1,
    );
    assert.deepEqual(await ports.reminderDeliveries.recent(before.channel.id, 10), []);
    assert.equal((await ports.reminderDeliveries.recent(officeChannel.id, 10)).length, 1);
    assert.deepEqual(await ports.subscriptions.findById(office.id, netflix.id), twin);
    assert.deepEqual(db.pragma('foreign_key_check'), []);
  });
});
