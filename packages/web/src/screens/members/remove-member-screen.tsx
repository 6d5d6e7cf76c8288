/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, type FormErrors } from '../../components/form/index.js';
import { useRich, useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { LeftoverLists } from '../../view-models/leftover-lists.js';
import type { MemberRow } from '../../view-models/member-rows.js';
import { LeftoversSection } from './leftovers-section.js';
import { RoleBadge } from './member-table.js';

/**
 * The no-JavaScript confirmation before a member is removed, listing the API keys and
 * invitation links of theirs that stop working with it. The only owner cannot be
 * removed: the page says why and offers no button.
 */
export function RemoveMemberScreen(props: {
  session: WebSession;
  row: MemberRow;
  leftovers: LeftoverLists;
  errors?: FormErrors;
}) {
  const t = useT();
  const rich = useRich();
  const { row } = props;
  return (
    <Layout
      title={t('members.remove.title', { name: row.name })}
      session={props.session}
      current="/members"
    >
      <h1>{t('members.remove.heading', { name: row.name })}</h1>
      <ErrorSummary errors={props.errors} />
      <p>
        {rich('members.remove.joined', { joined: row.joined, role: <RoleBadge role={row.role} /> })}
      </p>
      {row.lastOwner ? (
        <>
          <p>{t('members.remove.onlyOwner', { name: row.name })}</p>
          <p>
            <a href="/members">{t('members.remove.back')}</a>
          </p>
        </>
      ) : (
        <>
          <p>{t('members.remove.consequence')}</p>
          <LeftoversSection lists={props.leftovers} />
          <form method="post" action={`/members/${row.memberId}/remove`} class="form-actions">
            <CsrfField token={props.session.csrfToken} />
            <button type="submit" class="danger">
              {t('members.remove.submit')}
            </button>{' '}
            <a href="/members">{t('settings.cancel')}</a>
          </form>
        </>
      )}
    </Layout>
  );
}
