import type {
  Member,
  MemberStore,
  SignInLinkRecord,
  SignInLinkStore,
  SynchronousPort,
  WebSessionRecord,
  WebSessionStore,
} from '@subtrack/domain';
import {
  MEMBER_SQL,
  type MemberRow,
  memberValues,
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
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

/**
 * Members in SQLite; the unique `email_key` keeps emails unique across accounts, and
 * deleting a member cascades to their sessions, links, identities, passkeys and challenges.
 */
export class SqliteMemberStore implements SynchronousPort<MemberStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  save(m: Member): void {
    this.statements.get(MEMBER_SQL.save).run(...memberValues(m));
  }

  findById(accountId: string, memberId: string): Member | null {
    const row = this.statements.get<MemberRow>(MEMBER_SQL.findById).get(memberId, accountId);
    return row === undefined ? null : toMember(row);
  }

  findByEmailKey(emailKey: string): Member | null {
    const row = this.statements.get<MemberRow>(MEMBER_SQL.findByEmailKey).get(emailKey);
    return row === undefined ? null : toMember(row);
  }

  // One connection writes at a time (D43), so the list read inside a transaction already
  // holds the membership until it ends.
  listByAccount(accountId: string): Member[] {
    return this.statements.get<MemberRow>(MEMBER_SQL.listByAccount).all(accountId).map(toMember);
  }

  delete(accountId: string, memberId: string): boolean {
    return this.statements.get(MEMBER_SQL.delete).run(memberId, accountId).changes > 0;
  }
}

/** Web sessions in SQLite, by the SHA-256 of their id, each of one member. */
export class SqliteWebSessionStore implements SynchronousPort<WebSessionStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(s: WebSessionRecord): void {
    this.statements.get(WEB_SESSION_SQL.insert).run(...webSessionValues(s));
  }

  findByHash(idHash: string): WebSessionRecord | null {
    const row = this.statements.get<WebSessionRow>(WEB_SESSION_SQL.findByHash).get(idHash);
    return row === undefined ? null : toWebSession(row);
  }

  touch(idHash: string, lastSeenAt: string): boolean {
    return this.statements.get(WEB_SESSION_SQL.touch).run(lastSeenAt, idHash).changes > 0;
  }

  delete(idHash: string): boolean {
    return this.statements.get(WEB_SESSION_SQL.delete).run(idHash).changes > 0;
  }

  deleteAllOfMember(accountId: string, memberId: string, keepIdHash: string | null): number {
    return this.statements
      .get(WEB_SESSION_SQL.deleteAllOfMember)
      .run(accountId, memberId, keepIdHash).changes;
  }

  listByMember(accountId: string, memberId: string): WebSessionRecord[] {
    return this.statements
      .get<WebSessionRow>(WEB_SESSION_SQL.listByMember)
      .all(accountId, memberId)
      .map(toWebSession);
  }
}

/** One-time sign-in links in SQLite, by the SHA-256 of their token. */
export class SqliteSignInLinkStore implements SynchronousPort<SignInLinkStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(link: SignInLinkRecord): void {
    this.statements.get(SIGN_IN_LINK_SQL.insert).run(...signInLinkValues(link));
  }

  take(tokenHash: string): SignInLinkRecord | null {
    const row = this.statements.get<SignInLinkRow>(SIGN_IN_LINK_SQL.take).get(tokenHash);
    return row === undefined ? null : toSignInLink(row);
  }

  find(tokenHash: string): SignInLinkRecord | null {
    const row = this.statements.get<SignInLinkRow>(SIGN_IN_LINK_SQL.find).get(tokenHash);
    return row === undefined ? null : toSignInLink(row);
  }
}
