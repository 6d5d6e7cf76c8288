// Child process of durability.test.ts: writes subscriptions with their audit records one
// transaction at a time and prints each id only after its commit has returned, until killed.
import { writeSync } from 'node:fs';
import { anAccount, anAuditRecord, aSubscription } from '@subtrack/domain/testing';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';

const path = process.argv[2];
if (path === undefined) throw new Error('usage: durability-writer <database file>');
const db = openDatabase(path);
const ports = createSqlitePorts(db);
const account = anAccount({ id: ports.ids.newId() });
await ports.accounts.insert(account);
writeSync(1, `account ${account.id}\n`);
for (;;) {
  const sub = aSubscription({ id: ports.ids.newId(), accountId: account.id });
  await ports.unitOfWork.transaction(async (tx) => {
    await tx.subscriptions.insert(sub);
    await tx.audit.append(
      anAuditRecord({ id: ports.ids.newId(), accountId: account.id, resourceId: sub.id }),
    );
  });
  // Synchronous write: the id reaches the pipe only after the commit has returned.
  writeSync(1, `${sub.id}\n`);
}
