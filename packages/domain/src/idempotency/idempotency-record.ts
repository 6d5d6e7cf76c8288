/** What identifies a request beyond its key: a repeat must match all three. */
export interface IdempotentRequest {
  /** `POST`, `PATCH` or `DELETE`. */
  method: string;
  /** The request path with its query when it has one, e.g. `/api/v1/imports?source=wallos`. */
  path: string;
  /** {@link fingerprintBody} of the request body. */
  bodyHash: string;
}

/** The answer stored for replay, exactly as it was sent. */
export interface StoredResponse {
  status: number;
  /** At least `Content-Type`, and `Location`, `ETag` and `Deprecation` when sent. */
  headers: Record<string, string>;
  /** The body text as sent (it holds the first request's `requestId`). */
  body: string;
}

/** One idempotency key of one account. */
export interface IdempotencyRecord extends IdempotentRequest {
  accountId: string;
  key: string;
  /** RFC 3339 UTC instants. */
  createdAt: string;
  /** 24 hours after `createdAt`; an expired record is as good as none. */
  expiresAt: string;
  /** `null` while the first request runs. */
  response: StoredResponse | null;
  /** While it runs: until when the first request holds the key (a crashed one frees it then). */
  leaseUntil: string | null;
}
