/**
 * Why sign-in with the provider does not work now: `unreachable` (its discovery
 * document could not be fetched: a wrong address, the provider down) or `client_refused`
 * (it refused subtrack's client id or secret).
 */
export type OidcProblem = 'unreachable' | 'client_refused';

/** The sentence a person on the sign-in page reads about a problem (no detail of the server). */
export function oidcProblemText(name: string, problem: OidcProblem): string {
  return problem === 'unreachable'
    ? `Sign-in with ${name} is not available right now: subtrack cannot reach the identity provider. Sign in with your password, or ask the server's administrator to check the provider's address.`
    : `Sign-in with ${name} is not available: the identity provider refused subtrack's client id or secret. Sign in with your password, or ask the server's administrator to check them.`;
}
