import type { StoredLogo } from '../logos/logo.js';
import type { LogoStore } from '../ports/logo-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { CopyOnWriteMap } from './copy-on-write-map.js';

/** The in-memory logos by account and subscription, copied only by a transaction that writes. */
export interface LogoTable {
  logos: CopyOnWriteMap<string, StoredLogo>;
}

/** An empty logo table. */
export function emptyLogoTable(): LogoTable {
  return { logos: new CopyOnWriteMap() };
}

const keyOf = (accountId: string, subscriptionId: string) => `${accountId} ${subscriptionId}`;

// The caller's bytes are never kept or handed out: a later change to them changes nothing here.
const copy = (logo: StoredLogo): StoredLogo => ({ ...logo, bytes: Uint8Array.from(logo.bytes) });

/** Logos in a copy-on-write Map keyed by account and subscription. */
export function createInMemoryLogoStore(t: LogoTable): SynchronousPort<LogoStore> {
  return {
    put(logo) {
      t.logos.writable().set(keyOf(logo.accountId, logo.subscriptionId), copy(logo));
    },
    get(accountId, subscriptionId) {
      const found = t.logos.rows.get(keyOf(accountId, subscriptionId));
      return found === undefined ? null : copy(found);
    },
    delete(accountId, subscriptionId) {
      const key = keyOf(accountId, subscriptionId);
      if (!t.logos.rows.has(key)) return false;
      return t.logos.writable().delete(key);
    },
  };
}
