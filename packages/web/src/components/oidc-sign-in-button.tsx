/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { OidcProblem } from '../oidc/oidc-problem.js';
import { oidcProblemText } from '../oidc/oidc-problem.js';
import { useT } from './i18n-context.js';

/**
 * What the sign-in page (and an invitation's page) shows of the identity provider:
 * the button ("Sign in with Authelia", a link that starts the round trip), or, when the
 * provider cannot be used now, the same button disabled with the reason beside it.
 */
export interface OidcButtonState {
  /** "Sign in with Authelia" or "Join with Authelia". */
  action: 'signIn' | 'join';
  /** The provider's name, as the server's configuration gives it. */
  name: string;
  href: string;
  /** Why it cannot be used now; null when it can. */
  problem: OidcProblem | null;
}

/** The provider's button, or the disabled one and its reason. */
export function OidcSignInButton(props: { state: OidcButtonState }) {
  const { action, name, href, problem } = props.state;
  const t = useT();
  const label = t('oidc.button', { action, name });
  if (problem === null) {
    return (
      <p class="oidc-sign-in">
        <a class="button secondary" href={href}>
          {label}
        </a>
      </p>
    );
  }
  return (
    <div class="oidc-sign-in">
      <button type="button" class="secondary" disabled aria-describedby="oidc-problem">
        {label}
      </button>
      <p id="oidc-problem" class="quiet">
        {oidcProblemText(t, name, problem)}
      </p>
    </div>
  );
}
