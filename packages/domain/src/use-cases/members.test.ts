import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, webWriteContext } from '../audit/write-context.js';
import { hashSecretToken } from '../owners/secret-token.js';
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
import { changeMemberRole } from './change-member-role.js';
import { createAccount } from './create-account.js';
import { findInvitation } from './find-invitation.js';
import { inviteMember } from './invite-member.js';
import { joinWithIdentity } from './join-with-identity.js';
import { joinWithPassword } from './join-with-password.js';
import { listMembers } from './list-members.js';
import { removeMember } from './remove-member.js';
import { resumeWebSession } from './resume-web-session.js';
import { signInWithIdentity } from './sign-in-with-identity.js';
import { signInWithPassword } from './sign-in-with-password.js';

const DAY = 24 * 60 * 60 * 1000;

describe('createAccount', () => {
  it('makes the first member, an owner without email or password', async () => {
    const world = await anOwnerWorld();
    const account = await createAccount(world.ports, { name: 'Flat' });
    const members = await listMembers(world.ports, account.id);
    assert.equal(members.length, 1);
    assert.equal(members[0]?.role, 'owner');
    assert.equal(members[0]?.email, null);
  });
});

describe('inviteMember', () => {
  it('gives a one-time link valid 7 days and audits member.invited without the token', async () => {
    const world = await anOwnerWorld();
    const invitation = await inviteMember(world.ports, cliWriteContext(world.accountId, 'r1'), {
      role: 'editor',
      email: ' Guest@Example.com ',
    });
    assert.match(invitation.path, /^\/invite\/[A-Za-z0-9_-]{43}$/);
    assert.equal(
      invitation.expiresAt,
      new Date(world.clock.now().getTime() + 7 * DAY).toISOString(),
    );
    assert.deepEqual(await findInvitation(world.ports, invitationTokenOf(invitation.path)), {
      accountName: 'Household',
      role: 'editor',
      email: 'Guest@Example.com',
      expiresAt: invitation.expiresAt,
    });
    const record = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'member.invited',
    );
    assert.equal(record?.resourceType, 'member');
    assert.equal(record?.resourceId, invitation.invitationId);
    assert.deepEqual(record?.changes, {
      role: { from: null, to: 'editor' },
      email: { from: null, to: 'Guest@Example.com' },
    });
    assert.ok(!JSON.stringify(record).includes(invitationTokenOf(invitation.path)));
    world.clock.advance(7 * DAY);
    assert.equal(await findInvitation(world.ports, invitationTokenOf(invitation.path)), null);
  });

  it('lets only owners invite: an editor, a viewer and an API key are refused', async () => {
    const world = await anOwnerWorld();
    const editor = await aJoinedMember(world, 'editor');
    const viewer = await aJoinedMember(world, 'viewer');
    for (const ctx of [webContextOf(editor), webContextOf(viewer), world.ctx]) {
      await expectDomainRejection(
        () => inviteMember(world.ports, ctx, { role: 'viewer' }),
        'insufficient_role',
      );
    }
    const owner = await ownerOf(world.ports, world.accountId);
    await changeMemberRole(
      world.ports,
      cliWriteContext(world.accountId, 'r'),
      editor.memberId,
      'owner',
    );
    assert.ok(await inviteMember(world.ports, webContextOf(editor), { role: 'viewer' }));
    assert.equal(owner.role, 'owner');
  });

  it('refuses an unknown role or a malformed email, storing nothing', async () => {
    const world = await anOwnerWorld();
    const ctx = cliWriteContext(world.accountId, 'r');
    await expectDomainRejection(
      () => inviteMember(world.ports, ctx, { role: 'admin' }),
      'invalid_member',
      'role',
    );
    await expectDomainRejection(
      () => inviteMember(world.ports, ctx, { role: 'viewer', email: 'nope' }),
      'invalid_owner_login',
      'email',
    );
    await expectDomainRejection(
      () =>
        inviteMember(world.ports, cliWriteContext('00000000-0000-7000-8000-00000000dead', 'r'), {
          role: 'viewer',
        }),
      'account_not_found',
      'accountId',
    );
    assert.equal((await auditRecordsOf(world.ports, world.accountId)).length, 1);
  });
});

