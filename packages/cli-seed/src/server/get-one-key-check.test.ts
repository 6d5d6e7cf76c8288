// Issue 34, D51: a GET of one subscription on PostgreSQL checks its key in the record's own
// read once the process knows the key. What another process did since (a revocation, a
// block of the client's address) still decides the very next request.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  cliWriteContext,
  createAccount,
  createApiKey,
  createSubscription,
  parseCreateSubscriptionBody,
  revokeApiKey,
} from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { createApp, createHttpServer } from '@subtrack/http-koa';
import type { Pool } from 'pg';
import { useSharedTestDatabase } from '../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { testPorts } from '../../../postgres-adapter/src/test-support/postgres-test-ports.js';

const twoProcesses = useSharedTestDatabase(2);
const FAILURE_LIMIT = 10;

/** One `serve` process on `pool`: its base address and its ports. */
async function serve(pool: Pool, closers: Array<() => Promise<void>>) {
  const ports = testPorts(pool);
  const app = createApp({
    ports,
    requestQuotas: ports.requestQuotas,
    failureThrottles: ports.failureThrottles,
    admission: ports.admission,
    authFailureLimit: FAILURE_LIMIT,
    log: () => {},
  });
  const server = createHttpServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ports };
}

describe('GET /api/v1/subscriptions/:id on PostgreSQL, the key checked with the record', () => {
  const closers: Array<() => Promise<void>> = [];
  let first: Awaited<ReturnType<typeof serve>>;
  let second: Awaited<ReturnType<typeof serve>>;
  let accountId: string;
  let subscriptionId: string;

  before(async () => {
    const [one, two] = await twoProcesses();
    first = await serve(one!, closers);
    second = await serve(two!, closers);
    accountId = (await createAccount(first.ports, { name: 'Key checks' })).id;
    const input = parseCreateSubscriptionBody(aSubscriptionBody());
    const ctx = cliWriteContext(accountId, 'req-cli');
    subscriptionId = (await createSubscription(first.ports, ctx, input)).id;
  });
  after(() => Promise.all(closers.map((close) => close())));

  const newKey = async () =>
    createApiKey(first.ports, cliWriteContext(accountId, 'req-cli'), { scope: 'read' });
  const get = (base: string, key: string, id = subscriptionId) =>
    fetch(`${base}/api/v1/subscriptions/${id}`, { headers: { authorization: `Bearer ${key}` } });

  it('answers the record with the quota counted, request after request', async () => {
    const { key } = await newKey();
    const remaining: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await get(first.base, key);
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { data: { id: string } }).data.id, subscriptionId);
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    assert.deepEqual(remaining, [remaining[0]!, remaining[0]! - 1, remaining[0]! - 2]);
  });

  it('refuses a key revoked on another process at the next request, counting nothing', async () => {
    const { key, apiKey } = await newKey();
    const { key: other } = await newKey();
    assert.equal((await get(first.base, key)).status, 200);
    const before = Number((await get(first.base, other)).headers.get('x-ratelimit-remaining'));
    await revokeApiKey(second.ports, cliWriteContext(accountId, 'req-cli'), apiKey.id);
    const refused = await get(first.base, key);
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('www-authenticate'), 'Bearer error="invalid_token"');
    assert.equal(
      ((await refused.json()) as { error: { code: string } }).error.code,
      'invalid_api_key',
    );
    // The refused request used none of the account's quota.
    const next = await get(first.base, other);
    assert.equal(Number(next.headers.get('x-ratelimit-remaining')), before - 1);
  });

  it('answers 401, not 400, to a revoked key asking for a malformed id', async () => {
    const { key, apiKey } = await newKey();
    assert.equal((await get(first.base, key)).status, 200);
    await revokeApiKey(second.ports, cliWriteContext(accountId, 'req-cli'), apiKey.id);
    assert.equal((await get(first.base, key, 'not-an-id')).status, 401);
  });

  it('refuses another secret under a known key id, and still serves the real one', async () => {
    const { key } = await newKey();
    assert.equal((await get(first.base, key)).status, 200);
    const forged = `${key.slice(0, -4)}${key.endsWith('0000') ? '1111' : '0000'}`;
    const refused = await get(first.base, forged);
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('www-authenticate'), 'Bearer error="invalid_token"');
    assert.equal((await get(first.base, key)).status, 200);
  });

  it('answers 429 to a good key once another process blocked the address', async () => {
    const { key } = await newKey();
    assert.equal((await get(first.base, key)).status, 200);
    // The refusals of the tests before count too: invalid keys until the address is blocked.
    let refusals = 0;
    while ((await get(second.base, 'stk_0000000000000000_nothing')).status === 401) {
      refusals += 1;
      assert.ok(refusals <= FAILURE_LIMIT, 'the address was never blocked');
    }
    const blocked = await get(first.base, key);
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal(((await blocked.json()) as { data?: unknown }).data, undefined);
  });
});
