/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { LeftoverLists } from '../../view-models/leftover-lists.js';
import type { MemberRow } from '../../view-models/member-rows.js';
import { LeftoversSection } from './leftovers-section.js';

/**
 * The confirmation before an owner who made API keys or invitation links gets another
 * role: what stops working with it, then the one button that makes the change.
 */
export function ChangeRoleScreen(props: {
  session: WebSession;
  row: MemberRow;
  role: MemberRole;
  leftovers: LeftoverLists;
}) {
  const t = useT();
  const { row, role } = props;
  return (
    <Layout
      title={t('members.changeRole.title', { name: row.name })}
      session={props.session}
      current="/members"
    >
      <h1>{t('members.changeRole.heading', { name: row.name, role })}</h1>
      <p>{t('members.changeRole.consequence', { name: row.name })}</p>
      <LeftoversSection lists={props.leftovers} />
      <form method="post" action={`/members/${row.memberId}/role`} class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <input type="hidden" name="role" value={role} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" class="danger">
          {t('members.changeRole.submit')}
        </button>{' '}
        <a href="/members">{t('settings.cancel')}</a>
      </form>
    </Layout>
  );
}
