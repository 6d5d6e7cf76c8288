import type { Context } from 'koa';
import { clientAddress } from '../http/client-address.js';
import type { WebDeps } from '../web-deps.js';
import { refuseTooManySignIns } from './refuse-too-many.js';

/**
 * Counts a sign-in begun from the client's address before its challenge is stored
 * (a passkey's options, a trip to the identity provider). Answers false after sending the
 * 429 when the address has begun too many: then nothing is stored.
 */
export async function mayBeginChallenge(ctx: Context, deps: WebDeps): Promise<boolean> {
  const refusal = await deps.signInThrottle.beginChallenge(clientAddress(ctx));
  if (refusal === null) return true;
  refuseTooManySignIns(ctx, refusal, deps.ports.clock.now().getTime());
  return false;
}
