import type { OidcButtonState } from '../components/oidc-sign-in-button.js';
import type { OidcConnection } from './oidc-connection.js';

/**
 * The provider's button of a page (`action` "Sign in with" or "Join with" the provider),
 * checking the provider when due so a problem shows on the button; null when no provider is
 * set up.
 */
export async function oidcButtonState(
  oidc: OidcConnection | undefined,
  action: OidcButtonState['action'],
  href: string,
): Promise<OidcButtonState | null> {
  if (!oidc) return null;
  const checked = await oidc.check();
  return { action, name: oidc.name, href, problem: checked.problem };
}
