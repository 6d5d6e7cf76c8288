/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import type { InvitationRow } from '../../view-models/invitation-rows.js';
import { RoleBadge } from './member-table.js';

/**
 * The invitation links that still work: for whom, the role, who invited and when it
 * expires, each with "Revoke", which ends the link at once.
 */
export function InvitationTable(props: { rows: InvitationRow[]; csrfToken: string }) {
  const t = useT();
  if (props.rows.length === 0) {
    return <p class="hint">{t('members.invitations.empty')}</p>;
  }
  const columns = {
    role: t('members.table.role'),
    invitedBy: t('members.invitations.invitedBy'),
    expires: t('members.invitations.expires'),
    revoke: t('keys.table.revoke'),
  };
  return (
    <table class="cards">
      <caption class="visually-hidden">{t('members.invitations.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('members.invitations.email')}</th>
          <th scope="col">{columns.role}</th>
          <th scope="col">{columns.invitedBy}</th>
          <th scope="col">{columns.expires}</th>
          <th scope="col">{columns.revoke}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.invitationId}>
            <th scope="row">{row.name}</th>
            <td data-label={columns.role}>
              <RoleBadge role={row.role} />
            </td>
            <td data-label={columns.invitedBy}>{row.invitedBy}</td>
            <td data-label={columns.expires}>{row.expires}</td>
            <td data-label={columns.revoke}>
              <form method="post" action={`/members/invitations/${row.invitationId}/revoke`}>
                <CsrfField token={props.csrfToken} />
                <button type="submit" class="secondary danger small">
                  {columns.revoke}
                  <span class="visually-hidden"> {row.described}</span>
                </button>
              </form>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
