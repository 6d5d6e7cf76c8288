import type { IdentityRecord } from '../members/identity.js';
import type { InvitationRecord } from '../members/invitation.js';
import type { PasskeyRecord } from '../members/passkey.js';
import type { SignInChallengeRecord } from '../members/sign-in-challenge.js';
import type { IdentityStore } from '../ports/identity-store.js';
import type { InvitationStore } from '../ports/invitation-store.js';
import type { PasskeyStore } from '../ports/passkey-store.js';
import type { SignInChallengeStore } from '../ports/sign-in-challenge-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { compareValues } from './compare-values.js';

/** The in-memory tables of invitations, identities, passkeys and sign-in challenges. */
export interface SignInMethodTables {
  invitations: Map<string, InvitationRecord>;
  /** Keyed by `identityKey(issuer, subject)`. */
  identities: Map<string, IdentityRecord>;
  passkeys: Map<string, PasskeyRecord>;
  signInChallenges: Map<string, SignInChallengeRecord>;
}

const identityKey = (issuer: string, subject: string) => JSON.stringify([issuer, subject]);
const byCreation = (a: { createdAt: string }, b: { createdAt: string }) =>
  compareValues(a.createdAt, b.createdAt);

/** Takes the entry under `key` out of `table` (a one-time record). */
function takeFrom<T>(table: Map<string, T>, key: string): T | null {
  const found = table.get(key);
  table.delete(key);
  return found === undefined ? null : structuredClone(found);
}

/** D45 invitations in a Map keyed by the token's hash. */
export function createInMemoryInvitationStore(
  t: SignInMethodTables,
): SynchronousPort<InvitationStore> {
  return {
    insert(invitation) {
      t.invitations.set(invitation.tokenHash, { ...invitation });
    },
    find: (tokenHash) => {
      const found = t.invitations.get(tokenHash);
      return found ? { ...found } : null;
    },
    take: (tokenHash) => takeFrom(t.invitations, tokenHash),
    listByAccount: (accountId) =>
      [...t.invitations.values()]
        .filter((invitation) => invitation.accountId === accountId)
        .sort((a, b) => byCreation(a, b) || compareValues(a.id, b.id))
        .map((invitation) => ({ ...invitation })),
    revoke(accountId, invitationId) {
      for (const invitation of t.invitations.values()) {
        if (invitation.accountId === accountId && invitation.id === invitationId) {
          return takeFrom(t.invitations, invitation.tokenHash);
        }
      }
      return null;
    },
  };
}

/** D46 identities in a Map keyed by issuer and subject. */
export function createInMemoryIdentityStore(t: SignInMethodTables): SynchronousPort<IdentityStore> {
  return {
    insert(identity) {
      const key = identityKey(identity.issuer, identity.subject);
      if (t.identities.has(key)) throw new Error('identity already bound');
      t.identities.set(key, { ...identity });
    },
    find: (issuer, subject) => {
      const found = t.identities.get(identityKey(issuer, subject));
      return found ? { ...found } : null;
    },
    listByMember: (accountId, memberId) =>
      [...t.identities.values()]
        .filter((i) => i.accountId === accountId && i.memberId === memberId)
        .sort(byCreation)
        .map((identity) => ({ ...identity })),
  };
}

/** D46 passkeys in a Map keyed by passkey id. */
export function createInMemoryPasskeyStore(t: SignInMethodTables): SynchronousPort<PasskeyStore> {
  const copy = (passkey: PasskeyRecord) => structuredClone(passkey);
  return {
    insert(passkey) {
      const taken = [...t.passkeys.values()].some((p) => p.credentialId === passkey.credentialId);
      if (taken || t.passkeys.has(passkey.id)) throw new Error('passkey already stored');
      t.passkeys.set(passkey.id, copy(passkey));
    },
    findByCredentialId: (credentialId) => {
      const found = [...t.passkeys.values()].find((p) => p.credentialId === credentialId);
      return found ? copy(found) : null;
    },
    listByMember: (accountId, memberId) =>
      [...t.passkeys.values()]
        .filter((p) => p.accountId === accountId && p.memberId === memberId)
        .sort((a, b) => byCreation(a, b) || compareValues(a.id, b.id))
        .map(copy),
    recordUse(id, expectedCounter, counter, usedAt) {
      const found = t.passkeys.get(id);
      if (!found || found.counter !== expectedCounter) return false;
      t.passkeys.set(id, { ...found, counter, lastUsedAt: usedAt });
      return true;
    },
    delete(accountId, memberId, id) {
      const found = t.passkeys.get(id);
      if (found?.accountId !== accountId || found.memberId !== memberId) return false;
      return t.passkeys.delete(id);
    },
  };
}

/** D46 sign-in challenges in a Map keyed by the key's hash. */
export function createInMemorySignInChallengeStore(
  t: SignInMethodTables,
): SynchronousPort<SignInChallengeStore> {
  return {
    insert(challenge) {
      t.signInChallenges.set(challenge.keyHash, { ...challenge });
    },
    take: (keyHash) => takeFrom(t.signInChallenges, keyHash),
    deleteExpired(now) {
      let deleted = 0;
      for (const [key, challenge] of t.signInChallenges) {
        if (challenge.expiresAt <= now) {
          t.signInChallenges.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}
