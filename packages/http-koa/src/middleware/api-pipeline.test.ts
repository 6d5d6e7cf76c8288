import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestServer } from '../testing/test-server.js';

const BAD_KEY = `stk_0123456789abcdef_${'0'.repeat(64)}`;

describe('X-Forwarded-For and the client address', () => {
  it('tells once, without --trust-proxy, that requests carry X-Forwarded-For', async (t) => {
    let warnings = 0;
    const server = await startTestServer(t, { onForwardedForIgnored: () => warnings++ });
    await server.request('GET', '/healthz');
    assert.equal(warnings, 0, 'no header, no warning');
    for (const address of ['203.0.113.7', '203.0.113.8']) {
      await server.request('GET', '/healthz', { headers: { 'X-Forwarded-For': address } });
    }
    assert.equal(warnings, 1);
  });

  it('says nothing when the proxy is trusted', async (t) => {
    let warnings = 0;
    const server = await startTestServer(t, {
      trustProxy: true,
      onForwardedForIgnored: () => warnings++,
    });
    await server.request('GET', '/healthz', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    assert.equal(warnings, 0);
  });

  it('counts the address the proxy added (the last one), not what the client wrote before it', async (t) => {
    const server = await startTestServer(t, { trustProxy: true, authFailureLimit: 2 });
    const attempt = (forged: string, real: string) =>
      server.request('GET', '/api/v1/subscriptions', {
        key: BAD_KEY,
        headers: { 'X-Forwarded-For': `${forged}, ${real}` },
      });
    assert.equal((await attempt('198.51.100.1', '203.0.113.7')).status, 401);
    assert.equal((await attempt('198.51.100.2', '203.0.113.7')).status, 401);
    assert.equal((await attempt('198.51.100.3', '203.0.113.7')).status, 429, 'blocked');
    assert.equal((await attempt('198.51.100.3', '203.0.113.9')).status, 401, 'another client');
  });
});
