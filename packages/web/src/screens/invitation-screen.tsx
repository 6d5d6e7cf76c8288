/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { type InvitationView, isolateBidi } from '@subtrack/domain';
import { CsrfField } from '../components/csrf-field.js';
import { ErrorSummary } from '../components/form/error-summary.js';
import type { FormErrors } from '../components/form/form-errors.js';
import { NewLoginFields } from '../components/form/new-login-fields.js';
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';
import { type OidcButtonState, OidcSignInButton } from '../components/oidc-sign-in-button.js';

/**
 * What an invitation link opens: the account and the role, and a form to choose an
 * email and password (D28's rules). Only sending the form uses the link up (a POST): link
 * scanners and previews that fetch the page do not.
 */
export function InvitationScreen(props: {
  invitation: InvitationView;
  csrfToken: string;
  action: string;
  email: string;
  errors?: FormErrors;
  /** "Join with <provider>" (absent or null: no provider is set up). */
  oidc?: OidcButtonState | null;
}) {
  const { invitation } = props;
  const t = useT();
  const account = isolateBidi(invitation.accountName);
  const title = t('invitation.title', { account, refused: props.errors ? 'yes' : 'no' });
  return (
    <Layout title={title} narrow>
      <h1>{t('invitation.heading', { account })}</h1>
      <p>{t('invitation.role', { role: invitation.role })}</p>
      <ErrorSummary errors={props.errors} />
      <form method="post" action={props.action} novalidate class="panel">
        <CsrfField token={props.csrfToken} />
        <NewLoginFields askEmail email={props.email} errors={props.errors} />
        <button type="submit">{t('invitation.submit')}</button>
      </form>
      {props.oidc ? <OidcSignInButton state={props.oidc} /> : null}
    </Layout>
  );
}

/** A used, expired or unknown invitation (the three look alike). */
export function InvitationInvalidScreen() {
  const t = useT();
  return (
    <Layout title={t('invitation.invalid.heading')} narrow>
      <h1>{t('invitation.invalid.heading')}</h1>
      <p>{t('invitation.invalid.body', { days: 7 })}</p>
      <p>{t('invitation.invalid.next')}</p>
      <p>
        <a href="/sign-in">{t('invitation.invalid.signIn')}</a>
      </p>
    </Layout>
  );
}
