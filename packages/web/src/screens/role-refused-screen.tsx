/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import { useT } from '../components/i18n-context.js';
import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';

/** Who may do what a refused request asked, in words. */
const WHO_MAY: Readonly<Record<MemberRole, MessageKey>> = {
  owner: 'error.role.ownersOnly',
  editor: 'error.role.ownersAndEditors',
  viewer: 'error.role.everyMember',
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
  const t = useT();
  const who = props.changedMeanwhile
    ? t('error.role.changedMeanwhile')
    : t('error.role.yourRole', { role: props.session.role });
  return (
    <MessagePage title={t('error.role.heading')} session={props.session}>
      <p>
        {t('error.nothingChanged')} {t(WHO_MAY[props.needed])} {who}
      </p>
      <p>{t('error.role.askOwner')}</p>
      <p>
        <a href="/">{t('error.goToDashboard')}</a>
      </p>
    </MessagePage>
  );
}
