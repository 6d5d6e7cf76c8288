import type {
  OwnerLogin,
  OwnerLoginStore,
  SignInLinkRecord,
  SignInLinkStore,
  WebSessionRecord,
  WebSessionStore,
} from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

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

const LOGIN_COLUMNS = 'account_id, email, email_key, password_hash, created_at, updated_at';
const SAVE_LOGIN = `INSERT INTO owner_logins (${LOGIN_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (account_id) DO UPDATE SET email = excluded.email, email_key = excluded.email_key,
  password_hash = excluded.password_hash, updated_at = excluded.updated_at`;
const SESSION_COLUMNS = 'id_hash, public_id, account_id, created_at, last_seen_at';
const LINK_COLUMNS = 'token_hash, account_id, created_at, expires_at';

/** D28: owner logins in PostgreSQL; the unique `email_key` keeps emails unique across accounts. */
export class PostgresOwnerLoginStore implements OwnerLoginStore {
  constructor(private readonly db: Session) {}

  async save(login: OwnerLogin): Promise<void> {
    await this.db.query(SAVE_LOGIN, [
      login.accountId,
      login.email,
      login.emailKey,
      login.passwordHash,
      login.createdAt,
      login.updatedAt,
    ]);
  }

  async findByAccount(accountId: string): Promise<OwnerLogin | null> {
    const { rows } = await this.db.query<OwnerLoginRow>(
      `SELECT ${LOGIN_COLUMNS} FROM owner_logins WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] === undefined ? null : toLogin(rows[0]);
  }

  async findByEmailKey(emailKey: string): Promise<OwnerLogin | null> {
    const { rows } = await this.db.query<OwnerLoginRow>(
      `SELECT ${LOGIN_COLUMNS} FROM owner_logins WHERE email_key = $1`,
      [emailKey],
    );
    return rows[0] === undefined ? null : toLogin(rows[0]);
  }
}

/** D29: web sessions in PostgreSQL, by the SHA-256 of their id. */
export class PostgresWebSessionStore implements WebSessionStore {
  constructor(private readonly db: Session) {}

  async insert(s: WebSessionRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO web_sessions (${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
      [s.idHash, s.publicId, s.accountId, s.createdAt, s.lastSeenAt],
    );
  }

  async findByHash(idHash: string): Promise<WebSessionRecord | null> {
    const { rows } = await this.db.query<WebSessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM web_sessions WHERE id_hash = $1`,
      [idHash],
    );
    return rows[0] === undefined ? null : toSession(rows[0]);
  }

  async touch(idHash: string, lastSeenAt: string): Promise<boolean> {
    const sql = 'UPDATE web_sessions SET last_seen_at = $1 WHERE id_hash = $2';
    return affectedRows(await this.db.query(sql, [lastSeenAt, idHash])) > 0;
  }

  async delete(idHash: string): Promise<boolean> {
    const sql = 'DELETE FROM web_sessions WHERE id_hash = $1';
    return affectedRows(await this.db.query(sql, [idHash])) > 0;
  }

  async deleteAllOfAccount(accountId: string, keepIdHash: string | null): Promise<number> {
    const sql = 'DELETE FROM web_sessions WHERE account_id = $1 AND id_hash IS DISTINCT FROM $2';
    return affectedRows(await this.db.query(sql, [accountId, keepIdHash]));
  }

  async listByAccount(accountId: string): Promise<WebSessionRecord[]> {
    const { rows } = await this.db.query<WebSessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM web_sessions WHERE account_id = $1
       ORDER BY last_seen_at DESC, public_id`,
      [accountId],
    );
    return rows.map(toSession);
  }
}

/** D28: one-time sign-in links in PostgreSQL, by the SHA-256 of their token. */
export class PostgresSignInLinkStore implements SignInLinkStore {
  constructor(private readonly db: Session) {}

  async insert(link: SignInLinkRecord): Promise<void> {
    await this.db.query(`INSERT INTO sign_in_links (${LINK_COLUMNS}) VALUES ($1, $2, $3, $4)`, [
      link.tokenHash,
      link.accountId,
      link.createdAt,
      link.expiresAt,
    ]);
  }

  async take(tokenHash: string): Promise<SignInLinkRecord | null> {
    // DELETE ... RETURNING: the read and the removal are one statement; a second request
    // racing with the same link waits for the row lock, then finds nothing to delete.
    const { rows } = await this.db.query<SignInLinkRow>(
      `DELETE FROM sign_in_links WHERE token_hash = $1 RETURNING ${LINK_COLUMNS}`,
      [tokenHash],
    );
    return rows[0] === undefined ? null : toSignInLink(rows[0]);
  }

  async find(tokenHash: string): Promise<SignInLinkRecord | null> {
    const { rows } = await this.db.query<SignInLinkRow>(
      `SELECT ${LINK_COLUMNS} FROM sign_in_links WHERE token_hash = $1`,
      [tokenHash],
    );
    return rows[0] === undefined ? null : toSignInLink(rows[0]);
  }
}
