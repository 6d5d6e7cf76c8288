import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { hashApiKeyText } from '../../keys/api-key-text.js';
import { accountQuotaKey } from '../../limits/account-quota-key.js';
import type { ApiKeyStore } from '../../ports/api-key-store.js';
import type { AdmissionRequest, ApiRequestAdmission } from '../../ports/api-request-admission.js';
import type { FailureThrottleStore } from '../../ports/failure-throttle-store.js';
import type { RequestQuotaStore } from '../../ports/request-quota-store.js';
import { anApiKey } from '../builders.js';
import { ACCOUNT_A } from './ports-factory.js';

/** One admission with the stores it reads, empty but for account A. */
export interface MadeAdmission {
  admission: ApiRequestAdmission;
  apiKeys: ApiKeyStore;
  requestQuotas: RequestQuotaStore;
  failureThrottles: FailureThrottleStore;
}

export type ApiRequestAdmissionFactory = () => MadeAdmission | Promise<MadeAdmission>;

const NOW = '2026-11-21T08:10:00.000Z';
const WINDOW = '2026-11-21T08:00:00.000Z';
const ADDRESS = 'invalid-key:address:203.0.113.9';
const KEY_TEXT = `stk_00000000000000a1_${'ab'.repeat(32)}`;
const OTHER_TEXT = `stk_00000000000000a1_${'cd'.repeat(32)}`;

/**
 * The `ApiRequestAdmission` contract: a blocked address gets its block
 * and nothing else; an unknown, mismatched or revoked key counts nothing; a matching key
 * with the route's scope counts one request against its account's quota (the same count
 * `RequestQuotaStore` keeps under `accountQuotaKey`), up to the limit; a key without the
 * scope counts nothing but reports the count.
 */
export function describeApiRequestAdmissionContract(factory: ApiRequestAdmissionFactory): void {
  describe('ApiRequestAdmission contract', () => {
    let made: MadeAdmission;
    beforeEach(async () => {
      made = await factory();
    });
    const quotaKey = accountQuotaKey(ACCOUNT_A);
    const request = (overrides: Partial<AdmissionRequest> = {}): AdmissionRequest => ({
      blockKey: ADDRESS,
      now: NOW,
      keyId: '00000000000000a1',
      keyHash: hashApiKeyText(KEY_TEXT),
      window: WINDOW,
      limit: 2,
      scope: 'read',
      ...overrides,
    });
    const storeKey = (overrides: Parameters<typeof anApiKey>[0] = {}) =>
      made.apiKeys.insert(
        anApiKey({
          id: '00000000000000a1',
          accountId: ACCOUNT_A,
          hash: hashApiKeyText(KEY_TEXT),
          ...overrides,
        }),
      );

    it('counts a matching key against its account, up to the limit', async () => {
      await storeKey();
      const first = await made.admission.admit(request());
      assert.equal(first.blockedUntil, null);
      assert.equal(first.key?.accountId, ACCOUNT_A);
      assert.deepEqual(first.quota, { counted: true, used: 1 });
      assert.deepEqual((await made.admission.admit(request())).quota, { counted: true, used: 2 });
      assert.deepEqual((await made.admission.admit(request())).quota, { counted: false, used: 2 });
      assert.equal(await made.requestQuotas.used(quotaKey, WINDOW), 2);
    });

    it('counts nothing for an unknown key, another secret of a known id, or a revoked key', async () => {
      const unknown = await made.admission.admit(request());
      assert.deepEqual(unknown, { blockedUntil: null, key: null, quota: null });
      await storeKey({ revokedAt: null });
      const stranger = await made.admission.admit(request({ keyHash: hashApiKeyText(OTHER_TEXT) }));
      assert.equal(stranger.quota, null, 'a stranger knowing the key id uses no quota');
      assert.equal(stranger.key?.id, '00000000000000a1');
      const malformed = await made.admission.admit(request({ keyId: null, keyHash: '' }));
      assert.deepEqual(malformed, { blockedUntil: null, key: null, quota: null });
      assert.equal(await made.requestQuotas.used(quotaKey, WINDOW), 0);
    });

    it('counts nothing for a revoked key', async () => {
      await storeKey({ revokedAt: '2026-11-21T08:05:00.000Z' });
      const revoked = await made.admission.admit(request());
      assert.equal(revoked.key?.revokedAt, '2026-11-21T08:05:00.000Z');
      assert.equal(revoked.quota, null);
      assert.equal(await made.requestQuotas.used(quotaKey, WINDOW), 0);
    });

    it('counts nothing for a read key on a write route, and reports the count', async () => {
      await storeKey({ scope: 'read' });
      await made.admission.admit(request());
      const refused = await made.admission.admit(request({ scope: 'write' }));
      assert.deepEqual(refused.quota, { counted: false, used: 1 });
      assert.equal(await made.requestQuotas.used(quotaKey, WINDOW), 1);
    });

    it('answers a blocked address with its block, without looking at the key or counting', async () => {
      await storeKey();
      const policy = { limit: 1, windowMs: 900_000, blockMs: 900_000 };
      await made.failureThrottles.take(ADDRESS, 'attempt-1', '2026-11-21T08:00:00.000Z', policy);
      const blocked = await made.admission.admit(request());
      assert.deepEqual(blocked, {
        blockedUntil: '2026-11-21T08:15:00.000Z',
        key: null,
        quota: null,
      });
      assert.equal(await made.requestQuotas.used(quotaKey, WINDOW), 0);
      const elsewhere = await made.admission.admit(request({ blockKey: 'invalid-key:address:x' }));
      assert.deepEqual(elsewhere.quota, { counted: true, used: 1 });
    });

    it('counts exactly up to the limit when many requests arrive at once', async () => {
      await storeKey();
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => made.admission.admit(request({ limit: 20 }))),
      );
      assert.equal(answers.filter((a) => a.quota?.counted).length, 20);
      assert.equal(await made.requestQuotas.used(quotaKey, WINDOW), 20);
    });
  });
}
