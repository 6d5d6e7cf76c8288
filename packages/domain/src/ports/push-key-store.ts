import type { PushKeyPair } from '../devices/push-key-pair.js';

/**
 * The server's one VAPID key pair, made once and kept, so every process on the database
 * signs its push messages with the same key the devices subscribed to.
 */
export interface PushKeyStore {
  /** The pair kept, or null before the first one is made. */
  get(): Promise<PushKeyPair | null>;
  /**
   * Keeps `pair` unless a pair is kept already, and answers the pair kept: of two processes
   * making one at the same moment, both get the first one stored.
   */
  keepFirst(pair: PushKeyPair): Promise<PushKeyPair>;
}
