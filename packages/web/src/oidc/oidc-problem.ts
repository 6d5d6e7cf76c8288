import type { Translate } from '@subtrack/i18n';

/**
 * Why sign-in with the provider does not work now: `unreachable` (its discovery
 * document could not be fetched: a wrong address, the provider down) or `client_refused`
 * (it refused subtrack's client id or secret).
 */
export type OidcProblem = 'unreachable' | 'client_refused';

/** The sentence a person on the sign-in page reads about a problem (no detail of the server). */
export function oidcProblemText(t: Translate, name: string, problem: OidcProblem): string {
  return t('oidc.problem', { name, problem });
}
