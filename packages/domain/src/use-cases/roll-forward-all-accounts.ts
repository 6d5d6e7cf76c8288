import type { Ports } from '../ports/ports.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';

/** D6 for every account, each in its own time zone; returns the records rolled. */
export async function rollForwardAllAccounts(
  ports: RollForwardPorts & Pick<Ports, 'accounts'>,
): Promise<number> {
  let rolled = 0;
  for (const account of await ports.accounts.list()) {
    rolled += await rollForwardAccount(ports, account.id);
  }
  return rolled;
}
