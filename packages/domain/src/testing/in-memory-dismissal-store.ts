import type { CounterpartyDismissal } from '../discovery/dismissal.js';
import type { CounterpartyDismissalStore } from '../ports/counterparty-dismissal-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';

/** The in-memory table of dismissed counterparties, by id. */
export interface DismissalTable {
  dismissals: Map<string, CounterpartyDismissal>;
}

const newestFirst = (a: CounterpartyDismissal, b: CounterpartyDismissal) =>
  a.dismissedAt === b.dismissedAt
    ? b.id.localeCompare(a.id)
    : b.dismissedAt.localeCompare(a.dismissedAt);

/** Dismissed counterparties in a Map, unique per account and key. */
export function createInMemoryDismissalStore(
  t: DismissalTable,
): SynchronousPort<CounterpartyDismissalStore> {
  const ofAccount = (accountId: string) =>
    [...t.dismissals.values()].filter((d) => d.accountId === accountId);
  const findByKey = (accountId: string, key: string) => {
    const found = ofAccount(accountId).find((d) => d.key === key);
    return found ? { ...found } : null;
  };
  return {
    insert(dismissal) {
      if (findByKey(dismissal.accountId, dismissal.key) !== null) return false;
      t.dismissals.set(dismissal.id, { ...dismissal });
      return true;
    },
    findByKey,
    listByAccount(accountId) {
      return ofAccount(accountId)
        .sort(newestFirst)
        .map((d) => ({ ...d }));
    },
    delete(accountId, id) {
      const found = t.dismissals.get(id);
      if (found?.accountId !== accountId) return false;
      return t.dismissals.delete(id);
    },
  };
}
