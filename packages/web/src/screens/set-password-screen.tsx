/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../components/csrf-field.js';
import { ErrorSummary } from '../components/form/error-summary.js';
import type { FormErrors } from '../components/form/form-errors.js';
import { NewLoginFields } from '../components/form/new-login-fields.js';
import { useT } from '../components/i18n-context.js';
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
  const t = useT();
  return (
    <Layout title={t('setPassword.heading')} session={props.session} narrow>
      <h1>{t('setPassword.heading')}</h1>
      <p>{t('setPassword.lead')}</p>
      <ErrorSummary errors={props.errors} />
      <form method="post" action="/set-password" novalidate class="panel">
        <CsrfField token={props.session.csrfToken} />
        <NewLoginFields askEmail={props.askEmail} email={props.email} errors={props.errors} />
        <button type="submit">{t('setPassword.submit')}</button>
      </form>
    </Layout>
  );
}
