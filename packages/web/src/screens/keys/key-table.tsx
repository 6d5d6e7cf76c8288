/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { ScrollTable } from '../../components/scroll-table.js';
import type { KeyRow } from './key-rows.js';

function RevokeButton(props: { row: KeyRow }) {
  // A GET to the confirmation page: revoking needs a second, deliberate press (D27).
  return (
    <form method="get" action={`/keys/${props.row.id}/revoke`} class="inline">
      <button type="submit">
        Revoke<span class="visually-hidden"> key {props.row.name}</span>
      </button>
    </form>
  );
}

/** The account's keys: label, scope, created, last used, and revoke or when it was revoked. */
export function KeyTable(props: { rows: KeyRow[] }) {
  if (props.rows.length === 0) {
    return (
      <p>
        You have no API keys yet. Create one above to let a program, a script or a home automation
        read or change your subscriptions.
      </p>
    );
  }
  return (
    <ScrollTable caption="Your API keys" captionHidden>
      <thead>
        <tr>
          <th scope="col">Label</th>
          <th scope="col">Key id</th>
          <th scope="col">Scope</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.labelled ? row.name : <span class="hint">No label</span>}</th>
            <td>
              <code>{row.id}</code>
            </td>
            <td>{row.scope}</td>
            <td>{row.created}</td>
            <td>{row.lastUsed}</td>
            <td>{row.revoked === null ? <RevokeButton row={row} /> : `Revoked ${row.revoked}`}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
