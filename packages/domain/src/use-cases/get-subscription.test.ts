import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, aSubscription } from '../testing/builders.js';
import { sequentialId } from '../testing/sequential-ids.js';
import { aTestWorld } from '../testing/test-world.js';
import { getSubscription } from './get-subscription.js';

const notFound = (e: unknown) => (e as { code?: string }).code === 'subscription_not_found';

describe('getSubscription', () => {
  it('returns the account’s subscription', async () => {
    const { ports, accountId } = await aTestWorld();
    const sub = aSubscription();
    await ports.subscriptions.insert(sub);
    assert.deepEqual(await getSubscription(ports, accountId, sub.id), sub);
  });

  it('a read rolls a stale date forward', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const sub = aSubscription({ nextPaymentDate: '2026-10-05' });
    await ports.subscriptions.insert(sub);
    assert.equal((await getSubscription(ports, accountId, sub.id)).nextPaymentDate, '2026-12-05');
  });

  it('with a key check, a store that cannot check the key with the read answers nothing', async () => {
    const { ports, accountId } = await aTestWorld();
    const sub = aSubscription();
    await ports.subscriptions.insert(sub);
    const keyCheck = { keyId: 'k', keyHash: 'h', blockKey: 'b', now: 'n', confirmed: false };
    await assert.rejects(
      () => getSubscription(ports, accountId, sub.id, keyCheck),
      (e: unknown) => (e as { code?: string }).code === 'invalid_api_key',
    );
    assert.equal(keyCheck.confirmed, false);
  });

  it('with a key check, answers the record only when the read found the key live', async () => {
    const { ports, accountId } = await aTestWorld();
    const sub = aSubscription();
    await ports.subscriptions.insert(sub);
    let keyLive = false;
    const subscriptions = Object.assign(Object.create(ports.subscriptions), {
      findByIdCheckingKey: async (account: string, id: string) => ({
        keyLive,
        subscription: await ports.subscriptions.findById(account, id),
      }),
    });
    const checking = { ...ports, subscriptions };
    const keyCheck = { keyId: 'k', keyHash: 'h', blockKey: 'b', now: 'n', confirmed: false };
    await assert.rejects(() => getSubscription(checking, accountId, sub.id, keyCheck));
    assert.equal(keyCheck.confirmed, false);
    keyLive = true;
    assert.deepEqual(await getSubscription(checking, accountId, sub.id, keyCheck), sub);
    assert.equal(keyCheck.confirmed, true);
  });

  it('an unknown id gives subscription_not_found', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(() => getSubscription(ports, accountId, sequentialId(999)), notFound);
  });

  it('another account’s subscription gives subscription_not_found', async () => {
    const { ports, accountId } = await aTestWorld();
    const other = anAccount({ id: sequentialId(0xb0b) });
    await ports.accounts.insert(other);
    const theirs = aSubscription({ accountId: other.id });
    await ports.subscriptions.insert(theirs);
    await assert.rejects(() => getSubscription(ports, accountId, theirs.id), notFound);
  });
  it('a record due today in a zone ahead of UTC is rolled forward', async () => {
    // 20:00 UTC on the 21st is already the 22nd in Kiritimati (UTC+14).
    const { ports, accountId } = await aTestWorld({
      now: '2026-11-21T20:00:00.000Z',
      timeZone: 'Pacific/Kiritimati',
    });
    const sub = aSubscription({ nextPaymentDate: '2026-11-21' });
    await ports.subscriptions.insert(sub);
    assert.equal((await getSubscription(ports, accountId, sub.id)).nextPaymentDate, '2026-12-21');
  });

  it('a stale record rolls the rest of the account forward too', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const read = aSubscription({ nextPaymentDate: '2026-10-05' });
    const other = aSubscription({ id: sequentialId(2), nextPaymentDate: '2026-11-01' });
    await ports.subscriptions.insert(read);
    await ports.subscriptions.insert(other);
    await getSubscription(ports, accountId, read.id);
    assert.equal(
      (await ports.subscriptions.findById(accountId, other.id))?.nextPaymentDate,
      '2026-12-01',
    );
  });

  it('a paused record keeps its past date', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const sub = aSubscription({ status: 'paused', nextPaymentDate: '2026-10-05' });
    await ports.subscriptions.insert(sub);
    assert.equal((await getSubscription(ports, accountId, sub.id)).nextPaymentDate, '2026-10-05');
  });

  it('a record due after any zone’s today is answered without a D6 search', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const sub = aSubscription({ nextPaymentDate: '2026-11-23' });
    await ports.subscriptions.insert(sub);
    let searches = 0;
    const search = ports.subscriptions.listActiveDueBefore.bind(ports.subscriptions);
    ports.subscriptions.listActiveDueBefore = (...args) => {
      searches += 1;
      return search(...args);
    };
    assert.deepEqual(await getSubscription(ports, accountId, sub.id), sub);
    assert.equal(searches, 0);
  });
});
