import type {
  OwnerLogin,
  OwnerLoginStore,
  SignInLinkRecord,
  SignInLinkStore,
  SynchronousPort,
  WebSessionRecord,
  WebSessionStore,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface OwnerLoginRow {
  account_id: string;
  email: string | null;
  email_key: string | null;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
}

interface WebSessionRow {
  id_hash: string;
  public_id: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
}

interface SignInLinkRow {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

const toLogin = (row: OwnerLoginRow): OwnerLogin => ({
  accountId: row.account_id,
  email: row.email,
  emailKey: row.email_key,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toSignInLink = (row: SignInLinkRow): SignInLinkRecord => ({
  tokenHash: row.token_hash,
  accountId: row.account_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

const toSession = (row: WebSessionRow): WebSessionRecord => ({
  idHash: row.id_hash,
  publicId: row.public_id,
  accountId: row.account_id,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

const SAVE_LOGIN = `INSERT INTO owner_logins
  (account_id, email, email_key, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT (account_id) DO UPDATE SET email = excluded.email, email_key = excluded.email_key,
  password_hash = excluded.password_hash, updated_at = excluded.updated_at`;

/** D28: owner logins in SQLite; the unique `email_key` keeps emails unique across accounts. */
export class SqliteOwnerLoginStore implements SynchronousPort<OwnerLoginStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  save(login: OwnerLogin): void {
    this.statements
      .get(SAVE_LOGIN)
      .run(
        login.accountId,
        login.email,
        login.emailKey,
        login.passwordHash,
        login.createdAt,
        login.updatedAt,
      );
  }

  findByAccount(accountId: string): OwnerLogin | null {
    const row = this.statements
      .get<OwnerLoginRow>('SELECT * FROM owner_logins WHERE account_id = ?')
      .get(accountId);
    return row === undefined ? null : toLogin(row);
  }

  findByEmailKey(emailKey: string): OwnerLogin | null {
    const row = this.statements
      .get<OwnerLoginRow>('SELECT * FROM owner_logins WHERE email_key = ?')
      .get(emailKey);
    return row === undefined ? null : toLogin(row);
  }
}

/** D29: web sessions in SQLite, by the SHA-256 of their id. */
export class SqliteWebSessionStore implements SynchronousPort<WebSessionStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(s: WebSessionRecord): void {
    this.statements
      .get(
        'INSERT INTO web_sessions (id_hash, public_id, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(s.idHash, s.publicId, s.accountId, s.createdAt, s.lastSeenAt);
  }

  findByHash(idHash: string): WebSessionRecord | null {
    const row = this.statements
      .get<WebSessionRow>('SELECT * FROM web_sessions WHERE id_hash = ?')
      .get(idHash);
    return row === undefined ? null : toSession(row);
  }

  touch(idHash: string, lastSeenAt: string): boolean {
    const sql = 'UPDATE web_sessions SET last_seen_at = ? WHERE id_hash = ?';
    return this.statements.get(sql).run(lastSeenAt, idHash).changes > 0;
  }

  delete(idHash: string): boolean {
    return (
      this.statements.get('DELETE FROM web_sessions WHERE id_hash = ?').run(idHash).changes > 0
    );
  }

  deleteAllOfAccount(accountId: string, keepIdHash: string | null): number {
    const sql = 'DELETE FROM web_sessions WHERE account_id = ? AND id_hash IS NOT ?';
    return this.statements.get(sql).run(accountId, keepIdHash).changes;
  }

  listByAccount(accountId: string): WebSessionRecord[] {
    return this.statements
      .get<WebSessionRow>(
        'SELECT * FROM web_sessions WHERE account_id = ? ORDER BY last_seen_at DESC, public_id',
      )
      .all(accountId)
      .map(toSession);
  }
}

/** D28: one-time sign-in links in SQLite, by the SHA-256 of their token. */
export class SqliteSignInLinkStore implements SynchronousPort<SignInLinkStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(link: SignInLinkRecord): void {
    this.statements
      .get(
        'INSERT INTO sign_in_links (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(link.tokenHash, link.accountId, link.createdAt, link.expiresAt);
  }

  take(tokenHash: string): SignInLinkRecord | null {
    // DELETE ... RETURNING: the read and the removal are one statement, so two requests
    // racing with the same link cannot both get it.
    const row = this.statements
      .get<SignInLinkRow>('DELETE FROM sign_in_links WHERE token_hash = ? RETURNING *')
      .get(tokenHash);
    return row === undefined ? null : toSignInLink(row);
  }

  find(tokenHash: string): SignInLinkRecord | null {
    const row = this.statements
      .get<SignInLinkRow>('SELECT * FROM sign_in_links WHERE token_hash = ?')
      .get(tokenHash);
    return row === undefined ? null : toSignInLink(row);
  }
}
