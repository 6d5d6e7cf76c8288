import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { listBillingEvents } from './list-billing-events.js';

const NOW = '2026-11-21T08:00:00.000Z';

describe('listBillingEvents', () => {
  it('places a monthly renewal anchored on the 31st on the last day of short months', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    await ports.subscriptions.insert(aSubscription({ nextPaymentDate: '2026-12-31' }));
    const dates = async (from: string, to: string) =>
      (await listBillingEvents(ports, accountId, { from, to })).map((e) => e.date);
    assert.deepEqual(await dates('2027-02-01', '2027-02-28'), ['2027-02-28']);
    assert.deepEqual(await dates('2027-03-01', '2027-03-31'), ['2027-03-31']);
    assert.deepEqual(await dates('2026-11-01', '2026-11-30'), []);
  });

  it('lists every renewal of a short custom period and the end of a trial', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    await ports.subscriptions.insert(
      aSubscription({
        name: 'Box',
        period: 'custom',
        customDays: 10,
        nextPaymentDate: '2026-12-05',
      }),
    );
    await ports.subscriptions.insert(
      aSubscription({
        name: 'Trial',
        isTrial: true,
        trialEndsOn: '2026-12-05',
        nextPaymentDate: '2026-12-06',
      }),
    );
    const events = await listBillingEvents(ports, accountId, {
      from: '2026-12-01',
      to: '2026-12-31',
    });
    assert.deepEqual(
      events.map((e) => [e.date, e.subscription.name, e.kind]),
      [
        ['2026-12-05', 'Box', 'renewal'],
        ['2026-12-05', 'Trial', 'trial_end'],
        ['2026-12-06', 'Trial', 'renewal'],
        ['2026-12-15', 'Box', 'renewal'],
        ['2026-12-25', 'Box', 'renewal'],
      ],
    );
    assert.equal(events[0]?.subscription.amount, 15.99);
  });

  it('lists the last day to cancel before each renewal under a notice period, with that renewal', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    await ports.subscriptions.insert(
      aSubscription({ name: 'Gym', noticeDays: 30, nextPaymentDate: '2027-01-31' }),
    );
    const events = await listBillingEvents(ports, accountId, {
      from: '2027-01-01',
      to: '2027-01-31',
    });
    assert.deepEqual(
      events.map((e) => [e.date, e.kind, e.renewalDate]),
      [
        ['2027-01-01', 'cancel_by', '2027-01-31'],
        ['2027-01-29', 'cancel_by', '2027-02-28'],
        ['2027-01-31', 'renewal', undefined],
      ],
    );
  });

  it('leaves out paused and cancelled subscriptions', async () => {
    const { ports, accountId } = await aTestWorld({ now: NOW });
    await ports.subscriptions.insert(aSubscription({ status: 'paused' }));
    await ports.subscriptions.insert(aSubscription({ status: 'cancelled', isTrial: true }));
    assert.deepEqual(
      await listBillingEvents(ports, accountId, { from: '2026-12-01', to: '2026-12-31' }),
      [],
    );
  });
});
