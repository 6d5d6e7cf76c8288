/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../components/csrf-field.js';
import { ErrorSummary } from '../components/form/error-summary.js';
import type { FormErrors } from '../components/form/form-errors.js';
import { TextField } from '../components/form/text-field.js';
import { Layout } from '../components/layout.js';
import type { WebSession } from '../web-state.js';

/** D28: after a sign-in link, when the owner has no password yet. */
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
        {props.askEmail ? (
          <TextField
            name="email"
            label="Email"
            type="email"
            autocomplete="username"
            hint="You sign in with this address."
            value={props.email}
            errors={props.errors}
          />
        ) : null}
        <TextField
          name="password"
          label="Password"
          type="password"
          autocomplete="new-password"
          hint="At least 12 characters. A few unrelated words work well."
          errors={props.errors}
        />
        <TextField
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autocomplete="new-password"
          errors={props.errors}
        />
        <button type="submit">Save</button>
      </form>
    </Layout>
  );
}
