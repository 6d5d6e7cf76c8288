import type { OidcButtonState } from '../components/oidc-sign-in-button.js';
import type { OidcConnection } from './oidc-connection.js';
import { oidcProblemText } from './oidc-problem.js';

/**
 * The provider's button of a page (`verb` "Sign in with" or "Join with"), checking the
 * provider when due so a problem shows on the button; null when no provider is set up.
 */
export async function oidcButtonState(
  oidc: OidcConnection | undefined,
  verb: 'Sign in with' | 'Join with',
  href: string,
): Promise<OidcButtonState | null> {
  if (!oidc) return null;
  const checked = await oidc.check();
  return {
    label: `${verb} ${oidc.name}`,
    href,
    problem: checked.problem === null ? null : oidcProblemText(oidc.name, checked.problem),
  };
}
