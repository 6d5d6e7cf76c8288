import {
  SIGN_IN_CHALLENGE_MS,
  type SignInChallengeKind,
  type SignInChallengeRecord,
} from '../members/sign-in-challenge.js';
import { hashSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';

/**
 * Stores the server-side half of a two-request sign-in under its `key` (an OIDC
 * `state`, a WebAuthn challenge; only the key's SHA-256 is kept), valid for its kind's short
 * time. Challenges that expired meanwhile are cleared first, so they never pile up.
 */
export async function beginSignInChallenge(
  ports: Pick<Ports, 'unitOfWork' | 'clock'>,
  input: {
    kind: SignInChallengeKind;
    key: string;
    accountId: string | null;
    memberId: string | null;
    payload: string;
  },
): Promise<void> {
  const now = ports.clock.now();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_MS[input.kind]).toISOString();
  await ports.unitOfWork.transaction(async (tx) => {
    await tx.signInChallenges.deleteExpired(now.toISOString());
    await tx.signInChallenges.insert({
      keyHash: hashSecretToken(input.key),
      kind: input.kind,
      accountId: input.accountId,
      memberId: input.memberId,
      payload: input.payload,
      createdAt: now.toISOString(),
      expiresAt,
    });
  });
}

/**
 * Uses up the challenge stored under `key` and answers it while it is of `kind` and
 * unexpired; null otherwise (unknown, used before, expired, or begun for another purpose).
 * Whatever the answer, the key works no more.
 */
export async function takeSignInChallenge(
  ports: Pick<Ports, 'unitOfWork' | 'clock'>,
  input: { kind: SignInChallengeKind; key: string },
): Promise<SignInChallengeRecord | null> {
  const now = ports.clock.now().toISOString();
  const taken = await ports.unitOfWork.transaction((tx) =>
    tx.signInChallenges.take(hashSecretToken(input.key)),
  );
  return taken && taken.kind === input.kind && taken.expiresAt > now ? taken : null;
}
