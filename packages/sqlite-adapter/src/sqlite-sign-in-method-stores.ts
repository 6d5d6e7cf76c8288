import type {
  IdentityRecord,
  IdentityStore,
  InvitationRecord,
  InvitationStore,
  PasskeyRecord,
  PasskeyStore,
  SignInChallengeRecord,
  SignInChallengeStore,
  SynchronousPort,
} from '@subtrack/domain';
import {
  type ChallengeRow,
  challengeValues,
  IDENTITY_SQL,
  type IdentityRow,
  INVITATION_SQL,
  type InvitationRow,
  identityValues,
  invitationValues,
  PASSKEY_SQL,
  type PasskeyRow,
  passkeyValues,
  SIGN_IN_CHALLENGE_SQL,
  toChallenge,
  toIdentity,
  toInvitation,
  toPasskey,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

/** Invitations in SQLite, by the SHA-256 of their token. */
export class SqliteInvitationStore implements SynchronousPort<InvitationStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(i: InvitationRecord): void {
    this.statements.get(INVITATION_SQL.insert).run(...invitationValues(i));
  }

  find(tokenHash: string): InvitationRecord | null {
    const row = this.statements.get<InvitationRow>(INVITATION_SQL.find).get(tokenHash);
    return row === undefined ? null : toInvitation(row);
  }

  take(tokenHash: string): InvitationRecord | null {
    const row = this.statements.get<InvitationRow>(INVITATION_SQL.take).get(tokenHash);
    return row === undefined ? null : toInvitation(row);
  }

  listByAccount(accountId: string): InvitationRecord[] {
    return this.statements
      .get<InvitationRow>(INVITATION_SQL.listByAccount)
      .all(accountId)
      .map(toInvitation);
  }

  revoke(accountId: string, invitationId: string): InvitationRecord | null {
    const row = this.statements
      .get<InvitationRow>(INVITATION_SQL.revoke)
      .get(accountId, invitationId);
    return row === undefined ? null : toInvitation(row);
  }
}

/** Identity-provider logins in SQLite, keyed by issuer and subject. */
export class SqliteIdentityStore implements SynchronousPort<IdentityStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(i: IdentityRecord): void {
    this.statements.get(IDENTITY_SQL.insert).run(...identityValues(i));
  }

  find(issuer: string, subject: string): IdentityRecord | null {
    const row = this.statements.get<IdentityRow>(IDENTITY_SQL.find).get(issuer, subject);
    return row === undefined ? null : toIdentity(row);
  }

  listByMember(accountId: string, memberId: string): IdentityRecord[] {
    return this.statements
      .get<IdentityRow>(IDENTITY_SQL.listByMember)
      .all(accountId, memberId)
      .map(toIdentity);
  }
}

/** Passkeys in SQLite; a credential id is unique across every account. */
export class SqlitePasskeyStore implements SynchronousPort<PasskeyStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(p: PasskeyRecord): void {
    this.statements.get(PASSKEY_SQL.insert).run(...passkeyValues(p));
  }

  findByCredentialId(credentialId: string): PasskeyRecord | null {
    const row = this.statements.get<PasskeyRow>(PASSKEY_SQL.findByCredentialId).get(credentialId);
    return row === undefined ? null : toPasskey(row);
  }

  listByMember(accountId: string, memberId: string): PasskeyRecord[] {
    return this.statements
      .get<PasskeyRow>(PASSKEY_SQL.listByMember)
      .all(accountId, memberId)
      .map(toPasskey);
  }

  recordUse(id: string, expectedCounter: number, counter: number, usedAt: string): boolean {
    const values = [counter, usedAt, id, expectedCounter];
    return this.statements.get(PASSKEY_SQL.recordUse).run(...values).changes > 0;
  }

  delete(accountId: string, memberId: string, id: string): boolean {
    return this.statements.get(PASSKEY_SQL.delete).run(id, accountId, memberId).changes > 0;
  }
}

/** The challenges of two-request sign-ins in SQLite, by the SHA-256 of their key. */
export class SqliteSignInChallengeStore implements SynchronousPort<SignInChallengeStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(c: SignInChallengeRecord): void {
    this.statements.get(SIGN_IN_CHALLENGE_SQL.insert).run(...challengeValues(c));
  }

  take(keyHash: string): SignInChallengeRecord | null {
    const row = this.statements.get<ChallengeRow>(SIGN_IN_CHALLENGE_SQL.take).get(keyHash);
    return row === undefined ? null : toChallenge(row);
  }

  deleteExpired(now: string): number {
    return this.statements.get(SIGN_IN_CHALLENGE_SQL.deleteExpired).run(now).changes;
  }
}
