import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { rollForwardAccount } from './roll-forward-account.js';

const all = { limit: 100, offset: 0, filters: {} };

describe('rollForwardAccount', () => {
  it('moves a passed monthly date to the first renewal on or after today', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-04-15T12:00:00.000Z' });
    const sub = aSubscription({ nextPaymentDate: '2026-01-31', billingAnchorDay: 31 });
    await ports.subscriptions.insert(sub);
    assert.equal(await rollForwardAccount(ports, accountId), 1);
    assert.equal(
      (await ports.subscriptions.findById(accountId, sub.id))?.nextPaymentDate,
      '2026-04-30',
    );
  });

  it('keeps updatedAt and writes no audit record', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-04-15T12:00:00.000Z' });
    const sub = aSubscription({ nextPaymentDate: '2026-03-01' });
    await ports.subscriptions.insert(sub);
    await rollForwardAccount(ports, accountId);
    assert.equal((await ports.subscriptions.findById(accountId, sub.id))?.updatedAt, sub.updatedAt);
    assert.equal((await ports.audit.list(accountId, all)).items.length, 0);
  });

  it('leaves paused and cancelled subscriptions and dates from today on alone', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-04-15T12:00:00.000Z' });
    const kept = [
      aSubscription({ status: 'paused', nextPaymentDate: '2026-01-10' }),
      aSubscription({ status: 'cancelled', nextPaymentDate: '2026-01-10' }),
      aSubscription({ nextPaymentDate: '2026-04-15' }),
    ];
    for (const s of kept) await ports.subscriptions.insert(s);
    assert.equal(await rollForwardAccount(ports, accountId), 0);
    const dates: Array<string | undefined> = [];
    for (const s of kept)
      dates.push((await ports.subscriptions.findById(accountId, s.id))?.nextPaymentDate);
    assert.deepEqual(dates, ['2026-01-10', '2026-01-10', '2026-04-15']);
  });

  it('uses today in the account’s time zone', async () => {
    // 2026-04-15T23:30Z is already April 16 in Tokyo.
    const { ports, accountId } = await aTestWorld({
      now: '2026-04-15T23:30:00.000Z',
      timeZone: 'Asia/Tokyo',
    });
    const sub = aSubscription({ period: 'custom', customDays: 1, nextPaymentDate: '2026-04-15' });
    await ports.subscriptions.insert(sub);
    await rollForwardAccount(ports, accountId);
    assert.equal(
      (await ports.subscriptions.findById(accountId, sub.id))?.nextPaymentDate,
      '2026-04-16',
    );
  });
});
