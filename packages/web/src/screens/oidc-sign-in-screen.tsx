/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { MessageKey } from '@subtrack/i18n';
import { useT } from '../components/i18n-context.js';
import { MessagePage } from '../components/message-page.js';
import type { OidcFailure } from '../oidc/finish-oidc.js';
import { oidcProblemText } from '../oidc/oidc-problem.js';
import type { WebSession } from '../request-state.js';

/**
 * An identity the provider vouched for that no member uses: nobody is signed in, and
 * an email the provider gives finds nobody either. Says how to get in.
 */
export function OidcUnknownIdentityScreen(props: { name: string }) {
  const { name } = props;
  const t = useT();
  return (
    <MessagePage title={t('oidc.unknown.heading', { name })} session={null}>
      <p>{t('oidc.unknown.body', { name })}</p>
      <p>{t('oidc.unknown.invitation', { name })}</p>
      <p>{t('oidc.unknown.member', { name })}</p>
      <p>
        <a href="/sign-in">{t('oidc.unknown.signIn')}</a>
      </p>
    </MessagePage>
  );
}

const FAILURE_TITLES: Record<OidcFailure, MessageKey> = {
  state: 'oidc.failure.notFinished',
  denied: 'oidc.failure.stopped',
  refused: 'oidc.failure.notFinished',
  unreachable: 'oidc.failure.unavailable',
  client_refused: 'oidc.failure.unavailable',
};

/** A round trip that signs nobody in and changes nothing, and what to do next. */
export function OidcFailureScreen(props: {
  name: string;
  failure: OidcFailure;
  session: WebSession | null;
}) {
  const { name, failure } = props;
  const t = useT();
  const text =
    failure === 'unreachable' || failure === 'client_refused'
      ? oidcProblemText(t, name, failure)
      : t('oidc.failure.body', { name, failure });
  return (
    <MessagePage title={t(FAILURE_TITLES[failure])} session={props.session}>
      <p>{text}</p>
      <p>
        {props.session ? (
          <a href="/account">{t('oidc.failure.backToAccount')}</a>
        ) : (
          <a href="/sign-in">{t('oidc.failure.backToSignIn')}</a>
        )}
      </p>
    </MessagePage>
  );
}

/** An invitation that cannot be used (used, expired, unknown: they look alike). */
export function OidcInvitationInvalidScreen() {
  const t = useT();
  return (
    <MessagePage title={t('oidc.invitationInvalid.heading')} session={null}>
      <p>{t('oidc.invitationInvalid.body')}</p>
      <p>{t('oidc.invitationInvalid.next')}</p>
    </MessagePage>
  );
}

/** The provider's login already belongs to a member: joining again would make a second one. */
export function OidcAlreadyMemberScreen(props: { name: string }) {
  const { name } = props;
  const t = useT();
  return (
    <MessagePage title={t('oidc.alreadyMember.heading', { name })} session={null}>
      <p>{t('oidc.alreadyMember.body', { name })}</p>
      <p>
        <a href="/sign-in">{t('oidc.alreadyMember.signIn', { name })}</a>
      </p>
    </MessagePage>
  );
}

/**
 * The answer of the account screen's "Connect <name>" form, which goes on to the
 * provider by itself. The pages' `form-action 'self'` stops a form whose answer redirects to
 * another site, so the form's answer is this page, and the browser goes from here; the link
 * is for a browser that does not.
 */
export function OidcContinueScreen(props: { name: string; url: string; session: WebSession }) {
  const { name } = props;
  const t = useT();
  return (
    <MessagePage
      title={t('oidc.continue.heading', { name })}
      session={props.session}
      goTo={props.url}
    >
      <p>{t('oidc.continue.body', { name })}</p>
      <p>
        <a href={props.url}>{t('oidc.continue.heading', { name })}</a>
      </p>
    </MessagePage>
  );
}
