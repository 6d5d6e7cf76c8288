/** @jsxRuntime automatic */
/** @jsxImportSource preact */

/**
 * What the sign-in page (and an invitation's page) shows of the identity provider:
 * the button ("Sign in with Authelia", a link that starts the round trip), or, when the
 * provider cannot be used now, the same button disabled with the reason beside it.
 */
export interface OidcButtonState {
  /** "Sign in with Authelia", "Join with Authelia". */
  label: string;
  href: string;
  /** Why it cannot be used now (said in words); null when it can. */
  problem: string | null;
}

/** The provider's button, or the disabled one and its reason. */
export function OidcSignInButton(props: { state: OidcButtonState }) {
  const { label, href, problem } = props.state;
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
        {problem}
      </p>
    </div>
  );
}
