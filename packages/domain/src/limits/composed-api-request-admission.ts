import type { ApiKeyStore } from '../ports/api-key-store.js';
import type { AdmissionRequest, ApiRequestAdmission } from '../ports/api-request-admission.js';
import type { FailureThrottleStore } from '../ports/failure-throttle-store.js';
import type { RequestQuotaStore } from '../ports/request-quota-store.js';
import { accountQuotaKey } from './account-quota-key.js';

/** The stores {@link composeApiRequestAdmission} asks in turn. */
export interface AdmissionStores {
  apiKeys: Pick<ApiKeyStore, 'findById'>;
  requestQuotas: RequestQuotaStore;
  failureThrottles: Pick<FailureThrottleStore, 'blockedUntil'>;
}

/**
 * An {@link ApiRequestAdmission} made of three stores asked one after the other: the
 * block, the key, the quota. Right where each answer costs nothing (one process's memory,
 * a SQLite file); a database server answers the same in one statement instead. The hash is
 * only checked here to decide whether to count; the caller still compares it in constant
 * time before trusting the key.
 *
 * @example
 * const admission = composeApiRequestAdmission({
 *   apiKeys: ports.apiKeys,
 *   requestQuotas: createInMemoryRequestQuotaStore(),
 *   failureThrottles: createInMemoryFailureThrottleStore(),
 * });
 */
export function composeApiRequestAdmission(stores: AdmissionStores): ApiRequestAdmission {
  return {
    async admit(request: AdmissionRequest) {
      const blockedUntil = await stores.failureThrottles.blockedUntil(
        request.blockKey,
        request.now,
      );
      if (blockedUntil !== null) return { blockedUntil, key: null, quota: null };
      const found = request.keyId === null ? null : await stores.apiKeys.findById(request.keyId);
      const key =
        found === null
          ? null
          : {
              id: found.id,
              accountId: found.accountId,
              scope: found.scope,
              hash: found.hash,
              revokedAt: found.revokedAt,
            };
      if (key === null || key.hash !== request.keyHash || key.revokedAt !== null)
        return { blockedUntil: null, key, quota: null };
      const quotaKey = accountQuotaKey(key.accountId);
      const quota =
        request.scope === 'write' && key.scope !== 'write'
          ? { counted: false, used: await stores.requestQuotas.used(quotaKey, request.window) }
          : await stores.requestQuotas.consume(quotaKey, request.window, request.limit);
      return { blockedUntil: null, key, quota };
    },
  };
}
