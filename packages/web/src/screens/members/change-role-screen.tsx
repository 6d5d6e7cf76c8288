/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { LeftoverLists } from '../../view-models/leftover-lists.js';
import { type MemberRow, roleWords } from '../../view-models/member-rows.js';
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
  const { row, role } = props;
  return (
    <Layout title={`Change the role of ${row.name}`} session={props.session} current="/members">
      <h1>
        Make {row.name} {roleWords(role, true)}?
      </h1>
      <p>
        Only owners make API keys and invitation links, so what {row.name} made as an owner ends
        with the change.
      </p>
      <LeftoversSection lists={props.leftovers} />
      <form method="post" action={`/members/${row.memberId}/role`} class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <input type="hidden" name="role" value={role} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" class="danger">
          Change role
        </button>{' '}
        <a href="/members">Cancel</a>
      </form>
    </Layout>
  );
}
