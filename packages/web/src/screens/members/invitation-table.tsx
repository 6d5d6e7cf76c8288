/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import type { InvitationRow } from '../../view-models/invitation-rows.js';
import { RoleBadge } from './member-table.js';

/**
 * The invitation links that still work: for whom, the role, who invited and when it
 * expires, each with "Revoke", which ends the link at once.
 */
export function InvitationTable(props: { rows: InvitationRow[]; csrfToken: string }) {
  if (props.rows.length === 0) {
    return <p class="hint">No invitation link is waiting to be used.</p>;
  }
  return (
    <table class="cards">
      <caption class="visually-hidden">Pending invitations</caption>
      <thead>
        <tr>
          <th scope="col">Suggested email</th>
          <th scope="col">Role</th>
          <th scope="col">Invited by</th>
          <th scope="col">Expires</th>
          <th scope="col">Revoke</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.invitationId}>
            <th scope="row">{row.name}</th>
            <td data-label="Role">
              <RoleBadge role={row.role} />
            </td>
            <td data-label="Invited by">{row.invitedBy}</td>
            <td data-label="Expires">{row.expires}</td>
            <td data-label="Revoke">
              <form method="post" action={`/members/invitations/${row.invitationId}/revoke`}>
                <CsrfField token={props.csrfToken} />
                <button type="submit" class="secondary danger small">
                  Revoke<span class="visually-hidden"> {row.described}</span>
                </button>
              </form>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
