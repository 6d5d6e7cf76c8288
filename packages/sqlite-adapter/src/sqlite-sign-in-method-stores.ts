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
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface InvitationRow {
  token_hash: string;
  id: string;
  account_id: string;
  role: InvitationRecord['role'];
  email: string | null;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

interface IdentityRow {
  issuer: string;
  subject: string;
  account_id: string;
  member_id: string;
  created_at: string;
}

interface PasskeyRow {
  id: string;
  credential_id: string;
  account_id: string;
  member_id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

interface ChallengeRow {
  key_hash: string;
  kind: SignInChallengeRecord['kind'];
  account_id: string | null;
  member_id: string | null;
  payload: string;
  created_at: string;
  expires_at: string;
}

const toInvitation = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  tokenHash: row.token_hash,
  accountId: row.account_id,
  role: row.role,
  email: row.email,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

const toIdentity = (row: IdentityRow): IdentityRecord => ({
  issuer: row.issuer,
  subject: row.subject,
  accountId: row.account_id,
  memberId: row.member_id,
  createdAt: row.created_at,
});

const toPasskey = (row: PasskeyRow): PasskeyRecord => ({
  id: row.id,
  credentialId: row.credential_id,
  accountId: row.account_id,
  memberId: row.member_id,
  name: row.name,
  publicKey: row.public_key,
  counter: row.counter,
  transports: JSON.parse(row.transports) as string[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

const toChallenge = (row: ChallengeRow): SignInChallengeRecord => ({
  keyHash: row.key_hash,
  kind: row.kind,
  accountId: row.account_id,
  memberId: row.member_id,
  payload: row.payload,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** D45: invitations in SQLite, by the SHA-256 of their token. */
export class SqliteInvitationStore implements SynchronousPort<InvitationStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(i: InvitationRecord): void {
    this.statements
      .get(
        `INSERT INTO invitations
  (token_hash, id, account_id, role, email, invited_by, created_at, expires_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(i.tokenHash, i.id, i.accountId, i.role, i.email, i.invitedBy, i.createdAt, i.expiresAt);
  }

  find(tokenHash: string): InvitationRecord | null {
    const row = this.statements
      .get<InvitationRow>('SELECT * FROM invitations WHERE token_hash = ?')
      .get(tokenHash);
    return row === undefined ? null : toInvitation(row);
  }

  // DELETE ... RETURNING: one statement reads and removes, so an invitation works once.
  take(tokenHash: string): InvitationRecord | null {
    const row = this.statements
      .get<InvitationRow>('DELETE FROM invitations WHERE token_hash = ? RETURNING *')
      .get(tokenHash);
    return row === undefined ? null : toInvitation(row);
  }

  listByAccount(accountId: string): InvitationRecord[] {
    return this.statements
      .get<InvitationRow>('SELECT * FROM invitations WHERE account_id = ? ORDER BY created_at, id')
      .all(accountId)
      .map(toInvitation);
  }

  revoke(accountId: string, invitationId: string): InvitationRecord | null {
    const row = this.statements
      .get<InvitationRow>('DELETE FROM invitations WHERE account_id = ? AND id = ? RETURNING *')
      .get(accountId, invitationId);
    return row === undefined ? null : toInvitation(row);
  }
}

/** D46: identity-provider logins in SQLite, keyed by issuer and subject. */
export class SqliteIdentityStore implements SynchronousPort<IdentityStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(i: IdentityRecord): void {
    this.statements
      .get(
        `INSERT INTO identities (issuer, subject, account_id, member_id, created_at)
VALUES (?, ?, ?, ?, ?)`,
      )
      .run(i.issuer, i.subject, i.accountId, i.memberId, i.createdAt);
  }

  find(issuer: string, subject: string): IdentityRecord | null {
    const row = this.statements
      .get<IdentityRow>('SELECT * FROM identities WHERE issuer = ? AND subject = ?')
      .get(issuer, subject);
    return row === undefined ? null : toIdentity(row);
  }

  listByMember(accountId: string, memberId: string): IdentityRecord[] {
    return this.statements
      .get<IdentityRow>(
        `SELECT * FROM identities WHERE account_id = ? AND member_id = ?
ORDER BY created_at, issuer, subject`,
      )
      .all(accountId, memberId)
      .map(toIdentity);
  }
}

/** D46: passkeys in SQLite; a credential id is unique across every account. */
export class SqlitePasskeyStore implements SynchronousPort<PasskeyStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(p: PasskeyRecord): void {
    this.statements
      .get(
        `INSERT INTO passkeys (id, credential_id, account_id, member_id, name, public_key, counter,
  transports, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        p.id,
        p.credentialId,
        p.accountId,
        p.memberId,
        p.name,
        p.publicKey,
        p.counter,
        JSON.stringify(p.transports),
        p.createdAt,
        p.lastUsedAt,
      );
  }

  findByCredentialId(credentialId: string): PasskeyRecord | null {
    const row = this.statements
      .get<PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = ?')
      .get(credentialId);
    return row === undefined ? null : toPasskey(row);
  }

  listByMember(accountId: string, memberId: string): PasskeyRecord[] {
    return this.statements
      .get<PasskeyRow>(
        'SELECT * FROM passkeys WHERE account_id = ? AND member_id = ? ORDER BY created_at, id',
      )
      .all(accountId, memberId)
      .map(toPasskey);
  }

  // Compare-and-set on the counter: of two sign-ins with one signature count, one wins.
  recordUse(id: string, expectedCounter: number, counter: number, usedAt: string): boolean {
    const sql = 'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?';
    return this.statements.get(sql).run(counter, usedAt, id, expectedCounter).changes > 0;
  }

  delete(accountId: string, memberId: string, id: string): boolean {
    const sql = 'DELETE FROM passkeys WHERE id = ? AND account_id = ? AND member_id = ?';
    return this.statements.get(sql).run(id, accountId, memberId).changes > 0;
  }
}

/** D46: the challenges of two-request sign-ins in SQLite, by the SHA-256 of their key. */
export class SqliteSignInChallengeStore implements SynchronousPort<SignInChallengeStore> {
  constructor(
    db: Database,
    private readonly statements: StatementCache = new StatementCache(db),
  ) {}

  insert(c: SignInChallengeRecord): void {
    this.statements
      .get(
        `INSERT INTO sign_in_challenges
  (key_hash, kind, account_id, member_id, payload, created_at, expires_at)
VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(c.keyHash, c.kind, c.accountId, c.memberId, c.payload, c.createdAt, c.expiresAt);
  }

  take(keyHash: string): SignInChallengeRecord | null {
    const row = this.statements
      .get<ChallengeRow>('DELETE FROM sign_in_challenges WHERE key_hash = ? RETURNING *')
      .get(keyHash);
    return row === undefined ? null : toChallenge(row);
  }

  deleteExpired(now: string): number {
    const sql = 'DELETE FROM sign_in_challenges WHERE expires_at <= ?';
    return this.statements.get(sql).run(now).changes;
  }
}
