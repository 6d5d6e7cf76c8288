/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import {
  findInvitation,
  type InvitationView,
  isDomainError,
  isOwnerEmailTaken,
  joinWithPassword,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { formErrorsFrom } from '../components/form/form-errors.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { preSessionToken } from '../middleware/pre-session-token.js';
import { oidcButtonState } from '../oidc/oidc-button-state.js';
import { InvitationInvalidScreen, InvitationScreen } from '../screens/invitation-screen.js';
import { countedAttempt } from '../sign-in/counted-attempt.js';
import { switchSession } from '../sign-in/switch-session.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';

const tokenOf = (ctx: Context) =>
  String((ctx as { params?: { token?: string } }).params?.token ?? '');

/** The invitation of the link, or the "does not work" page (404) and null. */
async function openInvitation(ctx: Context, deps: WebDeps): Promise<InvitationView | null> {
  const invitation = await findInvitation(deps.ports, tokenOf(ctx));
  if (!invitation) render(ctx, <InvitationInvalidScreen />, { status: 404 });
  return invitation;
}

/** The form sent: true unless the email was refused as taken (that counts like a failed sign-in). */
async function joinOrFail(ctx: Context, deps: WebDeps, invitation: InvitationView) {
  const form = await readForm(ctx);
  const email = formValue(form, 'email');
  let started: Awaited<ReturnType<typeof joinWithPassword>>;
  try {
    started = await joinWithPassword(deps.ports, {
      token: tokenOf(ctx),
      email,
      password: formValue(form, 'password'),
      confirmPassword: formValue(form, 'confirmPassword'),
      requestId: ctx.state.requestId,
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'invitation_invalid') {
      render(ctx, <InvitationInvalidScreen />, { status: 404 });
      return true;
    }
    const taken = isOwnerEmailTaken(error);
    const page = (
      <InvitationScreen
        invitation={invitation}
        csrfToken={preSessionToken(ctx, true) ?? ''}
        action={ctx.path}
        email={email}
        errors={formErrorsFrom(error)}
      />
    );
    render(ctx, page, { status: 400 });
    return !taken;
  }
  await switchSession(ctx, deps, started.sessionId);
  redirectWithNotice(ctx, '/', translatorOf(ctx).t('invitation.notice.joined'));
  return true;
}

/**
 * `/invite/<token>`, public: the GET shows the account and role and never uses the
 * link up (scanners fetch links); the POST joins with an email and password and signs in.
 */
export const registerInvitationRoutes: RegisterRoutes = (router, deps) => {
  router.get('/invite/:token', async (ctx) => {
    const invitation = await openInvitation(ctx, deps);
    if (!invitation) return;
    const token = ctx.params['token'] ?? '';
    const page = (
      <InvitationScreen
        invitation={invitation}
        csrfToken={preSessionToken(ctx, true) ?? ''}
        action={ctx.path}
        email={invitation.email ?? ''}
        oidc={await oidcButtonState(deps.oidc, 'join', `/sign-in/oidc/join/${token}`)}
      />
    );
    render(ctx, page);
  });

  router.post('/invite/:token', async (ctx) => {
    const invitation = await openInvitation(ctx, deps);
    if (!invitation) return;
    await countedAttempt(ctx, deps, null, () => joinOrFail(ctx, deps, invitation));
  });
};
