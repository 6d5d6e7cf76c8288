import type { Ports } from '../ports/ports.js';
import { rollForwardAccount } from './roll-forward-account.js';

/** D6 for every account, each in its own time zone (D5); returns the records rolled. */
export function rollForwardAllAccounts(ports: Ports): number {
  let rolled = 0;
  for (const account of ports.accounts.list()) rolled += rollForwardAccount(ports, account.id);
  return rolled;
}
