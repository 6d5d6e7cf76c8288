import type { LogoContentType, LogoStore, StoredLogo, SynchronousPort } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

const PUT = `INSERT INTO subscription_logos
  (account_id, subscription_id, content_type, bytes, etag, updated_at)
VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT (account_id, subscription_id) DO UPDATE SET content_type = excluded.content_type,
  bytes = excluded.bytes, etag = excluded.etag, updated_at = excluded.updated_at`;
const GET = `SELECT content_type, bytes, etag, updated_at FROM subscription_logos
WHERE account_id = ? AND subscription_id = ?`;
const DELETE = 'DELETE FROM subscription_logos WHERE account_id = ? AND subscription_id = ?';

type LogoValues = [string, Buffer, string, string];

/** The uploaded logos in SQLite (migration 014), one row a subscription. */
export class SqliteLogoStore implements SynchronousPort<LogoStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  put(logo: StoredLogo): void {
    this.statements
      .get(PUT)
      .run(
        logo.accountId,
        logo.subscriptionId,
        logo.contentType,
        logo.bytes,
        logo.etag,
        logo.updatedAt,
      );
  }

  get(accountId: string, subscriptionId: string): StoredLogo | null {
    const values = this.statements.getRaw<LogoValues>(GET).get(accountId, subscriptionId);
    if (values === undefined) return null;
    const [contentType, bytes, etag, updatedAt] = values;
    return {
      accountId,
      subscriptionId,
      // The CHECK constraint keeps it one of the two.
      contentType: contentType as LogoContentType,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      etag,
      updatedAt,
    };
  }

  delete(accountId: string, subscriptionId: string): boolean {
    return this.statements.get(DELETE).run(accountId, subscriptionId).changes > 0;
  }
}
