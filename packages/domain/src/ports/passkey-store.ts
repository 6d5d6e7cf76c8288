import type { PasskeyRecord } from '../members/passkey.js';

/** Members' passkeys; a credential id is unique across every account. */
export interface PasskeyStore {
  /** Throws when the credential id is already stored. */
  insert(passkey: PasskeyRecord): Promise<void>;
  /** The passkey a browser's sign-in names, in any account (sign-in knows no account yet). */
  findByCredentialId(credentialId: string): Promise<PasskeyRecord | null>;
  /** The member's passkeys, oldest first. */
  listByMember(accountId: string, memberId: string): Promise<PasskeyRecord[]>;
  /**
   * Records a sign-in: sets the counter to `counter` and last-used to `usedAt`, only while
   * the stored counter is still `expectedCounter`. False when it is not (another sign-in
   * with the same passkey came first) or the passkey is gone.
   */
  recordUse(id: string, expectedCounter: number, counter: number, usedAt: string): Promise<boolean>;
  /** Deletes the member's passkey; false when the member has none with this id. */
  delete(accountId: string, memberId: string, id: string): Promise<boolean>;
}
