/** @jsxRuntime automatic */
/** @jsxImportSource preact */

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
  return (
    <MessagePage title={`No member uses this ${name} login`} session={null}>
      <p>
        {name} signed you in, but this {name} login is not connected to any member here, so you are
        not signed in.
      </p>
      <p>
        Ask an owner of the account for an invitation, then open its link and choose "Join with{' '}
        {name}". Already a member? <a href="/sign-in">Sign in with your password</a>, then connect{' '}
        {name} on your Account page.
      </p>
    </MessagePage>
  );
}

const FAILURE_TITLES: Record<OidcFailure, string> = {
  state: 'This sign-in could not be finished',
  denied: 'Sign-in was stopped',
  refused: 'This sign-in could not be finished',
  unreachable: 'Sign-in is not available',
  client_refused: 'Sign-in is not available',
};

function failureText(name: string, failure: OidcFailure): string {
  switch (failure) {
    case 'state':
      return `This page was not opened by a sign-in with ${name} that began in this browser, or that sign-in was already used or has expired. Nothing was changed.`;
    case 'denied':
      return `${name} did not sign you in (it was cancelled or refused there). Nothing was changed.`;
    case 'refused':
      return `${name}'s answer did not pass subtrack's checks (it was used before, or it was not meant for this sign-in). Nothing was changed.`;
    default:
      return oidcProblemText(name, failure);
  }
}

/** A round trip that signs nobody in and changes nothing, and what to do next. */
export function OidcFailureScreen(props: {
  name: string;
  failure: OidcFailure;
  session: WebSession | null;
}) {
  return (
    <MessagePage title={FAILURE_TITLES[props.failure]} session={props.session}>
      <p>{failureText(props.name, props.failure)}</p>
      <p>
        {props.session ? (
          <a href="/account">Back to your account</a>
        ) : (
          <a href="/sign-in">Back to sign-in</a>
        )}
      </p>
    </MessagePage>
  );
}

/** An invitation that cannot be used (used, expired, unknown: they look alike). */
export function OidcInvitationInvalidScreen() {
  return (
    <MessagePage title="This invitation does not work" session={null}>
      <p>This invitation has expired or has already been used.</p>
      <p>Ask an owner of the account for a new invitation.</p>
    </MessagePage>
  );
}

/** The provider's login already belongs to a member: joining again would make a second one. */
export function OidcAlreadyMemberScreen(props: { name: string }) {
  return (
    <MessagePage title={`This ${props.name} login already belongs to a member`} session={null}>
      <p>
        The invitation was not used. <a href="/sign-in">Sign in with {props.name}</a> instead, or
        sign in to {props.name} as someone else and open the invitation again.
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
  return (
    <MessagePage title={`Continue to ${props.name}`} session={props.session} goTo={props.url}>
      <p>Taking you to {props.name} to sign in and connect that login to your account.</p>
      <p>
        <a href={props.url}>Continue to {props.name}</a>
      </p>
    </MessagePage>
  );
}
