import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer } from '../testing/test-server.js';

const LIST = '/api/v1/subscriptions';
// FakeClock starts at 2026-11-21T08:00:00Z: the window resets at 09:00.
const RESET_AT = String(Date.UTC(2026, 10, 21, 9) / 1000);

describe('the hourly quota per account', () => {
  it('counts down in X-RateLimit-* headers on successful requests', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 5 });
    const first = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(first.headers.get('x-ratelimit-limit'), '5');
    assert.equal(first.headers.get('x-ratelimit-remaining'), '4');
    assert.equal(first.headers.get('x-ratelimit-reset'), RESET_AT);
    const second = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(second.headers.get('x-ratelimit-remaining'), '3');
  });

  it('answers 429 with Retry-After when used up, and again after the UTC hour resets', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 2 });
    server.clock.set('2026-11-21T08:59:00.000Z');
    await server.request('GET', LIST, { key: server.readKey });
    await server.request('GET', LIST, { key: server.writeKey });
    const refused = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '60');
    assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
    assert.equal(refused.headers.get('x-ratelimit-reset'), RESET_AT);
    server.clock.set('2026-11-21T09:00:00.000Z');
    const fresh = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(fresh.status, 200);
    assert.equal(fresh.headers.get('x-ratelimit-remaining'), '1');
  });

  it('keeps each account’s quota separate', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 1 });
    await server.request('GET', LIST, { key: server.readKey });
    const other = await server.newAccount();
    const response = await server.request('GET', LIST, { key: other.readKey });
    assert.equal(response.status, 200);
  });

  it('sends no rate-limit headers on a 400 and uses no quota for it', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 1 });
    const invalid = await server.request('GET', `${LIST}?limit=0`, { key: server.readKey });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.headers.get('x-ratelimit-limit'), null);
    assert.equal(invalid.headers.get('x-ratelimit-remaining'), null);
    const valid = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(valid.status, 200);
  });

  it('gives the unit back when the use case itself rejects the input (D7 anchor)', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 1 });
    const invalid = await server.request('POST', LIST, {
      key: server.writeKey,
      body: aSubscriptionBody({ billingAnchorDay: 31, nextPaymentDate: '2026-12-05' }),
    });
    assert.equal(invalid.status, 400, invalid.text);
    assert.equal(invalid.headers.get('x-ratelimit-limit'), null);
    const valid = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(valid.status, 200);
  });

  it('shows the figures on a 403 without using the quota', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 3 });
    const forbidden = await server.request('POST', LIST, {
      key: server.readKey,
      body: aSubscriptionBody(),
    });
    assert.equal(forbidden.status, 403);
    assert.equal(forbidden.headers.get('x-ratelimit-remaining'), '3');
  });

  it('checks scope before validation: a read key with a bad body gets 403', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', LIST, {
      key: server.readKey,
      rawBody: 'not json',
    });
    assert.equal(response.status, 403);
  });

  it('checks authentication before validation and quota', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/subscriptions/not-a-uuid');
    assert.equal(response.status, 401);
    assert.equal(response.headers.get('www-authenticate'), 'Bearer');
  });
});

describe('invalid-key throttling per client address', () => {
  const options = { authFailureLimit: 3, authBlockSeconds: 600 };

  it('blocks an address after too many invalid keys, before looking at the key', async (t) => {
    const server = await startTestServer(t, options);
    for (let i = 0; i < 3; i += 1) {
      const attempt = await server.request('GET', LIST, { key: 'stk_guess' });
      assert.equal(attempt.status, 401);
    }
    const blocked = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('retry-after'), '600');
    assert.ok(blocked.headers.get('x-ratelimit-reset'));
    const quotaMessage = 'quota';
    assert.doesNotMatch(
      String((blocked.json.error as { message: string }).message),
      new RegExp(quotaMessage),
    );
  });

  it('lets requests without Authorization through while blocked', async (t) => {
    const server = await startTestServer(t, options);
    for (let i = 0; i < 3; i += 1) await server.request('GET', LIST, { key: 'stk_guess' });
    assert.equal((await server.request('GET', '/healthz')).status, 200);
    assert.equal((await server.request('GET', LIST)).status, 401);
  });

  it('lifts the block when its time is over', async (t) => {
    const server = await startTestServer(t, options);
    for (let i = 0; i < 3; i += 1) await server.request('GET', LIST, { key: 'stk_guess' });
    server.clock.advance(600_000);
    const response = await server.request('GET', LIST, { key: server.readKey });
    assert.equal(response.status, 200);
  });

  it('does not count a missing key as an invalid one', async (t) => {
    const server = await startTestServer(t, options);
    for (let i = 0; i < 5; i += 1) await server.request('GET', LIST);
    assert.equal((await server.request('GET', LIST, { key: server.readKey })).status, 200);
  });

  it('tells addresses apart by X-Forwarded-For only behind a trusted proxy', async (t) => {
    const trusted = await startTestServer(t, { ...options, trustProxy: true });
    for (let i = 0; i < 3; i += 1) {
      await trusted.request('GET', LIST, {
        key: 'stk_guess',
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
    }
    const elsewhere = await trusted.request('GET', LIST, {
      key: trusted.readKey,
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    assert.equal(elsewhere.status, 200);

    const direct = await startTestServer(t, options);
    for (let i = 0; i < 3; i += 1) {
      await direct.request('GET', LIST, {
        key: 'stk_guess',
        headers: { 'X-Forwarded-For': `203.0.113.${i}` },
      });
    }
    const spoofed = await direct.request('GET', LIST, {
      key: direct.readKey,
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    assert.equal(spoofed.status, 429);
  });
});

describe('routing', () => {
  it('answers 405 with Allow for a known path and another method', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('DELETE', '/api/v1/notification-settings', {
      key: server.writeKey,
    });
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET, HEAD, PATCH, OPTIONS');
  });

  it('answers 413 to a body over 64 KiB, before reading it as JSON', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('PATCH', `${LIST}/0190f1a2-0000-7000-8000-000000000000`, {
      key: server.writeKey,
      rawBody: 'x'.repeat(64 * 1024 + 1),
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(response.status, 413);
    assert.equal((response.json.error as { code: string }).code, 'payload_too_large');
  });

  it('ignores a body sent with DELETE', async (t) => {
    const server = await startTestServer(t);
    const created = await server.request('POST', LIST, {
      key: server.writeKey,
      body: aSubscriptionBody(),
    });
    const response = await server.request(
      'DELETE',
      `${LIST}/${(created.json.data as { id: string }).id}`,
      {
        key: server.writeKey,
        rawBody: 'not json',
      },
    );
    assert.equal(response.status, 200);
  });
});
