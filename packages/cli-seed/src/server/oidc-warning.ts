import type { OidcProblem } from '@subtrack/web';

/**
 * What `serve` says at start-up when sign-in with the identity provider does not work
 * (the server runs anyway: the sign-in page says so on the button, and subtrack checks again
 * when someone opens it). `detail` is the network's word (ECONNREFUSED), never a secret.
 *
 * @example
 * oidcWarning('Authelia', 'https://auth.example.com', 'unreachable', 'ECONNREFUSED');
 */
export function oidcWarning(
  name: string,
  issuer: string,
  problem: OidcProblem,
  detail: string,
): string {
  const why =
    problem === 'unreachable'
      ? `cannot reach the identity provider at ${issuer} (${detail}); check --oidc-issuer and that the provider is up`
      : `the identity provider at ${issuer} refused the client id and secret; check --oidc-client-id and SUBTRACK_OIDC_CLIENT_SECRET against the client registered there`;
  return `subtrack: warning: sign-in with ${name} does not work: ${why}. The server runs; the sign-in page says so, and subtrack tries the provider again when someone signs in.`;
}
