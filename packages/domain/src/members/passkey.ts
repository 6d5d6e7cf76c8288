import { DomainError } from '../shared/domain-error.js';

/**
 * A member's passkey (a WebAuthn credential) as stored. `credentialId` and
 * `publicKey` are base64url; `counter` is the authenticator's signature counter (0 for
 * authenticators that keep none); `id` names it on the account screen and in audit records.
 */
export interface PasskeyRecord {
  id: string;
  credentialId: string;
  accountId: string;
  memberId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** The longest passkey name, in Unicode code points after trimming. */
export const MAX_PASSKEY_NAME_LENGTH = 64;

const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/u;

/**
 * A passkey's name ("Phone", "YubiKey"): trimmed, 1 to 64 code points, no control
 * characters. Throws `invalid_passkey` naming `name`.
 *
 * @example parsePasskeyName('  Phone ') // 'Phone'
 */
export function parsePasskeyName(raw: string): string {
  const name = raw.trim();
  const length = [...name].length;
  if (length === 0 || length > MAX_PASSKEY_NAME_LENGTH || CONTROL_OR_LONE_SURROGATE.test(name)) {
    throw new DomainError(
      'invalid_passkey',
      `Give the passkey a name of 1 to ${MAX_PASSKEY_NAME_LENGTH} characters`,
      { field: 'name', suggestedFix: 'Name it after the device that holds it, like "Phone".' },
    );
  }
  return name;
}

/**
 * D46 (WebAuthn §6.1.1): a sign-in's signature counter is acceptable when it went up, or
 * when the authenticator keeps no counter (both zero). Anything else hints at a cloned
 * authenticator, and the sign-in is refused.
 *
 * @example passkeyCounterAccepted(4, 5) // true
 * @example passkeyCounterAccepted(5, 5) // false
 */
export function passkeyCounterAccepted(stored: number, next: number): boolean {
  return next > stored || (stored === 0 && next === 0);
}

/** One passkey as the account screen lists it: never its key material. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a verified WebAuthn registration gives (the adapter checked its attestation). */
export interface VerifiedPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}
