import { hashSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';

/** Ends the session of a cookie's id: a stolen copy of it stops working too. */
export async function signOutWebSession(
  ports: Pick<Ports, 'unitOfWork'>,
  sessionId: string,
): Promise<void> {
  await ports.unitOfWork.transaction((tx) => tx.webSessions.delete(hashSecretToken(sessionId)));
}
