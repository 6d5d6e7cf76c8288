import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { composeApiRequestAdmission } from '../limits/composed-api-request-admission.js';
import { createInMemoryFailureThrottleStore } from '../limits/in-memory-failure-throttle-store.js';
import { createInMemoryRequestQuotaStore } from '../limits/in-memory-request-quota-store.js';
import type { ApiRequestAdmission } from '../ports/api-request-admission.js';
import { aTestWorld } from '../testing/test-world.js';
import { admitApiRequest } from './admit-api-request.js';
import { createApiKey } from './create-api-key.js';
import { revokeApiKey } from './revoke-api-key.js';

const fails = (code: string) => (error: unknown) => {
  assert.equal((error as { code?: string }).code, code);
  return true;
};

const entry = {
  blockKey: 'invalid-key:address:203.0.113.9',
  now: '2026-11-21T08:10:00.000Z',
  window: '2026-11-21T08:00:00.000Z',
  limit: 10,
  scope: 'read' as const,
};

async function withKey() {
  const world = await aTestWorld();
  const ctx = cliWriteContext(world.accountId, 'req-cli');
  const { apiKey, key } = await createApiKey(world.ports, ctx, { scope: 'read' });
  const failureThrottles = createInMemoryFailureThrottleStore();
  const admission = composeApiRequestAdmission({
    apiKeys: world.ports.apiKeys,
    requestQuotas: createInMemoryRequestQuotaStore(),
    failureThrottles,
  });
  return { ...world, apiKey, key, admission, failureThrottles };
}

/** An admission that fails the test when asked: for answers that need no storage. */
const neverAsked: ApiRequestAdmission = {
  admit: () => assert.fail('storage was asked'),
};

describe('admitApiRequest', () => {
  it('admits a valid key with the request counted against its account', async () => {
    const { admission, key, apiKey, accountId } = await withKey();
    const admitted = await admitApiRequest(admission, `Bearer ${key}`, entry);
    assert.deepEqual(admitted, {
      kind: 'admitted',
      principal: { accountId, apiKeyId: apiKey.id, scope: 'read' },
      quota: { counted: true, used: 1 },
    });
  });

  it('answers a missing header with authentication_required without asking storage', async () => {
    await assert.rejects(
      admitApiRequest(neverAsked, undefined, entry),
      fails('authentication_required'),
    );
    await assert.rejects(admitApiRequest(neverAsked, '', entry), fails('authentication_required'));
  });

  it('refuses a header of another scheme, a malformed, mismatched or revoked key', async () => {
    const { admission, key, ports, apiKey } = await withKey();
    await assert.rejects(
      admitApiRequest(admission, 'Basic dXNlcjpwYXNz', entry),
      fails('authentication_required'),
    );
    await assert.rejects(
      admitApiRequest(admission, 'Bearer stk_nope', entry),
      fails('invalid_api_key'),
    );
    const otherSecret = `${key.slice(0, -4)}0000`;
    await assert.rejects(
      admitApiRequest(admission, `Bearer ${otherSecret}`, entry),
      fails('invalid_api_key'),
    );
    await revokeApiKey(ports, cliWriteContext(apiKey.accountId, 'req-revoke'), apiKey.id);
    await assert.rejects(
      admitApiRequest(admission, `Bearer ${key}`, entry),
      fails('invalid_api_key'),
    );
  });

  it('answers a blocked address with its block, whatever the header holds', async () => {
    const { admission, key, failureThrottles } = await withKey();
    const policy = { limit: 1, windowMs: 900_000, blockMs: 900_000 };
    await failureThrottles.take(entry.blockKey, 'a1', '2026-11-21T08:00:00.000Z', policy);
    for (const header of [`Bearer ${key}`, 'Basic dXNlcjpwYXNz', 'Bearer stk_nope']) {
      assert.deepEqual(await admitApiRequest(admission, header, entry), {
        kind: 'blocked',
        until: '2026-11-21T08:15:00.000Z',
      });
    }
  });
});
