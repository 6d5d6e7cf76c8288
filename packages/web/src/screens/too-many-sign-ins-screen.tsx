/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';

/** The page of a blocked address (HTTP 429). It says nothing about any account. */
export function TooManySignInsScreen(props: { minutes: number }) {
  const t = useT();
  return (
    <Layout title={t('signIn.tooMany.heading')} narrow>
      <h1>{t('signIn.tooMany.heading')}</h1>
      <p>{t('signIn.tooMany.body', { minutes: props.minutes })}</p>
    </Layout>
  );
}
