import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, configureNotifications } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer, type TestResponse } from './testing/test-server.js';

const RANDOM_UUID = '0190f1a2-0000-7000-8000-000000000000';

function assertError(response: TestResponse, status: number, code: string): void {
  assert.equal(response.status, status, response.text);
  const error = response.json.error as Record<string, unknown>;
  assert.equal(error.code, code);
  assert.equal(typeof error.message, 'string');
  assert.equal(response.json.requestId, response.headers.get('x-request-id'));
}

/** One test per row of the spec's error table, each produced by a real request. */
describe('the error table of the spec', () => {
  it('400 invalid_json: a body that is not application/json', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      rawBody: JSON.stringify(aSubscriptionBody()),
      headers: { 'Content-Type': 'text/plain' },
    });
    assertError(response, 400, 'invalid_json');
    assert.equal(response.headers.get('x-ratelimit-limit'), null);
  });

  it('400 invalid_subscription: an enum value outside the list, with allowedValues', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody({ currency: 'XXX' }),
    });
    assertError(response, 400, 'invalid_subscription');
    const error = response.json.error as Record<string, unknown>;
    assert.equal(error.field, 'currency');
    assert.ok((error.allowedValues as string[]).includes('EUR'));
  });

  it('400 invalid_subscription_field: a server-managed field, with writableFields', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody({ id: RANDOM_UUID }),
    });
    assertError(response, 400, 'invalid_subscription_field');
    const error = response.json.error as Record<string, unknown>;
    // D38-D42: the spec's 13 and the five billing fields, alphabetical.
    assert.deepEqual(error.writableFields, [
      'amount',
      'billingAnchorDay',
      'category',
      'currency',
      'customDate',
      'endsOn',
      'intervalCount',
      'isTrial',
      'lastPaymentDate',
      'name',
      'nextPaymentDate',
      'noticeDays',
      'notificationEnabled',
      'period',
      'remindDaysBefore',
      'startedOn',
      'status',
      'trialEndsOn',
    ]);
  });

  it('400 invalid_subscription_id: a path id that is not a UUID', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/subscriptions/not-a-uuid', {
      key: server.readKey,
    });
    assertError(response, 400, 'invalid_subscription_id');
  });

  it('400 invalid_pagination: limit out of range', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/subscriptions?limit=101', {
      key: server.readKey,
    });
    assertError(response, 400, 'invalid_pagination');
  });

  it('400 invalid_query: an unknown sort value, with field and suggestedFix', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/subscriptions?sort=price', {
      key: server.readKey,
    });
    assertError(response, 400, 'invalid_query');
    const error = response.json.error as Record<string, unknown>;
    assert.equal(error.field, 'sort');
    assert.equal(typeof error.suggestedFix, 'string');
  });

  it('400 empty_patch: a PATCH body without any field', async (t) => {
    const server = await startTestServer(t);
    const created = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody(),
    });
    const id = (created.json.data as { id: string }).id;
    const response = await server.request('PATCH', `/api/v1/subscriptions/${id}`, {
      key: server.writeKey,
      body: {},
    });
    assertError(response, 400, 'empty_patch');
  });

  it('400 invalid_notification_settings_field: pushUrl in a settings PATCH', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'req-cli'), {
      enabled: true,
    });
    const response = await server.request('PATCH', '/api/v1/notification-settings', {
      key: server.writeKey,
      body: { pushUrl: 'https://push.example/abc' },
    });
    assertError(response, 400, 'invalid_notification_settings_field');
    const error = response.json.error as Record<string, unknown>;
    assert.deepEqual(error.writableFields, ['daysBefore', 'enabled']);
  });

  it('401 authentication_required: no bearer token', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/subscriptions');
    assertError(response, 401, 'authentication_required');
    assert.equal(response.headers.get('x-ratelimit-limit'), null);
  });

  it('401 invalid_api_key: a key that does not exist', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/subscriptions', {
      key: `stk_0123456789abcdef_${'0'.repeat(64)}`,
    });
    assertError(response, 401, 'invalid_api_key');
  });

  it('403 insufficient_scope: a read key on a write operation', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.readKey,
      body: aSubscriptionBody(),
    });
    assertError(response, 403, 'insufficient_scope');
    const error = response.json.error as Record<string, unknown>;
    assert.match(String(error.message), /write/);
    assert.equal(typeof error.suggestedFix, 'string');
  });

  it('404 subscription_not_found: no such subscription for the key owner', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', `/api/v1/subscriptions/${RANDOM_UUID}`, {
      key: server.readKey,
    });
    assertError(response, 404, 'subscription_not_found');
    assert.equal(response.headers.get('x-ratelimit-limit'), '1000');
  });

  it('404 notification_settings_not_found: settings never saved', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/notification-settings', {
      key: server.readKey,
    });
    assertError(response, 404, 'notification_settings_not_found');
  });

  it('405 method_not_allowed: PUT on the subscription collection, with Allow', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('PUT', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody(),
    });
    assertError(response, 405, 'method_not_allowed');
    assert.equal(response.headers.get('allow'), 'GET, HEAD, POST, OPTIONS');
  });

  it('429 rate_limit_exceeded: the account quota is used up', async (t) => {
    const server = await startTestServer(t, { rateLimitPerHour: 1 });
    await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    const response = await server.request('GET', '/api/v1/subscriptions', {
      key: server.readKey,
    });
    assertError(response, 429, 'rate_limit_exceeded');
    assert.match(String((response.json.error as { message: string }).message), /quota/);
    assert.ok(Number(response.headers.get('retry-after')) > 0);
  });

  it('429 rate_limit_exceeded: invalid-key attempts from one address are throttled', async (t) => {
    const server = await startTestServer(t, { authFailureLimit: 2 });
    for (let i = 0; i < 2; i += 1) {
      await server.request('GET', '/api/v1/subscriptions', { key: 'stk_wrong' });
    }
    const response = await server.request('GET', '/api/v1/subscriptions', {
      key: server.readKey,
    });
    assertError(response, 429, 'rate_limit_exceeded');
    assert.match(String((response.json.error as { message: string }).message), /invalid API key/);
    assert.equal(response.headers.get('retry-after'), '900');
  });

  it('500 internal_error: an unexpected failure shows no stack or SQL', async (t) => {
    const server = await startTestServer(t, {
      wrapPorts: (ports) => {
        // Inherits every method of the real repository except the one that fails.
        const subscriptions = Object.create(ports.subscriptions) as typeof ports.subscriptions;
        subscriptions.list = () => {
          throw new Error('SQLITE_CORRUPT: SELECT * FROM subscriptions');
        };
        return { ...ports, subscriptions };
      },
    });
    const response = await server.request('GET', '/api/v1/subscriptions', {
      key: server.readKey,
    });
    assertError(response, 500, 'internal_error');
    assert.doesNotMatch(response.text, /SQLITE|SELECT|at /);
    const line = JSON.parse(server.logs.at(-1) ?? '{}') as Record<string, unknown>;
    assert.equal(line.status, 500);
    assert.match(JSON.stringify(line.error), /SQLITE_CORRUPT/);
  });
});

describe('errors the product decisions add', () => {
  it('400 invalid_notification_settings: daysBefore outside the list', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'req-cli'), {
      enabled: true,
    });
    const response = await server.request('PATCH', '/api/v1/notification-settings', {
      key: server.writeKey,
      body: { daysBefore: 5 },
    });
    assertError(response, 400, 'invalid_notification_settings');
    const error = response.json.error as Record<string, unknown>;
    assert.deepEqual(error.allowedValues, ['1', '3', '7', '14']);
  });

  it('404 not_found: an unknown path', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/nothing-here', { key: server.readKey });
    assertError(response, 404, 'not_found');
  });

  it('413 payload_too_large: a body over 64 KiB', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody({ name: 'x'.repeat(70 * 1024) }),
    });
    assertError(response, 413, 'payload_too_large');
  });
});
