import type { Member } from '../members/member.js';
import type { SignInLinkRecord, WebSessionRecord } from '../owners/sign-in-records.js';
import type { MemberStore } from '../ports/member-store.js';
import type { SignInLinkStore } from '../ports/sign-in-link-store.js';
import type { WebSessionStore } from '../ports/web-session-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { compareValues } from './compare-values.js';
import type { SignInMethodTables } from './in-memory-sign-in-stores.js';
import { removeDevicesOfMember, type StoreTables } from './in-memory-stores.js';

/** The in-memory tables of members, web sessions and sign-in links. */
export interface OwnerTables extends SignInMethodTables {
  members: Map<string, Member>;
  webSessions: Map<string, WebSessionRecord>;
  signInLinks: Map<string, SignInLinkRecord>;
}

/** Deletes the entries of `table` whose value belongs to `memberId` (what a foreign key cascades). */
function deleteOfMember<T extends { memberId: string | null }>(
  table: Map<string, T>,
  memberId: string,
): void {
  for (const [key, value] of table) if (value.memberId === memberId) table.delete(key);
}

/** D45 members in a Map keyed by member id; a deleted member's devices go with them. */
export function createInMemoryMemberStore(
  t: OwnerTables & Pick<StoreTables, 'channels' | 'reminders'>,
): SynchronousPort<MemberStore> {
  const copy = (member: Member | undefined) => (member ? { ...member } : null);
  return {
    save(member) {
      for (const other of t.members.values()) {
        if (
          member.emailKey !== null &&
          other.emailKey === member.emailKey &&
          other.id !== member.id
        ) {
          throw new Error(`email already used by member ${other.id}`);
        }
      }
      t.members.set(member.id, { ...member });
    },
    findById: (accountId, memberId) => {
      const found = t.members.get(memberId);
      return found?.accountId === accountId ? copy(found) : null;
    },
    findByEmailKey: (emailKey) =>
      copy([...t.members.values()].find((member) => member.emailKey === emailKey)),
    listByAccount: (accountId) =>
      [...t.members.values()]
        .filter((member) => member.accountId === accountId)
        .sort((a, b) => compareValues(a.createdAt, b.createdAt) || compareValues(a.id, b.id))
        .map((member) => ({ ...member })),
    delete(accountId, memberId) {
      if (t.members.get(memberId)?.accountId !== accountId) return false;
      t.members.delete(memberId);
      for (const table of [t.webSessions, t.signInLinks, t.passkeys, t.signInChallenges]) {
        deleteOfMember<{ memberId: string | null }>(table, memberId);
      }
      for (const [key, identity] of t.identities) {
        if (identity.memberId === memberId) t.identities.delete(key);
      }
      removeDevicesOfMember(t, memberId);
      return true;
    },
  };
}

/** D29 web sessions in a Map keyed by the id's hash. */
export function createInMemoryWebSessionStore(t: OwnerTables): SynchronousPort<WebSessionStore> {
  const ofMember = (accountId: string, memberId: string) =>
    [...t.webSessions.values()].filter(
      (session) => session.accountId === accountId && session.memberId === memberId,
    );
  return {
    insert(session) {
      if (t.webSessions.has(session.idHash)) throw new Error('duplicate session');
      t.webSessions.set(session.idHash, { ...session });
    },
    findByHash: (idHash) => {
      const found = t.webSessions.get(idHash);
      return found ? { ...found } : null;
    },
    touch(idHash, lastSeenAt) {
      const found = t.webSessions.get(idHash);
      if (!found) return false;
      t.webSessions.set(idHash, { ...found, lastSeenAt });
      return true;
    },
    delete: (idHash) => t.webSessions.delete(idHash),
    deleteAllOfMember(accountId, memberId, keepIdHash) {
      const ended = ofMember(accountId, memberId).filter((s) => s.idHash !== keepIdHash);
      for (const session of ended) t.webSessions.delete(session.idHash);
      return ended.length;
    },
    listByMember: (accountId, memberId) =>
      ofMember(accountId, memberId)
        .sort(
          (a, b) =>
            compareValues(b.lastSeenAt, a.lastSeenAt) || compareValues(a.publicId, b.publicId),
        )
        .map((session) => ({ ...session })),
  };
}

/** D28 sign-in links in a Map keyed by the token's hash. */
export function createInMemorySignInLinkStore(t: OwnerTables): SynchronousPort<SignInLinkStore> {
  return {
    insert(link) {
      t.signInLinks.set(link.tokenHash, { ...link });
    },
    take(tokenHash) {
      const found = t.signInLinks.get(tokenHash);
      t.signInLinks.delete(tokenHash);
      return found ? { ...found } : null;
    },
    find(tokenHash) {
      const found = t.signInLinks.get(tokenHash);
      return found ? { ...found } : null;
    },
  };
}