describe('joinWithPassword', () => {
  it('makes a member of the invited role, signs them in and uses the invitation up', async () => {
    const world = await anOwnerWorld();
    const { path } = await inviteMember(world.ports, cliWriteContext(world.accountId, 'r'), {
      role: 'viewer',
    });
    const started = await joinWithPassword(world.ports, {
      token: invitationTokenOf(path),
      email: 'Guest@Example.com',
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
      requestId: 'join-1',
    });
    const active = await resumeWebSession(world.ports, started.sessionId);
    assert.equal(active?.role, 'viewer');
    assert.equal(active?.email, 'Guest@Example.com');
    assert.equal(started.needsPassword, false);
    const signIn = await signInWithPassword(world.ports, {
      email: 'guest@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
    });
    assert.ok(signIn.ok && signIn.session.memberId === started.memberId);
    const again = {
      token: invitationTokenOf(path),
      email: 'other@example.com',
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
      requestId: 'join-2',
    };
    await expectDomainRejection(() => joinWithPassword(world.ports, again), 'invitation_invalid');
    const joined = (await auditRecordsOf(world.ports, world.accountId)).filter((r) =>
      ['member.joined', 'owner.signed_in'].includes(r.action),
    );
    assert.deepEqual(
      joined
        .map((r) => [r.action, r.actor])
        .filter(([, actor]) => (actor as { id: string }).id === started.publicId)
        .sort(),
      [
        ['member.joined', { type: 'web', id: started.publicId, memberId: started.memberId }],
        ['owner.signed_in', { type: 'web', id: started.publicId, memberId: started.memberId }],
      ],
    );
  });

  it('refuses a taken email, a short password or passwords that differ, keeping the invitation', async () => {
    const world = await anOwnerWorld();
    const { path } = await inviteMember(world.ports, cliWriteContext(world.accountId, 'r'), {
      role: 'editor',
    });
    const input = {
      token: invitationTokenOf(path),
      email: 'OWNER@example.com',
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
      requestId: 'j',
    };
    await expectDomainRejection(
      () => joinWithPassword(world.ports, input),
      'invalid_owner_login',
      'email',
    );
    await expectDomainRejection(
      () =>
        joinWithPassword(world.ports, {
          ...input,
          email: 'new@example.com',
          password: 'short',
          confirmPassword: 'short',
        }),
      'invalid_owner_login',
      'password',
    );
    await expectDomainRejection(
      () =>
        joinWithPassword(world.ports, {
          ...input,
          email: 'new@example.com',
          confirmPassword: 'something else',
        }),
      'invalid_owner_login',
      'confirmPassword',
    );
    assert.ok(await findInvitation(world.ports, invitationTokenOf(path)), 'still usable');
    assert.equal((await listMembers(world.ports, world.accountId)).length, 1);
  });

  it('refuses an expired invitation', async () => {
    const world = await anOwnerWorld();
    const { path } = await inviteMember(world.ports, cliWriteContext(world.accountId, 'r'), {
      role: 'editor',
    });
    world.clock.advance(7 * DAY);
    await expectDomainRejection(
      () =>
        joinWithPassword(world.ports, {
          token: invitationTokenOf(path),
          email: 'late@example.com',
          password: OWNER_PASSWORD,
          confirmPassword: OWNER_PASSWORD,
          requestId: 'j',
        }),
      'invitation_invalid',
    );
  });
});

describe('joinWithIdentity', () => {
  const ISSUER = 'http://127.0.0.1:9000';

  it('binds the provider login to the new member, who then signs in with it', async () => {
    const world = await anOwnerWorld();
    const { path } = await inviteMember(world.ports, cliWriteContext(world.accountId, 'r'), {
      role: 'editor',
    });
    const started = await joinWithIdentity(world.ports, {
      invitationTokenHash: hashSecretToken(invitationTokenOf(path)),
      issuer: ISSUER,
      subject: 'alice',
      verifiedEmail: 'alice@example.com',
      requestId: 'j',
    });
    assert.equal(started.needsPassword, true);
    const members = await listMembers(world.ports, world.accountId);
    assert.deepEqual(members[1], {
      memberId: started.memberId,
      email: 'alice@example.com',
      role: 'editor',
      createdAt: world.clock.now().toISOString(),
    });
    const signIn = await signInWithIdentity(world.ports, {
      issuer: ISSUER,
      subject: 'alice',
      requestId: 'r',
    });
    assert.ok(signIn.ok && signIn.session.memberId === started.memberId);
    const bound = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'identity.bound',
    );
    assert.deepEqual(bound?.changes, {
      issuer: { from: null, to: ISSUER },
      subject: { from: null, to: 'alice' },
    });
  });

  it('never takes an email another member uses, and refuses an identity bound already', async () => {
    const world = await anOwnerWorld();
    const invite = async () =>
      (await inviteMember(world.ports, cliWriteContext(world.accountId, 'r'), { role: 'viewer' }))
        .path;
    const first = await joinWithIdentity(world.ports, {
      invitationTokenHash: hashSecretToken(invitationTokenOf(await invite())),
      issuer: ISSUER,
      subject: 'bob',
      verifiedEmail: 'owner@example.com',
      requestId: 'j',
    });
    assert.equal((await resumeWebSession(world.ports, first.sessionId))?.email, null);
    const second = await invite();
    await expectDomainRejection(
      () =>
        joinWithIdentity(world.ports, {
          invitationTokenHash: hashSecretToken(invitationTokenOf(second)),
          issuer: ISSUER,
          subject: 'bob',
          verifiedEmail: null,
          requestId: 'j',
        }),
      'identity_already_bound',
    );
    assert.ok(
      await findInvitation(world.ports, invitationTokenOf(second)),
      'the invitation stays usable',
    );
  });

  it('signs in nobody for an identity bound to no one, even with a known email', async () => {
    const world = await anOwnerWorld();
    assert.deepEqual(
      await signInWithIdentity(world.ports, {
        issuer: ISSUER,
        subject: 'owner@example.com',
        requestId: 'r',
      }),
      { ok: false },
    );
  });
});

