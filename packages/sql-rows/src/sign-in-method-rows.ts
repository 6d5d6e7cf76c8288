import type {
  IdentityRecord,
  InvitationRecord,
  PasskeyRecord,
  SignInChallengeRecord,
} from '@subtrack/domain';
import { placeholders } from './dialect.js';

/** A row of `invitations`. */
export interface InvitationRow {
  token_hash: string;
  id: string;
  account_id: string;
  role: InvitationRecord['role'];
  email: string | null;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

/** A row of `identities`. */
export interface IdentityRow {
  issuer: string;
  subject: string;
  account_id: string;
  member_id: string;
  created_at: string;
}

/**
 * A row of `passkeys`. The counter is a `bigint` on PostgreSQL (text through `pg`), and the
 * transports JSON text on SQLite, parsed already from PostgreSQL's `json` column.
 */
export interface PasskeyRow {
  id: string;
  credential_id: string;
  account_id: string;
  member_id: string;
  name: string;
  public_key: string;
  counter: string | number;
  transports: string | string[];
  created_at: string;
  last_used_at: string | null;
}

/** A row of `sign_in_challenges`. */
export interface ChallengeRow {
  key_hash: string;
  kind: SignInChallengeRecord['kind'];
  account_id: string | null;
  member_id: string | null;
  payload: string;
  created_at: string;
  expires_at: string;
}

export const toInvitation = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  tokenHash: row.token_hash,
  accountId: row.account_id,
  role: row.role,
  email: row.email,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export const toIdentity = (row: IdentityRow): IdentityRecord => ({
  issuer: row.issuer,
  subject: row.subject,
  accountId: row.account_id,
  memberId: row.member_id,
  createdAt: row.created_at,
});

export const toPasskey = (row: PasskeyRow): PasskeyRecord => ({
  id: row.id,
  credentialId: row.credential_id,
  accountId: row.account_id,
  memberId: row.member_id,
  name: row.name,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports:
    typeof row.transports === 'string' ? (JSON.parse(row.transports) as string[]) : row.transports,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export const toChallenge = (row: ChallengeRow): SignInChallengeRecord => ({
  keyHash: row.key_hash,
  kind: row.kind,
  accountId: row.account_id,
  memberId: row.member_id,
  payload: row.payload,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export const invitationValues = (i: InvitationRecord): unknown[] => [
  i.tokenHash,
  i.id,
  i.accountId,
  i.role,
  i.email,
  i.invitedBy,
  i.createdAt,
  i.expiresAt,
];

export const identityValues = (i: IdentityRecord): unknown[] => [
  i.issuer,
  i.subject,
  i.accountId,
  i.memberId,
  i.createdAt,
];

/** The transports are stored as JSON text on both engines. */
export const passkeyValues = (p: PasskeyRecord): unknown[] => [
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
];

export const challengeValues = (c: SignInChallengeRecord): unknown[] => [
  c.keyHash,
  c.kind,
  c.accountId,
  c.memberId,
  c.payload,
  c.createdAt,
  c.expiresAt,
];

const INVITATION_COLUMNS =
  'token_hash, id, account_id, role, email, invited_by, created_at, expires_at';
const IDENTITY_COLUMNS = 'issuer, subject, account_id, member_id, created_at';
const PASSKEY_COLUMNS = `id, credential_id, account_id, member_id, name, public_key, counter,
  transports, created_at, last_used_at`;
const CHALLENGE_COLUMNS = 'key_hash, kind, account_id, member_id, payload, created_at, expires_at';

/**
 * The statements of the invitation store. `take` and `revoke` are DELETE ... RETURNING: one
 * statement reads and removes, so an invitation works once.
 */
export const INVITATION_SQL = {
  insert: `INSERT INTO invitations (${INVITATION_COLUMNS}) VALUES (${placeholders(8)})`,
  find: `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE token_hash = ?`,
  take: `DELETE FROM invitations WHERE token_hash = ? RETURNING ${INVITATION_COLUMNS}`,
  listByAccount: `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE account_id = ?
ORDER BY created_at, id`,
  revoke: `DELETE FROM invitations WHERE account_id = ? AND id = ? RETURNING ${INVITATION_COLUMNS}`,
} as const;

/** The statements of the identity store. */
export const IDENTITY_SQL = {
  insert: `INSERT INTO identities (${IDENTITY_COLUMNS}) VALUES (${placeholders(5)})`,
  find: `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE issuer = ? AND subject = ?`,
  listByMember: `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE account_id = ? AND member_id = ?
ORDER BY created_at, issuer, subject`,
} as const;

/**
 * The statements of the passkey store. `recordUse` compares and sets the counter: of two
 * sign-ins with one signature count, one wins.
 */
export const PASSKEY_SQL = {
  insert: `INSERT INTO passkeys (${PASSKEY_COLUMNS}) VALUES (${placeholders(10)})`,
  findByCredentialId: `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE credential_id = ?`,
  listByMember: `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE account_id = ? AND member_id = ?
ORDER BY created_at, id`,
  recordUse: 'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?',
  delete: 'DELETE FROM passkeys WHERE id = ? AND account_id = ? AND member_id = ?',
} as const;

/** The statements of the sign-in challenge store. */
export const SIGN_IN_CHALLENGE_SQL = {
  insert: `INSERT INTO sign_in_challenges (${CHALLENGE_COLUMNS}) VALUES (${placeholders(7)})`,
  take: `DELETE FROM sign_in_challenges WHERE key_hash = ? RETURNING ${CHALLENGE_COLUMNS}`,
  deleteExpired: 'DELETE FROM sign_in_challenges WHERE expires_at <= ?',
} as const;
