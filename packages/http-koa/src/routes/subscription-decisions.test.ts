import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;

function post(server: TestServer, overrides: Json) {
  return server.request('POST', '/api/v1/subscriptions', {
    key: server.writeKey,
    body: aSubscriptionBody(overrides),
  });
}

const errorOf = (response: { json: Json }) => response.json.error as Json;

/** The product decisions on subscriptions, as a client sees them over HTTP. */
describe('subscription decisions over HTTP', () => {
  it('a trial shows isTrial and trialEndsOn; trialEndsOn without a trial is rejected', async (t) => {
    const server = await startTestServer(t);
    const trial = await post(server, { isTrial: true, trialEndsOn: '2026-12-01' });
    assert.equal((trial.json.data as Json).trialEndsOn, '2026-12-01');
    const wrong = await post(server, { isTrial: false, trialEndsOn: '2026-12-01' });
    assert.equal(errorOf(wrong).code, 'invalid_subscription');
  });

  it('an impossible calendar date is invalid_subscription naming the field', async (t) => {
    const server = await startTestServer(t);
    const response = await post(server, { nextPaymentDate: '2027-02-30' });
    assert.equal(errorOf(response).code, 'invalid_subscription');
    assert.equal(errorOf(response).field, 'nextPaymentDate');
  });

  it('an active subscription never shows a past renewal date', async (t) => {
    const server = await startTestServer(t);
    const created = await post(server, { nextPaymentDate: '2026-11-30' });
    const id = (created.json.data as Json).id as string;
    server.clock.set('2027-01-15T12:00:00.000Z');
    const response = await server.request('GET', `/api/v1/subscriptions/${id}`, {
      key: server.readKey,
    });
    assert.equal((response.json.data as Json).nextPaymentDate, '2027-01-30');
  });

  it('customDate appears only for custom periods and must be a day count', async (t) => {
    const server = await startTestServer(t);
    const custom = await post(server, { period: 'custom', customDate: '30' });
    assert.equal((custom.json.data as Json).customDate, '30');
    assert.equal((custom.json.data as Json).billingAnchorDay, undefined);
    const wrong = await post(server, { customDate: '30' });
    assert.equal(errorOf(wrong).field, 'customDate');
  });

  it('an amount sent as a string or with three decimals is rejected', async (t) => {
    const server = await startTestServer(t);
    assert.equal(errorOf(await post(server, { amount: '9.99' })).field, 'amount');
    assert.equal(errorOf(await post(server, { amount: 19.999 })).field, 'amount');
  });

  it('an unknown field is reported before an invalid value', async (t) => {
    const server = await startTestServer(t);
    const response = await post(server, { colour: 'red', amount: -1 });
    assert.equal(errorOf(response).code, 'invalid_subscription_field');
  });

  it('a __proto__ key is rejected like any unknown field', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      rawBody: `{"__proto__":{"admin":true},${JSON.stringify(aSubscriptionBody()).slice(1)}`,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(errorOf(response).code, 'invalid_subscription_field');
  });

  it('a repeated query parameter is invalid_query', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request(
      'GET',
      '/api/v1/subscriptions?status=active&status=paused',
      {
        key: server.readKey,
      },
    );
    assert.equal(errorOf(response).code, 'invalid_query');
  });

  it('a subscription far above its currency average is an optimization candidate', async (t) => {
    const server = await startTestServer(t);
    for (const amount of [1, 1, 1, 100]) await post(server, { name: `S${amount}`, amount });
    const response = await server.request('GET', '/api/v1/analytics/optimizations', {
      key: server.readKey,
    });
    const above = (response.json.optimizations as { aboveAverageInCurrency: Json[] })
      .aboveAverageInCurrency;
    assert.deepEqual(
      above.map((item) => item.name),
      ['S100'],
    );
  });
});
