import type { WriteContext } from '../audit/write-context.js';
import { type Member, type MemberRole, roleAllows } from '../members/member.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError } from '../shared/domain-error.js';

/** No member of the account has this id (or it was removed). */
export function memberNotFound(): DomainError {
  return new DomainError('member_not_found', 'No member of this account has that id', {
    field: 'memberId',
    suggestedFix: 'List the members with `subtrack account members --account <id>`.',
  });
}

/** The acting member's role does not allow the change. */
export function insufficientRole(needed: MemberRole): DomainError {
  return new DomainError('insufficient_role', `Only ${needed}s of this account can do that`, {
    suggestedFix: `Ask an ${needed === 'owner' ? 'owner' : 'owner or editor'} of the account.`,
  });
}

/**
 * The member behind a write when their role allows what needs `needed`, read in the
 * write's transaction (`tx`) so a role changed a moment ago counts. The command line
 * acts as the server's administrator (null: no member); an API key has no role, so it may
 * not change members. Otherwise `insufficient_role`.
 */
export async function requireRole(
  tx: StoragePorts,
  ctx: WriteContext,
  needed: MemberRole,
): Promise<Member | null> {
  if (ctx.actor.type === 'cli') return null;
  if (ctx.actor.type === 'web') {
    const member = await tx.members.findById(ctx.accountId, ctx.actor.memberId);
    if (member && roleAllows(member.role, needed)) return member;
  }
  throw insufficientRole(needed);
}

/**
 * The account's members, read first in a change of its membership: inside the transaction
 * (`tx`) this holds the account's membership until the change commits or rolls back (one
 * SQLite writer at a time; PostgreSQL locks the account's row before reading), so changes
 * to one account's members take turns on any number of processes. Everything the change
 * checks afterwards (the acting member's role, the other owners) is read after the turn began.
 */
export async function lockMembership(tx: StoragePorts, accountId: string): Promise<Member[]> {
  return tx.members.listByAccount(accountId);
}

/**
 * Refuses (`last_owner`) a change that would leave the account without an owner:
 * `target` stops being an owner while no other member is one. `members` is the account's
 * membership as the change's transaction read it once it held the account's members.
 */
export function keepAnOwner(members: readonly Member[], target: Member): void {
  const others = members.filter((m) => m.role === 'owner' && m.id !== target.id);
  if (target.role === 'owner' && others.length === 0) {
    throw new DomainError('last_owner', 'The account needs at least one owner', {
      suggestedFix: 'Make another member an owner first.',
    });
  }
}
