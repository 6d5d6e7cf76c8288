/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type ImportResult, isolateBidi, warningsBeyondSkipped } from '@subtrack/domain';
import { StatusBadge } from '../../components/badge.js';
import { BillingAmount } from '../../components/billing-amount.js';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import { ScrollTable } from '../../components/scroll-table.js';

import type { Formatters } from '../../format/formatters.js';
import type { WebSession } from '../../request-state.js';

// Rows as labelled cards on a phone (the stylesheet's `table.cards`): this is the table
// the owner reads before confirming, so it must not scroll sideways.
function CreatedTable(props: { result: ImportResult; format: Formatters }) {
  const t = useT();
  if (props.result.created.length === 0) return null;
  const columns = {
    row: t('data.rows.row'),
    amount: t('data.preview.amount'),
    status: t('data.preview.status'),
    next: t('data.preview.nextPayment'),
  };
  return (
    <table class="cards">
      <caption>{t('data.preview.created.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('data.preview.name')}</th>
          <th scope="col">{columns.row}</th>
          <th scope="col" class="amount">
            {columns.amount}
          </th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.next}</th>
        </tr>
      </thead>
      <tbody>
        {props.result.created.map(({ row, subscription: s }) => (
          <tr key={row}>
            <th scope="row">{isolateBidi(s.name)}</th>
            <td data-label={columns.row}>{row}</td>
            <td data-label={columns.amount} class="amount">
              <BillingAmount of={s} format={props.format} stacked />
            </td>
            <td data-label={columns.status}>
              <StatusBadge status={s.status} />
            </td>
            <td data-label={columns.next}>{props.format.date(s.nextPaymentDate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RowMessages(props: { caption: string; rows: Array<{ row: number; text: string }> }) {
  const t = useT();
  if (props.rows.length === 0) return null;
  return (
    <ScrollTable caption={props.caption}>
      <thead>
        <tr>
          <th scope="col">{t('data.rows.row')}</th>
          <th scope="col">{t('data.preview.whatHappens')}</th>
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
  const t = useT();
  const { result } = props;
  // A skipped row is listed once, with its reason, not again among the warnings.
  const warnings = warningsBeyondSkipped(result);
  const source = props.source === 'wallos' ? 'Wallos' : 'subtrack';
  const counts = {
    created: result.created.length,
    skipped: result.skipped.length,
    warnings: warnings.length,
  };
  return (
    <Layout title={t('data.preview.heading')} session={props.session} current="/data">
      <h1>{t('data.preview.heading')}</h1>
      <p>
        {props.filename
          ? t('data.preview.from.file', { file: props.filename, source })
          : t('data.preview.from', { source })}
      </p>
      <p>
        <strong>{t('data.preview.counts', counts)}</strong>
      </p>
      <RowMessages
        caption={t('data.preview.warnings')}
        rows={warnings.map((w) => ({ row: w.row, text: w.message }))}
      />
      <RowMessages
        caption={t('data.preview.skipped')}
        rows={result.skipped.map((s) => ({
          row: s.row,
          text: `${isolateBidi(s.name)}: ${s.reason}`,
        }))}
      />
      <CreatedTable result={result} format={props.format} />
      <p>{t('data.preview.waits', { minutes: props.minutesToConfirm })}</p>
      <form method="post" action="/data/import/confirm" class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit">{t('data.preview.confirm')}</button>{' '}
        <a href="/data">{t('settings.cancel')}</a>
      </form>
    </Layout>
  );
}
