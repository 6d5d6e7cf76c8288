import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import {
  aJoinedMember,
  anOwnerWorld,
  auditRecordsOf,
  invitationTokenOf,
  OWNER_PASSWORD,
  ownerOf,
  webContextOf,
} from '../testing/owner-world.js';
import { authenticateApiKey } from './authenticate-api-key.js';
import { changeMemberRole } from './change-member-role.js';
import { createAccount } from './create-account.js';
import { createApiKey } from './create-api-key.js';
import { findInvitation } from './find-invitation.js';
import { inviteMember } from './invite-member.js';
import { joinWithPassword } from './join-with-password.js';
import { listApiKeys } from './list-api-keys.js';
import { listInvitations } from './list-invitations.js';
import { listMemberLeftovers } from './list-member-leftovers.js';
import { removeMember } from './remove-member.js';
import { revokeInvitation } from './revoke-invitation.js';

const DAY = 24 * 60 * 60 * 1000;

/** An owner who joined by invitation and made a write key and an owner invitation. */
async function anOwnerWhoMadeThings(world: Awaited<ReturnType<typeof anOwnerWorld>>) {
  const mal = await aJoinedMember(world, 'owner', 'mal@example.com');
  const made = await createApiKey(world.ports, webContextOf(mal), { scope: 'write', label: 'Mal' });
  const invitation = await inviteMember(world.ports, webContextOf(mal), { role: 'owner' });
  return { mal, key: made.key, keyId: made.apiKey.id, invitation };
}

/** Whether the key text still authenticates. */
const keyWorks = (world: Awaited<ReturnType<typeof anOwnerWorld>>, key: string) =>
  authenticateApiKey(world.ports, `Bearer ${key}`).then(
    () => true,
    () => false,
  );

describe('createApiKey: who made a key', () => {
  it('records the member behind a web key, and nobody for a command-line key', async () => {
    const world = await anOwnerWorld();
    const { mal, keyId } = await anOwnerWhoMadeThings(world);
    world.clock.advance(1000);
    await createApiKey(world.ports, cliWriteContext(world.accountId, 'r'), { scope: 'read' });
    const keys = await listApiKeys(world.ports, world.accountId);
    assert.deepEqual(
      keys.map((key) => [key.id === keyId ? 'web' : 'cli', key.createdBy]),
      [
        ['web', mal.memberId],
        ['cli', null],
      ],
    );
  });
});

describe('what a member leaves behind (removeMember, changeMemberRole)', () => {
  it('revokes the keys a removed member made and ends their invitations, in the same change', async () => {
    const world = await anOwnerWorld();
    const { mal, key, keyId, invitation } = await anOwnerWhoMadeThings(world);
    assert.equal(await keyWorks(world, key), true);
    const ctx = cliWriteContext(world.accountId, 'remove-mal');
    await removeMember(world.ports, ctx, mal.memberId);
    assert.equal(await keyWorks(world, key), false);
    const [revoked] = (await listApiKeys(world.ports, world.accountId)).filter(
      (k) => k.id === keyId,
    );
    assert.equal(revoked?.revokedAt, world.clock.now().toISOString());
    assert.equal(await findInvitation(world.ports, invitationTokenOf(invitation.path)), null);
    const records = await auditRecordsOf(world.ports, world.accountId);
    const keyRecord = records.find((r) => r.action === 'api_key.revoked');
    assert.equal(keyRecord?.resourceId, keyId);
    assert.equal(keyRecord?.requestId, 'remove-mal');
    assert.deepEqual(keyRecord?.changes, {
      revokedAt: { from: null, to: world.clock.now().toISOString() },
      reason: { from: null, to: 'member_removed' },
    });
    const ended = records.find((r) => r.action === 'member.invitation_revoked');
    assert.equal(ended?.resourceType, 'member');
    assert.equal(ended?.resourceId, invitation.invitationId);
    assert.deepEqual(ended?.changes, { reason: { from: null, to: 'member_removed' } });
  });

  it('revokes them when an owner is given another role, and not when the role stays owner', async () => {
    const world = await anOwnerWorld();
    const { mal, key, invitation } = await anOwnerWhoMadeThings(world);
    const ctx = cliWriteContext(world.accountId, 'r');
    await changeMemberRole(world.ports, ctx, mal.memberId, 'owner');
    assert.equal(await keyWorks(world, key), true);
    await changeMemberRole(world.ports, ctx, mal.memberId, 'viewer');
    assert.equal(await keyWorks(world, key), false);
    assert.equal(await findInvitation(world.ports, invitationTokenOf(invitation.path)), null);
    const reasons = (await auditRecordsOf(world.ports, world.accountId))
      .filter((r) => r.action === 'api_key.revoked' || r.action === 'member.invitation_revoked')
      .map((r) => [r.action, r.changes?.['reason']?.to]);
    assert.deepEqual(reasons.sort(), [
      ['api_key.revoked', 'member_role_changed'],
      ['member.invitation_revoked', 'member_role_changed'],
    ]);
    // An invitation link of theirs cannot make anyone an owner any more.
    await expectDomainRejection(
      () =>
        joinWithPassword(world.ports, {
          token: invitationTokenOf(invitation.path),
          email: 'new@example.com',
          password: OWNER_PASSWORD,
          confirmPassword: OWNER_PASSWORD,
          requestId: 'r',
        }),
      'invitation_invalid',
    );
  });

  it('leaves what others made alone, and changes nothing when the change is refused', async () => {
    const world = await anOwnerWorld();
    const { mal, key } = await anOwnerWhoMadeThings(world);
    const other = await aJoinedMember(world, 'owner', 'other@example.com');
    const theirs = await createApiKey(world.ports, webContextOf(other), { scope: 'read' });
    await removeMember(world.ports, webContextOf(other), mal.memberId);
    assert.equal(await keyWorks(world, theirs.key), true);
    const first = await ownerOf(world.ports, world.accountId);
    await removeMember(world.ports, webContextOf(other), first.id);
    // The last owner cannot step down: their key keeps working.
    await expectDomainRejection(
      () => changeMemberRole(world.ports, webContextOf(other), other.memberId, 'viewer'),
      'last_owner',
    );
    assert.equal(await keyWorks(world, theirs.key), true);
    assert.equal(await keyWorks(world, key), false);
  });

  it('lists the keys and invitations a change would end, for the confirmation page', async () => {
    const world = await anOwnerWorld();
    const { mal, keyId, invitation } = await anOwnerWhoMadeThings(world);
    const expired = await inviteMember(world.ports, webContextOf(mal), { role: 'viewer' });
    world.clock.advance(6 * DAY);
    const pending = await inviteMember(world.ports, webContextOf(mal), { role: 'editor' });
    world.clock.advance(DAY + 1);
    const left = await listMemberLeftovers(world.ports, world.accountId, mal.memberId);
    assert.deepEqual(
      left.keys.map((k) => k.id),
      [keyId],
    );
    assert.deepEqual(
      left.invitations.map((i) => [i.invitationId, i.role]),
      [[pending.invitationId, 'editor']],
    );
    assert.ok(![invitation.invitationId, expired.invitationId].includes(pending.invitationId));
  });
});

