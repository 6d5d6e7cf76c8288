import { type Ports, type SignInChallengeRecord, takeSignInChallenge } from '@subtrack/domain';
import type { Context } from 'koa';
import * as client from 'openid-client';
import { isClientRefusal, isUnreachable, type OidcConnection } from './oidc-connection.js';
import type { OidcProblem } from './oidc-problem.js';
import { type OidcRoundTrip, parseOidcRoundTrip } from './oidc-round-trip.js';
import { takeOidcStateCookie } from './oidc-state-cookie.js';

/** The provider vouched for `issuer` + `subject` at the end of a round trip this browser began. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  /** The provider's email when it says it verified it (a label for a new member, never a key). */
  verifiedEmail: string | null;
  roundTrip: OidcRoundTrip;
  challenge: SignInChallengeRecord;
}

/**
 * Why a callback signs nobody in: `state` (not a round trip this browser began: tampered,
 * used before, expired), `denied` (the person stopped at the provider), `refused` (the
 * provider's answer failed a check: a code used before, a wrong nonce, a bad token), or a
 * problem of the provider's configuration.
 */
export type OidcFailure = 'state' | 'denied' | 'refused' | OidcProblem;

function queryText(ctx: Context, name: string): string {
  const value = ctx.query[name];
  return typeof value === 'string' ? value : '';
}

/** `claims`' email when the provider says it verified it, else null. */
function emailOf(claims: Record<string, unknown>): string | null {
  const email = claims['email'];
  return claims['email_verified'] === true && typeof email === 'string' ? email : null;
}

/**
 * The verified email a joining member starts with (a label, never a key): from the ID
 * token, else from the provider's userinfo (many providers put the `email` scope's claims
 * only there); null when neither says, or the userinfo cannot be read (joining goes on).
 */
async function verifiedEmailOf(
  config: client.Configuration,
  claims: client.IDToken,
  accessToken: string,
): Promise<string | null> {
  const fromToken = emailOf(claims);
  if (fromToken !== null || accessToken === '') return fromToken;
  try {
    return emailOf(await client.fetchUserInfo(config, accessToken, claims.sub));
  } catch {
    return null;
  }
}

/**
 * Finishes a round trip at the callback: the state must be this browser's (cookie) and
 * the server's (a challenge, used up here: a callback URL works once); then the code is
 * exchanged with the PKCE verifier, and the ID token's signature, issuer, audience, expiry
 * and nonce are checked by `openid-client`.
 */
export async function finishOidc(
  ctx: Context,
  deps: { ports: Ports; oidc: OidcConnection },
): Promise<{ ok: true; identity: OidcIdentity } | { ok: false; failure: OidcFailure }> {
  const state = queryText(ctx, 'state');
  const fromThisBrowser = takeOidcStateCookie(ctx, state);
  // Used up even when the cookie does not match: a state someone else sent works no more.
  const challenge =
    state === '' ? null : await takeSignInChallenge(deps.ports, { kind: 'oidc', key: state });
  const roundTrip = challenge ? parseOidcRoundTrip(challenge.payload) : null;
  if (!fromThisBrowser || !challenge || !roundTrip) return { ok: false, failure: 'state' };
  if (queryText(ctx, 'error') !== '') return { ok: false, failure: 'denied' };
  const checked = await deps.oidc.check();
  if (checked.problem !== null) return { ok: false, failure: checked.problem };
  // The URL the provider redirected to, as it knows it (the public URL, not the proxy's view).
  const currentUrl = new URL(roundTrip.redirectUri);
  currentUrl.search = ctx.querystring;
  let claims: client.IDToken | undefined;
  let accessToken = '';
  try {
    const tokens = await client.authorizationCodeGrant(checked.config, currentUrl, {
      pkceCodeVerifier: roundTrip.codeVerifier,
      expectedState: state,
      expectedNonce: roundTrip.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    accessToken = tokens.access_token;
  } catch (error) {
    if (isClientRefusal(error)) {
      deps.oidc.clientRefused();
      return { ok: false, failure: 'client_refused' };
    }
    if (isUnreachable(error)) return { ok: false, failure: 'unreachable' };
    return { ok: false, failure: 'refused' };
  }
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') {
    return { ok: false, failure: 'refused' };
  }
  const verifiedEmail =
    roundTrip.purpose.kind === 'join'
      ? await verifiedEmailOf(checked.config, claims, accessToken)
      : null;
  return {
    ok: true,
    identity: {
      issuer: claims.iss,
      subject: claims.sub,
      verifiedEmail,
      roundTrip,
      challenge,
    },
  };
}
