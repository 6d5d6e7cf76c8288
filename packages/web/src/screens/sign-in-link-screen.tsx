/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../components/csrf-field.js';
import { Layout } from '../components/layout.js';

/**
 * What opening a sign-in link shows. Only pressing the button signs in (a POST):
 * link scanners and previews that fetch the page do not use the link up.
 */
export function SignInLinkScreen(props: { csrfToken: string; action: string }) {
  return (
    <Layout title="Sign in with a link" narrow>
      <h1>Sign in with a link</h1>
      <p>This link signs you in once. It works for 15 minutes after it was made.</p>
      <form method="post" action={props.action} class="panel">
        <CsrfField token={props.csrfToken} />
        <button type="submit">Sign in</button>
      </form>
    </Layout>
  );
}

/** A used, expired or unknown link (the three look alike). */
export function SignInLinkInvalidScreen() {
  return (
    <Layout title="This sign-in link does not work" narrow>
      <h1>This sign-in link does not work</h1>
      <p>It has expired or has already been used. A link works once, for 15 minutes.</p>
      <p>
        On the server, run <code>subtrack account sign-in-link --account ID</code> for a new one, or{' '}
        <a href="/sign-in">sign in with your email and password</a>.
      </p>
    </Layout>
  );
}
