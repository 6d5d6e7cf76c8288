/** OWASP API Security Top 10 (2023), API8: see docs/security.md. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertWellFormed } from '../support/invariants.js';
import { call } from '../support/system.js';
import { aBody } from '../support/workload.js';
import { DEVICE_KEY, world } from './world.js';

export function describeApi8(): void {
  describe('API8 security misconfiguration', () => {
    it('sends security headers and no X-Powered-By, stack trace, SQL or secret on any response', async () => {
      const responses = [
        await call(world.base, world.owner.readKey, 'GET', '/api/v1/subscriptions'),
        await call(world.base, world.owner.readKey, 'GET', '/api/v1/notification-settings'),
        await call(world.base, world.owner.writeKey, 'POST', '/api/v1/subscriptions', '{"broken'),
        await call(world.base, null, 'GET', '/api/v1/subscriptions'),
        // Paths outside the API's prefixes are the web application's pages (D27).
        await call(world.base, world.owner.readKey, 'GET', '/api/nope'),
        await call(world.base, world.owner.readKey, 'PUT', '/api/v1/subscriptions'),
        await call(world.base, world.owner.readKey, 'GET', '/api/v1/subscriptions/not-a-uuid'),
        await call(world.base, world.owner.writeKey, 'POST', '/api/v1/subscriptions', aBody()),
        await call(world.base, world.owner.readKey, 'PATCH', '/api/v1/notification-settings', {
          enabled: true,
        }),
        await call(world.base, world.owner.readKey, 'GET', '/api/v1/audit-events'),
        await call(
          world.base,
          `stk_${'a'.repeat(16)}_${'b'.repeat(64)}`,
          'GET',
          '/api/v1/subscriptions',
        ),
        await call(world.base, world.owner.writeKey, 'PATCH', '/api/v1/notification-settings', {
          pushUrl: 'x',
        }),
        await call(
          world.base,
          world.owner.writeKey,
          'POST',
          '/api/v1/subscriptions',
          'x'.repeat(70_000),
        ),
        await call(world.base, world.owner.readKey, 'GET', '/healthz', undefined, {
          'x-big': 'h'.repeat(20_000),
        }),
        await call(world.base, null, 'GET', '/healthz'),
        await call(world.base, null, 'GET', '/api/v1/openapi.json'),
      ];
      for (const r of responses) {
        // The OpenAPI document is served as is: a top-level requestId would make it invalid.
        if (!r.text.startsWith('{"openapi"')) assertWellFormed(r, r.text.slice(0, 200));
        assert.equal(r.headers.get('x-powered-by'), null);
        assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(r.headers.get('cache-control'), 'no-store');
        // A JSON answer loads nothing and is never framed (only /docs has a policy of its own).
        assert.equal(
          r.headers.get('content-security-policy'),
          "default-src 'none'; frame-ancestors 'none'",
        );
        assert.match(r.headers.get('content-type') ?? '', /^application\/json; charset=utf-8/);
        for (const leak of [
          /\bat .+\.ts:\d+/,
          // SQLite's own error text (SqliteError, SQLITE_BUSY) or a statement; the document's
          // `application/vnd.sqlite3` import media type is not a leak.
          /SqliteError|SQLITE_[A-Z]|SELECT .+ FROM|INSERT INTO/i,
          new RegExp(DEVICE_KEY),
          /sec-push/,
          /stk_[0-9a-f]{16}_[0-9a-f]{64}/,
        ]) {
          assert.doesNotMatch(r.text, leak);
        }
      }
      const settings = responses[1]!.json?.data as Record<string, unknown>;
      assert.equal(settings.pushConfigured, true);
    });
  });
}
