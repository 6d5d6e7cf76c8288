/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from './i18n-context.js';
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
  const t = useT();
  return (
    <section aria-label={t('passkey.section')} class="passkey-sign-in">
      {props.offer.usable ? (
        <PasskeyForm
          id="passkey-sign-in"
          ceremony="sign-in"
          action={action}
          optionsUrl="/sign-in/passkey/options"
          csrfToken={props.csrfToken}
        >
          <button type="submit" class="secondary">
            {t('passkey.signIn')}
          </button>
        </PasskeyForm>
      ) : (
        <PasskeyUnavailable reason={props.offer.reason} />
      )}
    </section>
  );
}
