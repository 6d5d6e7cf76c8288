/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { RouterContext } from '@koa/router';
import {
  changeMemberPassword,
  DomainError,
  getCurrencySettings,
  getPushPublicKey,
  isDomainError,
  isOwnerEmailTaken,
  listIdentities,
  listPushDevices,
  listWebSessions,
  setMemberEmail,
  setOwnerPassword,
  signOutOtherSessions,
  validateEmail,
  validateNewPassword,
} from '@subtrack/domain';
import { roleMay } from '../access/route-roles.js';
import { pushAvailableAt } from '../app-shell/push-offer.js';
import { type FormErrors, formErrorsFrom } from '../components/form/form-errors.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { pagePreferences } from '../http/page-preferences.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { ownerSessionOf } from '../middleware/load-session.js';
import { type PasskeyFormState, passkeySection } from '../passkeys/passkey-section.js';
import type { WebState } from '../request-state.js';
import { AccountScreen } from '../screens/account/account-screen.js';
import { SetPasswordScreen } from '../screens/set-password-screen.js';
import { countedAttempt } from '../sign-in/counted-attempt.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';

/** The forms of the account screen a request refused, each with what to show beside it. */
export interface RefusedAccountForms {
  /** The password form's errors. */
  password?: FormErrors;
  /** A refused "Add a passkey", with the name typed. */
  passkey?: PasskeyFormState;
  homeCurrency?: FormErrors;
  /** A device the server could not take. */
  device?: FormErrors;
}

/** The account screen, with the forms a request refused (any makes it a 400). */
export async function renderAccount(
  ctx: RouterContext<WebState>,
  deps: WebDeps,
  refused: RefusedAccountForms = {},
) {
  const { password: errors, passkey: passkeyForm, homeCurrency: homeCurrencyErrors } = refused;
  const deviceErrors = refused.device;
  const { active } = ownerSessionOf(ctx);
  const { role } = ctx.state.session;
  const preferences = await pagePreferences(ctx, deps.ports);
  const page = (
    <AccountScreen
      session={ctx.state.session}
      notice={ctx.state.notice}
      sessions={await listWebSessions(deps.ports, active)}
      timeZone={preferences.timeZone}
      errors={errors}
      passkeys={await passkeySection(ctx, deps, preferences, passkeyForm)}
      devices={{
        devices: await listPushDevices(deps.ports, active),
        publicKey: await getPushPublicKey(deps.ports),
        available: pushAvailableAt(ctx, deps.publicUrl),
        csrfToken: ctx.state.session.csrfToken,
        ...preferences,
        ...(deviceErrors ? { errors: deviceErrors } : {}),
      }}
      oidc={
        deps.oidc && {
          name: deps.oidc.name,
          identities: await listIdentities(deps.ports, active),
          ...preferences,
        }
      }
      homeCurrency={{
        ...(await getCurrencySettings(deps.ports, active.accountId)),
        mayChange: roleMay(role, 'POST', '/account/home-currency'),
        ...(homeCurrencyErrors ? { errors: homeCurrencyErrors } : {}),
      }}
    />
  );
  render(ctx, page, { status: Object.keys(refused).length > 0 ? 400 : 200 });
}

/** Runs a write; a domain validation error becomes the form's errors instead of a 500. */
async function attempt(work: () => Promise<void>): Promise<FormErrors | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (isDomainError(error) && error.code === 'invalid_owner_login') return formErrorsFrom(error);
    throw error;
  }
}

/** `/account` (password, sessions) and `/set-password` (the first password after a link). */
export const registerAccountRoutes: RegisterRoutes = (router, deps) => {
  router.get('/account', (ctx) => renderAccount(ctx, deps));

  // D28, issue 20: the current password is checked like a sign-in: counted per address and
  // per account before it is hashed, and refused with the same 429 page while blocked.
  router.post('/account/password', (ctx) =>
    countedAttempt(ctx, deps, ownerSessionOf(ctx).active.accountId, async () => {
      const form = await readForm(ctx);
      const errors = await attempt(() =>
        changeMemberPassword(deps.ports, {
          session: ownerSessionOf(ctx).active,
          currentPassword: formValue(form, 'currentPassword'),
          newPassword: formValue(form, 'password'),
          requestId: ctx.state.requestId,
        }),
      );
      if (errors) {
        await renderAccount(ctx, deps, { password: errors });
        // Only a wrong current password counts; a too-short new one is no guess.
        return !errors.some((error) => error.field === 'currentPassword');
      }
      redirectWithNotice(ctx, '/account', translatorOf(ctx).t('account.password.changed'));
      return true;
    }),
  );

  router.post('/account/sign-out-others', async (ctx) => {
    const ended = await signOutOtherSessions(deps.ports, {
      session: ownerSessionOf(ctx).active,
      requestId: ctx.state.requestId,
    });
    redirectWithNotice(
      ctx,
      '/account',
      translatorOf(ctx).t('account.sessions.signedOutOthers', { count: ended }),
    );
  });

  router.get('/set-password', (ctx) => {
    const { active } = ownerSessionOf(ctx);
    if (active.hasPassword) return ctx.redirect('/account');
    render(ctx, <SetPasswordScreen session={ctx.state.session} askEmail={active.email === null} />);
  });

  router.post('/set-password', async (ctx) => {
    const { active } = ownerSessionOf(ctx);
    if (active.hasPassword) return ctx.redirect('/account');
    // Issue 20: an email another account uses is refused in words that do not say so, and
    // the refusal counts like a failed sign-in (per address and account), so one owner can
    // try only a handful of addresses to learn whether someone else here uses them.
    await countedAttempt(ctx, deps, active.accountId, () => savePasswordOrFail(ctx, deps));
  });
};

/** The first password (and email) after a link: false when the email was refused as taken. */
async function savePasswordOrFail(ctx: RouterContext<WebState>, deps: WebDeps): Promise<boolean> {
  const { active } = ownerSessionOf(ctx);
  const form = await readForm(ctx);
  const email = formValue(form, 'email');
  const password = formValue(form, 'password');
  let emailRefused = false;
  const errors = await attempt(async () => {
    // Every check before any write: a refused form changes nothing.
    validateNewPassword(password);
    if (password !== formValue(form, 'confirmPassword')) {
      throw new DomainError('invalid_owner_login', 'Passwords do not match', {
        field: 'confirmPassword',
      });
    }
    if (active.email === null) {
      validateEmail(email);
      try {
        await setMemberEmail(deps.ports, {
          accountId: active.accountId,
          memberId: active.memberId,
          email,
        });
      } catch (error) {
        // The page says what to do, not that another member uses it (issue 20).
        emailRefused = isOwnerEmailTaken(error);
        throw error;
      }
    }
    await setOwnerPassword(deps.ports, {
      accountId: active.accountId,
      memberId: active.memberId,
      password,
      actor: { type: 'web', id: active.publicId, memberId: active.memberId },
      requestId: ctx.state.requestId,
      keepSessionIdHash: active.idHash,
    });
  });
  if (errors) {
    const page = (
      <SetPasswordScreen
        session={ctx.state.session}
        askEmail={active.email === null}
        email={email}
        errors={errors}
      />
    );
    render(ctx, page, { status: 400 });
    return !emailRefused;
  }
  redirectWithNotice(ctx, '/', translatorOf(ctx).t('setPassword.notice.saved'));
  return true;
}
