import type {
  Member,
  MemberStore,
  SignInLinkRecord,
  SignInLinkStore,
  SynchronousPort,
  WebSessionRecord,
  WebSessionStore,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

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

const SAVE_MEMBER = `INSERT INTO members
  (id, account_id, email, email_key, password_hash, role, created_at, updated_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (id) DO UPDATE SET email = excluded.email, email_key = excluded.email_key,
  password_hash = excluded.password_hash, role = excluded.role, updated_at = excluded.updated_at`;

/**
 * D45: members in SQLite; the unique `email_key` keeps emails unique across accounts, and
 * deleting a member cascades to their sessions, links, identities, passkeys and challenges.
 */
export class SqliteMemberStore implements SynchronousPort<MemberStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  save(m: Member): void {
    this.statements
      .get(SAVE_MEMBER)
      .run(
        m.id,
        m.accountId,
        m.email,
        m.emailKey,
        m.passwordHash,
        m.role,
        m.createdAt,
        m.updatedAt,
      );
  }

  findById(accountId: string, memberId: string): Member | null {
    const row = this.statements
      .get<MemberRow>('SELECT * FROM members WHERE id = ? AND account_id = ?')
      .get(memberId, accountId);
    return row === undefined ? null : toMember(row);
  }

  findByEmailKey(emailKey: string): Member | null {
    const row = this.statements
      .get<MemberRow>('SELECT * FROM members WHERE email_key = ?')
      .get(emailKey);
    return row === undefined ? null : toMember(row);
  }

  // One connection writes at a time (D43), so the list read inside a transaction already
  // holds the membership until it ends.
  listByAccount(accountId: string): Member[] {
    return this.statements
      .get<MemberRow>('SELECT * FROM members WHERE account_id = ? ORDER BY created_at, id')
      .all(accountId)
      .map(toMember);
  }

  delete(accountId: string, memberId: string): boolean {
    const sql = 'DELETE FROM members WHERE id = ? AND account_id = ?';
    return this.statements.get(sql).run(memberId, accountId).changes > 0;
  }
}

/** D29, D45: web sessions in SQLite, by the SHA-256 of their id, each of one member. */
export class SqliteWebSessionStore implements SynchronousPort<WebSessionStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(s: WebSessionRecord): void {
    this.statements
      .get(
        `INSERT INTO web_sessions (id_hash, public_id, account_id, member_id, created_at, last_seen_at)
VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(s.idHash, s.publicId, s.accountId, s.memberId, s.createdAt, s.lastSeenAt);
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

  deleteAllOfMember(accountId: string, memberId: string, keepIdHash: string | null): number {
    const sql =
      'DELETE FROM web_sessions WHERE account_id = ? AND member_id = ? AND id_hash IS NOT ?';
    return this.statements.get(sql).run(accountId, memberId, keepIdHash).changes;
  }

  listByMember(accountId: string, memberId: string): WebSessionRecord[] {
    return this.statements
      .get<WebSessionRow>(
        `SELECT * FROM web_sessions WHERE account_id = ? AND member_id = ?
ORDER BY last_seen_at DESC, public_id`,
      )
      .all(accountId, memberId)
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
        `INSERT INTO sign_in_links (token_hash, account_id, member_id, created_at, expires_at)
VALUES (?, ?, ?, ?, ?)`,
      )
      .run(link.tokenHash, link.accountId, link.memberId, link.createdAt, link.expiresAt);
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
