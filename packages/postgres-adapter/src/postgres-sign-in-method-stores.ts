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
  queriesIn,
  SIGN_IN_CHALLENGE_SQL,
  toChallenge,
  toIdentity,
  toInvitation,
  toPasskey,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

const INVITATIONS = queriesIn('postgres', INVITATION_SQL);
const IDENTITIES = queriesIn('postgres', IDENTITY_SQL);
const PASSKEYS = queriesIn('postgres', PASSKEY_SQL);
const CHALLENGES = queriesIn('postgres', SIGN_IN_CHALLENGE_SQL);

/** Invitations in PostgreSQL, by the SHA-256 of their token. */
export class PostgresInvitationStore implements InvitationStore {
  constructor(private readonly db: Session) {}

  async insert(i: InvitationRecord): Promise<void> {
    await this.db.query(INVITATIONS.insert, invitationValues(i));
  }

  async find(tokenHash: string): Promise<InvitationRecord | null> {
    const { rows } = await this.db.query<InvitationRow>(INVITATIONS.find, [tokenHash]);
    return rows[0] === undefined ? null : toInvitation(rows[0]);
  }

  // A second request with the same token waits for the row lock, then finds nothing.
  async take(tokenHash: string): Promise<InvitationRecord | null> {
    const { rows } = await this.db.query<InvitationRow>(INVITATIONS.take, [tokenHash]);
    return rows[0] === undefined ? null : toInvitation(rows[0]);
  }

  async listByAccount(accountId: string): Promise<InvitationRecord[]> {
    const { rows } = await this.db.query<InvitationRow>(INVITATIONS.listByAccount, [accountId]);
    return rows.map(toInvitation);
  }

  async revoke(accountId: string, invitationId: string): Promise<InvitationRecord | null> {
    const values = [accountId, invitationId];
    const { rows } = await this.db.query<InvitationRow>(INVITATIONS.revoke, values);
    return rows[0] === undefined ? null : toInvitation(rows[0]);
  }
}

/** Identity-provider logins in PostgreSQL, keyed by issuer and subject. */
export class PostgresIdentityStore implements IdentityStore {
  constructor(private readonly db: Session) {}

  async insert(i: IdentityRecord): Promise<void> {
    await this.db.query(IDENTITIES.insert, identityValues(i));
  }

  async find(issuer: string, subject: string): Promise<IdentityRecord | null> {
    const { rows } = await this.db.query<IdentityRow>(IDENTITIES.find, [issuer, subject]);
    return rows[0] === undefined ? null : toIdentity(rows[0]);
  }

  async listByMember(accountId: string, memberId: string): Promise<IdentityRecord[]> {
    const values = [accountId, memberId];
    const { rows } = await this.db.query<IdentityRow>(IDENTITIES.listByMember, values);
    return rows.map(toIdentity);
  }
}

/** Passkeys in PostgreSQL; a credential id is unique across every account. */
export class PostgresPasskeyStore implements PasskeyStore {
  constructor(private readonly db: Session) {}

  async insert(p: PasskeyRecord): Promise<void> {
    await this.db.query(PASSKEYS.insert, passkeyValues(p));
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyRecord | null> {
    const { rows } = await this.db.query<PasskeyRow>(PASSKEYS.findByCredentialId, [credentialId]);
    return rows[0] === undefined ? null : toPasskey(rows[0]);
  }

  async listByMember(accountId: string, memberId: string): Promise<PasskeyRecord[]> {
    const values = [accountId, memberId];
    const { rows } = await this.db.query<PasskeyRow>(PASSKEYS.listByMember, values);
    return rows.map(toPasskey);
  }

  async recordUse(
    id: string,
    expectedCounter: number,
    counter: number,
    usedAt: string,
  ): Promise<boolean> {
    const values = [counter, usedAt, id, expectedCounter];
    return affectedRows(await this.db.query(PASSKEYS.recordUse, values)) > 0;
  }

  async delete(accountId: string, memberId: string, id: string): Promise<boolean> {
    return affectedRows(await this.db.query(PASSKEYS.delete, [id, accountId, memberId])) > 0;
  }
}

/** The challenges of two-request sign-ins in PostgreSQL, by the SHA-256 of their key. */
export class PostgresSignInChallengeStore implements SignInChallengeStore {
  constructor(private readonly db: Session) {}

  async insert(c: SignInChallengeRecord): Promise<void> {
    await this.db.query(CHALLENGES.insert, challengeValues(c));
  }

  async take(keyHash: string): Promise<SignInChallengeRecord | null> {
    const { rows } = await this.db.query<ChallengeRow>(CHALLENGES.take, [keyHash]);
    return rows[0] === undefined ? null : toChallenge(rows[0]);
  }

  async deleteExpired(now: string): Promise<number> {
    return affectedRows(await this.db.query(CHALLENGES.deleteExpired, [now]));
  }
}
