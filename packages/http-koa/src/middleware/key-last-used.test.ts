import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Ports, parseApiKeyText } from '@subtrack/domain';
import { startTestServer } from '../testing/test-server.js';

/** Ports whose key store notes every `recordUse` that wrote. */
function spyOnKeyUse(writes: string[]) {
  return (ports: Ports): Ports => ({
    ...ports,
    apiKeys: {
      ...ports.apiKeys,
      async recordUse(id, usedAt, since) {
        const wrote = await ports.apiKeys.recordUse(id, usedAt, since);
        if (wrote) writes.push(id);
        return wrote;
      },
    },
  });
}

const keyIdOf = (key: string) => parseApiKeyText(key)?.keyId ?? '';

describe('the last use of an API key', () => {
  it('is recorded when the key authenticates a request', async (t) => {
    const writes: string[] = [];
    const server = await startTestServer(t, { wrapPorts: spyOnKeyUse(writes) });
    const keyId = keyIdOf(server.readKey);
    assert.equal((await server.ports.apiKeys.findById(keyId))?.lastUsedAt, null);
    const response = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.equal(response.status, 200);
    assert.equal(
      (await server.ports.apiKeys.findById(keyId))?.lastUsedAt,
      '2026-11-21T08:00:00.000Z',
    );
    assert.deepEqual(writes, [keyId]);
  });

  it('costs one write a minute per key, however many GETs it makes', async (t) => {
    const writes: string[] = [];
    const server = await startTestServer(t, { wrapPorts: spyOnKeyUse(writes) });
    for (let i = 0; i < 20; i += 1) {
      await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
      server.clock.advance(2_000);
    }
    assert.equal(writes.length, 1);
    server.clock.advance(30_000);
    await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.equal(writes.length, 2);
    const keyId = keyIdOf(server.readKey);
    assert.equal(
      (await server.ports.apiKeys.findById(keyId))?.lastUsedAt,
      '2026-11-21T08:01:10.000Z',
    );
  });

  it('counts a request that failed after authentication, never one with a bad key', async (t) => {
    const server = await startTestServer(t);
    const missing = '/api/v1/subscriptions/0190f1a2-0000-7000-8000-000000000000';
    assert.equal((await server.request('GET', missing, { key: server.writeKey })).status, 404);
    assert.notEqual(
      (await server.ports.apiKeys.findById(keyIdOf(server.writeKey)))?.lastUsedAt,
      null,
    );
    const last = server.readKey.at(-1) === '0' ? '1' : '0';
    const forged = `${server.readKey.slice(0, -1)}${last}`;
    assert.equal(
      (await server.request('GET', '/api/v1/subscriptions', { key: forged })).status,
      401,
    );
    assert.equal((await server.ports.apiKeys.findById(keyIdOf(server.readKey)))?.lastUsedAt, null);
  });
});
