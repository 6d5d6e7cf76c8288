import type {
  Member,
  MemberStore,
  SignInLinkRecord,
  SignInLinkStore,
  WebSessionRecord,
  WebSessionStore,
} from '@subtrack/domain';
import {
  MEMBER_SQL,
  type MemberRow,
  memberValues,
  queriesIn,
  SIGN_IN_LINK_SQL,
  type SignInLinkRow,
  signInLinkValues,
  toMember,
  toSignInLink,
  toWebSession,
  WEB_SESSION_SQL,
  type WebSessionRow,
  webSessionValues,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

const MEMBERS = queriesIn('postgres', MEMBER_SQL);
const SESSIONS = queriesIn('postgres', WEB_SESSION_SQL);
const LINKS = queriesIn('postgres', SIGN_IN_LINK_SQL);
const LOCK_ACCOUNT = 'SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE';

/**
 * Members in PostgreSQL; the unique `email_key` keeps emails unique across accounts,
 * and deleting a member cascades to their sessions, links, identities, passkeys and
 * challenges.
 */
export class PostgresMemberStore implements MemberStore {
  constructor(private readonly db: Session) {}

  async save(m: Member): Promise<void> {
    await this.db.query(MEMBERS.save, memberValues(m));
  }

  async findById(accountId: string, memberId: string): Promise<Member | null> {
    const { rows } = await this.db.query<MemberRow>(MEMBERS.findById, [memberId, accountId]);
    return rows[0] === undefined ? null : toMember(rows[0]);
  }

  async findByEmailKey(emailKey: string): Promise<Member | null> {
    const { rows } = await this.db.query<MemberRow>(MEMBERS.findByEmailKey, [emailKey]);
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
    const { rows } = await this.db.query<MemberRow>(MEMBERS.listByAccount, [accountId]);
    return rows.map(toMember);
  }

  async delete(accountId: string, memberId: string): Promise<boolean> {
    return affectedRows(await this.db.query(MEMBERS.delete, [memberId, accountId])) > 0;
  }
}

/** Web sessions in PostgreSQL, by the SHA-256 of their id, each of one member. */
export class PostgresWebSessionStore implements WebSessionStore {
  constructor(private readonly db: Session) {}

  async insert(s: WebSessionRecord): Promise<void> {
    await this.db.query(SESSIONS.insert, webSessionValues(s));
  }

  async findByHash(idHash: string): Promise<WebSessionRecord | null> {
    const { rows } = await this.db.query<WebSessionRow>(SESSIONS.findByHash, [idHash]);
    return rows[0] === undefined ? null : toWebSession(rows[0]);
  }

  async touch(idHash: string, lastSeenAt: string): Promise<boolean> {
    return affectedRows(await this.db.query(SESSIONS.touch, [lastSeenAt, idHash])) > 0;
  }

  async delete(idHash: string): Promise<boolean> {
    return affectedRows(await this.db.query(SESSIONS.delete, [idHash])) > 0;
  }

  async deleteAllOfMember(
    accountId: string,
    memberId: string,
    keepIdHash: string | null,
  ): Promise<number> {
    const values = [accountId, memberId, keepIdHash];
    return affectedRows(await this.db.query(SESSIONS.deleteAllOfMember, values));
  }

  async listByMember(accountId: string, memberId: string): Promise<WebSessionRecord[]> {
    const values = [accountId, memberId];
    const { rows } = await this.db.query<WebSessionRow>(SESSIONS.listByMember, values);
    return rows.map(toWebSession);
  }
}

/** One-time sign-in links in PostgreSQL, by the SHA-256 of their token. */
export class PostgresSignInLinkStore implements SignInLinkStore {
  constructor(private readonly db: Session) {}

  async insert(link: SignInLinkRecord): Promise<void> {
    await this.db.query(LINKS.insert, signInLinkValues(link));
  }

  // A second request racing with the same link waits for the row lock, then finds nothing
  // to delete.
  async take(tokenHash: string): Promise<SignInLinkRecord | null> {
    const { rows } = await this.db.query<SignInLinkRow>(LINKS.take, [tokenHash]);
    return rows[0] === undefined ? null : toSignInLink(rows[0]);
  }

  async find(tokenHash: string): Promise<SignInLinkRecord | null> {
    const { rows } = await this.db.query<SignInLinkRow>(LINKS.find, [tokenHash]);
    return rows[0] === undefined ? null : toSignInLink(rows[0]);
  }
}
