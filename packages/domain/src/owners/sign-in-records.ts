/**
 * One web session as stored: never the id itself, only its SHA-256 (`idHash`).
 * `publicId` names the session in audit records and on the account screen; D45: it
 * belongs to one member of the account.
 */
export interface WebSessionRecord {
  idHash: string;
  publicId: string;
  accountId: string;
  memberId: string;
  createdAt: string;
  lastSeenAt: string;
}

/** A one-time sign-in link as stored: the token's SHA-256 only; D45: for one member. */
export interface SignInLinkRecord {
  tokenHash: string;
  accountId: string;
  memberId: string;
  createdAt: string;
  expiresAt: string;
}

/** A session unused for this long is over. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** No session lives longer than this, used or not. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A sign-in link works this long. */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;
/**
 * Last-seen is written at most this often: a page view needs no write of its own, and the
 * 7-day idle rule cannot notice a minute.
 */
export const SESSION_TOUCH_MS = 60 * 1000;
