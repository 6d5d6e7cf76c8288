import type { PushKeyPair, PushKeyStore } from '@subtrack/domain';
import type { Session } from './session.js';

interface PushKeyRow {
  public_key: string;
  private_key: string;
  created_at: string;
}

/** The server's VAPID key pair: row 1 of `vapid_keys`, written once. */
export class PostgresPushKeyStore implements PushKeyStore {
  constructor(private readonly db: Session) {}

  async get(): Promise<PushKeyPair | null> {
    const { rows } = await this.db.query<PushKeyRow>(
      'SELECT public_key, private_key, created_at FROM vapid_keys WHERE id = 1',
    );
    const row = rows[0];
    return row === undefined
      ? null
      : { publicKey: row.public_key, privateKey: row.private_key, createdAt: row.created_at };
  }

  async keepFirst(pair: PushKeyPair): Promise<PushKeyPair> {
    // Of two processes making a pair at the same moment, the first insert wins; the other
    // statement waits for it and then does nothing.
    await this.db.query(
      `INSERT INTO vapid_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3)
       ON CONFLICT (id) DO NOTHING`,
      [pair.publicKey, pair.privateKey, pair.createdAt],
    );
    return (await this.get()) as PushKeyPair;
  }
}
