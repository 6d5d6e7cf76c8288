// The domain's port contract suites, run unchanged against PostgreSQL: one database for this
// file, emptied before every test (and every property-test run).
import {
  describeAccountStoreContract,
  describeApiKeyStoreContract,
  describeAuditLogContract,
  describeCalendarFeedStoreContract,
  describeChannelStoreContract,
  describeDeviceChannelContract,
  describeDismissalStoreContract,
  describeExchangeRateStoreContract,
  describeIdempotencyStoreContract,
  describeLogoStoreContract,
  describeNotificationSettingsStoreContract,
  describeOwnerStoresContract,
  describePaymentRepositoryContract,
  describePushKeyStoreContract,
  describeReminderDeliveryLogContract,
  describeSignInMethodStoresContract,
  describeSubscriptionRepositoryContract,
  describeUnitOfWorkContract,
  type PortsFactory,
} from '@subtrack/domain/testing/contracts';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

const pools = useSharedTestDatabase();

/** Fresh, empty ports for every test: the tables are emptied, the pool is kept. */
const factory: PortsFactory = async () => {
  const [pool] = await pools();
  await emptyTables(pool!);
  return { ports: testPorts(pool!) };
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
describeSignInMethodStoresContract(factory);
describeIdempotencyStoreContract(factory);
describeCalendarFeedStoreContract(factory);
describePaymentRepositoryContract(factory);
describeExchangeRateStoreContract(factory);
describeDeviceChannelContract(factory);
describePushKeyStoreContract(factory);
describeLogoStoreContract(factory);
describeDismissalStoreContract(factory);
