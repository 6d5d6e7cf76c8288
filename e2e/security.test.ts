/**
 * OWASP API Security Top 10 (2023) checks over real HTTP (issue 8). Each `describe` names
 * the item; docs/security.md maps every item to these tests.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertWellFormed, snapshotAccount } from './support/invariants.js';
import {
  call,
  cliJson,
  createAccount,
  type System,
  startSystem,
  type TestAccount,
} from './support/system.js';
import { aBody } from './support/workload.js';

let system: System;
let owner: TestAccount;
let intruder: TestAccount;
let ownerRecord: string;
let base: string;

const DEVICE_KEY = 'sec-device-key-0123456789';
const PUSH_URL = 'http://127.0.0.1:9/sec-push';

before(async () => {
  system = await startSystem(['--rate-limit-per-hour', '10000000']);
  base = system.server.baseUrl;
  owner = createAccount(system.db, 'owner');
  intruder = createAccount(system.db, 'intruder');
  for (const account of [owner, intruder]) {
    cliJson([
      'notifications',
      'set',
      '--account',
      account.accountId,
      '--push-url',
      PUSH_URL,
      '--device-key',
      DEVICE_KEY,
      '--db',
      system.db,
    ]);
  }
  const created = await call(base, owner.writeKey, 'POST', '/api/v1/subscriptions', {
    ...aBody(),
    name: 'Owner secret plan',
  });
  assert.equal(created.status, 201, created.text);
  ownerRecord = (created.json!.data as { id: string }).id;
});
after(() => system.dispose());

const WRITE_ROUTES: Array<[string, () => string, unknown]> = [
  ['POST', () => '/api/v1/subscriptions', aBody()],
  ['PATCH', () => `/api/v1/subscriptions/${ownerRecord}`, { amount: 1 }],
  ['DELETE', () => `/api/v1/subscriptions/${ownerRecord}`, undefined],
  ['PATCH', () => '/api/v1/notification-settings', { enabled: false }],
];

describe('API1 broken object level authorization: another account key', () => {
  it('cannot read, change or delete a record by id (404 subscription_not_found)', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { amount: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(
        base,
        intruder.writeKey,
        method,
        `/api/v1/subscriptions/${ownerRecord}`,
        body,
      );
      assert.equal(r.status, 404, `${method}: ${r.text}`);
      assert.equal((r.json!.error as { code: string }).code, 'subscription_not_found');
    }
    const still = await call(base, owner.readKey, 'GET', `/api/v1/subscriptions/${ownerRecord}`);
    assert.equal(still.status, 200);
  });

  it('cannot change the owner settings: its PATCH reaches only its own', async () => {
    const ownerBefore = await call(base, owner.readKey, 'GET', '/api/v1/notification-settings');
    const r = await call(base, intruder.writeKey, 'PATCH', '/api/v1/notification-settings', {
      enabled: false,
      daysBefore: 14,
    });
    assert.equal(r.status, 200, r.text);
    const ownerAfter = await call(base, owner.readKey, 'GET', '/api/v1/notification-settings');
    assert.deepEqual(ownerAfter.json!.data, ownerBefore.json!.data);
  });

  it('finds nothing when it filters for the owner record by id or name', async () => {
    for (const path of [
      `/api/v1/audit-events?resourceId=${ownerRecord}`,
      '/api/v1/subscriptions?q=Owner%20secret',
    ]) {
      const r = await call(base, intruder.readKey, 'GET', path);
      assert.equal(r.status, 200, `${path}: ${r.text}`);
      assert.deepEqual(r.json!.data, [], path);
    }
  });

  it('sees none of the owner data in lists, analytics, audit or settings', async () => {
    for (const path of [
      '/api/v1/subscriptions',
      '/api/v1/analytics/summary',
      '/api/v1/analytics/duplicates',
      '/api/v1/analytics/optimizations',
      '/api/v1/audit-events',
      '/api/v1/notification-settings',
    ]) {
      const r = await call(base, intruder.readKey, 'GET', path);
      assert.equal(r.status, 200, `${path}: ${r.text}`);
      assert.ok(
        !r.text.includes(ownerRecord) && !r.text.includes('Owner secret plan'),
        `${path} leaks the owner's data`,
      );
    }
  });
});

describe('API2 broken authentication: keys', () => {
  it('answers a missing, malformed or revoked key with 401 and no data', async () => {
    const { keyId, key } = cliJson<{ keyId: string; key: string }>([
      'key',
      'create',
      '--account',
      owner.accountId,
      '--scope',
      'read',
      '--db',
      system.db,
    ]);
    assert.equal((await call(base, key, 'GET', '/api/v1/subscriptions')).status, 200);
    cliJson(['key', 'revoke', '--key-id', keyId, '--db', system.db]);
    const cases: Array<[string | null, string]> = [
      [null, 'authentication_required'],
      [key, 'invalid_api_key'], // D2: revoked keys fail from the next request on
      [`${owner.readKey.slice(0, -1)}0`, 'invalid_api_key'],
      ['not-a-key', 'invalid_api_key'],
    ];
    for (const [candidate, code] of cases) {
      const r = await call(base, candidate, 'GET', '/api/v1/subscriptions');
      assert.equal(r.status, 401, String(candidate));
      assert.equal((r.json!.error as { code: string }).code, code);
      assert.ok(!r.text.includes(ownerRecord));
    }
  });
});

describe('API2 broken authentication: the invalid-key throttle', () => {
  it('blocks an address after the failure limit, even for a valid key, and says why', async () => {
    const throttled = await startSystem([
      '--auth-failure-limit',
      '3',
      '--auth-block-seconds',
      '60',
    ]);
    try {
      const account = createAccount(throttled.db, 'throttled');
      for (let i = 0; i < 3; i++) {
        const r = await call(
          throttled.server.baseUrl,
          `stk_${'0'.repeat(16)}_${'1'.repeat(64)}`,
          'GET',
          '/api/v1/subscriptions',
        );
        assert.equal(r.status, 401);
      }
      const blocked = await call(
        throttled.server.baseUrl,
        account.readKey,
        'GET',
        '/api/v1/subscriptions',
      );
      assert.equal(blocked.status, 429);
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
      assert.match(
        String((blocked.json!.error as { message: string }).message),
        /invalid|key|attempt/i,
      );
    } finally {
      await throttled.dispose();
    }
  });
});

describe('API3 broken object property level authorization', () => {
  it('rejects server-managed and unknown fields on every write route and changes nothing', async () => {
    const before = await snapshotAccount(base, owner.writeKey);
    for (const field of ['id', 'createdAt', 'updatedAt', 'accountId', 'apiKeyId', '__proto__']) {
      for (const method of ['POST', 'PATCH'] as const) {
        const path =
          method === 'POST' ? '/api/v1/subscriptions' : `/api/v1/subscriptions/${ownerRecord}`;
        const text = JSON.stringify(aBody()).replace(/^\{/, `{${JSON.stringify(field)}:"x",`);
        const r = await call(base, owner.writeKey, method, path, text);
        assert.equal(r.status, 400, `${method} ${field}: ${r.text}`);
        const error = r.json?.error as { code: string; writableFields: string[] };
        assert.equal(error.code, 'invalid_subscription_field');
        assert.ok(error.writableFields.includes('amount'));
      }
    }
    for (const field of ['pushUrl', 'deviceKey', 'timeZone', 'pushConfigured']) {
      const r = await call(base, owner.writeKey, 'PATCH', '/api/v1/notification-settings', {
        [field]: 'x',
      });
      assert.equal(r.status, 400);
      assert.deepEqual((r.json!.error as { writableFields: string[] }).writableFields, [
        'daysBefore',
        'enabled',
      ]);
    }
    assert.equal(await snapshotAccount(base, owner.writeKey), before);
  });
});

describe('API4 unrestricted resource consumption: limits', () => {
  const codeOf = (r: { json: Record<string, unknown> | null }) =>
    (r.json?.error as { code?: string } | undefined)?.code;

  it('caps the page size at 100 and the analytics horizon at 365 days', async () => {
    for (const path of ['/api/v1/subscriptions?limit=101', '/api/v1/audit-events?limit=101']) {
      const r = await call(base, owner.readKey, 'GET', path);
      assert.equal(r.status, 400, path);
      assert.equal(codeOf(r), 'invalid_pagination', path);
    }
    const ok = await call(base, owner.readKey, 'GET', '/api/v1/subscriptions?limit=100');
    assert.equal(ok.status, 200);
    const horizon = await call(
      base,
      owner.readKey,
      'GET',
      '/api/v1/analytics/summary?horizonDays=366',
    );
    assert.equal(horizon.status, 400);
  });

  it('refuses a body over 64 KiB on every write route with 413 payload_too_large', async () => {
    const before = await snapshotAccount(base, owner.writeKey);
    const padding = 'x'.repeat(70_000);
    for (const [method, path, body] of [
      ['POST', '/api/v1/subscriptions', { ...aBody(), name: padding }],
      ['PATCH', `/api/v1/subscriptions/${ownerRecord}`, { name: padding }],
      ['PATCH', '/api/v1/notification-settings', { enabled: true, locale: padding }],
    ] as const) {
      const r = await call(base, owner.writeKey, method, path, body);
      assertWellFormed(r, `${method} ${path}`);
      assert.equal(r.status, 413, `${method} ${path}`);
      assert.equal(codeOf(r), 'payload_too_large');
    }
    assert.equal(await snapshotAccount(base, owner.writeKey), before);
  });

  it('caps name at 120 and category at 80 code points', async () => {
    for (const [field, length] of [
      ['name', 121],
      ['category', 81],
    ] as const) {
      const r = await call(base, owner.writeKey, 'POST', '/api/v1/subscriptions', {
        ...aBody(),
        [field]: 'x'.repeat(length),
      });
      assert.equal(r.status, 400);
      assert.deepEqual(
        [codeOf(r), (r.json!.error as { field: string }).field],
        ['invalid_subscription', field],
      );
    }
    // Code points, not UTF-16 units (D10): 120 emoji are 240 units and still fit.
    const emoji = await call(base, owner.writeKey, 'POST', '/api/v1/subscriptions', {
      ...aBody(),
      name: '😀'.repeat(120),
    });
    assert.equal(emoji.status, 201, emoji.text);
    await call(
      base,
      owner.writeKey,
      'DELETE',
      `/api/v1/subscriptions/${(emoji.json!.data as { id: string }).id}`,
    );
  });

  it('answers request headers over 16 KiB with 431 in the error envelope and keeps serving', async () => {
    const r = await call(base, owner.readKey, 'GET', '/api/v1/subscriptions', undefined, {
      'x-big': 'h'.repeat(20_000),
    });
    assert.equal(r.status, 431);
    assert.equal(codeOf(r), 'request_header_too_large');
    assertWellFormed(r, 'oversize header');
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(
      (await call(base, null, 'GET', '/healthz')).status,
      200,
      'server still healthy after an oversize header',
    );
  });
});

describe('API5 broken function level authorization: a read key', () => {
  it('gets 403 insufficient_scope on every write route and changes nothing', async () => {
    const before = await snapshotAccount(base, owner.writeKey);
    for (const [method, path, body] of WRITE_ROUTES) {
      const r = await call(base, owner.readKey, method, path(), body);
      assert.equal(r.status, 403, `${method} ${path()}: ${r.text}`);
      const error = r.json?.error as { code: string; suggestedFix: string };
      assert.equal(error.code, 'insufficient_scope');
      assert.ok(error.suggestedFix.length > 0);
    }
    assert.equal(await snapshotAccount(base, owner.writeKey), before);
  });
});

describe('API8 security misconfiguration', () => {
  it('sends security headers and no X-Powered-By, stack trace, SQL or secret on any response', async () => {
    const responses = [
      await call(base, owner.readKey, 'GET', '/api/v1/subscriptions'),
      await call(base, owner.readKey, 'GET', '/api/v1/notification-settings'),
      await call(base, owner.writeKey, 'POST', '/api/v1/subscriptions', '{"broken'),
      await call(base, null, 'GET', '/api/v1/subscriptions'),
      await call(base, owner.readKey, 'GET', '/nope'),
      await call(base, owner.readKey, 'PUT', '/api/v1/subscriptions'),
      await call(base, owner.readKey, 'GET', '/api/v1/subscriptions/not-a-uuid'),
      await call(base, owner.writeKey, 'POST', '/api/v1/subscriptions', aBody()),
      await call(base, owner.readKey, 'PATCH', '/api/v1/notification-settings', { enabled: true }),
      await call(base, owner.readKey, 'GET', '/api/v1/audit-events'),
      await call(base, `stk_${'a'.repeat(16)}_${'b'.repeat(64)}`, 'GET', '/api/v1/subscriptions'),
      await call(base, owner.writeKey, 'PATCH', '/api/v1/notification-settings', { pushUrl: 'x' }),
      await call(base, owner.writeKey, 'POST', '/api/v1/subscriptions', 'x'.repeat(70_000)),
      await call(base, owner.readKey, 'GET', '/healthz', undefined, {
        'x-big': 'h'.repeat(20_000),
      }),
      await call(base, null, 'GET', '/healthz'),
      await call(base, null, 'GET', '/api/v1/openapi.json'),
    ];
    for (const r of responses) {
      // The OpenAPI document is served as is: a top-level requestId would make it invalid.
      if (!r.text.startsWith('{"openapi"')) assertWellFormed(r, r.text.slice(0, 200));
      assert.equal(r.headers.get('x-powered-by'), null);
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(r.headers.get('cache-control'), 'no-store');
      assert.match(r.headers.get('content-type') ?? '', /^application\/json; charset=utf-8/);
      for (const leak of [
        /\bat .+\.ts:\d+/,
        /SQLITE|SELECT |INSERT /i,
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

describe('API9 improper inventory management', () => {
  it('serves exactly the operations of its OpenAPI document', async () => {
    const doc = (await call(base, null, 'GET', '/api/v1/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = ['get', 'post', 'patch', 'delete', 'put'];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const concrete = path.replace('{id}', ownerRecord);
      for (const method of methods) {
        const r = await call(
          base,
          owner.readKey,
          method.toUpperCase(),
          concrete,
          method === 'get' || method === 'delete' ? undefined : {},
        );
        if (method in operations)
          assert.notEqual(r.status, 405, `${method} ${path} documented but not served`);
        else assert.equal(r.status, 405, `${method} ${path} served but not documented`);
      }
    }
    for (const path of [
      '/api/v2/subscriptions',
      '/api/v1/admin',
      '/api/v1/keys',
      '/.env',
      '/api/v1/subscriptions/x/y',
    ]) {
      const r = await call(base, owner.readKey, 'GET', path);
      assert.equal(r.status, 404, path);
      assert.equal((r.json!.error as { code: string }).code, 'not_found');
    }
  });
});
