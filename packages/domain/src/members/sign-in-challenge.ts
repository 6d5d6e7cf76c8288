/**
 * The server-side half of a sign-in that takes two requests: an identity provider
 * round trip (`oidc`: keyed by the `state` sent to the provider) or a WebAuthn ceremony
 * (`passkey_registration`, `passkey_sign_in`: keyed by the challenge the browser signs).
 */
export const SIGN_IN_CHALLENGE_KINDS = ['oidc', 'passkey_registration', 'passkey_sign_in'] as const;
export type SignInChallengeKind = (typeof SIGN_IN_CHALLENGE_KINDS)[number];

/**
 * A stored challenge: its key's SHA-256 only, used once (taken), short-lived.
 * `memberId` ties it to the member who began it (a passkey being added, an identity being
 * bound from the account screen); `payload` is what the finishing request needs (JSON text
 * the adapter that began it wrote: a PKCE verifier and nonce, a redirect URI).
 */
export interface SignInChallengeRecord {
  keyHash: string;
  kind: SignInChallengeKind;
  accountId: string | null;
  memberId: string | null;
  payload: string;
  createdAt: string;
  expiresAt: string;
}

/** How long each kind of challenge may wait for its second request. */
export const SIGN_IN_CHALLENGE_MS: Readonly<Record<SignInChallengeKind, number>> = {
  // Time to sign in at the provider (a password, a second factor).
  oidc: 10 * 60 * 1000,
  // WebAuthn's recommended ceremony timeout is five minutes.
  passkey_registration: 5 * 60 * 1000,
  passkey_sign_in: 5 * 60 * 1000,
};
