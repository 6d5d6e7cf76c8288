/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../components/csrf-field.js';
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';
import { SignInLinkCommand } from './sign-in-screen.js';

/**
 * What opening a sign-in link shows. Only pressing the button signs in (a POST):
 * link scanners and previews that fetch the page do not use the link up.
 */
export function SignInLinkScreen(props: { csrfToken: string; action: string }) {
  const t = useT();
  return (
    <Layout title={t('signIn.link.heading')} narrow>
      <h1>{t('signIn.link.heading')}</h1>
      <p>{t('signIn.link.body', { minutes: 15 })}</p>
      <form method="post" action={props.action} class="panel">
        <CsrfField token={props.csrfToken} />
        <button type="submit">{t('signIn.link.submit')}</button>
      </form>
    </Layout>
  );
}

/** A used, expired or unknown link (the three look alike). */
export function SignInLinkInvalidScreen() {
  const t = useT();
  return (
    <Layout title={t('signIn.link.invalid.heading')} narrow>
      <h1>{t('signIn.link.invalid.heading')}</h1>
      <p>{t('signIn.link.invalid.body', { minutes: 15 })}</p>
      <p>{t('signIn.link.invalid.newLink')}</p>
      <p>
        <SignInLinkCommand />
      </p>
      <p>
        <a href="/sign-in">{t('signIn.link.invalid.password')}</a>
      </p>
    </Layout>
  );
}
