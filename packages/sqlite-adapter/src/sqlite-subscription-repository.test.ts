import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Subscription, SubscriptionListQuery } from '@subtrack/domain';
import { aChannel, anAccount, aSubscription } from '@subtrack/domain/testing';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';

async function setup(t: { after: (fn: () => void) => void }) {
  const db = openDatabase(':memory:');
  t.after(() => db.close());
  const ports = createSqlitePorts(db);
  const account = anAccount();
  const other = anAccount({ id: 'acc-other' });
  await ports.accounts.insert(account);
  await ports.accounts.insert(other);
  const add = async (overrides: Partial<Subscription> = {}) => {
    const sub = aSubscription({ accountId: account.id, ...overrides });
    await ports.subscriptions.insert(sub);
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
  it('returns a stored subscription exactly as inserted', async (t) => {
    const { ports, account, add } = await setup(t);
    const sub = await add({ customDays: null, isTrial: true, trialEndsOn: '2026-12-24' });
    assert.deepEqual(await ports.subscriptions.findById(account.id, sub.id), sub);
  });

  it("never shows, updates or deletes another account's record", async (t) => {
    const { ports, account, other, add } = await setup(t);
    const sub = await add();
    assert.equal(await ports.subscriptions.findById(other.id, sub.id), null);
    await ports.subscriptions.update({ ...sub, accountId: other.id, name: 'Hijacked' });
    assert.equal((await ports.subscriptions.findById(account.id, sub.id))?.name, sub.name);
    assert.equal(await ports.subscriptions.delete(other.id, sub.id), false);
    assert.equal((await ports.subscriptions.list(other.id, query())).items.length, 0);
  });

  it('replaces every field but createdAt on update', async (t) => {
    const { ports, account, add } = await setup(t);
    const sub = await add();
    const changed = { ...sub, name: 'Disney+', amountMinor: 1299, status: 'paused' as const };
    await ports.subscriptions.update({ ...changed, updatedAt: '2026-11-02T00:00:00.000Z' });
    assert.deepEqual(await ports.subscriptions.findById(account.id, sub.id), {
      ...changed,
      updatedAt: '2026-11-02T00:00:00.000Z',
    });
  });

  it('finds and sorts a renamed subscription by its new name', async (t) => {
    const { ports, account, add } = await setup(t);
    const renamed = await add({ name: 'Netflix' });
    await add({ name: 'Mubi' });
    await ports.subscriptions.update({ ...renamed, name: 'Zattoo', version: renamed.version + 1 });
    const found = await ports.subscriptions.list(account.id, query({ filters: { q: 'zatt' } }));
    assert.deepEqual(
      found.items.map((s) => s.name),
      ['Zattoo'],
    );
    const byName = await ports.subscriptions.list(account.id, query({ sort: 'name' }));
    assert.deepEqual(
      byName.items.map((s) => s.name),
      ['Mubi', 'Zattoo'],
    );
  });

  it('matches q case-insensitively with Unicode folding and % and _ literally', async (t) => {
    const { ports, account, add } = await setup(t);
    const strasse = await add({ name: 'Straße Radio' });
    const percent = await add({ name: '100% Music' });
    await add({ name: '1000 Music' });
    const underscore = await add({ name: 'my_cloud' });
    await add({ name: 'myXcloud' });
    const names = async (q: string) =>
      (await ports.subscriptions.list(account.id, query({ filters: { q } }))).items.map(
        (s) => s.id,
      );
    assert.deepEqual(await names('STRASSE'), [strasse.id]);
    assert.deepEqual(await names('0%'), [percent.id]);
    assert.deepEqual(await names('y_c'), [underscore.id]);
  });

  it('filters by status, category, period and inclusive expiringBefore together', async (t) => {
    const { ports, account, add } = await setup(t);
    const hit = await add({ category: 'Music', period: 'yearly', nextPaymentDate: '2026-12-10' });
    await add({ category: 'Music', period: 'yearly', nextPaymentDate: '2026-12-11' });
    await add({
      category: 'Music',
      period: 'yearly',
      nextPaymentDate: '2026-12-01',
      status: 'paused',
    });
    await add({ category: 'Music', period: 'monthly', nextPaymentDate: '2026-12-01' });
    await add({ category: 'Video', period: 'yearly', nextPaymentDate: '2026-12-01' });
    const filters = {
      status: 'active',
      category: 'Music',
      period: 'yearly',
      expiringBefore: '2026-12-10',
    } as const;
    const page = await ports.subscriptions.list(account.id, query({ filters }));
    assert.deepEqual(
      page.items.map((s) => s.id),
      [hit.id],
    );
  });

  it('sorts by the folded name and breaks ties by id in the same direction', async (t) => {
    const { ports, account, add } = await setup(t);
    const b = await add({ name: 'beta' });
    const a2 = await add({ name: 'ALPHA' });
    const a1 = await add({ name: 'alpha' });
    const ids = async (sort: SubscriptionListQuery['sort']) =>
      (await ports.subscriptions.list(account.id, query({ sort }))).items.map((s) => s.id);
    assert.deepEqual(await ids('name'), [a2.id, a1.id, b.id]);
    assert.deepEqual(await ids('-name'), [b.id, a1.id, a2.id]);
  });

  it('sorts by amount in minor units, by date and newest first by default', async (t) => {
    const { ports, account, add } = await setup(t);
    const cheap = await add({ amountMinor: 900, nextPaymentDate: '2027-01-01', createdAt: 'c' });
    const dear = await add({ amountMinor: 10000, nextPaymentDate: '2026-12-01', createdAt: 'a' });
    const mid = await add({ amountMinor: 1000, nextPaymentDate: '2026-12-15', createdAt: 'b' });
    const ids = async (sort: SubscriptionListQuery['sort']) =>
      (await ports.subscriptions.list(account.id, query({ sort }))).items.map((s) => s.id);
    assert.deepEqual(await ids('amount'), [cheap.id, mid.id, dear.id]);
    assert.deepEqual(await ids('-amount'), [dear.id, mid.id, cheap.id]);
    assert.deepEqual(await ids('nextPaymentDate'), [dear.id, mid.id, cheap.id]);
    assert.deepEqual(await ids('-createdAt'), [cheap.id, mid.id, dear.id]);
    assert.deepEqual(await ids('createdAt'), [dear.id, mid.id, cheap.id]);
  });

  it('pages with limit and offset and says when another page follows', async (t) => {
    const { ports, account, add } = await setup(t);
    const all = [];
    for (let i = 0; i < 5; i += 1) all.push(await add({ createdAt: '2026-11-01T00:00:00.000Z' }));
    const page = (offset: number) =>
      ports.subscriptions.list(account.id, query({ sort: 'createdAt', limit: 2, offset }));
    assert.deepEqual(await page(0), { items: all.slice(0, 2), hasMore: true });
    assert.deepEqual(await page(2), { items: all.slice(2, 4), hasMore: true });
    assert.deepEqual(await page(4), { items: all.slice(4), hasMore: false });
  });

  it('lists the active records due before today for the D6 roll-forward', async (t) => {
    const { ports, account, add } = await setup(t);
    const due = await add({ nextPaymentDate: '2026-11-20' });
    await add({ nextPaymentDate: '2026-11-21' });
    await add({ nextPaymentDate: '2026-11-01', status: 'paused' });
    const found = await ports.subscriptions.listActiveDueBefore(account.id, '2026-11-21');
    assert.deepEqual(found, [due]);
    assert.equal((await ports.subscriptions.listAll(account.id)).length, 3);
  });

  it('reads iterateAll in pages, leaving the connection free between them', async (t) => {
    const { ports, account } = await setup(t);
    const subs = Array.from({ length: 600 }, () => aSubscription({ accountId: account.id }));
    await ports.unitOfWork.transaction(async (tx) => {
      for (const s of subs) await tx.subscriptions.insert(s);
    });
    const pass = ports.subscriptions.iterateAll(account.id)[Symbol.asyncIterator]();
    assert.equal((await pass.next()).done, false);
    // Before D43 a write here failed: better-sqlite3 refused it while a statement iterated.
    assert.equal(await ports.subscriptions.delete(account.id, subs[599]!.id), true);
    let read = 1;
    while (!(await pass.next()).done) read += 1;
    assert.ok(read === 599 || read === 600, `read ${read}`);
  });

  it('forgets reminder deliveries of a deleted subscription', async (t) => {
    const { ports, account, add } = await setup(t);
    const sub = await add();
    const channel = aChannel({ accountId: account.id });
    await ports.channels.insert(channel);
    const key = {
      channelId: channel.id,
      accountId: account.id,
      subscriptionId: sub.id,
      kind: 'renewal',
      dueDate: '2026-12-01',
      offsetDays: 3,
    } as const;
    await ports.reminderDeliveries.recordSuccess(key, '2026-11-28T09:00:00.000Z');
    assert.equal(await ports.subscriptions.delete(account.id, sub.id), true);
    assert.equal(await ports.reminderDeliveries.get(key), null);
  });
});
