import type { ApiKey, ApiKeyScope } from '../keys/api-key.js';
import type { QuotaCount } from './request-quota-store.js';

/** What an API request asks storage before its route runs. */
export interface AdmissionRequest {
  /** The failure-throttle key of the client's address: when it is blocked, nothing else happens. */
  blockKey: string;
  /** The instant the block is checked at (RFC 3339). */
  now: string;
  /** The public id the key text names; `null` when the text is no well-formed key. */
  keyId: string | null;
  /** Lower-case hex SHA-256 of the whole key text sent (what `ApiKey.hash` holds for a match). */
  keyHash: string;
  /** The hourly quota's window (named by its start) and its limit, counted under the key's account. */
  window: string;
  limit: number;
  /** The scope the route needs: a read key counts nothing on a write route (it gets 403). */
  scope: ApiKeyScope;
  /**
   * The caller's first read checks the key itself (see `DeferredKeyCheck`): a store that
   * knows the key's account and scope and holds a unit of its quota may answer `deferred`
   * without reading anything.
   */
  deferKeyCheck?: boolean;
}

/** The key as admission reads it: what authenticating a request needs, nothing more. */
export type AdmittedKey = Pick<ApiKey, 'id' | 'accountId' | 'scope' | 'hash' | 'revokedAt'>;

/** What {@link ApiRequestAdmission.admit} found and did. */
export interface Admission {
  /** The end of the address's block when it is blocked (then `key` and `quota` are null). */
  blockedUntil: string | null;
  /** The stored key of that id, whether or not it matches (`null`: none, or blocked). */
  key: AdmittedKey | null;
  /**
   * The key's account's quota, only when the key matched its hash and is not revoked:
   * counted (`counted` true) when the key has the route's scope and the window had room;
   * otherwise not counted, with the requests already counted in the window.
   */
  quota: QuotaCount | null;
  /**
   * True when nothing was read: `key` is what the store knew of the key's id (its `hash`
   * the one sent, unchecked) and its quota unit was taken; the caller's read must confirm
   * the key before anything is answered. Only when `deferKeyCheck` was asked.
   */
  deferred?: boolean;
}

/**
 * The API key, the invalid-key block and the request quota in one step, so a database
 * server answers it in one round trip: is the
 * client's address blocked for invalid keys, which key is it, and, for a key that matches,
 * is live and has the scope, one request counted against its account's hourly quota.
 * Nothing is counted for a blocked address, an unknown, mismatched or revoked key, or a key
 * without the scope: a stranger who knows a key's public id cannot use its account's
 * quota. Each call reads the key as stored now, so a revoked key is refused from the next
 * request on, on every process. A count may be forgotten by a crash of the database (see
 * the adapter); a refusal never is.
 */
export interface ApiRequestAdmission {
  admit(request: AdmissionRequest): Promise<Admission>;
}
