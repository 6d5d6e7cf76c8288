/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type ImportResult, isolateBidi, warningsBeyondSkipped } from '@subtrack/domain';
import { StatusBadge } from '../../components/badge.js';
import { BillingAmount } from '../../components/billing-amount.js';
import { CsrfField } from '../../components/csrf-field.js';
import { Layout } from '../../components/layout.js';
import { ScrollTable } from '../../components/scroll-table.js';

import type { Formatters } from '../../format/formatters.js';
import type { WebSession } from '../../request-state.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// Rows as labelled cards on a phone (the stylesheet's `table.cards`): this is the table
// the owner reads before confirming, so it must not scroll sideways.
function CreatedTable(props: { result: ImportResult; format: Formatters }) {
  if (props.result.created.length === 0) return null;
  return (
    <table class="cards">
      <caption>Subscriptions that would be created</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Row</th>
          <th scope="col" class="amount">
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Next payment</th>
        </tr>
      </thead>
      <tbody>
        {props.result.created.map(({ row, subscription: s }) => (
          <tr key={row}>
            <th scope="row">{isolateBidi(s.name)}</th>
            <td data-label="Row">{row}</td>
            <td data-label="Amount" class="amount">
              <BillingAmount of={s} format={props.format} stacked />
            </td>
            <td data-label="Status">
              <StatusBadge status={s.status} />
            </td>
            <td data-label="Next payment">{props.format.date(s.nextPaymentDate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RowMessages(props: { caption: string; rows: Array<{ row: number; text: string }> }) {
  if (props.rows.length === 0) return null;
  return (
    <ScrollTable caption={props.caption}>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">What happens</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map(({ row, text }) => (
          <tr key={`${row}:${text}`}>
            <td>{row}</td>
            <td>{text}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * The dry run of an uploaded file: what would be created and skipped and every
 * warning, then "Confirm import" (the file waits on the server, not uploaded again).
 */
export function ImportPreviewScreen(props: {
  session: WebSession;
  filename: string;
  source: string;
  result: ImportResult;
  format: Formatters;
  minutesToConfirm: number;
}) {
  const { result } = props;
  const created = count(result.created.length, 'subscription', 'subscriptions');
  const skipped = count(result.skipped.length, 'row', 'rows');
  // A skipped row is listed once, with its reason, not again among the warnings.
  const warnings = warningsBeyondSkipped(result);
  return (
    <Layout title="Check the import" session={props.session} current="/data">
      <h1>Check the import</h1>
      <p>
        {props.filename ? `“${props.filename}”, ` : ''}from{' '}
        {props.source === 'wallos' ? 'Wallos' : 'subtrack'}. Nothing has been imported yet.
      </p>
      <p>
        <strong>
          {created} would be created; {skipped} would be skipped
          {warnings.length > 0 ? `; ${count(warnings.length, 'warning', 'warnings')}` : ''}.
        </strong>
      </p>
      <RowMessages
        caption="Warnings"
        rows={warnings.map((w) => ({ row: w.row, text: w.message }))}
      />
      <RowMessages
        caption="Rows that would be skipped"
        rows={result.skipped.map((s) => ({
          row: s.row,
          text: `${isolateBidi(s.name)}: ${s.reason}`,
        }))}
      />
      <CreatedTable result={result} format={props.format} />
      <p>
        The file waits {props.minutesToConfirm} minutes for your answer; after that, upload it
        again.
      </p>
      <form method="post" action="/data/import/confirm" class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit">Confirm import</button> <a href="/data">Cancel</a>
      </form>
    </Layout>
  );
}
