/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, type FormErrors } from '../../components/form/index.js';
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
  const { row } = props;
  return (
    <Layout title={`Remove ${row.name}`} session={props.session} current="/members">
      <h1>Remove {row.name}?</h1>
      <ErrorSummary errors={props.errors} />
      <p>
        <RoleBadge role={row.role} /> Joined {row.joined}.
      </p>
      {row.lastOwner ? (
        <>
          <p>
            {row.name} is the only owner of this account, and an account needs at least one. Make
            another member an owner first.
          </p>
          <p>
            <a href="/members">Back to members</a>
          </p>
        </>
      ) : (
        <>
          <p>
            They are signed out at once, everywhere, and can no longer see this account. Their past
            changes stay in the activity list as those of a removed member. To let them in again,
            send a new invitation.
          </p>
          <LeftoversSection lists={props.leftovers} />
          <form method="post" action={`/members/${row.memberId}/remove`} class="form-actions">
            <CsrfField token={props.session.csrfToken} />
            <button type="submit" class="danger">
              Remove
            </button>{' '}
            <a href="/members">Cancel</a>
          </form>
        </>
      )}
    </Layout>
  );
}
