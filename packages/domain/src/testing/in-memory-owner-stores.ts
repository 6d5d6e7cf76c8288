import type { OwnerLogin, SignInLinkRecord, WebSessionRecord } from '../owners/owner-login.js';
import type { OwnerLoginStore } from '../ports/owner-login-store.js';
import type { SignInLinkStore } from '../ports/sign-in-link-store.js';
import type { WebSessionStore } from '../ports/web-session-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { compareValues } from './compare-values.js';

/** The in-memory tables of owner logins, web sessions and sign-in links. */
export interface OwnerTables {
  ownerLogins: Map<string, OwnerLogin>;
  webSessions: Map<string, WebSessionRecord>;
  signInLinks: Map<string, SignInLinkRecord>;
}

/** D28 owner logins in a Map keyed by account id. */
export function createInMemoryOwnerLoginStore(t: OwnerTables): SynchronousPort<OwnerLoginStore> {
  return {
    save(login) {
      for (const other of t.ownerLogins.values()) {
        if (
          login.emailKey !== null &&
          other.emailKey === login.emailKey &&
          other.accountId !== login.accountId
        ) {
          throw new Error(`email already used by account ${other.accountId}`);
        }
      }
      t.ownerLogins.set(login.accountId, { ...login });
    },
    findByAccount: (accountId) => {
      const found = t.ownerLogins.get(accountId);
      return found ? { ...found } : null;
    },
    findByEmailKey: (emailKey) => {
      const found = [...t.ownerLogins.values()].find((login) => login.emailKey === emailKey);
      return found ? { ...found } : null;
    },
  };
}

/** D29 web sessions in a Map keyed by the id's hash. */
export function createInMemoryWebSessionStore(t: OwnerTables): SynchronousPort<WebSessionStore> {
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
    deleteAllOfAccount(accountId, keepIdHash) {
      let ended = 0;
      for (const [idHash, session] of t.webSessions) {
        if (session.accountId === accountId && idHash !== keepIdHash) {
          t.webSessions.delete(idHash);
          ended++;
        }
      }
      return ended;
    },
    listByAccount: (accountId) =>
      [...t.webSessions.values()]
        .filter((session) => session.accountId === accountId)
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
