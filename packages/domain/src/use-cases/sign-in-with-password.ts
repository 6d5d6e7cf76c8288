import { emailKeyOf } from '../owners/email-rules.js';
import { normalizePassword } from '../owners/password-rules.js';
import { type StartedWebSession, signInMember } from '../owners/start-web-session.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { Ports } from '../ports/ports.js';

/** What a password sign-in gives: a session, or a failure that says nothing about the email. */
export type PasswordSignInResult =
  | { ok: true; session: StartedWebSession }
  /** `accountId` is for throttling only: never show whether it was found. */
  | { ok: false; accountId: string | null };

const timingHashes = new WeakMap<PasswordHasher, Promise<string>>();

// An unknown email still costs one hash check, so the answer's timing does not tell
// whether the email exists (D28).
async function spendOneCheck(hasher: PasswordHasher, password: string): Promise<void> {
  let stored = timingHashes.get(hasher);
  if (stored === undefined) {
    stored = hasher.hash('timing equaliser, never a password');
    timingHashes.set(hasher, stored);
  }
  await hasher.verify(password, await stored);
}

/**
 * Signs in with email and password (the email names one member of one account). `reserveAccountAttempt` (the web's per-account
 * throttle) runs right before the password hash and counts the attempt against the
 * account; when it answers (or resolves to) false (the account is blocked) the sign-in
 * fails without checking the password. It may answer a promise: a throttle shared by
 * several processes lives in their database. On success a new session starts and `owner.signed_in` is audited
 * with the session as actor.
 */
export async function signInWithPassword(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random' | 'passwordHasher' | 'members'>,
  input: {
    email: string;
    password: string;
    requestId: string;
    reserveAccountAttempt?: (accountId: string) => boolean | Promise<boolean>;
  },
): Promise<PasswordSignInResult> {
  const member = await ports.members.findByEmailKey(emailKeyOf(input.email));
  const password = normalizePassword(input.password);
  if (!member?.passwordHash) {
    await spendOneCheck(ports.passwordHasher, password);
    return { ok: false, accountId: member?.accountId ?? null };
  }
  if ((await input.reserveAccountAttempt?.(member.accountId)) === false) {
    return { ok: false, accountId: member.accountId };
  }
  if (!(await ports.passwordHasher.verify(password, member.passwordHash))) {
    return { ok: false, accountId: member.accountId };
  }
  const session = await ports.unitOfWork.transaction((tx) =>
    signInMember(ports, tx, member, input.requestId),
  );
  return { ok: true, session };
}
