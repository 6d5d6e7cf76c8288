/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import {
  changeMemberRole,
  type DomainError,
  inviteMember,
  isDomainError,
  listInvitations,
  listMemberLeftovers,
  listMembers,
  type MemberRole,
  parseMemberRole,
  removeMember,
  revokeInvitation,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { formatInstant } from '../format/format-date.js';
import { formValue, readForm } from '../http/form-body.js';
import { OneTimeFlash } from '../http/one-time-flash.js';
import { signedOutTranslatorOf, translatorOf } from '../http/page-language.js';
import { pagePreferences } from '../http/page-preferences.js';
import { publicOrigin } from '../http/public-origin.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import { ChangeRoleScreen } from '../screens/members/change-role-screen.js';
import type { InviteValues } from '../screens/members/invite-form.js';
import { MembersScreen } from '../screens/members/members-screen.js';
import type { NewInvitationLink } from '../screens/members/new-invitation-panel.js';
import { RemoveMemberScreen } from '../screens/members/remove-member-screen.js';
import { RoleRefusedScreen } from '../screens/role-refused-screen.js';
import { clearSessionCookie } from '../session/session-cookie.js';
import { memberEmailsOf } from '../view-models/audit-words.js';
import { toInvitationRows } from '../view-models/invitation-rows.js';
import { nothingLeft, toLeftoverLists } from '../view-models/leftover-lists.js';
import { ROLE_NAMES, toMemberRows } from '../view-models/member-rows.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';

type MembersContext = Context & { state: WebState; params: Record<string, string> };

const BLANK_INVITE: InviteValues = { email: '', role: 'viewer' };

async function memberRows(ctx: MembersContext, deps: WebDeps) {
  const { session } = ctx.state;
  const members = await listMembers(deps.ports, session.accountId);
  const prefs = await pagePreferences(ctx, deps.ports);
  return toMemberRows(members, prefs, session.memberId, translatorOf(ctx).t);
}

/** The invitation links that still work, with who made each. */
async function invitationRows(ctx: MembersContext, deps: WebDeps) {
  const { accountId } = ctx.state.session;
  const invitations = await listInvitations(deps.ports, accountId);
  const members = memberEmailsOf(await listMembers(deps.ports, accountId));
  const prefs = await pagePreferences(ctx, deps.ports);
  return toInvitationRows(invitations, prefs, members, translatorOf(ctx).t);
}

/** The keys and invitation links of a member that a removal or a demotion ends, in words. */
async function leftoverLists(ctx: MembersContext, deps: WebDeps, memberId: string) {
  const { accountId } = ctx.state.session;
  const left = await listMemberLeftovers(deps.ports, accountId, memberId);
  return toLeftoverLists(left, await pagePreferences(ctx, deps.ports), translatorOf(ctx).t);
}

async function renderMembers(
  ctx: MembersContext,
  deps: WebDeps,
  extra: {
    values?: InviteValues;
    errors?: FormErrors;
    changeErrors?: FormErrors;
    invitation?: NewInvitationLink | null;
    status?: number;
  } = {},
) {
  const screen = (
    <MembersScreen
      session={ctx.state.session}
      notice={ctx.state.notice}
      rows={await memberRows(ctx, deps)}
      invitations={await invitationRows(ctx, deps)}
      invitation={extra.invitation ?? null}
      values={extra.values ?? BLANK_INVITE}
      errors={extra.errors}
      changeErrors={extra.changeErrors}
    />
  );
  render(ctx, screen, { status: extra.status ?? 200 });
}

/** The account's member of the path's id as a row, or null (then the 404 page). */
async function findRow(ctx: MembersContext, deps: WebDeps) {
  const id = ctx.params['id'] ?? '';
  return (await memberRows(ctx, deps)).find((row) => row.memberId === id) ?? null;
}

/**
 * A change refused because the acting member stopped being an owner (or was removed)
 * while it waited for its turn: the 403 page; true when that was the refusal.
 */
function refusedMeanwhile(ctx: MembersContext, error: DomainError): boolean {
  if (error.code !== 'insufficient_role') return false;
  const page = <RoleRefusedScreen session={ctx.state.session} needed="owner" changedMeanwhile />;
  render(ctx, page, { status: 403 });
  return true;
}

/** A refused change of a member in the screen's words (the last owner's in particular). */
function changeErrorsFrom(ctx: MembersContext, error: DomainError): FormErrors {
  if (error.code === 'last_owner') {
    return [{ field: null, message: translatorOf(ctx).t('members.lastOwner') }];
  }
  return formErrorsFrom(error);
}

/**
 * `/members`: invite with a role (the link shown once), revoke an invitation, change a
 * role, remove. Removing a member, or giving an owner another role, ends the keys and
 * invitation links they made, listed on a confirmation page first.
 */
export const registerMemberRoutes: RegisterRoutes = (router, deps) => {
  const flash = new OneTimeFlash<NewInvitationLink>(() => deps.ports.clock.now().getTime());

  router.get('/members', async (ctx) => {
    const invitation = flash.take(ctx.state.session.sessionPublicId);
    await renderMembers(ctx, deps, { invitation });
  });

  router.post('/members', async (ctx) => {
    const form = await readForm(ctx);
    const values = { email: formValue(form, 'email'), role: formValue(form, 'role') };
    try {
      const email = values.email.trim() === '' ? null : values.email.trim();
      const role = parseMemberRole(values.role);
      const made = await inviteMember(deps.ports, webWriteContextFor(ctx), { role, email });
      const prefs = await pagePreferences(ctx, deps.ports);
      const { t } = translatorOf(ctx);
      const roleLabel = t(ROLE_NAMES[role]);
      flash.put(ctx.state.session.sessionPublicId, {
        url: `${publicOrigin(ctx, deps.publicUrl)}${made.path}`,
        roleLabel,
        expires: formatInstant(made.expiresAt, prefs.locale, prefs.timeZone),
      });
      redirectWithNotice(ctx, '/members', t('members.notice.invited', { role }));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (refusedMeanwhile(ctx, error)) return;
      await renderMembers(ctx, deps, { values, errors: formErrorsFrom(error), status: 400 });
    }
  });

  router.post('/members/:id/role', async (ctx) => {
    const row = await findRow(ctx, deps);
    if (!row) return; // 404 page from the error middleware
    const form = await readForm(ctx);
    let role: MemberRole;
    try {
      role = parseMemberRole(formValue(form, 'role'));
      // D49: an owner given another role loses the keys and links they made: ask first.
      if (row.role === 'owner' && role !== 'owner' && formValue(form, 'confirmed') !== 'yes') {
        const leftovers = await leftoverLists(ctx, deps, row.memberId);
        if (!nothingLeft(leftovers)) {
          const page = (
            <ChangeRoleScreen
              session={ctx.state.session}
              row={row}
              role={role}
              leftovers={leftovers}
            />
          );
          render(ctx, page);
          return;
        }
      }
      await changeMemberRole(deps.ports, webWriteContextFor(ctx), row.memberId, role);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (refusedMeanwhile(ctx, error)) return;
      const status = error.code === 'last_owner' ? 409 : 400;
      await renderMembers(ctx, deps, { changeErrors: changeErrorsFrom(ctx, error), status });
      return;
    }
    const notice = translatorOf(ctx).t('members.notice.roleChanged', { name: row.name, role });
    redirectWithNotice(ctx, '/members', notice);
  });

  router.get('/members/:id/remove', async (ctx) => {
    const row = await findRow(ctx, deps);
    if (!row) return;
    const leftovers = await leftoverLists(ctx, deps, row.memberId);
    render(ctx, <RemoveMemberScreen session={ctx.state.session} row={row} leftovers={leftovers} />);
  });

  router.post('/members/:id/remove', async (ctx) => {
    const row = await findRow(ctx, deps);
    if (!row) return;
    try {
      await removeMember(deps.ports, webWriteContextFor(ctx), row.memberId);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (refusedMeanwhile(ctx, error)) return;
      const page = (
        <RemoveMemberScreen
          session={ctx.state.session}
          row={row}
          leftovers={await leftoverLists(ctx, deps, row.memberId)}
          errors={changeErrorsFrom(ctx, error)}
        />
      );
      render(ctx, page, { status: error.code === 'last_owner' ? 409 : 400 });
      return;
    }
    // An owner who removed themselves is signed out with the rest of their sessions.
    if (row.isYou) {
      clearSessionCookie(ctx);
      redirectWithNotice(ctx, '/sign-in', signedOutTranslatorOf(ctx).t('members.notice.left'));
      return;
    }
    redirectWithNotice(
      ctx,
      '/members',
      translatorOf(ctx).t('members.notice.removed', { name: row.name }),
    );
  });

  router.post('/members/invitations/:id/revoke', async (ctx) => {
    try {
      await revokeInvitation(deps.ports, webWriteContextFor(ctx), ctx.params['id'] ?? '');
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (refusedMeanwhile(ctx, error)) return;
      // A link used, expired or revoked meanwhile, or another account's: the 404 page.
      if (error.code === 'invitation_invalid') return;
      throw error;
    }
    redirectWithNotice(ctx, '/members', translatorOf(ctx).t('members.notice.invitationRevoked'));
  });
};
