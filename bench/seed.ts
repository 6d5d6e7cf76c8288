/** Seeds a temp database with one account, a write key and N subscriptions (issue 7). */
import { cliWriteContext, createAccount, createApiKey, createSignInLink } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { makeSubscriptions } from './seed-data.js';

export interface SeededDatabase {
  file: string;
  key: string;
  accountId: string;
  ids: string[];
  /** Issue 11: a one-time sign-in link of the owner, for the web pages' session. */
  signInPath: string;
}

export async function seedDatabase(file: string, count: number): Promise<SeededDatabase> {
  const db = openDatabase(file);
  const ports = createSqlitePorts(db);
  const account = await createAccount(ports, { name: `bench ${count}` });
  const { key } = await createApiKey(ports, cliWriteContext(account.id, 'req-cli'), {
    scope: 'write',
  });
  const subscriptions = makeSubscriptions({
    accountId: account.id,
    count,
    now: ports.clock.now(),
    newId: () => ports.ids.newId(),
  });
  // One transaction: seeding 100k rows one commit at a time would measure fsync, not us.
  await ports.unitOfWork.transaction(async (tx) => {
    for (const subscription of subscriptions) await tx.subscriptions.insert(subscription);
  });
  const signInPath = (await createSignInLink(ports, account.id)).path;
  db.pragma('optimize');
  db.close();
  return {
    file,
    key,
    accountId: account.id,
    ids: subscriptions.map((s) => s.id),
    signInPath,
  };
}
