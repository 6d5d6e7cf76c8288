import type { PushKeyPair } from '../devices/push-key-pair.js';
import type { PushKeyStore } from '../ports/push-key-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';

/** The in-memory table of the server's VAPID key pair: none, or the first kept. */
export interface PushKeyTable {
  pushKeys: PushKeyPair | null;
}

/** The server's VAPID key pair in memory. */
export function createInMemoryPushKeyStore(t: PushKeyTable): SynchronousPort<PushKeyStore> {
  return {
    get: () => (t.pushKeys === null ? null : { ...t.pushKeys }),
    keepFirst(pair) {
      t.pushKeys ??= { ...pair };
      return { ...t.pushKeys };
    },
  };
}
