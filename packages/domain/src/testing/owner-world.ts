import { cliWriteContext, webWriteContext } from '../audit/write-context.js';
import type { MemberRole } from '../members/member.js';
import type { Ports } from '../ports/ports.js';
import { inviteMember } from '../use-cases/invite-member.js';
import { joinWithPassword } from '../use-cases/join-with-password.js';
import { resumeWebSession } from '../use-cases/resume-web-session.js';
import { setOwnerEmail } from '../use-cases/set-owner-email.js';
import { setOwnerPassword } from '../use-cases/set-owner-password.js';
import { aTestWorld, type TestWorld } from './test-world.js';

/** The password `anOwnerWorld` sets. */
export const OWNER_PASSWORD = 'correct horse battery staple';

/**
 * A test world whose account has an owner login `owner@example.com` with
 * {@link OWNER_PASSWORD} (unless `withPassword` is false).
 */
export async function anOwnerWorld(
  options: { withPassword?: boolean; now?: string } = {},
): Promise<TestWorld & { ports: Ports }> {
  const world = await aTestWorld(options.now === undefined ? {} : { now: options.now });
  await setOwnerEmail(world.ports, world.accountId, 'Owner@Example.com');
  if (options.withPassword !== false) {
    await setOwnerPassword(world.ports, {
      accountId: world.accountId,
      password: OWNER_PASSWORD,
      actor: { type: 'cli', id: null },
      requestId: 'setup',
      keepSessionIdHash: null,
    });
  }
  return world;
}

/** The audit records of an account (any order), for owner-login tests. */
export async function auditRecordsOf(ports: Ports, accountId: string) {
  return (await ports.audit.list(accountId, { limit: 100, offset: 0, filters: {} })).items;
}

/** The account's first owner (the D28 owner login), for tests. */
export async function ownerOf(ports: Ports, accountId: string) {
  const owner = (await ports.members.listByAccount(accountId)).find((m) => m.role === 'owner');
  if (!owner) throw new Error(`account ${accountId} has no owner`);
  return owner;
}

/** The sessions of the account's first owner, most recently seen first. */
export async function ownerSessionsOf(ports: Ports, accountId: string) {
  return ports.webSessions.listByMember(accountId, (await ownerOf(ports, accountId)).id);
}

/**
 * A member of `role` who joined the world's account by an invitation from the command
 * line with `email` and {@link OWNER_PASSWORD}, signed in: their member id, the session
 * begun at joining, and that session as a request sees it.
 */
export async function aJoinedMember(
  world: TestWorld & { ports: Ports },
  role: MemberRole,
  email = `${role}.member@example.com`,
) {
  const ctx = cliWriteContext(world.accountId, `invite-${email}`);
  const { path } = await inviteMember(world.ports, ctx, { role });
  const started = await joinWithPassword(world.ports, {
    token: path.slice('/invite/'.length),
    email,
    password: OWNER_PASSWORD,
    confirmPassword: OWNER_PASSWORD,
    requestId: `join-${email}`,
  });
  const active = await resumeWebSession(world.ports, started.sessionId);
  if (!active) throw new Error('the joined member is not signed in');
  return { memberId: started.memberId, started, active };
}

/** The token of an invitation link's path (`/invite/<token>`). */
export const invitationTokenOf = (path: string) => path.slice('/invite/'.length);

/** The write context of a request from the session a member of {@link aJoinedMember} began. */
export const webContextOf = (joined: Awaited<ReturnType<typeof aJoinedMember>>) =>
  webWriteContext(joined.active.accountId, joined.active.publicId, joined.memberId, 'req-web');
