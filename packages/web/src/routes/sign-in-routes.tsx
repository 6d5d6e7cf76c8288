/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { redeemSignInLink, signInWithPassword, signOutWebSession } from '@subtrack/domain';
import type { Context } from 'koa';
import { clientAddress } from '../http/client-address.js';
import { formValue, readForm } from '../http/form-body.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { safeNextPath } from '../http/safe-next.js';
import { preSessionToken } from '../middleware/pre-session-token.js';
import { SignInScreen } from '../screens/sign-in.js';
import { SignInLinkInvalidScreen, SignInLinkScreen } from '../screens/sign-in-link.js';
import { TooManySignInsScreen } from '../screens/too-many-sign-ins.js';
import {
  clearSessionCookie,
  sessionIdFromCookie,
  setSessionCookie,
} from '../session/session-cookie.js';
import type { SignInThrottle } from '../sign-in/sign-in-throttle.js';
import { type RegisterRoutes, sessionOf } from '../web-state.js';

// D28: one message for every failure, so it never tells whether the email exists.
const WRONG = 'Email or password is wrong';

/** D28: a blocked address gets a 429 page and nothing else runs. */
function refuseBlocked(ctx: Context, throttle: SignInThrottle, now: number): boolean {
  const until = throttle.addressBlockedUntil(clientAddress(ctx));
  if (until === null) return false;
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  ctx.set('Retry-After', String(seconds));
  render(ctx, <TooManySignInsScreen minutes={Math.ceil(seconds / 60)} />, { status: 429 });
  return true;
}

/** Ends the browser's old session (if any) and starts using the new one (D29). */
async function switchSession(
  ctx: Context,
  deps: { ports: Parameters<typeof signOutWebSession>[0] },
  sessionId: string,
) {
  const old = sessionIdFromCookie(ctx);
  if (old) await signOutWebSession(deps.ports, old);
  setSessionCookie(ctx, sessionId);
}

/** The public pages: `/sign-in`, `/sign-in/link/<token>`, `/sign-out`. */
export function signInRoutes(throttle: SignInThrottle): RegisterRoutes {
  return (router, deps) => {
    const now = () => deps.ports.clock.now().getTime();

    router.get('/sign-in', (ctx) => {
      if (sessionOf(ctx)) return ctx.redirect(safeNextPath(ctx.query['next']));
      const token = preSessionToken(ctx, true) ?? '';
      render(
        ctx,
        <SignInScreen
          csrfToken={token}
          next={safeNextOrNull(ctx.query['next'])}
          notice={ctx.state.notice}
        />,
      );
    });

    router.post('/sign-in', async (ctx) => {
      if (refuseBlocked(ctx, throttle, now())) return;
      const form = await readForm(ctx);
      const email = formValue(form, 'email');
      const result = await signInWithPassword(deps.ports, {
        email,
        password: formValue(form, 'password'),
        requestId: ctx.state.requestId,
        accountBlocked: (accountId) => throttle.accountBlocked(accountId),
      });
      if (!result.ok) {
        throttle.recordFailure(clientAddress(ctx), result.accountId);
        const errors = [{ field: 'email', message: WRONG }];
        const next = safeNextOrNull(ctx.query['next']);
        const page = (
          <SignInScreen
            csrfToken={preSessionToken(ctx, true) ?? ''}
            email={email}
            next={next}
            errors={errors}
          />
        );
        return render(ctx, page, { status: 401 });
      }
      await switchSession(ctx, deps, result.session.sessionId);
      ctx.status = 303;
      ctx.redirect(
        result.session.needsPassword ? '/set-password' : safeNextPath(ctx.query['next']),
      );
    });

    router.get('/sign-in/link/:token', (ctx) => {
      const token = preSessionToken(ctx, true) ?? '';
      render(ctx, <SignInLinkScreen csrfToken={token} action={ctx.path} />);
    });

    router.post('/sign-in/link/:token', async (ctx) => {
      if (refuseBlocked(ctx, throttle, now())) return;
      let started: Awaited<ReturnType<typeof redeemSignInLink>>;
      try {
        started = await redeemSignInLink(deps.ports, {
          token: ctx.params['token'] ?? '',
          requestId: ctx.state.requestId,
        });
      } catch (error) {
        if ((error as { code?: string }).code !== 'sign_in_link_invalid') throw error;
        throttle.recordFailure(clientAddress(ctx), null);
        return render(ctx, <SignInLinkInvalidScreen />, { status: 404 });
      }
      await switchSession(ctx, deps, started.sessionId);
      ctx.status = 303;
      ctx.redirect(started.needsPassword ? '/set-password' : '/');
    });

    router.post('/sign-out', async (ctx) => {
      const sessionId = sessionIdFromCookie(ctx);
      if (sessionId) await signOutWebSession(deps.ports, sessionId);
      clearSessionCookie(ctx);
      redirectWithNotice(ctx, '/sign-in', 'You are signed out');
    });
  };
}

function safeNextOrNull(next: unknown): string | null {
  const path = safeNextPath(next);
  return path === '/' ? null : path;
}
