import { type PasskeyRecord, passkeyCounterAccepted } from '../members/passkey.js';
import { type StartedWebSession, signInMember } from '../owners/start-web-session.js';
import type { Ports } from '../ports/ports.js';

/**
 * Signs in the member of a passkey whose signature the caller verified, once its
 * signature counter went up (or both are zero: an authenticator without one). The counter
 * is stored only while still the one read, so two sign-ins racing with one signature sign
 * in once. `ok: false` for a counter that did not rise, or a passkey removed meanwhile.
 */
export async function completePasskeySignIn(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random'>,
  input: { passkey: PasskeyRecord; counter: number; requestId: string },
): Promise<{ ok: true; session: StartedWebSession } | { ok: false }> {
  const { passkey } = input;
  if (!passkeyCounterAccepted(passkey.counter, input.counter)) return { ok: false };
  const now = ports.clock.now().toISOString();
  return ports.unitOfWork.transaction(async (tx) => {
    const member = await tx.members.findById(passkey.accountId, passkey.memberId);
    if (
      !member ||
      !(await tx.passkeys.recordUse(passkey.id, passkey.counter, input.counter, now))
    ) {
      return { ok: false } as const;
    }
    return { ok: true, session: await signInMember(ports, tx, member, input.requestId) } as const;
  });
}
