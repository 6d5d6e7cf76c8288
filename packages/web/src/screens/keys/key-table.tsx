/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { Badge } from '../../components/badge.js';
import { EmptyState } from '../../components/empty-state.js';
import { useT } from '../../components/i18n-context.js';
import type { KeyRow } from '../../view-models/key-rows.js';

function RevokeButton(props: { row: KeyRow }) {
  const t = useT();
  // A GET to the confirmation page: revoking needs a second, deliberate press (D27).
  return (
    <form method="get" action={`/keys/${props.row.id}/revoke`} class="inline">
      <button type="submit" class="secondary danger small">
        {t('keys.table.revoke')}
        <span class="visually-hidden">
          {' '}
          {t('keys.table.revoke.which', { name: props.row.name })}
        </span>
      </button>
    </form>
  );
}

/**
 * The account's keys: label, scope, who made it, created, last used, and revoke or when it
 * was revoked.
 */
export function KeyTable(props: { rows: KeyRow[]; canRevoke?: boolean }) {
  const t = useT();
  if (props.rows.length === 0 && props.canRevoke === false) {
    return <EmptyState title={t('keys.table.empty.member')} />;
  }
  if (props.rows.length === 0) {
    return (
      <EmptyState
        title={t('keys.table.empty')}
        action={{ href: '#create-key-title', label: t('keys.table.empty.action') }}
      >
        {t('keys.table.empty.text')}
      </EmptyState>
    );
  }
  const columns = {
    id: t('keys.table.id'),
    scope: t('keys.table.scope'),
    madeBy: t('keys.table.madeBy'),
    created: t('keys.table.created'),
    lastUsed: t('keys.table.lastUsed'),
    status: t('keys.table.status'),
  };
  return (
    // Rows as labelled cards on a phone (site.css `table.cards`): seven columns do not fit.
    <table class="cards">
      <caption class="visually-hidden">{t('keys.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('keys.table.label')}</th>
          <th scope="col">{columns.id}</th>
          <th scope="col">{columns.scope}</th>
          <th scope="col">{columns.madeBy}</th>
          <th scope="col">{columns.created}</th>
          <th scope="col">{columns.lastUsed}</th>
          <th scope="col">{columns.status}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              {row.labelled ? row.name : <span class="hint">{t('keys.table.noLabel')}</span>}
            </th>
            <td data-label={columns.id}>
              <code>{row.id}</code>
            </td>
            <td data-label={columns.scope}>
              <Badge tone={row.writes ? 'waiting' : 'neutral'}>{row.scope}</Badge>
            </td>
            <td data-label={columns.madeBy}>{row.madeBy}</td>
            <td data-label={columns.created}>{row.created}</td>
            <td data-label={columns.lastUsed}>{row.lastUsed}</td>
            <td data-label={columns.status}>
              {row.revoked === null ? (
                props.canRevoke === false ? (
                  <Badge tone="positive">{t('keys.table.active')}</Badge>
                ) : (
                  <RevokeButton row={row} />
                )
              ) : (
                <>
                  <Badge tone="ended">{t('keys.table.revoked')}</Badge>{' '}
                  <small class="when">{row.revoked}</small>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
