import type { PasskeyRecord } from '../members/passkey.js';
import type { Ports } from '../ports/ports.js';

/**
 * The stored passkey a browser's sign-in names by its credential id, while its member
 * is still there; null otherwise (removed, or never added). The caller verifies the
 * browser's signature with its public key, then calls {@link completePasskeySignIn}.
 */
export async function findPasskeyForSignIn(
  ports: Pick<Ports, 'members' | 'passkeys'>,
  credentialId: string,
): Promise<PasskeyRecord | null> {
  const passkey = await ports.passkeys.findByCredentialId(credentialId);
  if (!passkey) return null;
  return (await ports.members.findById(passkey.accountId, passkey.memberId)) ? passkey : null;
}
