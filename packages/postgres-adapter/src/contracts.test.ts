// The domain's port contract suites, run unchanged against PostgreSQL: one database for this
// file, emptied before every test (and every property-test run).
import { after } from 'node:test';
import {
  describeAccountStoreContract,
  describeApiKeyStoreContract,
  describeAuditLogContract,
  describeCalendarFeedStoreContract,
  describeChannelStoreContract,
  describeIdempotencyStoreContract,
  describeNotificationSettingsStoreContract,
  describeOwnerStoresContract,
  describeReminderDeliveryLogContract,
  describeSubscriptionRepositoryContract,
  describeUnitOfWorkContract,
  type PortsFactory,
} from '@subtrack/domain/testing/contracts';
import type { Pool } from 'pg';
import {
  createTestDatabase,
  emptyTables,
  openTestPool,
  type TestDatabase,
} from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

// Made on first use: the suites' own hooks call the factory, and file-level hooks of
// Node 20 do not wait for one another.
let ready: Promise<{ database: TestDatabase; pool: Pool }> | undefined;
const shared = () => {
  ready ??= createTestDatabase().then(async (database) => ({
    database,
    pool: await openTestPool(database.url),
  }));
  return ready;
};
after(async () => {
  if (ready === undefined) return;
  const { database, pool } = await ready;
  await pool.end();
  await database.drop();
});

/** Fresh, empty ports for every test: the tables are emptied, the pool is kept. */
const factory: PortsFactory = async () => {
  const { pool } = await shared();
  await emptyTables(pool);
  return { ports: testPorts(pool) };
};

describeSubscriptionRepositoryContract(factory);
describeAuditLogContract(factory);
describeNotificationSettingsStoreContract(factory);
describeApiKeyStoreContract(factory);
describeAccountStoreContract(factory);
describeReminderDeliveryLogContract(factory);
describeChannelStoreContract(factory);
describeUnitOfWorkContract(factory);
describeOwnerStoresContract(factory);
describeIdempotencyStoreContract(factory);
describeCalendarFeedStoreContract(factory);
