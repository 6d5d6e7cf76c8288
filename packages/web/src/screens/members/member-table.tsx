/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { Badge, type BadgeTone } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import { type MemberRow, ROLE_NAMES, ROLE_OPTIONS } from '../../view-models/member-rows.js';

const ROLE_TONES: Readonly<Record<MemberRole, BadgeTone>> = {
  owner: 'positive',
  editor: 'waiting',
  viewer: 'neutral',
};

/** A role as a badge: "Owner", "Editor", "Viewer". */
export function RoleBadge(props: { role: MemberRole }) {
  const t = useT();
  return <Badge tone={ROLE_TONES[props.role]}>{t(ROLE_NAMES[props.role])}</Badge>;
}

function RoleForm(props: { row: MemberRow; csrfToken: string }) {
  const t = useT();
  const { row } = props;
  const id = `role-${row.memberId}`;
  return (
    <form method="post" action={`/members/${row.memberId}/role`}>
      <CsrfField token={props.csrfToken} />
      <label for={id} class="visually-hidden">
        {t('members.table.roleOf', { name: row.name })}
      </label>
      <select id={id} name="role">
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} selected={option.value === row.role}>
            {t(ROLE_NAMES[option.value])}
          </option>
        ))}
      </select>
      <button type="submit">
        {t('members.changeRole.submit')}
        <span class="visually-hidden"> {t('members.table.changeRole.of', { name: row.name })}</span>
      </button>
    </form>
  );
}

function RemoveLink(props: { row: MemberRow }) {
  const t = useT();
  // A GET to the confirmation page: removing needs a second, deliberate press.
  return (
    <a href={`/members/${props.row.memberId}/remove`} class="danger">
      {t('members.remove.submit')}
      <span class="visually-hidden"> {props.row.name}</span>
    </a>
  );
}

/**
 * The account's members: email, role, when they joined, and (for every member but the
 * only owner) a role choice and "Remove".
 */
export function MemberTable(props: { rows: MemberRow[]; csrfToken: string }) {
  const t = useT();
  const columns = {
    role: t('members.table.role'),
    joined: t('members.table.joined'),
    change: t('members.table.change'),
  };
  return (
    <table class="cards">
      <caption class="visually-hidden">{t('members.list.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('members.table.email')}</th>
          <th scope="col">{columns.role}</th>
          <th scope="col">{columns.joined}</th>
          <th scope="col">{columns.change}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.memberId}>
            <th scope="row">
              {row.name}
              {row.isYou ? <span class="hint"> {t('members.table.you')}</span> : null}
            </th>
            <td data-label={columns.role}>
              <RoleBadge role={row.role} />
            </td>
            <td data-label={columns.joined}>{row.joined}</td>
            <td data-label={columns.change}>
              {row.lastOwner ? (
                <span class="hint">{t('members.table.onlyOwner')}</span>
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
