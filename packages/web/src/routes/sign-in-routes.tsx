/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  redeemSignInLink,
  signInLinkWorks,
  signInWithPassword,
  signOutWebSession,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { formValue, readForm } from '../http/form-body.js';
import { signedOutTranslatorOf, translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { safeNextPath } from '../http/safe-next.js';
import { preSessionToken } from '../middleware/pre-session-token.js';
import { oidcButtonState } from '../oidc/oidc-button-state.js';
import { relyingPartyOf } from '../passkeys/relying-party.js';
import { sessionOf } from '../request-state.js';
import { SignInLinkInvalidScreen, SignInLinkScreen } from '../screens/sign-in-link-screen.js';
import { SignInScreen } from '../screens/sign-in-screen.js';
import { clearSessionCookie, sessionIdFromCookie } from '../session/session-cookie.js';
import { countedAttempt } from '../sign-in/counted-attempt.js';
import type { SignInAttempt } from '../sign-in/sign-in-throttle.js';
import { switchSession } from '../sign-in/switch-session.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';

// D28: one message for every failure, so it never tells whether the email exists.
const WRONG = 'signIn.wrong';

/** The sign-in form's email and password: true when they were right (then signed in). */
async function signInOrFail(ctx: Context, deps: WebDeps, attempt: SignInAttempt) {
  const form = await readForm(ctx);
  const email = formValue(form, 'email');
  const result = await signInWithPassword(deps.ports, {
    email,
    password: formValue(form, 'password'),
    requestId: ctx.state.requestId,
    // A blocked account fails like a wrong password: a 429 would tell that the email exists.
    reserveAccountAttempt: async (accountId) =>
      (await attempt.alsoAgainstAccount(accountId)) === null,
  });
  if (!result.ok) {
    const page = (
      <SignInScreen
        csrfToken={preSessionToken(ctx, true) ?? ''}
        email={email}
        next={safeNextOrNull(ctx.query['next'])}
        errors={[{ field: 'email', message: translatorOf(ctx).t(WRONG) }]}
        passkey={relyingPartyOf(ctx, deps.publicUrl)}
        oidc={await oidcSignIn(ctx, deps)}
      />
    );
    render(ctx, page, { status: 401 });
    return false;
  }
  await switchSession(ctx, deps, result.session.sessionId);
  ctx.status = 303;
  ctx.redirect(result.session.needsPassword ? '/set-password' : safeNextPath(ctx.query['next']));
  return true;
}

/** A sign-in link's button: true when the link was good (then signed in). */
async function redeemOrFail(ctx: Context, deps: WebDeps) {
  let started: Awaited<ReturnType<typeof redeemSignInLink>>;
  try {
    started = await redeemSignInLink(deps.ports, {
      token: ctx.params['token'] ?? '',
      requestId: ctx.state.requestId,
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'sign_in_link_invalid') throw error;
    render(ctx, <SignInLinkInvalidScreen />, { status: 404 });
    return false;
  }
  await switchSession(ctx, deps, started.sessionId);
  ctx.status = 303;
  ctx.redirect(started.needsPassword ? '/set-password' : '/');
  return true;
}

/** The public pages: `/sign-in`, `/sign-in/link/<token>`, `/sign-out`. */
export const registerSignInRoutes: RegisterRoutes = (router, deps) => {
  router.get('/sign-in', async (ctx) => {
    if (sessionOf(ctx)) return ctx.redirect(safeNextPath(ctx.query['next']));
    const token = preSessionToken(ctx, true) ?? '';
    render(
      ctx,
      <SignInScreen
        csrfToken={token}
        next={safeNextOrNull(ctx.query['next'])}
        notice={ctx.state.notice}
        passkey={relyingPartyOf(ctx, deps.publicUrl)}
        oidc={await oidcSignIn(ctx, deps)}
      />,
    );
  });

  router.post('/sign-in', (ctx) =>
    countedAttempt(ctx, deps, null, (attempt) => signInOrFail(ctx, deps, attempt)),
  );

  // Issue 20: a used, expired or unknown link says so, with no "Sign in" button that could
  // only fail. Looking does not use the link up (D28: link scanners fetch it).
  router.get('/sign-in/link/:token', async (ctx) => {
    if (!(await signInLinkWorks(deps.ports, ctx.params['token'] ?? ''))) {
      return render(ctx, <SignInLinkInvalidScreen />, { status: 404 });
    }
    const token = preSessionToken(ctx, true) ?? '';
    render(ctx, <SignInLinkScreen csrfToken={token} action={ctx.path} />);
  });

  router.post('/sign-in/link/:token', (ctx) =>
    countedAttempt(ctx, deps, null, async () => redeemOrFail(ctx, deps)),
  );

  router.post('/sign-out', async (ctx) => {
    const sessionId = sessionIdFromCookie(ctx);
    if (sessionId) await signOutWebSession(deps.ports, sessionId);
    clearSessionCookie(ctx);
    redirectWithNotice(ctx, '/sign-in', signedOutTranslatorOf(ctx).t('signIn.notice.signedOut'));
  });
};

/** The sign-in page's "Sign in with <provider>" (null when no provider is set up). */
function oidcSignIn(ctx: Context, deps: WebDeps) {
  const next = safeNextOrNull(ctx.query['next']);
  const href = next ? `/sign-in/oidc?next=${encodeURIComponent(next)}` : '/sign-in/oidc';
  return oidcButtonState(deps.oidc, 'signIn', href);
}

/** The `next` path to carry through a sign-in form, or null for the dashboard. */
export function safeNextOrNull(next: unknown): string | null {
  const path = safeNextPath(next);
  return path === '/' ? null : path;
}
