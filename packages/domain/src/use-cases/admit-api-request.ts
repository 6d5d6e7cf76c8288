import type { Principal } from '../keys/api-key.js';
import { authenticationRequired, invalidApiKey } from '../keys/api-key-errors.js';
import { apiKeyHashesMatch, hashApiKeyText, parseApiKeyText } from '../keys/api-key-text.js';
import { bearerTokenOf } from '../keys/bearer-token.js';
import type { DeferredKeyCheck } from '../keys/deferred-key-check.js';
import type { AdmissionRequest, ApiRequestAdmission } from '../ports/api-request-admission.js';
import type { QuotaCount } from '../ports/request-quota-store.js';

/** What the caller knows before asking: where the request comes from, its route, the window. */
export type ApiRequestEntry = Omit<AdmissionRequest, 'keyId' | 'keyHash'>;

/** A request's way in: its address is blocked, or its key is who it says (with the quota). */
export type AdmittedRequest =
  | { kind: 'blocked'; until: string }
  | {
      kind: 'admitted';
      principal: Principal;
      quota: QuotaCount;
      /** When the store left the key's check to the request's first read: hand it to that read. */
      keyCheck?: DeferredKeyCheck;
    };

/**
 * Authenticates an `Authorization` header and counts the request against its
 * account's quota in one call of the admission port (one round trip on a database server).
 * A missing header gives `authentication_required` without asking storage. Any other header
 * is checked against the address's block first (`blocked`, whatever the header holds);
 * then a header that is not `Bearer <token>` gives `authentication_required`, and a token
 * that is malformed, unknown, does not match its stored hash (compared in constant time)
 * or is revoked gives `invalid_api_key`. An admitted request's `quota` says whether it was
 * counted: not for a key without the route's scope (the caller answers 403), nor when the
 * window is full (429). With `deferKeyCheck`, the store may admit from what it knows and
 * leave the key's check to the request's read (`keyCheck`, see `DeferredKeyCheck`).
 *
 * @example
 * const entry = { blockKey, now, window, limit: 1000, scope: 'read' };
 * const admitted = await admitApiRequest(admission, req.headers.authorization, entry);
 */
export async function admitApiRequest(
  admission: ApiRequestAdmission,
  authorizationHeader: string | undefined,
  entry: ApiRequestEntry,
): Promise<AdmittedRequest> {
  if (authorizationHeader === undefined || authorizationHeader === '') {
    throw authenticationRequired();
  }
  const text = bearerTokenOf(authorizationHeader);
  const parsed = text === null ? null : parseApiKeyText(text);
  const keyHash = parsed === null ? '' : hashApiKeyText(text!);
  // Written out field by field (no spread): one hidden class for every request.
  const found = await admission.admit({
    blockKey: entry.blockKey,
    now: entry.now,
    keyId: parsed?.keyId ?? null,
    keyHash,
    window: entry.window,
    limit: entry.limit,
    scope: entry.scope,
    deferKeyCheck: entry.deferKeyCheck,
  });
  if (found.blockedUntil !== null) return { kind: 'blocked', until: found.blockedUntil };
  if (text === null) throw authenticationRequired();
  const { key, quota } = found;
  if (key === null || !apiKeyHashesMatch(keyHash, key.hash) || key.revokedAt !== null || !quota) {
    throw invalidApiKey();
  }
  const principal = { accountId: key.accountId, apiKeyId: key.id, scope: key.scope };
  if (found.deferred !== true) return { kind: 'admitted', principal, quota };
  const keyCheck = {
    keyId: key.id,
    keyHash,
    blockKey: entry.blockKey,
    now: entry.now,
    confirmed: false,
  };
  return { kind: 'admitted', principal, quota, keyCheck };
}
