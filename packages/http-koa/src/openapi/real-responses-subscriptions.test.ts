import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { documentedOperations } from '../testing/openapi/document-walk.js';
import { checkedResponses, expectStatus } from '../testing/openapi/live-test-client.js';
import { startTestServer } from '../testing/test-server.js';
import { openApiDocument } from './served-document.js';

const COLLECTION = '/api/v1/subscriptions';
const ITEM = '/api/v1/subscriptions/{id}';
const AUDIT = '/api/v1/audit-events';
const MISSING_ID = '0b9f6c2e-6a43-4c55-9a0e-2f3d1c7b8a91';

describe('real subscription and audit responses match the OpenAPI document', () => {
  it('POST /api/v1/subscriptions answers as documented', async (t) => {
    const s = await startTestServer(t);
    const key = s.writeKey;
    const created = await expectStatus(s, 201, 'POST', COLLECTION, COLLECTION, {
      key,
      body: aSubscriptionBody({ isTrial: true, trialEndsOn: '2026-11-30' }),
    });
    assert.equal(
      created.headers.get('location'),
      `${COLLECTION}/${(created.json['data'] as { id: string }).id}`,
    );
    await expectStatus(s, 201, 'POST', COLLECTION, COLLECTION, {
      key,
      body: aSubscriptionBody({ period: 'custom', customDate: '30', name: 'Gym' }),
    });
    const legacy = await expectStatus(s, 201, 'POST', COLLECTION, COLLECTION, {
      key,
      body: { ...aSubscriptionBody({ lastPaymentDate: '2026-11-05' }), nextPaymentDate: undefined },
    });
    assert.equal(legacy.headers.get('deprecation'), 'true');
    const bad = { key, headers: { 'Content-Type': 'application/json' } };
    await expectStatus(s, 400, 'POST', COLLECTION, COLLECTION, {
      ...bad,
      rawBody: '{',
      code: 'invalid_json',
    });
    await expectStatus(s, 400, 'POST', COLLECTION, COLLECTION, {
      key,
      body: aSubscriptionBody({ currency: 'XXX' }),
      code: 'invalid_subscription',
    });
    await expectStatus(s, 400, 'POST', COLLECTION, COLLECTION, {
      key,
      body: aSubscriptionBody({ id: MISSING_ID }),
      code: 'invalid_subscription_field',
    });
    await expectStatus(s, 401, 'POST', COLLECTION, COLLECTION, {
      body: aSubscriptionBody(),
      code: 'authentication_required',
    });
    await expectStatus(s, 401, 'POST', COLLECTION, COLLECTION, {
      key: `stk_${'0'.repeat(16)}_${'0'.repeat(64)}`,
      body: aSubscriptionBody(),
      code: 'invalid_api_key',
    });
    await expectStatus(s, 403, 'POST', COLLECTION, COLLECTION, {
      key: s.readKey,
      body: aSubscriptionBody(),
      code: 'insufficient_scope',
    });
  });

  it('GET /api/v1/subscriptions answers as documented', async (t) => {
    const s = await startTestServer(t);
    await s.request('POST', COLLECTION, { key: s.writeKey, body: aSubscriptionBody() });
    const page = await expectStatus(
      s,
      200,
      'GET',
      COLLECTION,
      `${COLLECTION}?status=active&sort=name&q=net&limit=1`,
      {
        key: s.readKey,
      },
    );
    assert.equal((page.json['data'] as unknown[]).length, 1);
    await expectStatus(s, 400, 'GET', COLLECTION, `${COLLECTION}?limit=0`, {
      key: s.readKey,
      code: 'invalid_pagination',
    });
    await expectStatus(s, 400, 'GET', COLLECTION, `${COLLECTION}?sort=bogus`, {
      key: s.readKey,
      code: 'invalid_query',
    });
  });

  it('GET, PATCH and DELETE /api/v1/subscriptions/{id} answer as documented', async (t) => {
    const s = await startTestServer(t);
    const created = await s.request('POST', COLLECTION, {
      key: s.writeKey,
      body: aSubscriptionBody(),
    });
    const url = `${COLLECTION}/${(created.json['data'] as { id: string }).id}`;
    const missing = `${COLLECTION}/${MISSING_ID}`;
    const read = { key: s.readKey };
    const write = { key: s.writeKey };
    await expectStatus(s, 200, 'GET', ITEM, url, read);
    await expectStatus(s, 400, 'GET', ITEM, `${COLLECTION}/nope`, {
      ...read,
      code: 'invalid_subscription_id',
    });
    await expectStatus(s, 404, 'GET', ITEM, missing, { ...read, code: 'subscription_not_found' });
    await expectStatus(s, 200, 'PATCH', ITEM, url, { ...write, body: { status: 'paused' } });
    await expectStatus(s, 400, 'PATCH', ITEM, url, { ...write, body: {}, code: 'empty_patch' });
    await expectStatus(s, 404, 'PATCH', ITEM, missing, {
      ...write,
      body: { status: 'active' },
      code: 'subscription_not_found',
    });
    await expectStatus(s, 403, 'DELETE', ITEM, url, { ...read, code: 'insufficient_scope' });
    await expectStatus(s, 200, 'DELETE', ITEM, url, write);
    await expectStatus(s, 404, 'DELETE', ITEM, url, { ...write, code: 'subscription_not_found' });
  });

  it('GET /api/v1/audit-events answers as documented, deletions included', async (t) => {
    const s = await startTestServer(t);
    const created = await s.request('POST', COLLECTION, {
      key: s.writeKey,
      body: aSubscriptionBody(),
    });
    const url = `${COLLECTION}/${(created.json['data'] as { id: string }).id}`;
    await s.request('POST', COLLECTION, {
      key: s.writeKey,
      body: aSubscriptionBody({ name: 'Kept' }),
    });
    await s.request('PATCH', url, { key: s.writeKey, body: { amount: 9.99 } });
    await s.request('DELETE', url, { key: s.writeKey });
    const trail = await expectStatus(s, 200, 'GET', AUDIT, AUDIT, { key: s.readKey });
    const actions = (trail.json['data'] as Array<{ action: string }>).map((event) => event.action);
    // The test account's two keys were created first (D30), then the subscription writes.
    assert.deepEqual(actions.sort(), [
      'api_key.created',
      'api_key.created',
      'subscription.created',
      'subscription.deleted',
    ]);
    await expectStatus(s, 200, 'GET', AUDIT, `${AUDIT}?resourceType=subscription&limit=1`, {
      key: s.readKey,
    });
    await expectStatus(s, 400, 'GET', AUDIT, `${AUDIT}?action=bogus`, {
      key: s.readKey,
      code: 'invalid_query',
    });
    await expectStatus(s, 400, 'GET', AUDIT, `${AUDIT}?offset=-1`, {
      key: s.readKey,
      code: 'invalid_pagination',
    });
  });

  it('the payments of a subscription and the change of one answer as documented', async (t) => {
    const s = await startTestServer(t);
    const created = await s.request('POST', COLLECTION, {
      key: s.writeKey,
      body: aSubscriptionBody({
        intervalCount: 3,
        nextPaymentDate: '2026-01-31',
        startedOn: '2025-10-31',
        endsOn: '2028-01-31',
        noticeDays: 30,
        remindDaysBefore: [7, 1],
      }),
    });
    const id = (created.json['data'] as { id: string }).id;
    const list = `${ITEM}/payments`;
    const page = await expectStatus(s, 200, 'GET', list, `${COLLECTION}/${id}/payments?limit=2`, {
      key: s.readKey,
    });
    const [payment] = page.json['data'] as Array<{ id: string }>;
    await expectStatus(s, 400, 'GET', list, `${COLLECTION}/${id}/payments?from=2026-02-30`, {
      key: s.readKey,
      code: 'invalid_query',
    });
    await expectStatus(s, 404, 'GET', list, `${COLLECTION}/${MISSING_ID}/payments`, {
      key: s.readKey,
      code: 'subscription_not_found',
    });
    const item = `${ITEM}/payments/{paymentId}`;
    const url = `${COLLECTION}/${id}/payments/${payment!.id}`;
    await expectStatus(s, 200, 'PATCH', item, url, {
      key: s.writeKey,
      body: { status: 'skipped' },
    });
    await expectStatus(s, 400, 'PATCH', item, url, {
      key: s.writeKey,
      body: { source: 'import' },
      code: 'invalid_payment_field',
    });
    await expectStatus(s, 400, 'PATCH', item, url, {
      key: s.writeKey,
      body: { amount: -1 },
      code: 'invalid_payment',
    });
    await expectStatus(s, 404, 'PATCH', item, `${COLLECTION}/${id}/payments/${MISSING_ID}`, {
      key: s.writeKey,
      body: { status: 'paid' },
      code: 'payment_not_found',
    });
    await expectStatus(s, 403, 'PATCH', item, url, {
      key: s.readKey,
      body: { status: 'paid' },
      code: 'insufficient_scope',
    });
  });

  it('records charges as payments, refusing a charge near no renewal by its field', async (t) => {
    const s = await startTestServer(t);
    const created = await s.request('POST', COLLECTION, {
      key: s.writeKey,
      body: aSubscriptionBody({ nextPaymentDate: '2026-12-05', startedOn: '2026-09-05' }),
    });
    const id = (created.json['data'] as { id: string }).id;
    const list = `${ITEM}/payments`;
    const url = `${COLLECTION}/${id}/payments`;
    const charges = { source: 'bank', payments: [{ dueOn: '2026-10-06', amount: 16.49 }] };
    const recorded = await expectStatus(s, 200, 'POST', list, url, {
      key: s.writeKey,
      body: charges,
    });
    assert.deepEqual(
      (recorded.json['data'] as Array<Record<string, unknown>>).map((p) => [
        p['dueOn'],
        p['amount'],
        p['source'],
      ]),
      [['2026-10-05', 16.49, 'bank']],
    );
    const refused = await expectStatus(s, 400, 'POST', list, url, {
      key: s.writeKey,
      body: { source: 'bank', payments: [{ dueOn: '2026-10-20', amount: 1 }] },
      code: 'invalid_payment',
    });
    assert.equal((refused.json['error'] as { field: string }).field, 'payments[0].dueOn');
    await expectStatus(s, 400, 'POST', list, url, {
      key: s.writeKey,
      body: { ...charges, status: 'paid' },
      code: 'invalid_payment_field',
    });
    await expectStatus(s, 404, 'POST', list, `${COLLECTION}/${MISSING_ID}/payments`, {
      key: s.writeKey,
      body: charges,
      code: 'subscription_not_found',
    });
    await expectStatus(s, 403, 'POST', list, url, {
      key: s.readKey,
      body: charges,
      code: 'insufficient_scope',
    });
  });

  it('checked a documented success of every subscription and audit operation', () => {
    const owned = documentedOperations(openApiDocument).filter(
      ({ method, path }) =>
        method !== 'OPTIONS' &&
        (path.startsWith(COLLECTION) || path === AUDIT) &&
        // D53: checked by routes/logo-routes.test.ts.
        !path.endsWith('/logo'),
    );
    for (const { method, path, operation } of owned) {
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      assert.ok(
        checkedResponses.has(`${method} ${path} ${success}`),
        `${method} ${path} ${success}`,
      );
    }
  });
});
