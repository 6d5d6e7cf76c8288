import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { errorOf, paymentsOf, QUARTERLY_ON_THE_31ST } from '../testing/payment-requests.js';
import { createSubscription, startTestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;

describe('billing every N months and payments over HTTP', () => {
  it('a quarterly plan anchored on the 31st, started a year ago: its dates and its payments', async (t) => {
    const server = await startTestServer(t);
    const plan = await createSubscription(server, QUARTERLY_ON_THE_31ST);
    assert.equal(plan.intervalCount, 3);
    assert.equal(plan.startedOn, '2025-10-31');
    assert.equal(plan.billingAnchorDay, 31);
    assert.equal(plan.nextPaymentDate, '2027-01-31');
    assert.equal(plan.lastPaymentDate, '2026-10-31');
    const payments = await paymentsOf(server, plan.id as string);
    assert.deepEqual(
      payments.map((p) => [p.dueOn, p.source, p.status, p.amount, p.currency]),
      [
        ['2026-10-31', 'renewal', 'paid', 120, 'EUR'],
        ['2026-07-31', 'renewal', 'paid', 120, 'EUR'],
        ['2026-04-30', 'renewal', 'paid', 120, 'EUR'],
        ['2026-01-31', 'renewal', 'paid', 120, 'EUR'],
        ['2025-10-31', 'backfill', 'paid', 120, 'EUR'],
      ],
    );
    const page = await server.request(
      'GET',
      `/api/v1/subscriptions/${plan.id}/payments?from=2026-04-01&to=2026-08-01&limit=1`,
      { key: server.readKey },
    );
    assert.deepEqual(
      (page.json.data as Json[]).map((p) => p.dueOn),
      ['2026-07-31'],
    );
    assert.deepEqual(page.json.pagination, { limit: 1, offset: 0, hasMore: true });
    assert.deepEqual(page.json.query, { filters: { from: '2026-04-01', to: '2026-08-01' } });
  });

  it('a client that sends none of the new fields gets the answer it got before, plus intervalCount and hasLogo', async (t) => {
    const server = await startTestServer(t);
    const plain = await createSubscription(server, {});
    assert.deepEqual(Object.keys(plain).sort(), [
      'amount',
      'billingAnchorDay',
      'category',
      'createdAt',
      'currency',
      'hasLogo',
      'id',
      'intervalCount',
      'isTrial',
      'lastPaymentDate',
      'name',
      'nextPaymentDate',
      'notificationEnabled',
      'period',
      'status',
      'updatedAt',
    ]);
    assert.equal(plain.intervalCount, 1);
    assert.equal(plain.hasLogo, false);
    assert.deepEqual(await paymentsOf(server, plain.id as string), []);
    const custom = await createSubscription(server, { period: 'custom', customDate: '14' });
    assert.equal('intervalCount' in custom, false);
  });

  it('names the field and says how to fix every bad billing value', async (t) => {
    const server = await startTestServer(t);
    const cases: Array<[Json, string]> = [
      [{ period: 'custom', customDate: '14', intervalCount: 2 }, 'intervalCount'],
      [{ period: 'yearly', intervalCount: 11 }, 'intervalCount'],
      [{ intervalCount: 1.5 }, 'intervalCount'],
      [{ endsOn: '2026-12-01' }, 'endsOn'],
      [{ noticeDays: 0 }, 'noticeDays'],
      [{ startedOn: '2026-12-31' }, 'startedOn'],
      [{ remindDaysBefore: [7, 7] }, 'remindDaysBefore'],
      [{ remindDaysBefore: [1, 2, 3, 4] }, 'remindDaysBefore'],
    ];
    for (const [overrides, field] of cases) {
      const response = await server.request('POST', '/api/v1/subscriptions', {
        key: server.writeKey,
        body: aSubscriptionBody(overrides),
      });
      assert.equal(response.status, 400, JSON.stringify(overrides));
      assert.equal(errorOf(response).code, 'invalid_subscription', JSON.stringify(overrides));
      assert.equal(errorOf(response).field, field, JSON.stringify(overrides));
      assert.equal(typeof errorOf(response).suggestedFix, 'string');
    }
    const list = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.deepEqual(list.json.data, []);
  });

  it('PATCH of a payment skips a month or changes its amount once per idempotency key, with an audit record', async (t) => {
    const server = await startTestServer(t);
    const plan = await createSubscription(server, QUARTERLY_ON_THE_31ST);
    const [latest] = await paymentsOf(server, plan.id as string);
    const path = `/api/v1/subscriptions/${plan.id}/payments/${latest!.id}`;
    const send = (body: Json, key = 'skip-october') =>
      server.request('PATCH', path, {
        key: server.writeKey,
        body,
        headers: { 'Idempotency-Key': key },
      });
    const skipped = await send({ status: 'skipped', amount: 110.5 });
    assert.equal(skipped.status, 200, skipped.text);
    assert.equal((skipped.json.data as Json).status, 'skipped');
    assert.equal((skipped.json.data as Json).amount, 110.5);
    const replay = await send({ status: 'skipped', amount: 110.5 });
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(replay.json.data, skipped.json.data);
    const reused = await send({ status: 'paid' });
    assert.equal(errorOf(reused).code, 'idempotency_key_reused');
    const audit = await server.request(
      'GET',
      `/api/v1/audit-events?resourceType=payment&resourceId=${latest!.id}`,
      { key: server.readKey },
    );
    assert.deepEqual(
      (audit.json.data as Json[]).map((event) => event.action),
      ['payment.updated'],
    );
    // The subscription itself keeps its amount: a payment is history, not a price change.
    const after = await server.request('GET', `/api/v1/subscriptions/${plan.id}`, {
      key: server.readKey,
    });
    assert.equal((after.json.data as Json).amount, 120);
  });

  it('PATCH of a payment: every bad request is refused in the envelope and changes nothing', async (t) => {
    const server = await startTestServer(t);
    const plan = await createSubscription(server, QUARTERLY_ON_THE_31ST);
    const [latest] = await paymentsOf(server, plan.id as string);
    const base = `/api/v1/subscriptions/${plan.id}/payments`;
    const patch = (path: string, body: unknown, key = server.writeKey) =>
      server.request('PATCH', path, { key, body });
    const unknown = await patch(`${base}/${latest!.id}`, { dueOn: '2026-10-30' });
    assert.equal(errorOf(unknown).code, 'invalid_payment_field');
    assert.deepEqual(errorOf(unknown).writableFields, ['amount', 'status']);
    const amount = await patch(`${base}/${latest!.id}`, { amount: '12' });
    assert.equal(amount.status, 400);
    assert.equal(errorOf(amount).code, 'invalid_payment');
    assert.equal(errorOf(amount).field, 'amount');
    const status = await patch(`${base}/${latest!.id}`, { status: 'late' });
    assert.equal(errorOf(status).field, 'status');
    assert.deepEqual(errorOf(status).allowedValues, ['paid', 'skipped']);
    assert.equal(errorOf(await patch(`${base}/${latest!.id}`, {})).code, 'empty_patch');
    const badId = await patch(`${base}/not-a-uuid`, { status: 'skipped' });
    assert.equal(errorOf(badId).code, 'invalid_payment_id');
    assert.equal(errorOf(badId).field, 'paymentId');
    const missing = await patch(`${base}/0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a`, {
      status: 'skipped',
    });
    assert.equal(missing.status, 404);
    assert.equal(errorOf(missing).code, 'payment_not_found');
    const readOnly = await patch(`${base}/${latest!.id}`, { status: 'skipped' }, server.readKey);
    assert.equal(readOnly.status, 403);
    const other = await server.newAccount('Other');
    const foreign = await patch(`${base}/${latest!.id}`, { status: 'skipped' }, other.writeKey);
    assert.equal(errorOf(foreign).code, 'subscription_not_found');
    const [unchanged] = await paymentsOf(server, plan.id as string);
    assert.deepEqual(unchanged, latest);
  });

  it('DELETE of a subscription removes its payments', async (t) => {
    const server = await startTestServer(t);
    const plan = await createSubscription(server, QUARTERLY_ON_THE_31ST);
    await server.request('DELETE', `/api/v1/subscriptions/${plan.id}`, { key: server.writeKey });
    const gone = await server.request('GET', `/api/v1/subscriptions/${plan.id}/payments`, {
      key: server.readKey,
    });
    assert.equal(gone.status, 404);
    assert.equal(errorOf(gone).code, 'subscription_not_found');
  });
});
