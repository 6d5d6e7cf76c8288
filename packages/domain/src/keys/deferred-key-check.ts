/**
 * An API key's check left to the request's first read. A store a round trip away may
 * admit a request from what its process already knows of the key (its account and scope,
 * which never change, and a unit of the account's quota in hand) and leave the rest to the
 * record's read, in the same statement: that the key is still stored with this hash and
 * not revoked, and that the client's address is not blocked. Until a read sets
 * `confirmed`, nothing read may be answered: the caller checks the key again on its own.
 */
export interface DeferredKeyCheck {
  /** The key's public id. */
  keyId: string;
  /** Lower-case hex SHA-256 of the whole key text sent. */
  keyHash: string;
  /** The failure-throttle key of the client's address. */
  blockKey: string;
  /** The instant the block is checked at (RFC 3339). */
  now: string;
  /** Set by the read that found the key live and the address not blocked. */
  confirmed: boolean;
}
