/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../components/csrf-field.js';
import { ErrorSummary } from '../components/form/error-summary.js';
import type { FormErrors } from '../components/form/form-errors.js';
import { TextField } from '../components/form/text-field.js';
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';
import { type OidcButtonState, OidcSignInButton } from '../components/oidc-sign-in-button.js';
import { PASSKEY_SCRIPTS, type PasskeyOffer } from '../components/passkey-parts.js';
import { PasskeySignInOffer } from '../components/passkey-sign-in-offer.js';

/** Props of {@link SignInScreen}. */
export interface SignInScreenProps {
  csrfToken: string;
  /** What was typed, kept after a failure (never the password). */
  email?: string;
  /** Where to go after signing in (a local path), carried through the form. */
  next?: string | null;
  errors?: FormErrors;
  notice?: string | null;
  /** "Sign in with a passkey", or why passkeys cannot work at this address. */
  passkey?: PasskeyOffer;
  /** The identity provider's button (absent: none is set up). */
  oidc?: OidcButtonState | null;
}

/** The command that prints a sign-in link: the same in every language. */
const SIGN_IN_LINK_COMMAND = 'subtrack account sign-in-link --account ID';

// HTML's marker for words every language keeps as they are, which browsers' page translators
// heed too; Preact types `translate` as a boolean and drops `false`, so the text is spread in.
const NOT_TRANSLATED = { translate: 'no' } as Readonly<Record<string, string>>;

/** The command that makes a sign-in link, as typed: the command line speaks English in every language. */
export function SignInLinkCommand() {
  return <code {...NOT_TRANSLATED}>{SIGN_IN_LINK_COMMAND}</code>;
}

/** The sign-in page: Email, Password, "Sign in"; "Sign in with a passkey". */
export function SignInScreen(props: SignInScreenProps) {
  const action = props.next ? `/sign-in?next=${encodeURIComponent(props.next)}` : '/sign-in';
  const t = useT();
  return (
    <Layout
      title={t('signIn.heading')}
      notice={props.notice}
      narrow
      scripts={props.passkey?.usable ? PASSKEY_SCRIPTS : undefined}
    >
      <h1>{t('signIn.heading')}</h1>
      <ErrorSummary errors={props.errors} />
      <form method="post" action={action} novalidate class="panel">
        <CsrfField token={props.csrfToken} />
        <TextField
          name="email"
          label={t('signIn.email')}
          type="email"
          autocomplete="username"
          value={props.email}
          errors={props.errors}
        />
        <TextField
          name="password"
          label={t('signIn.password')}
          type="password"
          autocomplete="current-password"
          errors={props.errors}
        />
        <button type="submit">{t('signIn.submit')}</button>
      </form>
      {props.passkey ? (
        <PasskeySignInOffer offer={props.passkey} csrfToken={props.csrfToken} next={props.next} />
      ) : null}
      {props.oidc ? <OidcSignInButton state={props.oidc} /> : null}
      <p class="quiet">{t('signIn.noPassword')}</p>
      <p class="quiet">
        <SignInLinkCommand />
      </p>
    </Layout>
  );
}
