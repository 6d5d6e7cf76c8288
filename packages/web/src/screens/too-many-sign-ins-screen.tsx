/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Layout } from '../components/layout.js';

/** The page of a blocked address (HTTP 429). It says nothing about any account. */
export function TooManySignInsScreen(props: { minutes: number }) {
  return (
    <Layout title="Too many failed sign-ins" narrow>
      <h1>Too many failed sign-ins</h1>
      <p>
        Sign-in from your network is paused after too many failed attempts. Try again in{' '}
        {props.minutes} {props.minutes === 1 ? 'minute' : 'minutes'}.
      </p>
    </Layout>
  );
}
