import type {
  Member,
  MemberStore,
  SignInLinkRecord,
  SignInLinkStore,
  WebSessionRecord,
  WebSessionStore,
} from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface MemberRow {
  id: string;
  account_id: string;
  email: string | null;
  email_key: string | null;
  password_hash: string | null;
  role: Member['role'];
  created_at: string;
  updated_at: string;
}

interface WebSessionRow {
  id_hash: string;
  public_id: string;
  account_id: string;
  member_id: string;
  created_at: string;
  last_seen_at: string;
}

interface SignInLinkRow {
  token_hash: string;
  account_id: string;
  member_id: string;
  created_at: string;
  expires_at: string;
}

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  accountId: row.account_id,
  email: row.email,
  emailKey: row.email_key,
  passwordHash: row.password_hash,
  role: row.role,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toSignInLink = (row: SignInLinkRow): SignInLinkRecord => ({
  tokenHash: row.token_hash,
  accountId: row.account_id,
  memberId: row.member_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

const toSession = (row: WebSessionRow): WebSessionRecord => ({
  idHash: row.id_hash,
  publicId: row.public_id,
  accountId: row.account_id,
  memberId: row.member_id,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

const MEMBER_COLUMNS =
  'id, account_id, email, email_key, password_hash, role, created_at, updated_at';
const SAVE_MEMBER = `INSERT INTO members (${MEMBER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
ON CONFLICT (id) DO UPDATE SET email = excluded.email, email_key = excluded.email_key,
  password_hash = excluded.password_hash, role = excluded.role, updated_at = excluded.updated_at`;
const LOCK_ACCOUNT = 'SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE';
const SESSION_COLUMNS = 'id_hash, public_id, account_id, member_id, created_at, last_seen_at';
const LINK_COLUMNS = 'token_hash, account_id, member_id, created_at, expires_at';

/**
 * D45: members in PostgreSQL; the unique `email_key` keeps emails unique across accounts,
 * and deleting a member cascades to their sessions, links, identities, passkeys and
 * challenges.
 */
export class PostgresMemberStore implements MemberStore {
  constructor(private readonly db: Session) {}

  async save(m: Member): Promise<void> {
    await this.db.query(SAVE_MEMBER, [
      m.id,
      m.accountId,
      m.email,
      m.emailKey,
      m.passwordHash,
      m.role,
      m.createdAt,
      m.updatedAt,
    ]);
  }

  async findById(accountId: string, memberId: string): Promise<Member | null> {
    const { rows } = await this.db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM members WHERE id = $1 AND account_id = $2`,
      [memberId, accountId],
    );
    return rows[0] === undefined ? null : toMember(rows[0]);
  }

  async findByEmailKey(emailKey: string): Promise<Member | null> {
    const { rows } = await this.db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM members WHERE email_key = $1`,
      [emailKey],
    );
    return rows[0] === undefined ? null : toMember(rows[0]);
  }

  // Inside a transaction the account's row is locked first, in a statement of its own
  // (FOR NO KEY UPDATE, which inserts referencing the account do not wait for), and the
  // members are read by the next statement: under READ COMMITTED each statement sees what was
  // committed when it began, so a change that waited for the lock reads what the other
  // committed. (Locking in the same statement read its snapshot from before the wait, so two
  // changes that each saw another owner could both commit, leaving none, D49.)
  async listByAccount(accountId: string): Promise<Member[]> {
    if (this.db.reads !== null) await this.db.query(LOCK_ACCOUNT, [accountId]);
    const { rows } = await this.db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM members WHERE account_id = $1 ORDER BY created_at, id`,
      [accountId],
    );
    return rows.map(toMember);
  }

  async delete(accountId: string, memberId: string): Promise<boolean> {
    const sql = 'DELETE FROM members WHERE id = $1 AND account_id = $2';
    return affectedRows(await this.db.query(sql, [memberId, accountId])) > 0;
  }
}

/** D29, D45: web sessions in PostgreSQL, by the SHA-256 of their id, each of one member. */
export class PostgresWebSessionStore implements WebSessionStore {
  constructor(private readonly db: Session) {}

  async insert(s: WebSessionRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO web_sessions (${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`,
      [s.idHash, s.publicId, s.accountId, s.memberId, s.createdAt, s.lastSeenAt],
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

  async deleteAllOfMember(
    accountId: string,
    memberId: string,
    keepIdHash: string | null,
  ): Promise<number> {
    const sql = `DELETE FROM web_sessions
      WHERE account_id = $1 AND member_id = $2 AND id_hash IS DISTINCT FROM $3`;
    return affectedRows(await this.db.query(sql, [accountId, memberId, keepIdHash]));
  }

  async listByMember(accountId: string, memberId: string): Promise<WebSessionRecord[]> {
    const { rows } = await this.db.query<WebSessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM web_sessions WHERE account_id = $1 AND member_id = $2
       ORDER BY last_seen_at DESC, public_id`,
      [accountId, memberId],
    );
    return rows.map(toSession);
  }
}

/** D28: one-time sign-in links in PostgreSQL, by the SHA-256 of their token. */
export class PostgresSignInLinkStore implements SignInLinkStore {
  constructor(private readonly db: Session) {}

  async insert(link: SignInLinkRecord): Promise<void> {
    await this.db.query(`INSERT INTO sign_in_links (${LINK_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`, [
      link.tokenHash,
      link.accountId,
      link.memberId,
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
