import type { OwnerLogin, SignInLinkRecord, WebSessionRecord } from '../owners/owner-login.js';
import { anAccount } from './builders.js';

let sequence = 0;
const next = () => (++sequence).toString(16).padStart(8, '0');

/** An owner login of the default test account, with an email and no password. */
export function anOwnerLogin(overrides: Partial<OwnerLogin> = {}): OwnerLogin {
  return {
    accountId: anAccount().id,
    email: 'owner@example.com',
    emailKey: 'owner@example.com',
    passwordHash: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A stored web session of the default test account (a unique hash and public id each call). */
export function aWebSessionRecord(overrides: Partial<WebSessionRecord> = {}): WebSessionRecord {
  const n = next();
  return {
    idHash: `${n}`.padEnd(64, 'a'),
    publicId: `session-${n}`,
    accountId: anAccount().id,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSeenAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A stored sign-in link of the default test account, valid 15 minutes from 09:00. */
export function aSignInLinkRecord(overrides: Partial<SignInLinkRecord> = {}): SignInLinkRecord {
  return {
    tokenHash: `${next()}`.padEnd(64, 'b'),
    accountId: anAccount().id,
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2026-11-01T09:15:00.000Z',
    ...overrides,
  };
}
