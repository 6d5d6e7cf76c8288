import { beginSignInChallenge, type Ports } from '@subtrack/domain';
import type { Context } from 'koa';
import * as client from 'openid-client';
import { publicOrigin } from '../http/public-origin.js';
import type { OidcConnection } from './oidc-connection.js';
import type { OidcProblem } from './oidc-problem.js';
import type { OidcPurpose, OidcRoundTrip } from './oidc-round-trip.js';
import { setOidcStateCookie } from './oidc-state-cookie.js';

/** The one redirect URI subtrack registers at the provider, under the public URL. */
export const OIDC_CALLBACK_PATH = '/sign-in/oidc/callback';

/**
 * Begins a round trip to the provider (authorization code with PKCE): a fresh state,
 * nonce and code verifier, kept on the server as a sign-in challenge (`member`: who is
 * connecting the provider from their account screen) and the state in this browser's
 * cookie. Answers the provider's authorization URL to send the browser to, or the problem
 * that stops it.
 */
export async function beginOidc(
  ctx: Context,
  deps: { ports: Ports; oidc: OidcConnection; publicUrl: string | null },
  purpose: OidcPurpose,
  member: { accountId: string; memberId: string } | null = null,
): Promise<{ url: URL } | { problem: OidcProblem }> {
  const checked = await deps.oidc.check();
  if (checked.problem !== null) return { problem: checked.problem };
  const state = client.randomState();
  const roundTrip: OidcRoundTrip = {
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
    redirectUri: publicOrigin(ctx, deps.publicUrl) + OIDC_CALLBACK_PATH,
    purpose,
  };
  await beginSignInChallenge(deps.ports, {
    kind: 'oidc',
    key: state,
    accountId: member?.accountId ?? null,
    memberId: member?.memberId ?? null,
    payload: JSON.stringify(roundTrip),
  });
  setOidcStateCookie(ctx, state);
  const url = client.buildAuthorizationUrl(checked.config, {
    redirect_uri: roundTrip.redirectUri,
    scope: 'openid email',
    state,
    nonce: roundTrip.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(roundTrip.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url };
}
