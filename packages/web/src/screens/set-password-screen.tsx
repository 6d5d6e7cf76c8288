/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../components/csrf-field.js';
import { ErrorSummary } from '../components/form/error-summary.js';
import type { FormErrors } from '../components/form/form-errors.js';
import { NewLoginFields } from '../components/form/new-login-fields.js';
import { Layout } from '../components/layout.js';
import type { WebSession } from '../request-state.js';

/** After a sign-in link, when the owner has no password yet. */
export function SetPasswordScreen(props: {
  session: WebSession;
  /** Ask for an email too: the account was made without one. */
  askEmail: boolean;
  email?: string;
  errors?: FormErrors;
}) {
  return (
    <Layout title="Choose a password" session={props.session} narrow>
      <h1>Choose a password</h1>
      <p>You signed in with a link. Choose a password to sign in with from now on.</p>
      <ErrorSummary errors={props.errors} />
      <form method="post" action="/set-password" novalidate class="panel">
        <CsrfField token={props.session.csrfToken} />
        <NewLoginFields askEmail={props.askEmail} email={props.email} errors={props.errors} />
        <button type="submit">Save</button>
      </form>
    </Layout>
  );
}
