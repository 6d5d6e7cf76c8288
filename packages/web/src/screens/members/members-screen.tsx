/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { FormErrors } from '../../components/form/index.js';
import { ErrorSummary } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { InvitationRow } from '../../view-models/invitation-rows.js';
import type { MemberRow } from '../../view-models/member-rows.js';
import { InvitationTable } from './invitation-table.js';
import { InviteForm, type InviteValues } from './invite-form.js';
import { MemberTable } from './member-table.js';
import { type NewInvitationLink, NewInvitationPanel } from './new-invitation-panel.js';

/** Everything the Members screen shows. */
export interface MembersScreenProps {
  session: WebSession;
  notice: string | null;
  rows: MemberRow[];
  /** The invitation links that still work. */
  invitations: InvitationRow[];
  /** The invitation just made, shown this once; null on any other visit. */
  invitation: NewInvitationLink | null;
  values: InviteValues;
  /** A failed invitation (beside its fields). */
  errors?: FormErrors;
  /** A refused change of a member (the last owner), shown above the list. */
  changeErrors?: FormErrors;
}

/**
 * `/members`: the new invitation link once, the invite form, the invitation links that
 * still work, the members.
 */
export function MembersScreen(props: MembersScreenProps) {
  const t = useT();
  const failed = Boolean(props.errors || props.changeErrors);
  const heading = t('nav.members');
  return (
    <Layout
      title={failed ? t('settings.errorTitle', { page: heading }) : heading}
      session={props.session}
      notice={props.notice}
      current="/members"
    >
      <h1>{heading}</h1>
      <p>{t('members.intro')}</p>
      {props.invitation ? <NewInvitationPanel link={props.invitation} /> : null}
      <InviteForm csrfToken={props.session.csrfToken} values={props.values} errors={props.errors} />
      <section aria-labelledby="invitation-list-title">
        <h2 id="invitation-list-title">{t('members.invitations.heading')}</h2>
        <InvitationTable rows={props.invitations} csrfToken={props.session.csrfToken} />
      </section>
      <section aria-labelledby="member-list-title">
        <h2 id="member-list-title">{t('members.list.heading')}</h2>
        <ErrorSummary errors={props.changeErrors} />
        <MemberTable rows={props.rows} csrfToken={props.session.csrfToken} />
      </section>
    </Layout>
  );
}
