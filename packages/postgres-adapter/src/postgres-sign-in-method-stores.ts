import type {
  IdentityRecord,
  IdentityStore,
  InvitationRecord,
  InvitationStore,
  PasskeyRecord,
  PasskeyStore,
  SignInChallengeRecord,
  SignInChallengeStore,
} from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

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
  counter: string | number;
  transports: string[];
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
  counter: Number(row.counter),
  transports: row.transports,
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

const INVITATION_COLUMNS =
  'token_hash, id, account_id, role, email, invited_by, created_at, expires_at';
const IDENTITY_COLUMNS = 'issuer, subject, account_id, member_id, created_at';
const PASSKEY_COLUMNS = `id, credential_id, account_id, member_id, name, public_key, counter,
  transports, created_at, last_used_at`;
const CHALLENGE_COLUMNS = 'key_hash, kind, account_id, member_id, payload, created_at, expires_at';

/** D45: invitations in PostgreSQL, by the SHA-256 of their token. */
export class PostgresInvitationStore implements InvitationStore {
  constructor(private readonly db: Session) {}

  async insert(i: InvitationRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO invitations (${INVITATION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [i.tokenHash, i.id, i.accountId, i.role, i.email, i.invitedBy, i.createdAt, i.expiresAt],
    );
  }

  async find(tokenHash: string): Promise<InvitationRecord | null> {
    const { rows } = await this.db.query<InvitationRow>(
      `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE token_hash = $1`,
      [tokenHash],
    );
    return rows[0] === undefined ? null : toInvitation(rows[0]);
  }

  // DELETE ... RETURNING: a second request with the same token waits for the row lock, then
  // finds nothing, so an invitation works once.
  async take(tokenHash: string): Promise<InvitationRecord | null> {
    const { rows } = await this.db.query<InvitationRow>(
      `DELETE FROM invitations WHERE token_hash = $1 RETURNING ${INVITATION_COLUMNS}`,
      [tokenHash],
    );
    return rows[0] === undefined ? null : toInvitation(rows[0]);
  }

  async listByAccount(accountId: string): Promise<InvitationRecord[]> {
    const { rows } = await this.db.query<InvitationRow>(
      `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE account_id = $1 ORDER BY created_at, id`,
      [accountId],
    );
    return rows.map(toInvitation);
  }

  async revoke(accountId: string, invitationId: string): Promise<InvitationRecord | null> {
    const { rows } = await this.db.query<InvitationRow>(
      `DELETE FROM invitations WHERE account_id = $1 AND id = $2 RETURNING ${INVITATION_COLUMNS}`,
      [accountId, invitationId],
    );
    return rows[0] === undefined ? null : toInvitation(rows[0]);
  }
}

/** D46: identity-provider logins in PostgreSQL, keyed by issuer and subject. */
export class PostgresIdentityStore implements IdentityStore {
  constructor(private readonly db: Session) {}

  async insert(i: IdentityRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO identities (${IDENTITY_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
      [i.issuer, i.subject, i.accountId, i.memberId, i.createdAt],
    );
  }

  async find(issuer: string, subject: string): Promise<IdentityRecord | null> {
    const { rows } = await this.db.query<IdentityRow>(
      `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE issuer = $1 AND subject = $2`,
      [issuer, subject],
    );
    return rows[0] === undefined ? null : toIdentity(rows[0]);
  }

  async listByMember(accountId: string, memberId: string): Promise<IdentityRecord[]> {
    const { rows } = await this.db.query<IdentityRow>(
      `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE account_id = $1 AND member_id = $2
       ORDER BY created_at, issuer, subject`,
      [accountId, memberId],
    );
    return rows.map(toIdentity);
  }
}

/** D46: passkeys in PostgreSQL; a credential id is unique across every account. */
export class PostgresPasskeyStore implements PasskeyStore {
  constructor(private readonly db: Session) {}

  async insert(p: PasskeyRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO passkeys (${PASSKEY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
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
      ],
    );
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyRecord | null> {
    const { rows } = await this.db.query<PasskeyRow>(
      `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE credential_id = $1`,
      [credentialId],
    );
    return rows[0] === undefined ? null : toPasskey(rows[0]);
  }

  async listByMember(accountId: string, memberId: string): Promise<PasskeyRecord[]> {
    const { rows } = await this.db.query<PasskeyRow>(
      `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE account_id = $1 AND member_id = $2
       ORDER BY created_at, id`,
      [accountId, memberId],
    );
    return rows.map(toPasskey);
  }

  // Compare-and-set on the counter: of two sign-ins with one signature count, one wins.
  async recordUse(
    id: string,
    expectedCounter: number,
    counter: number,
    usedAt: string,
  ): Promise<boolean> {
    const sql = `UPDATE passkeys SET counter = $1, last_used_at = $2
      WHERE id = $3 AND counter = $4`;
    return affectedRows(await this.db.query(sql, [counter, usedAt, id, expectedCounter])) > 0;
  }

  async delete(accountId: string, memberId: string, id: string): Promise<boolean> {
    const sql = 'DELETE FROM passkeys WHERE id = $1 AND account_id = $2 AND member_id = $3';
    return affectedRows(await this.db.query(sql, [id, accountId, memberId])) > 0;
  }
}

/** D46: the challenges of two-request sign-ins in PostgreSQL, by the SHA-256 of their key. */
export class PostgresSignInChallengeStore implements SignInChallengeStore {
  constructor(private readonly db: Session) {}

  async insert(c: SignInChallengeRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO sign_in_challenges (${CHALLENGE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [c.keyHash, c.kind, c.accountId, c.memberId, c.payload, c.createdAt, c.expiresAt],
    );
  }

  async take(keyHash: string): Promise<SignInChallengeRecord | null> {
    const { rows } = await this.db.query<ChallengeRow>(
      `DELETE FROM sign_in_challenges WHERE key_hash = $1 RETURNING ${CHALLENGE_COLUMNS}`,
      [keyHash],
    );
    return rows[0] === undefined ? null : toChallenge(rows[0]);
  }

  async deleteExpired(now: string): Promise<number> {
    const sql = 'DELETE FROM sign_in_challenges WHERE expires_at <= $1';
    return affectedRows(await this.db.query(sql, [now]));
  }
}