describe('changeMemberRole', () => {
  it('changes a role, effective at the member’s next request, and audits from and to', async () => {
    const world = await anOwnerWorld();
    const viewer = await aJoinedMember(world, 'viewer');
    await changeMemberRole(
      world.ports,
      cliWriteContext(world.accountId, 'r'),
      viewer.memberId,
      'editor',
    );
    assert.equal((await resumeWebSession(world.ports, viewer.started.sessionId))?.role, 'editor');
    const record = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'member.updated',
    );
    assert.deepEqual(record?.changes, { role: { from: 'viewer', to: 'editor' } });
    await changeMemberRole(
      world.ports,
      cliWriteContext(world.accountId, 'r'),
      viewer.memberId,
      'editor',
    );
    assert.equal(
      (await auditRecordsOf(world.ports, world.accountId)).filter(
        (r) => r.action === 'member.updated',
      ).length,
      1,
      'the same role changes nothing',
    );
  });

  it('never demotes the last owner, and lets an owner step down once another owner exists', async () => {
    const world = await anOwnerWorld();
    const owner = await ownerOf(world.ports, world.accountId);
    const ctx = cliWriteContext(world.accountId, 'r');
    await expectDomainRejection(
      () => changeMemberRole(world.ports, ctx, owner.id, 'editor'),
      'last_owner',
    );
    const second = await aJoinedMember(world, 'owner');
    await changeMemberRole(world.ports, webContextOf(second), owner.id, 'viewer');
    await expectDomainRejection(
      () => changeMemberRole(world.ports, webContextOf(second), second.memberId, 'viewer'),
      'last_owner',
    );
  });

  it('refuses editors and viewers, unknown members and unknown roles', async () => {
    const world = await anOwnerWorld();
    const editor = await aJoinedMember(world, 'editor');
    const viewer = await aJoinedMember(world, 'viewer');
    await expectDomainRejection(
      () => changeMemberRole(world.ports, webContextOf(editor), viewer.memberId, 'owner'),
      'insufficient_role',
    );
    await expectDomainRejection(
      () => changeMemberRole(world.ports, webContextOf(viewer), viewer.memberId, 'owner'),
      'insufficient_role',
    );
    const ctx = cliWriteContext(world.accountId, 'r');
    await expectDomainRejection(
      () => changeMemberRole(world.ports, ctx, '00000000-0000-7000-8000-00000000dead', 'viewer'),
      'member_not_found',
      'memberId',
    );
    await expectDomainRejection(
      () => changeMemberRole(world.ports, ctx, viewer.memberId, 'boss'),
      'invalid_member',
      'role',
    );
  });
});

describe('removeMember', () => {
  it('ends the removed member’s sessions at once and audits member.removed', async () => {
    const world = await anOwnerWorld();
    const editor = await aJoinedMember(world, 'editor');
    const ownerSignIn = await signInWithPassword(world.ports, {
      email: 'owner@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
    });
    assert.ok(ownerSignIn.ok);
    const ownerActive = await resumeWebSession(world.ports, ownerSignIn.session.sessionId);
    assert.ok(ownerActive);
    const ownerCtx = webWriteContext(
      world.accountId,
      ownerActive.publicId,
      ownerActive.memberId,
      'r',
    );
    await removeMember(world.ports, ownerCtx, editor.memberId);
    assert.equal(await resumeWebSession(world.ports, editor.started.sessionId), null);
    assert.equal(
      (
        await signInWithPassword(world.ports, {
          email: 'editor@example.com',
          password: OWNER_PASSWORD,
          requestId: 'r',
        })
      ).ok,
      false,
    );
    const record = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'member.removed',
    );
    assert.equal(record?.resourceId, editor.memberId);
    assert.equal(record?.changes, null);
    assert.deepEqual(record?.actor, {
      type: 'web',
      id: ownerActive.publicId,
      memberId: ownerActive.memberId,
    });
  });

  it('lets any member leave, but not the last owner, who can neither leave nor be removed', async () => {
    const world = await anOwnerWorld();
    const viewer = await aJoinedMember(world, 'viewer');
    const other = await aJoinedMember(world, 'editor');
    await expectDomainRejection(
      () => removeMember(world.ports, webContextOf(viewer), other.memberId),
      'insufficient_role',
    );
    await removeMember(world.ports, webContextOf(viewer), viewer.memberId);
    assert.equal((await listMembers(world.ports, world.accountId)).length, 2);
    const owner = await ownerOf(world.ports, world.accountId);
    await expectDomainRejection(
      () => removeMember(world.ports, cliWriteContext(world.accountId, 'r'), owner.id),
      'last_owner',
    );
    await expectDomainRejection(
      () => removeMember(world.ports, cliWriteContext(world.accountId, 'r'), viewer.memberId),
      'member_not_found',
      'memberId',
    );
  });
});
