import type { StatementFile, StatementReader } from '../discovery/bank-transaction.js';
import { discoverSubscriptions } from '../discovery/discover-subscriptions.js';
import type { Discovery } from '../discovery/discovery.js';
import type { Ports } from '../ports/ports.js';
import { todayForAccount } from './today-for-account.js';

/**
 * The subscriptions a bank export shows, against what the account holds: the file is
 * read through `reader` (off the caller's thread for a large one; `invalid_statement` when
 * it cannot be read or its columns cannot be told apart), then analysed with the account's
 * subscriptions, their payments and the counterparties the owner dismissed, pausing as
 * `ports.pacer` says. Nothing of the file is kept and nothing is written, so it is not
 * audited.
 *
 * @example
 * const discovery = await discoverFromStatement(ports, createStatementReader(), accountId, { bytes, format: null });
 */
export async function discoverFromStatement(
  ports: Pick<
    Ports,
    'clock' | 'pacer' | 'subscriptions' | 'payments' | 'notificationSettings' | 'dismissals'
  >,
  reader: StatementReader,
  accountId: string,
  file: StatementFile,
): Promise<Discovery> {
  const transactions = await reader.read(file);
  const today = await todayForAccount(ports, accountId);
  const dismissed = await ports.dismissals.listByAccount(accountId);
  return discoverSubscriptions(
    {
      transactions,
      tracked: ports.subscriptions.iterateAll(accountId),
      payments: ports.payments.iterateAll(accountId),
      today,
      dismissed: dismissed.map((dismissal) => dismissal.key),
    },
    ports.pacer,
  );
}
