/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type Router from '@koa/router';
import {
  bindIdentity,
  findInvitation,
  hashSecretToken,
  isDomainError,
  joinWithIdentity,
  signInWithIdentity,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { safeNextPath } from '../http/safe-next.js';
import { type OwnerSessionState, ownerSessionOf } from '../middleware/load-session.js';
import { beginOidc, OIDC_CALLBACK_PATH } from '../oidc/begin-oidc.js';
import { finishOidc, type OidcIdentity } from '../oidc/finish-oidc.js';
import type { OidcConnection } from '../oidc/oidc-connection.js';
import type { OidcPurpose } from '../oidc/oidc-round-trip.js';
import { sessionOf, type WebState } from '../request-state.js';
import {
  OidcAlreadyMemberScreen,
  OidcContinueScreen,
  OidcFailureScreen,
  OidcInvitationInvalidScreen,
  OidcUnknownIdentityScreen,
} from '../screens/oidc-sign-in-screen.js';
import { mayBeginChallenge } from '../sign-in/begin-challenge.js';
import { countedAttempt } from '../sign-in/counted-attempt.js';
import { switchSession } from '../sign-in/switch-session.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';

type OidcDeps = WebDeps & { oidc: OidcConnection };

/**
 * Sends the browser to the provider (a redirect; for the answer of a form of ours, a page
 * that goes on by itself), or shows why it cannot go (the provider's problem).
 */
async function sendToProvider(
  ctx: Context,
  deps: OidcDeps,
  purpose: OidcPurpose,
  member: { accountId: string; memberId: string } | null = null,
) {
  const flow = { ports: deps.ports, oidc: deps.oidc, publicUrl: deps.publicUrl ?? null };
  const begun = await beginOidc(ctx, flow, purpose, member);
  const session = sessionOf(ctx);
  if ('problem' in begun) {
    const page = (
      <OidcFailureScreen name={deps.oidc.name} failure={begun.problem} session={session} />
    );
    return render(ctx, page, { status: 503 });
  }
  if (ctx.method === 'POST' && session) {
    return render(
      ctx,
      <OidcContinueScreen name={deps.oidc.name} url={begun.url.href} session={session} />,
    );
  }
  ctx.status = 303;
  ctx.redirect(begun.url.href);
}

/** A new session for this browser, then `path`. */
async function signedIn(ctx: Context, deps: WebDeps, sessionId: string, path: string) {
  await switchSession(ctx, deps, sessionId);
  ctx.status = 303;
  ctx.redirect(path);
}

/** Signs in the member bound to the identity; nobody when it is bound to nobody. */
async function signInAs(ctx: Context, deps: OidcDeps, identity: OidcIdentity, next: string) {
  const result = await signInWithIdentity(deps.ports, {
    issuer: identity.issuer,
    subject: identity.subject,
    requestId: ctx.state.requestId,
  });
  if (!result.ok) {
    render(ctx, <OidcUnknownIdentityScreen name={deps.oidc.name} />, { status: 403 });
    return false;
  }
  await signedIn(ctx, deps, result.session.sessionId, safeNextPath(next));
  return true;
}

/** The invitation's new member, bound to the identity and signed in. */
async function joinAs(ctx: Context, deps: OidcDeps, identity: OidcIdentity, tokenHash: string) {
  try {
    const session = await joinWithIdentity(deps.ports, {
      invitationTokenHash: tokenHash,
      issuer: identity.issuer,
      subject: identity.subject,
      verifiedEmail: identity.verifiedEmail,
      requestId: ctx.state.requestId,
    });
    await signedIn(ctx, deps, session.sessionId, '/');
    return true;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'invitation_invalid') {
      render(ctx, <OidcInvitationInvalidScreen />, { status: 404 });
      return false;
    }
    if (error.code !== 'identity_already_bound') throw error;
    render(ctx, <OidcAlreadyMemberScreen name={deps.oidc.name} />, { status: 409 });
    return true;
  }
}

/**
 * Binds the identity to the member signed in, who must be the one who pressed
 * "Connect" (the challenge's member): a callback finished in another member's browser binds
 * nobody.
 */
