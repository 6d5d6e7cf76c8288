/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { Badge, type BadgeTone } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import { type MemberRow, ROLE_OPTIONS, roleWords } from '../../view-models/member-rows.js';

const ROLE_TONES: Readonly<Record<MemberRole, BadgeTone>> = {
  owner: 'positive',
  editor: 'waiting',
  viewer: 'neutral',
};

/** A role as a badge: "Owner", "Editor", "Viewer". */
export function RoleBadge(props: { role: MemberRole }) {
  return <Badge tone={ROLE_TONES[props.role]}>{roleWords(props.role)}</Badge>;
}

function RoleForm(props: { row: MemberRow; csrfToken: string }) {
  const { row } = props;
  const id = `role-${row.memberId}`;
  return (
    <form method="post" action={`/members/${row.memberId}/role`}>
      <CsrfField token={props.csrfToken} />
      <label for={id} class="visually-hidden">
        Role of {row.name}
      </label>
      <select id={id} name="role">
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} selected={option.value === row.role}>
            {roleWords(option.value)}
          </option>
        ))}
      </select>
      <button type="submit">
        Change role<span class="visually-hidden"> of {row.name}</span>
      </button>
    </form>
  );
}

function RemoveLink(props: { row: MemberRow }) {
  // A GET to the confirmation page: removing needs a second, deliberate press.
  return (
    <a href={`/members/${props.row.memberId}/remove`} class="danger">
      Remove<span class="visually-hidden"> {props.row.name}</span>
    </a>
  );
}

/**
 * The account's members: email, role, when they joined, and (for every member but the
 * only owner) a role choice and "Remove".
 */
export function MemberTable(props: { rows: MemberRow[]; csrfToken: string }) {
  return (
    <table class="cards">
      <caption class="visually-hidden">Members of this account</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Joined</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.memberId}>
            <th scope="row">
              {row.name}
              {row.isYou ? <span class="hint"> (you)</span> : null}
            </th>
            <td data-label="Role">
              <RoleBadge role={row.role} />
            </td>
            <td data-label="Joined">{row.joined}</td>
            <td data-label="Change">
              {row.lastOwner ? (
                <span class="hint">The only owner: make another member an owner first.</span>
              ) : (
                <div class="row-actions">
                  <RoleForm row={row} csrfToken={props.csrfToken} />
                  <RemoveLink row={row} />
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
