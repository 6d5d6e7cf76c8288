/**
 * What a sign-in with the provider is for: signing in, joining through an invitation
 * (the invitation's token hash: the token itself is not kept), or connecting the provider
 * to the member signed in (the challenge's member).
 */
export type OidcPurpose =
  | { kind: 'sign-in'; next: string }
  | { kind: 'join'; invitationTokenHash: string }
  | { kind: 'connect' };

/**
 * The server-side half of one round trip, stored as the sign-in challenge's payload
 * under its `state`: the PKCE verifier and nonce are checked against what comes back, and
 * the redirect URI is sent again to the token endpoint.
 */
export interface OidcRoundTrip {
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  purpose: OidcPurpose;
}

/** The round trip stored as `payload`, or null when it is not one (it always is: we wrote it). */
export function parseOidcRoundTrip(payload: string): OidcRoundTrip | null {
  try {
    const value = JSON.parse(payload) as Partial<OidcRoundTrip>;
    const ok =
      typeof value.codeVerifier === 'string' &&
      typeof value.nonce === 'string' &&
      typeof value.redirectUri === 'string' &&
      typeof value.purpose?.kind === 'string';
    return ok ? (value as OidcRoundTrip) : null;
  } catch {
    return null;
  }
}
