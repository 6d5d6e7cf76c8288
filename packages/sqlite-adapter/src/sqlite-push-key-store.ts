import type { PushKeyPair, PushKeyStore, SynchronousPort } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface PushKeyRow {
  public_key: string;
  private_key: string;
  created_at: string;
}

/** The server's VAPID key pair: row 1 of `vapid_keys`, written once. */
export class SqlitePushKeyStore implements SynchronousPort<PushKeyStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  get(): PushKeyPair | null {
    const row = this.statements
      .get<PushKeyRow>('SELECT public_key, private_key, created_at FROM vapid_keys WHERE id = 1')
      .get();
    return row === undefined
      ? null
      : { publicKey: row.public_key, privateKey: row.private_key, createdAt: row.created_at };
  }

  keepFirst(pair: PushKeyPair): PushKeyPair {
    // Another process on the same file may have kept one a moment ago: its pair stays.
    this.statements
      .get(
        `INSERT INTO vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO NOTHING`,
      )
      .run(pair.publicKey, pair.privateKey, pair.createdAt);
    return this.get() as PushKeyPair;
  }
}
