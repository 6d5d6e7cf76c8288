import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { createAccount } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startApiServer } from './test-support/api-server.js';
import { openReminderFixture } from './test-support/reminder-fixture.js';

const DAY = 86_400_000;

type Resource = { id: string; name: string; status: string; nextPaymentDate: string };

async function setUp(t: TestContext, now: string) {
  const fixture = openReminderFixture(now);
  const accountId = (await createAccount(fixture.ports, { name: 'Household' })).id;
  const api = await startApiServer(fixture.ports, accountId);
  t.after(async () => {
    await api.close();
    fixture.cleanup();
  });
  const create = async (body: Record<string, unknown>) => {
    const response = await api.call('POST', '/api/v1/subscriptions', aSubscriptionBody(body));
    assert.equal(response.status, 201, JSON.stringify(response.json));
    return response.json['data'] as Resource;
  };
  const list = async (query: string) =>
    (await api.call('GET', `/api/v1/subscriptions?${query}`)).json['data'] as Resource[];
  return { fixture, api, create, list };
}

describe('D6 roll-forward seen through the API', () => {
  it('keeps the 31st after February and agrees across GET, list filters, sort and summary', async (t) => {
    const { fixture, api, create, list } = await setUp(t, '2026-01-30T09:00:00.000Z');
    const gym = await create({ name: 'Gym', nextPaymentDate: '2026-01-31' });
    const cloud = await create({ name: 'Cloud', nextPaymentDate: '2026-03-10' });

    fixture.clock.set('2026-03-01T09:00:00.000Z');
    // The first request of the new day is a filtered list: it must not see the stale date.
    const before30 = await list('expiringBefore=2026-03-30');
    const before31 = await list('expiringBefore=2026-03-31&sort=nextPaymentDate');
    const fetched = (await api.call('GET', `/api/v1/subscriptions/${gym.id}`)).json[
      'data'
    ] as Resource;
    const summary = (await api.call('GET', '/api/v1/analytics/summary?horizonDays=30')).json[
      'summary'
    ] as {
      upcomingRenewals: Array<{ id: string; nextPaymentDate: string; daysUntilRenewal: number }>;
    };

    assert.equal(fetched.nextPaymentDate, '2026-03-31', 'Jan 31 -> Mar 31, not Mar 28');
    assert.deepEqual(
      before30.map((s) => s.name),
      ['Cloud'],
    );
    assert.deepEqual(
      before31.map((s) => [s.name, s.nextPaymentDate]),
      [
        ['Cloud', '2026-03-10'],
        ['Gym', '2026-03-31'],
      ],
    );
    assert.deepEqual(
      summary.upcomingRenewals.map((r) => [r.id, r.nextPaymentDate, r.daysUntilRenewal]),
      [
        [cloud.id, '2026-03-10', 9],
        [gym.id, '2026-03-31', 30],
      ],
    );
  });

  it('never shows an active date before today, day after day', async (t) => {
    const { fixture, api, create, list } = await setUp(t, '2026-01-28T12:00:00.000Z');
    await create({ name: 'Monthly 31', nextPaymentDate: '2026-01-31' });
    await create({ name: 'Yearly leap', period: 'yearly', nextPaymentDate: '2026-02-28' });
    await create({
      name: 'Every 10 days',
      period: 'custom',
      customDate: '10',
      nextPaymentDate: '2026-01-29',
    });

    for (let day = 0; day < 62; day++) {
      fixture.clock.advance(DAY);
      const today = fixture.clock.now().toISOString().slice(0, 10);
      const sorted = await list('sort=nextPaymentDate&status=active');
      for (const subscription of sorted) {
        assert.ok(subscription.nextPaymentDate >= today, `${subscription.name} on ${today}`);
        const one = (await api.call('GET', `/api/v1/subscriptions/${subscription.id}`)).json[
          'data'
        ] as Resource;
        assert.equal(one.nextPaymentDate, subscription.nextPaymentDate);
      }
      const dates = sorted.map((s) => s.nextPaymentDate);
      assert.deepEqual(dates, [...dates].sort());
    }
  });

  it('keeps the date of a paused subscription and rolls it on reactivation', async (t) => {
    const { fixture, api, create } = await setUp(t, '2026-01-30T09:00:00.000Z');
    const paused = await create({ name: 'Magazine', nextPaymentDate: '2026-01-31' });
    const patched = await api.call('PATCH', `/api/v1/subscriptions/${paused.id}`, {
      status: 'paused',
    });
    assert.equal(patched.status, 200);

    fixture.clock.set('2026-03-15T09:00:00.000Z');
    const whilePaused = await api.call('GET', `/api/v1/subscriptions/${paused.id}`);
    const reactivated = await api.call('PATCH', `/api/v1/subscriptions/${paused.id}`, {
      status: 'active',
    });

    assert.equal((whilePaused.json['data'] as Resource).nextPaymentDate, '2026-01-31');
    assert.equal((reactivated.json['data'] as Resource).nextPaymentDate, '2026-03-31');
  });
});
