import { accountNotFound } from '../accounts/account-not-found.js';
import type { ApiKey } from '../keys/api-key.js';
import type { Ports } from '../ports/ports.js';

/** The account's keys, oldest first, hashes only. */
export async function listApiKeys(
  ports: Pick<Ports, 'accounts' | 'apiKeys'>,
  accountId: string,
): Promise<ApiKey[]> {
  if (!(await ports.accounts.findById(accountId))) throw accountNotFound(accountId);
  return ports.apiKeys.listByAccount(accountId);
}
