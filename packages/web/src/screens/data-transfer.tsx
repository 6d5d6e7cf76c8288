/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Layout } from '../components/layout.js';
import type { WebSession } from '../web-state.js';

/**
 * `/data`: how to export, import and subscribe to the calendar feed today. Those tasks run
 * over the API and the command line (D33, D34); the browser forms for them are still to
 * come, so this page gives the owner the exact commands for their own account instead of a
 * dead link.
 */
export function DataTransferScreen(props: { session: WebSession; notice: string | null }) {
  const account = props.session.accountId;
  return (
    <Layout title="Import and export" session={props.session} notice={props.notice} current="/data">
      <h1>Import and export</h1>
      <p>
        These tasks are not in the browser yet. Run them on the server with the{' '}
        <code>subtrack</code> command line, or over the API with a key from{' '}
        <a href="/keys">API keys</a>.
      </p>
      <h2>Export</h2>
      <p>Every subscription of this account, as JSON or as a spreadsheet-safe CSV file:</p>
      <pre>
        <code>{`subtrack export --account ${account} --format csv --out subscriptions.csv`}</code>
      </pre>
      <p>
        Over the API: <code>GET /api/v1/export?format=json</code> with a read key.
      </p>
      <h2>Import</h2>
      <p>
        A subtrack export, or a Wallos backup, database or profile export. Try it first with{' '}
        <code>--dry-run</code>: it shows what would be created, skipped and warned, and writes
        nothing.
      </p>
      <pre>
        <code>{`subtrack import --account ${account} --from Wallos-Backup.zip --dry-run`}</code>
      </pre>
      <h2>Calendar feed</h2>
      <p>A private link your calendar app can subscribe to; a new link replaces the old one:</p>
      <pre>
        <code>{`subtrack calendar-feed create --account ${account}`}</code>
      </pre>
    </Layout>
  );
}
