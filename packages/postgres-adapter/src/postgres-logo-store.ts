import type { LogoContentType, LogoStore, StoredLogo } from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface LogoRow {
  content_type: string;
  bytes: Buffer;
  etag: string;
  updated_at: string;
}

const PUT = `INSERT INTO subscription_logos
  (account_id, subscription_id, content_type, bytes, etag, updated_at)
VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (account_id, subscription_id) DO UPDATE SET content_type = excluded.content_type,
  bytes = excluded.bytes, etag = excluded.etag, updated_at = excluded.updated_at`;
const GET = `SELECT content_type, bytes, etag, updated_at FROM subscription_logos
WHERE account_id = $1 AND subscription_id = $2`;
const DELETE = 'DELETE FROM subscription_logos WHERE account_id = $1 AND subscription_id = $2';

/** The uploaded logos in PostgreSQL (migration 008), one row a subscription. */
export class PostgresLogoStore implements LogoStore {
  constructor(private readonly db: Session) {}

  async put(logo: StoredLogo): Promise<void> {
    await this.db.query(PUT, [
      logo.accountId,
      logo.subscriptionId,
      logo.contentType,
      Buffer.from(logo.bytes.buffer, logo.bytes.byteOffset, logo.bytes.byteLength),
      logo.etag,
      logo.updatedAt,
    ]);
  }

  async get(accountId: string, subscriptionId: string): Promise<StoredLogo | null> {
    const row = (await this.db.query<LogoRow>(GET, [accountId, subscriptionId])).rows[0];
    if (row === undefined) return null;
    return {
      accountId,
      subscriptionId,
      // The CHECK constraint keeps it one of the two.
      contentType: row.content_type as LogoContentType,
      bytes: new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
      etag: row.etag,
      updatedAt: row.updated_at,
    };
  }

  async delete(accountId: string, subscriptionId: string): Promise<boolean> {
    return affectedRows(await this.db.query(DELETE, [accountId, subscriptionId])) > 0;
  }
}
