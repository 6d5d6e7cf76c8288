import type { Context } from 'koa';
import { clientAddress } from '../http/client-address.js';
import type { WebDeps } from '../web-deps.js';
import { refuseTooManySignIns } from './refuse-too-many.js';
import { isRefusal, type SignInAttempt } from './sign-in-throttle.js';

/**
 * D28, issue 20: runs one password (or link) check as a counted attempt. The attempt is
 * counted as a failure from the client's address, and from `accountId` when the account is
 * already known, before `check` runs (before the password hash), so parallel guesses cannot
 * all pass the block; a blocked address or account gets the 429 page and `check` never runs.
 * `check` answers true when it was right (the count is given back), false when it failed.
 */
export async function countedAttempt(
  ctx: Context,
  deps: WebDeps,
  accountId: string | null,
  check: (attempt: SignInAttempt) => Promise<boolean>,
): Promise<void> {
  const now = deps.ports.clock.now().getTime();
  const attempt = await deps.signInThrottle.reserve(clientAddress(ctx));
  if (isRefusal(attempt)) return refuseTooManySignIns(ctx, attempt, now);
  const refusal = accountId === null ? null : await attempt.alsoAgainstAccount(accountId);
  if (refusal !== null) {
    await attempt.release();
    return refuseTooManySignIns(ctx, refusal, now);
  }
  await attempt.settle(() => check(attempt));
}