async function connectTo(ctx: Context, deps: OidcDeps, identity: OidcIdentity) {
  const signedInNow = (ctx.state as OwnerSessionState).ownerSession?.active;
  const { accountId, memberId } = identity.challenge;
  if (!signedInNow || signedInNow.memberId !== memberId || signedInNow.accountId !== accountId) {
    const page = (
      <OidcFailureScreen name={deps.oidc.name} failure="state" session={sessionOf(ctx)} />
    );
    render(ctx, page, { status: 400 });
    return false;
  }
  const { name } = deps.oidc;
  try {
    const bound = await bindIdentity(deps.ports, {
      session: signedInNow,
      issuer: identity.issuer,
      subject: identity.subject,
      requestId: ctx.state.requestId,
    });
    const notice = translatorOf(ctx).t(
      bound ? 'account.oidc.notice.connected' : 'account.oidc.notice.alreadyConnected',
      { name },
    );
    redirectWithNotice(ctx, '/account', notice);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'identity_already_bound') throw error;
    redirectWithNotice(
      ctx,
      '/account',
      translatorOf(ctx).t('account.oidc.notice.otherMember', { name }),
    );
  }
  return true;
}

/** The callback: true when it went right (the D28 throttle gives the attempt back). */
async function finishRoundTrip(ctx: Context, deps: OidcDeps): Promise<boolean> {
  const finished = await finishOidc(ctx, deps);
  if (!finished.ok) {
    const { failure } = finished;
    const status = failure === 'unreachable' || failure === 'client_refused' ? 503 : 400;
    const page = (
      <OidcFailureScreen name={deps.oidc.name} failure={failure} session={sessionOf(ctx)} />
    );
    render(ctx, page, { status });
    // A forged, replayed or refused answer counts like a wrong password; a person who
    // stopped at the provider, or a provider that is down, guessed nothing.
    return failure !== 'state' && failure !== 'refused';
  }
  const { identity } = finished;
  const purpose = identity.roundTrip.purpose;
  if (purpose.kind === 'join') return joinAs(ctx, deps, identity, purpose.invitationTokenHash);
  if (purpose.kind === 'connect') return connectTo(ctx, deps, identity);
  return signInAs(ctx, deps, identity, purpose.next);
}

/**
 * The public pages of sign-in with the provider: `/sign-in/oidc` (the sign-in page's
 * button), `/sign-in/oidc/join/<invitation token>` (an invitation's "Join with ..."), and
 * the callback every round trip comes back to. Nothing is registered when no provider is set up.
 * The buttons are links (GET): a form posting to the provider would be refused by the
 * pages' `form-action 'self'`, and beginning a round trip changes nothing but a short-lived
 * challenge.
 */
export function registerOidcSignInRoutes(router: Router<WebState>, deps: WebDeps): void {
  const { oidc } = deps;
  if (!oidc) return;
  const oidcDeps: OidcDeps = { ...deps, oidc };

  router.get('/sign-in/oidc', async (ctx) => {
    const next = safeNextPath(ctx.query['next']);
    if (sessionOf(ctx)) return ctx.redirect(next);
    if (!(await mayBeginChallenge(ctx, deps))) return;
    await sendToProvider(ctx, oidcDeps, { kind: 'sign-in', next });
  });

  router.get('/sign-in/oidc/join/:token', async (ctx) => {
    const token = ctx.params['token'] ?? '';
    if (!(await findInvitation(deps.ports, token))) {
      return render(ctx, <OidcInvitationInvalidScreen />, { status: 404 });
    }
    if (!(await mayBeginChallenge(ctx, deps))) return;
    await sendToProvider(ctx, oidcDeps, {
      kind: 'join',
      invitationTokenHash: hashSecretToken(token),
    });
  });

  // D28: every callback is a counted sign-in attempt (per address), like a password.
  router.get(OIDC_CALLBACK_PATH, (ctx) =>
    countedAttempt(ctx, deps, null, () => finishRoundTrip(ctx, oidcDeps)),
  );
}

/**
 * "Connect <provider>" on the account screen (every role: it is the member's own
 * sign-in): a round trip whose callback binds the provider's login to this member. It starts
 * only from the screen's form, a POST carrying the session's CSRF token (checked, with the
 * request's origin, before any route runs): a link or a page of another site cannot send the
 * member to the provider and bind whatever login the browser holds there.
 */
export const registerOidcAccountRoutes: RegisterRoutes = (router, deps) => {
  const { oidc } = deps;
  if (!oidc) return;
  router.post('/account/oidc/connect', async (ctx) => {
    const { active } = ownerSessionOf(ctx);
    const member = { accountId: active.accountId, memberId: active.memberId };
    await sendToProvider(ctx, { ...deps, oidc }, { kind: 'connect' }, member);
  });
};
