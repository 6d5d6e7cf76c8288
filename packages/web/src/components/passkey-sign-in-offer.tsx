/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { PasskeyForm, type PasskeyOffer, PasskeyUnavailable } from './passkey-parts.js';

/**
 * "Sign in with a passkey" under the password form. The form is hidden until the
 * page's script runs (it asks the authenticator, then sends the answer in `response`);
 * with JavaScript off, a note says so and the password and link ways stay.
 */
export function PasskeySignInOffer(props: {
  offer: PasskeyOffer;
  csrfToken: string;
  next?: string | null;
}) {
  const action = props.next
    ? `/sign-in/passkey?next=${encodeURIComponent(props.next)}`
    : '/sign-in/passkey';
  return (
    <section aria-label="Passkey" class="passkey-sign-in">
      {props.offer.usable ? (
        <PasskeyForm
          id="passkey-sign-in"
          ceremony="sign-in"
          action={action}
          optionsUrl="/sign-in/passkey/options"
          csrfToken={props.csrfToken}
          what="Signing in with a passkey"
        >
          <button type="submit" class="secondary">
            Sign in with a passkey
          </button>
        </PasskeyForm>
      ) : (
        <PasskeyUnavailable reason={props.offer.reason} />
      )}
    </section>
  );
}
