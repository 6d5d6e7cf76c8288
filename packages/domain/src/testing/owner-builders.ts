import type { IdentityRecord } from '../members/identity.js';
import type { InvitationRecord } from '../members/invitation.js';
import type { Member } from '../members/member.js';
import type { PasskeyRecord } from '../members/passkey.js';
import type { SignInChallengeRecord } from '../members/sign-in-challenge.js';
import type { SignInLinkRecord, WebSessionRecord } from '../owners/sign-in-records.js';
import { anAccount } from './builders.js';
import { sequentialId } from './sequential-ids.js';

let sequence = 0;
const next = () => (++sequence).toString(16).padStart(8, '0');

/** The id of {@link aMember}'s default member (the default account's owner). */
export const DEFAULT_MEMBER_ID = sequentialId(0x3e3b);

/** The default account's owner, with an email and no password. */
export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    id: DEFAULT_MEMBER_ID,
    accountId: anAccount().id,
    email: 'owner@example.com',
    emailKey: 'owner@example.com',
    passwordHash: null,
    role: 'owner',
    language: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A stored web session of the default member (a unique hash and public id each call). */
export function aWebSessionRecord(overrides: Partial<WebSessionRecord> = {}): WebSessionRecord {
  const n = next();
  return {
    idHash: `${n}`.padEnd(64, 'a'),
    publicId: `session-${n}`,
    accountId: anAccount().id,
    memberId: DEFAULT_MEMBER_ID,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSeenAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A stored sign-in link of the default member, valid 15 minutes from 09:00. */
export function aSignInLinkRecord(overrides: Partial<SignInLinkRecord> = {}): SignInLinkRecord {
  return {
    tokenHash: `${next()}`.padEnd(64, 'b'),
    accountId: anAccount().id,
    memberId: DEFAULT_MEMBER_ID,
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2026-11-01T09:15:00.000Z',
    ...overrides,
  };
}

/** A stored invitation to the default account as an editor, valid 7 days from 09:00. */
export function anInvitationRecord(overrides: Partial<InvitationRecord> = {}): InvitationRecord {
  const n = next();
  return {
    id: sequentialId(0x1a000000 + sequence),
    tokenHash: `${n}`.padEnd(64, 'c'),
    accountId: anAccount().id,
    role: 'editor',
    email: null,
    invitedBy: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2026-11-08T09:00:00.000Z',
    ...overrides,
  };
}

/** An identity of a local test provider bound to the default member. */
export function anIdentityRecord(overrides: Partial<IdentityRecord> = {}): IdentityRecord {
  return {
    issuer: 'http://127.0.0.1:9000',
    subject: `subject-${next()}`,
    accountId: anAccount().id,
    memberId: DEFAULT_MEMBER_ID,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A passkey of the default member (unique ids each call), never used. */
export function aPasskeyRecord(overrides: Partial<PasskeyRecord> = {}): PasskeyRecord {
  const n = next();
  return {
    id: sequentialId(0x2a000000 + sequence),
    credentialId: `credential-${n}`,
    accountId: anAccount().id,
    memberId: DEFAULT_MEMBER_ID,
    name: 'Phone',
    publicKey: 'pQECAyYgASFYIA',
    counter: 0,
    transports: ['internal'],
    createdAt: '2026-11-01T09:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

/** An OIDC challenge of nobody yet, valid 10 minutes from 09:00. */
export function aSignInChallengeRecord(
  overrides: Partial<SignInChallengeRecord> = {},
): SignInChallengeRecord {
  return {
    keyHash: `${next()}`.padEnd(64, 'd'),
    kind: 'oidc',
    accountId: null,
    memberId: null,
    payload: '{"nonce":"n"}',
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2026-11-01T09:10:00.000Z',
    ...overrides,
  };
}
