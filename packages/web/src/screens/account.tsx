import { Layout } from '../components/layout.js';
import type { WebSession } from '../web-state.js';

/** The account screen: password and sessions. */
export function AccountScreen(props: { session: WebSession; notice: string | null }) {
  return (
    <Layout title="Account" session={props.session} notice={props.notice} current="/account">
      <h1>Account</h1>
      <p>Signed in as {props.session.email}.</p>
    </Layout>
  );
}
