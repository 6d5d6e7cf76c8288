/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { Badge } from '../../components/badge.js';
import { EmptyState } from '../../components/empty-state.js';
import type { KeyRow } from '../../view-models/key-rows.js';

function RevokeButton(props: { row: KeyRow }) {
  // A GET to the confirmation page: revoking needs a second, deliberate press (D27).
  return (
    <form method="get" action={`/keys/${props.row.id}/revoke`} class="inline">
      <button type="submit" class="secondary danger small">
        Revoke<span class="visually-hidden"> key {props.row.name}</span>
      </button>
    </form>
  );
}

/**
 * The account's keys: label, scope, who made it, created, last used, and revoke or when it
 * was revoked.
 */
export function KeyTable(props: { rows: KeyRow[]; canRevoke?: boolean }) {
  if (props.rows.length === 0 && props.canRevoke === false) {
    return <EmptyState title="This account has no API keys yet." />;
  }
  if (props.rows.length === 0) {
    return (
      <EmptyState
        title="You have no API keys yet."
        action={{ href: '#create-key-title', label: 'Create your first key' }}
      >
        A key lets a program, a script or a home automation read or change your subscriptions.
      </EmptyState>
    );
  }
  return (
    // Rows as labelled cards on a phone (site.css `table.cards`): seven columns do not fit.
    <table class="cards">
      <caption class="visually-hidden">Your API keys</caption>
      <thead>
        <tr>
          <th scope="col">Label</th>
          <th scope="col">Key id</th>
          <th scope="col">Scope</th>
          <th scope="col">Made by</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.labelled ? row.name : <span class="hint">No label</span>}</th>
            <td data-label="Key id">
              <code>{row.id}</code>
            </td>
            <td data-label="Scope">
              <Badge tone={row.scope === 'Write' ? 'waiting' : 'neutral'}>{row.scope}</Badge>
            </td>
            <td data-label="Made by">{row.madeBy}</td>
            <td data-label="Created">{row.created}</td>
            <td data-label="Last used">{row.lastUsed}</td>
            <td data-label="Status">
              {row.revoked === null ? (
                props.canRevoke === false ? (
                  <Badge tone="positive">Active</Badge>
                ) : (
                  <RevokeButton row={row} />
                )
              ) : (
                <>
                  <Badge tone="ended">Revoked</Badge> <small class="when">{row.revoked}</small>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
