import type { PushKeyPair, PushKeyStore, SynchronousPort } from '@subtrack/domain';
import { PUSH_KEY_SQL, type PushKeyRow, toPushKeyPair } from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

/** The server's VAPID key pair: row 1 of `vapid_keys`, written once. */
export class SqlitePushKeyStore implements SynchronousPort<PushKeyStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  get(): PushKeyPair | null {
    const row = this.statements.get<PushKeyRow>(PUSH_KEY_SQL.get).get();
    return row === undefined ? null : toPushKeyPair(row);
  }

  keepFirst(pair: PushKeyPair): PushKeyPair {
    // Another process on the same file may have kept one a moment ago: its pair stays.
    this.statements
      .get(PUSH_KEY_SQL.keepFirst)
      .run(pair.publicKey, pair.privateKey, pair.createdAt);
    return this.get() as PushKeyPair;
  }
}
