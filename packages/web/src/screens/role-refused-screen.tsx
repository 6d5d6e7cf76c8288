/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';
import { roleWords } from '../view-models/member-rows.js';

/** Who may do what a refused request asked, in words. */
const WHO_MAY: Readonly<Record<MemberRole, string>> = {
  owner: 'Only owners of this account can do this.',
  editor: 'Only owners and editors of this account can do this.',
  viewer: 'Every member of this account can do this.',
};

/**
 * The 403 page of a page or form the member's role does not allow; nothing ran.
 * `changedMeanwhile`: the role was taken away (or the member removed) by a change that
 * committed while this request ran, so the session's role is no longer theirs.
 */
export function RoleRefusedScreen(props: {
  session: WebSession;
  needed: MemberRole;
  changedMeanwhile?: boolean;
}) {
  const who = props.changedMeanwhile
    ? 'Your role changed a moment ago.'
    : `You are ${roleWords(props.session.role, true)}.`;
  return (
    <MessagePage title="Your role does not allow this" session={props.session}>
      <p>
        Nothing was changed. {WHO_MAY[props.needed]} {who}
      </p>
      <p>Ask an owner of the account if you need another role.</p>
      <p>
        <a href="/">Go to the dashboard</a>
      </p>
    </MessagePage>
  );
}
