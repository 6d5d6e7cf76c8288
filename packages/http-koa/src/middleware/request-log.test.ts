import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, configureNotifications } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startTestServer } from '../testing/test-server.js';

describe('the request log', () => {
  it('writes one JSON line per request with method, path, status, duration, ids', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('GET', '/api/v1/subscriptions?q=net', {
      key: server.readKey,
    });
    assert.equal(server.logs.length, 1);
    const line = JSON.parse(server.logs[0]!) as Record<string, unknown>;
    assert.equal(line.method, 'GET');
    assert.equal(line.path, '/api/v1/subscriptions');
    assert.equal(line.status, 200);
    assert.equal(typeof line.durationMs, 'number');
    assert.equal(line.requestId, response.json.requestId);
    assert.equal(line.accountId, server.accountId);
  });

  it('never holds a key, a body or push secrets', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'req-cli'), {
      pushUrl: 'https://push.example/hook',
      deviceKey: 'device-secret',
    });
    await server.request('POST', '/api/v1/subscriptions', {
      key: server.writeKey,
      body: aSubscriptionBody({ name: 'Body secret' }),
    });
    await server.request('PATCH', '/api/v1/notification-settings', {
      key: server.writeKey,
      body: { pushUrl: 'https://push.example/hook' },
    });
    await server.request('GET', `/api/v1/${server.readKey}`, { key: 'stk_invalid_key_text' });
    const all = server.logs.join('\n');
    assert.equal(server.logs.length, 3);
    for (const secret of [
      server.writeKey,
      server.readKey,
      'stk_invalid',
      'Body secret',
      'push.example',
      'device-secret',
    ]) {
      assert.ok(!all.includes(secret), secret);
    }
  });
});
