import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Subscription, SubscriptionListQuery } from '@subtrack/domain';
import { aChannel } from '@subtrack/domain/testing';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { anAccount, aSubscription } from './test-support/fixtures.js';

function setup(t: { after: (fn: () => void) => void }) {
  const db = openDatabase(':memory:');
  t.after(() => db.close());
  const ports = createSqlitePorts(db);
  const account = anAccount();
  const other = anAccount();
  ports.accounts.insert(account);
  ports.accounts.insert(other);
  const add = (overrides: Partial<Subscription> = {}) => {
    const sub = aSubscription({ accountId: account.id, ...overrides });
    ports.subscriptions.insert(sub);
    return sub;
  };
  return { db, ports, account, other, add };
}

const query = (overrides: Partial<SubscriptionListQuery> = {}): SubscriptionListQuery => ({
  limit: 50,
  offset: 0,
  sort: '-createdAt',
  filters: {},
  ...overrides,
});

describe('SqliteSubscriptionRepository', () => {
  it('returns a stored subscription exactly as inserted', (t) => {
    const { ports, account, add } = setup(t);
    const sub = add({ customDays: null, isTrial: true, trialEndsOn: '2026-12-24' });
    assert.deepEqual(ports.subscriptions.findById(account.id, sub.id), sub);
  });

  it("never shows, updates or deletes another account's record", (t) => {
    const { ports, account, other, add } = setup(t);
    const sub = add();
    assert.equal(ports.subscriptions.findById(other.id, sub.id), null);
    ports.subscriptions.update({ ...sub, accountId: other.id, name: 'Hijacked' });
    assert.equal(ports.subscriptions.findById(account.id, sub.id)?.name, 'Netflix');
    assert.equal(ports.subscriptions.delete(other.id, sub.id), false);
    assert.equal(ports.subscriptions.list(other.id, query()).items.length, 0);
  });

  it('replaces every field but createdAt on update', (t) => {
    const { ports, account, add } = setup(t);
    const sub = add();
    const changed = { ...sub, name: 'Disney+', amountMinor: 1299, status: 'paused' as const };
    ports.subscriptions.update({ ...changed, updatedAt: '2026-11-02T00:00:00.000Z' });
    assert.deepEqual(ports.subscriptions.findById(account.id, sub.id), {
      ...changed,
      updatedAt: '2026-11-02T00:00:00.000Z',
    });
  });

  it('matches q case-insensitively with Unicode folding and % and _ literally', (t) => {
    const { ports, account, add } = setup(t);
    const strasse = add({ name: 'Straße Radio' });
    const percent = add({ name: '100% Music' });
    add({ name: '1000 Music' });
    const underscore = add({ name: 'my_cloud' });
    add({ name: 'myXcloud' });
    const names = (q: string) =>
      ports.subscriptions.list(account.id, query({ filters: { q } })).items.map((s) => s.id);
    assert.deepEqual(names('STRASSE'), [strasse.id]);
    assert.deepEqual(names('0%'), [percent.id]);
    assert.deepEqual(names('y_c'), [underscore.id]);
  });

  it('filters by status, category, period and inclusive expiringBefore together', (t) => {
    const { ports, account, add } = setup(t);
    const hit = add({ category: 'Music', period: 'yearly', nextPaymentDate: '2026-12-10' });
    add({ category: 'Music', period: 'yearly', nextPaymentDate: '2026-12-11' });
    add({ category: 'Music', period: 'yearly', nextPaymentDate: '2026-12-01', status: 'paused' });
    add({ category: 'Music', period: 'monthly', nextPaymentDate: '2026-12-01' });
    add({ category: 'Video', period: 'yearly', nextPaymentDate: '2026-12-01' });
    const filters = {
      status: 'active',
      category: 'Music',
      period: 'yearly',
      expiringBefore: '2026-12-10',
    } as const;
    const page = ports.subscriptions.list(account.id, query({ filters }));
    assert.deepEqual(
      page.items.map((s) => s.id),
      [hit.id],
    );
  });

  it('sorts by the folded name and breaks ties by id in the same direction', (t) => {
    const { ports, account, add } = setup(t);
    const b = add({ name: 'beta' });
    const a2 = add({ name: 'ALPHA' });
    const a1 = add({ name: 'alpha' });
    const ids = (sort: SubscriptionListQuery['sort']) =>
      ports.subscriptions.list(account.id, query({ sort })).items.map((s) => s.id);
    assert.deepEqual(ids('name'), [a2.id, a1.id, b.id]);
    assert.deepEqual(ids('-name'), [b.id, a1.id, a2.id]);
  });

  it('sorts by amount in minor units, by date and newest first by default', (t) => {
    const { ports, account, add } = setup(t);
    const cheap = add({ amountMinor: 900, nextPaymentDate: '2027-01-01', createdAt: 'c' });
    const dear = add({ amountMinor: 10000, nextPaymentDate: '2026-12-01', createdAt: 'a' });
    const mid = add({ amountMinor: 1000, nextPaymentDate: '2026-12-15', createdAt: 'b' });
    const ids = (sort: SubscriptionListQuery['sort']) =>
      ports.subscriptions.list(account.id, query({ sort })).items.map((s) => s.id);
    assert.deepEqual(ids('amount'), [cheap.id, mid.id, dear.id]);
    assert.deepEqual(ids('-amount'), [dear.id, mid.id, cheap.id]);
    assert.deepEqual(ids('nextPaymentDate'), [dear.id, mid.id, cheap.id]);
    assert.deepEqual(ids('-createdAt'), [cheap.id, mid.id, dear.id]);
    assert.deepEqual(ids('createdAt'), [dear.id, mid.id, cheap.id]);
  });

  it('pages with limit and offset and says when another page follows', (t) => {
    const { ports, account, add } = setup(t);
    const all = [1, 2, 3, 4, 5].map(() => add({ createdAt: '2026-11-01T00:00:00.000Z' }));
    const page = (offset: number) =>
      ports.subscriptions.list(account.id, query({ sort: 'createdAt', limit: 2, offset }));
    assert.deepEqual(page(0), { items: all.slice(0, 2), hasMore: true });
    assert.deepEqual(page(2), { items: all.slice(2, 4), hasMore: true });
    assert.deepEqual(page(4), { items: all.slice(4), hasMore: false });
  });

  it('lists the active records due before today for the D6 roll-forward', (t) => {
    const { ports, account, add } = setup(t);
    const due = add({ nextPaymentDate: '2026-11-20' });
    add({ nextPaymentDate: '2026-11-21' });
    add({ nextPaymentDate: '2026-11-01', status: 'paused' });
    const found = ports.subscriptions.listActiveDueBefore(account.id, '2026-11-21');
    assert.deepEqual(found, [due]);
    assert.equal(ports.subscriptions.listAll(account.id).length, 3);
  });

  it('reads iterateAll lazily: writes wait until the pass ends', (t) => {
    const { ports, account, add } = setup(t);
    const [first] = [add(), add()];
    const iterator = ports.subscriptions.iterateAll(account.id)[Symbol.iterator]();
    assert.equal(iterator.next().done, false);
    // better-sqlite3 refuses a write while a statement of the connection is iterating.
    assert.throws(() => ports.subscriptions.delete(account.id, first!.id), /busy/);
    assert.equal(iterator.next().done, false);
    assert.equal(iterator.next().done, true);
    assert.equal(ports.subscriptions.delete(account.id, first!.id), true);
  });

  it('forgets reminder deliveries of a deleted subscription', (t) => {
    const { ports, account, add } = setup(t);
    const sub = add();
    const channel = aChannel({ accountId: account.id });
    ports.channels.insert(channel);
    const key = {
      channelId: channel.id,
      accountId: account.id,
      subscriptionId: sub.id,
      kind: 'renewal',
      dueDate: '2026-12-01',
    } as const;
    ports.reminderDeliveries.recordSuccess(key, '2026-11-28T09:00:00.000Z');
    assert.equal(ports.subscriptions.delete(account.id, sub.id), true);
    assert.equal(ports.reminderDeliveries.get(key), null);
  });
});
