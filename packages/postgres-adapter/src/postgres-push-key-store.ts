import type { PushKeyPair, PushKeyStore } from '@subtrack/domain';
import { PUSH_KEY_SQL, type PushKeyRow, queriesIn, toPushKeyPair } from '@subtrack/sql-rows';
import type { Session } from './session.js';

const PUSH_KEYS = queriesIn('postgres', PUSH_KEY_SQL);

/** The server's VAPID key pair: row 1 of `vapid_keys`, written once. */
export class PostgresPushKeyStore implements PushKeyStore {
  constructor(private readonly db: Session) {}

  async get(): Promise<PushKeyPair | null> {
    const { rows } = await this.db.query<PushKeyRow>(PUSH_KEYS.get);
    return rows[0] === undefined ? null : toPushKeyPair(rows[0]);
  }

  async keepFirst(pair: PushKeyPair): Promise<PushKeyPair> {
    // Of two processes making a pair at the same moment, the first insert wins; the other
    // statement waits for it and then does nothing.
    await this.db.query(PUSH_KEYS.keepFirst, [pair.publicKey, pair.privateKey, pair.createdAt]);
    return (await this.get()) as PushKeyPair;
  }
}
