import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InvitationSummary, MemberSummary } from '@subtrack/domain';
import { anApiKey } from '@subtrack/domain/testing';
import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { aWebSession } from '../../testing/test-session.js';
import { toInvitationRows } from '../../view-models/invitation-rows.js';
import { toLeftoverLists } from '../../view-models/leftover-lists.js';
import { toMemberRows } from '../../view-models/member-rows.js';
import { ChangeRoleScreen } from './change-role-screen.js';
import { MembersScreen } from './members-screen.js';
import { RemoveMemberScreen } from './remove-member-screen.js';

const { t } = translatorFor(PSEUDO_LANGUAGE);
const session = aWebSession();
const PREFS = { locale: 'en', timeZone: 'UTC' };
const members: MemberSummary[] = [
  {
    memberId: 'member-1',
    email: 'owner@example.com',
    role: 'owner',
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  { memberId: 'member-2', email: null, role: 'editor', createdAt: '2026-11-02T08:00:00.000Z' },
];
const invitation = (email: string | null, invitedBy: string | null): InvitationSummary => ({
  invitationId: `inv-${email}`,
  role: 'viewer',
  email,
  invitedBy,
  createdAt: '2026-11-03T08:00:00.000Z',
  expiresAt: '2026-11-10T08:00:00.000Z',
});
const rows = toMemberRows(members, PREFS, 'member-1', t);
const invitations = toInvitationRows(
  [invitation('sam@example.com', 'member-1'), invitation(null, null)],
  PREFS,
  new Map([['member-1', 'owner@example.com']]),
  t,
);
const leftovers = toLeftoverLists(
  {
    keys: [anApiKey({ label: 'script', scope: 'write' })],
    invitations: [invitation('sam@example.com', null)],
  },
  PREFS,
  t,
);
// Emails, key labels and times are shown as they are.
const AS_IS = [
  'owner@example.com',
  'sam@example.com',
  'script',
  ...rows.map((row) => row.joined),
  ...invitations.map((row) => row.expires),
];

describe('the members screens in the pseudo-locale', () => {
  it('say every word of the members list, the invitations and the new link through the catalogs', () => {
    const screen = h(MembersScreen, {
      session,
      notice: null,
      rows,
      invitations,
      invitation: {
        url: 'http://127.0.0.1/join/x',
        roleLabel: t('members.role.viewer'),
        expires: 'Nov 10',
      },
      values: { email: '', role: 'viewer' },
      errors: [{ field: 'email', message: t('members.lastOwner') }],
    });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), [...AS_IS, 'Nov 10']), []);
    const empty = h(MembersScreen, { ...screen.props, invitations: [], invitation: null });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(empty), AS_IS), []);
  });

  it('say every word of changing a role and removing a member through the catalogs', () => {
    const [owner, editor] = rows;
    const change = h(ChangeRoleScreen, { session, row: owner!, role: 'viewer', leftovers });
    const removeLastOwner = h(RemoveMemberScreen, { session, row: owner!, leftovers });
    const remove = h(RemoveMemberScreen, { session, row: editor!, leftovers });
    const leftoverTimes = leftovers.invitations;
    for (const screen of [change, removeLastOwner, remove]) {
      assert.deepEqual(
        unmarkedOnPage(renderInPseudoLocale(screen), [
          ...AS_IS,
          ...leftoverTimes.map((line) => line.split(', ').pop()!),
        ]),
        [],
      );
    }
  });
});
