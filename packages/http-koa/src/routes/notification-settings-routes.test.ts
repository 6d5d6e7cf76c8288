import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, configureNotifications } from '@subtrack/domain';
import { startTestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;

describe('GET /api/v1/notification-settings', () => {
  it('shows the settings without any push secret', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'req-cli'), {
      enabled: true,
      daysBefore: 7,
      timeZone: 'Europe/Paris',
      pushUrl: 'https://push.example/secret-path',
      deviceKey: 'device-secret',
    });
    const response = await server.request('GET', '/api/v1/notification-settings', {
      key: server.readKey,
    });
    assert.equal(response.status, 200, response.text);
    const data = response.json.data as Json;
    assert.equal(data.daysBefore, 7);
    assert.equal(data.pushConfigured, true);
    assert.equal(data.timeZone, 'Europe/Paris');
    assert.doesNotMatch(response.text, /secret/);
  });

  it('answers 404 for an account whose settings were never saved, even if another has some', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'req-cli'), {
      enabled: true,
    });
    const other = await server.newAccount();
    const response = await server.request('GET', '/api/v1/notification-settings', {
      key: other.readKey,
    });
    assert.equal(response.status, 404);
  });
});

describe('PATCH /api/v1/notification-settings', () => {
  it('changes enabled and daysBefore and answers 200', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'req-cli'), {
      enabled: true,
    });
    const response = await server.request('PATCH', '/api/v1/notification-settings', {
      key: server.writeKey,
      body: { enabled: false, daysBefore: 14 },
    });
    assert.equal(response.status, 200, response.text);
    assert.equal((response.json.data as Json).enabled, false);
    assert.equal((response.json.data as Json).daysBefore, 14);
  });

  it('answers empty_patch to an empty body', async (t) => {
    const server = await startTestServer(t);
    await configureNotifications(server.ports, cliWriteContext(server.accountId, 'req-cli'), {
      enabled: true,
    });
    const response = await server.request('PATCH', '/api/v1/notification-settings', {
      key: server.writeKey,
      body: {},
    });
    assert.equal((response.json.error as Json).code, 'empty_patch');
  });

  it('needs a write key', async (t) => {
    const server = await startTestServer(t);
    const response = await server.request('PATCH', '/api/v1/notification-settings', {
      key: server.readKey,
      body: { enabled: false },
    });
    assert.equal(response.status, 403);
  });
});
