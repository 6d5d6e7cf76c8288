import type { Member, SignInLinkRecord, WebSessionRecord } from '@subtrack/domain';
import { placeholders } from './dialect.js';

/** A row of `members`, as both engines return it. */
export interface MemberRow {
  id: string;
  account_id: string;
  email: string | null;
  email_key: string | null;
  password_hash: string | null;
  role: Member['role'];
  language: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of `web_sessions`. */
export interface WebSessionRow {
  id_hash: string;
  public_id: string;
  account_id: string;
  member_id: string;
  created_at: string;
  last_seen_at: string;
}

/** A row of `sign_in_links`. */
export interface SignInLinkRow {
  token_hash: string;
  account_id: string;
  member_id: string;
  created_at: string;
  expires_at: string;
}

export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  accountId: row.account_id,
  email: row.email,
  emailKey: row.email_key,
  passwordHash: row.password_hash,
  role: row.role,
  language: row.language,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toSignInLink = (row: SignInLinkRow): SignInLinkRecord => ({
  tokenHash: row.token_hash,
  accountId: row.account_id,
  memberId: row.member_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export const toWebSession = (row: WebSessionRow): WebSessionRecord => ({
  idHash: row.id_hash,
  publicId: row.public_id,
  accountId: row.account_id,
  memberId: row.member_id,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

/** The values of `MEMBER_SQL.save`, in its column order. */
export const memberValues = (m: Member): unknown[] => [
  m.id,
  m.accountId,
  m.email,
  m.emailKey,
  m.passwordHash,
  m.role,
  m.language ?? null,
  m.createdAt,
  m.updatedAt,
];

export const webSessionValues = (s: WebSessionRecord): unknown[] => [
  s.idHash,
  s.publicId,
  s.accountId,
  s.memberId,
  s.createdAt,
  s.lastSeenAt,
];

export const signInLinkValues = (link: SignInLinkRecord): unknown[] => [
  link.tokenHash,
  link.accountId,
  link.memberId,
  link.createdAt,
  link.expiresAt,
];

const MEMBER_COLUMNS =
  'id, account_id, email, email_key, password_hash, role, language, created_at, updated_at';
const SESSION_COLUMNS = 'id_hash, public_id, account_id, member_id, created_at, last_seen_at';
const LINK_COLUMNS = 'token_hash, account_id, member_id, created_at, expires_at';

/** The statements of the member store, with `?` placeholders (see `queriesIn`). */
export const MEMBER_SQL = {
  save: `INSERT INTO members (${MEMBER_COLUMNS}) VALUES (${placeholders(9)})
ON CONFLICT (id) DO UPDATE SET email = excluded.email, email_key = excluded.email_key,
  password_hash = excluded.password_hash, role = excluded.role, language = excluded.language,
  updated_at = excluded.updated_at`,
  findById: `SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ? AND account_id = ?`,
  findByEmailKey: `SELECT ${MEMBER_COLUMNS} FROM members WHERE email_key = ?`,
  listByAccount: `SELECT ${MEMBER_COLUMNS} FROM members WHERE account_id = ?
ORDER BY created_at, id`,
  delete: 'DELETE FROM members WHERE id = ? AND account_id = ?',
} as const;

/** The statements of the web session store. */
export const WEB_SESSION_SQL = {
  insert: `INSERT INTO web_sessions (${SESSION_COLUMNS}) VALUES (${placeholders(6)})`,
  findByHash: `SELECT ${SESSION_COLUMNS} FROM web_sessions WHERE id_hash = ?`,
  touch: 'UPDATE web_sessions SET last_seen_at = ? WHERE id_hash = ?',
  delete: 'DELETE FROM web_sessions WHERE id_hash = ?',
  deleteAllOfMember: `DELETE FROM web_sessions
WHERE account_id = ? AND member_id = ? AND id_hash IS DISTINCT FROM ?`,
  listByMember: `SELECT ${SESSION_COLUMNS} FROM web_sessions WHERE account_id = ? AND member_id = ?
ORDER BY last_seen_at DESC, public_id`,
} as const;

/**
 * The statements of the sign-in link store. `take` is DELETE ... RETURNING: the read and
 * the removal are one statement, so two requests racing with one link cannot both get it.
 */
export const SIGN_IN_LINK_SQL = {
  insert: `INSERT INTO sign_in_links (${LINK_COLUMNS}) VALUES (${placeholders(5)})`,
  take: `DELETE FROM sign_in_links WHERE token_hash = ? RETURNING ${LINK_COLUMNS}`,
  find: `SELECT ${LINK_COLUMNS} FROM sign_in_links WHERE token_hash = ?`,
} as const;
