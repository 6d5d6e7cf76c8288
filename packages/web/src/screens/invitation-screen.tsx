/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { type InvitationView, isolateBidi } from '@subtrack/domain';
import { CsrfField } from '../components/csrf-field.js';
import { ErrorSummary } from '../components/form/error-summary.js';
import type { FormErrors } from '../components/form/form-errors.js';
import { NewLoginFields } from '../components/form/new-login-fields.js';
import { Layout } from '../components/layout.js';
import { type OidcButtonState, OidcSignInButton } from '../components/oidc-sign-in-button.js';
import { roleWords } from '../view-models/member-rows.js';

/** What each role will let the invitee do, in a sentence. */
const ROLE_SENTENCE = {
  owner: 'You will be able to do everything, members and API keys included.',
  editor:
    'You will be able to change subscriptions, payments and notifications, and export the data.',
  viewer: 'You will be able to see every screen; you change only your own password and sessions.',
} as const;

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
  const title = `Join ${isolateBidi(invitation.accountName)}`;
  return (
    <Layout title={props.errors ? `Error: ${title}` : title} narrow>
      <h1>Join “{isolateBidi(invitation.accountName)}”</h1>
      <p>
        You are invited to this subtrack account as {roleWords(invitation.role, true)}.{' '}
        {ROLE_SENTENCE[invitation.role]}
      </p>
      <ErrorSummary errors={props.errors} />
      <form method="post" action={props.action} novalidate class="panel">
        <CsrfField token={props.csrfToken} />
        <NewLoginFields askEmail email={props.email} errors={props.errors} />
        <button type="submit">Join the account</button>
      </form>
      {props.oidc ? <OidcSignInButton state={props.oidc} /> : null}
    </Layout>
  );
}

/** A used, expired or unknown invitation (the three look alike). */
export function InvitationInvalidScreen() {
  return (
    <Layout title="This invitation does not work" narrow>
      <h1>This invitation does not work</h1>
      <p>It has expired or has already been used. An invitation works once, for 7 days.</p>
      <p>
        Ask an owner of the account for a new one, or{' '}
        <a href="/sign-in">sign in if you are a member already</a>.
      </p>
    </Layout>
  );
}
