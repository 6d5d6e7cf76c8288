/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { RouterContext } from '@koa/router';
import {
  addPasskey,
  completePasskeySignIn,
  DomainError,
  isDomainError,
  listPasskeys,
  parsePasskeyName,
  removePasskey,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { formErrorsFrom } from '../components/form/form-errors.js';
import { formatInstant } from '../format/format-date.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { pagePreferences } from '../http/page-preferences.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { safeNextPath } from '../http/safe-next.js';
import { ownerSessionOf } from '../middleware/load-session.js';
import { preSessionToken } from '../middleware/pre-session-token.js';
import {
  passkeyRegistrationOptions,
  verifyPasskeyRegistration,
} from '../passkeys/passkey-registration.js';
import { passkeySignInOptions, verifyPasskeySignIn } from '../passkeys/passkey-sign-in.js';
import { type RelyingParty, relyingPartyOf } from '../passkeys/relying-party.js';
import type { WebState } from '../request-state.js';
import { RemovePasskeyScreen } from '../screens/remove-passkey-screen.js';
import { SignInScreen } from '../screens/sign-in-screen.js';
import { mayBeginChallenge } from '../sign-in/begin-challenge.js';
import { countedAttempt } from '../sign-in/counted-attempt.js';
import { switchSession } from '../sign-in/switch-session.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';
import { renderAccount } from './account-routes.js';
import { safeNextOrNull } from './sign-in-routes.js';

// D28: one message for every refused passkey sign-in (unknown, removed, replayed, expired,
// a wrong signature): which one it was would help only an attacker.
const NOT_SIGNED_IN = 'signIn.passkey.refused';

// D46: a refused "Add a passkey" after the authenticator answered.
const NOT_ADDED = 'account.passkey.notAdded';

/** The options endpoints answer JSON: the options, or the spec's error envelope. */
function sendJson(ctx: Context, status: number, body: unknown): void {
  ctx.status = status;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = JSON.stringify(body);
}

function sendError(ctx: Context, status: number, error: DomainError): void {
  const { field, suggestedFix } = error.details;
  sendJson(ctx, status, {
    error: {
      code: error.code,
      message: error.message,
      ...(field ? { field } : {}),
      ...(suggestedFix ? { suggestedFix } : {}),
    },
    requestId: (ctx.state as WebState).requestId,
  });
}

/** A request at an address where browsers refuse passkeys: nothing to begin. */
function refuseUnusable(ctx: Context): void {
  sendError(
    ctx,
    400,
    new DomainError('invalid_passkey', 'Passkeys do not work at this address', {
      suggestedFix:
        'Open subtrack by its name over https://, or at http://localhost on its computer.',
    }),
  );
}

/** The sign-in page again, saying the passkey did not sign in (401). */
function renderSignInRefused(ctx: Context, rp: RelyingParty): void {
  const page = (
    <SignInScreen
      csrfToken={preSessionToken(ctx, true) ?? ''}
      next={safeNextOrNull(ctx.query['next'])}
      errors={[{ field: null, message: translatorOf(ctx).t(NOT_SIGNED_IN) }]}
      passkey={rp}
    />
  );
  render(ctx, page, { status: 401 });
}

/** The answer of the sign-in form: true when its passkey signed in (then redirected). */
async function signInOrFail(ctx: Context, deps: WebDeps): Promise<boolean> {
  const rp = relyingPartyOf(ctx, deps.publicUrl);
  const form = await readForm(ctx);
  const verified = rp.usable
    ? await verifyPasskeySignIn(deps.ports, rp, formValue(form, 'response'))
    : null;
  const result = verified
    ? await completePasskeySignIn(deps.ports, { ...verified, requestId: ctx.state.requestId })
    : { ok: false as const };
  if (!result.ok) {
    renderSignInRefused(ctx, rp);
    return false;
  }
  await switchSession(ctx, deps, result.session.sessionId);
  ctx.status = 303;
  ctx.redirect(safeNextPath(ctx.query['next']));
  return true;
}

/**
 * D46, public: `POST /sign-in/passkey/options` (JSON: what `startAuthentication` needs) and
 * `POST /sign-in/passkey` (the form with the authenticator's answer). Both go through the
 * sign-in throttles: a blocked address gets the 429 and begins nothing; a refused
 * answer counts as a failed sign-in from its address.
 */
export const registerPasskeySignInRoutes: RegisterRoutes = (router, deps) => {
  router.post('/sign-in/passkey/options', (ctx) =>
    countedAttempt(ctx, deps, null, async () => {
      const rp = relyingPartyOf(ctx, deps.publicUrl);
      if (!rp.usable) refuseUnusable(ctx);
      else if (await mayBeginChallenge(ctx, deps)) {
        sendJson(ctx, 200, await passkeySignInOptions(deps.ports, rp));
      }
      // Asking is no failed sign-in: only a refused answer counts.
      return true;
    }),
  );

  router.post('/sign-in/passkey', (ctx) =>
    countedAttempt(ctx, deps, null, () => signInOrFail(ctx, deps)),
  );
};

/** The passkey of the member signed in named by the path, or null (then a 404 page). */
async function ownPasskey(ctx: RouterContext<WebState>, deps: WebDeps) {
  const passkeys = await listPasskeys(deps.ports, ownerSessionOf(ctx).active);
  return passkeys.find((passkey) => passkey.id === ctx.params['id']) ?? null;
}

/** "Add a passkey" refused: the account screen again with the message and the name typed. */
async function refuseAdding(
  ctx: RouterContext<WebState>,
  deps: WebDeps,
  name: string,
  error: DomainError | string,
) {
  const errors =
    typeof error === 'string'
      ? [{ field: null, message: error }]
      : formErrorsFrom(error, { name: 'passkeyName' });
  await renderAccount(ctx, deps, { passkey: { errors, name } });
}

/**
 * D46, the account screen (every role: a member manages their own passkeys):
 * `POST /account/passkeys/options` (JSON for `startRegistration`, after the name is
 * checked), `POST /account/passkeys` (the form with the authenticator's answer), and
 * removing one after a confirmation page. `passkey.added` and `passkey.removed` are
 * audited with the name by the domain.
 */
export const registerPasskeyRoutes: RegisterRoutes = (router, deps) => {
  router.post('/account/passkeys/options', async (ctx) => {
    const rp = relyingPartyOf(ctx, deps.publicUrl);
    if (!rp.usable) return refuseUnusable(ctx);
    try {
      // The name is checked before the authenticator is asked, so a bad one costs no prompt.
      parsePasskeyName(formValue(await readForm(ctx), 'passkeyName'));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return sendError(ctx, 400, error);
    }
    sendJson(
      ctx,
      200,
      await passkeyRegistrationOptions(deps.ports, rp, ownerSessionOf(ctx).active),
    );
  });

  router.post('/account/passkeys', async (ctx) => {
    const { active } = ownerSessionOf(ctx);
    const form = await readForm(ctx);
    const name = formValue(form, 'passkeyName');
    const rp = relyingPartyOf(ctx, deps.publicUrl);
    const passkey = rp.usable
      ? await verifyPasskeyRegistration(deps.ports, rp, active, formValue(form, 'response'))
      : null;
    if (!passkey) return refuseAdding(ctx, deps, name, translatorOf(ctx).t(NOT_ADDED));
    try {
      const added = await addPasskey(deps.ports, {
        session: active,
        name,
        passkey,
        requestId: ctx.state.requestId,
      });
      redirectWithNotice(
        ctx,
        '/account',
        translatorOf(ctx).t('account.passkey.notice.added', { name: added.name }),
      );
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'invalid_passkey') throw error;
      await refuseAdding(ctx, deps, name, error);
    }
  });

  router.get('/account/passkeys/:id/remove', async (ctx) => {
    const passkey = await ownPasskey(ctx, deps);
    if (!passkey) return; // 404 page from the error middleware
    const { locale, timeZone } = await pagePreferences(ctx, deps.ports);
    const added = formatInstant(passkey.createdAt, locale, timeZone);
    render(
      ctx,
      <RemovePasskeyScreen session={ctx.state.session} passkey={passkey} added={added} />,
    );
  });

  router.post('/account/passkeys/:id/remove', async (ctx) => {
    const passkey = await ownPasskey(ctx, deps);
    if (!passkey) return;
    await removePasskey(deps.ports, {
      session: ownerSessionOf(ctx).active,
      passkeyId: passkey.id,
      requestId: ctx.state.requestId,
    });
    redirectWithNotice(
      ctx,
      '/account',
      translatorOf(ctx).t('account.passkey.notice.removed', { name: passkey.name }),
    );
  });
};