describe('listInvitations', () => {
  it('lists the pending invitations oldest first: role, who invited, when it expires', async () => {
    const world = await anOwnerWorld();
    const { mal, invitation } = await anOwnerWhoMadeThings(world);
    world.clock.advance(60_000);
    const fromCli = await inviteMember(world.ports, cliWriteContext(world.accountId, 'r'), {
      role: 'viewer',
      email: 'guest@example.com',
    });
    assert.deepEqual(await listInvitations(world.ports, world.accountId), [
      {
        invitationId: invitation.invitationId,
        role: 'owner',
        email: null,
        invitedBy: mal.memberId,
        createdAt: new Date(world.clock.now().getTime() - 60_000).toISOString(),
        expiresAt: invitation.expiresAt,
      },
      {
        invitationId: fromCli.invitationId,
        role: 'viewer',
        email: 'guest@example.com',
        invitedBy: null,
        createdAt: world.clock.now().toISOString(),
        expiresAt: fromCli.expiresAt,
      },
    ]);
    world.clock.advance(7 * DAY);
    assert.deepEqual(await listInvitations(world.ports, world.accountId), []);
  });
});

describe('revokeInvitation', () => {
  it('lets an owner end a pending invitation, audited with the reason', async () => {
    const world = await anOwnerWorld();
    const { mal, invitation } = await anOwnerWhoMadeThings(world);
    await revokeInvitation(world.ports, webContextOf(mal), invitation.invitationId);
    assert.equal(await findInvitation(world.ports, invitationTokenOf(invitation.path)), null);
    const record = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'member.invitation_revoked',
    );
    assert.equal(record?.resourceId, invitation.invitationId);
    assert.deepEqual(record?.changes, { reason: { from: null, to: 'revoked_by_owner' } });
    await expectDomainRejection(
      () => revokeInvitation(world.ports, webContextOf(mal), invitation.invitationId),
      'invitation_invalid',
    );
  });

  it('refuses editors, viewers and another account’s invitation, changing nothing', async () => {
    const world = await anOwnerWorld();
    const { invitation } = await anOwnerWhoMadeThings(world);
    for (const role of ['editor', 'viewer'] as const) {
      const member = await aJoinedMember(world, role);
      await expectDomainRejection(
        () => revokeInvitation(world.ports, webContextOf(member), invitation.invitationId),
        'insufficient_role',
      );
    }
    const elsewhere = await createAccount(world.ports, { name: 'Elsewhere' });
    await expectDomainRejection(
      () =>
        revokeInvitation(world.ports, cliWriteContext(elsewhere.id, 'r'), invitation.invitationId),
      'invitation_invalid',
    );
    assert.ok(await findInvitation(world.ports, invitationTokenOf(invitation.path)));
  });
});
