// The domain's port contract suites, run unchanged against the SQLite adapter on temp files.

import { join } from 'node:path';
import { after } from 'node:test';
import { FakeClock } from '@subtrack/domain/testing';
import {
  describeAccountStoreContract,
  describeApiKeyStoreContract,
  describeAuditLogContract,
  describeCalendarFeedStoreContract,
  describeChannelStoreContract,
  describeConcurrencyContract,
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
  describeSerialUnitOfWorkContract,
  describeSignInMethodStoresContract,
  describeSubscriptionRepositoryContract,
  describeUnitOfWorkContract,
  type PortsFactory,
} from '@subtrack/domain/testing/contracts';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

const { dir, dispose } = tempDir();
after(dispose);
let files = 0;

/** Fresh ports on a new database file for every test (and every property-test run). */
const factory: PortsFactory = () => {
  files += 1;
  const db = openDatabase(join(dir, `contract-${files}.sqlite`));
  return {
    ports: createSqlitePorts(db, { clock: new FakeClock('2026-11-21T08:00:00.000Z') }),
    dispose: () => {
      db.close();
    },
  };
};

describeSubscriptionRepositoryContract(factory);
describeAuditLogContract(factory);
describeNotificationSettingsStoreContract(factory);
describeApiKeyStoreContract(factory);
describeAccountStoreContract(factory);
describeReminderDeliveryLogContract(factory);
describeChannelStoreContract(factory);
describeUnitOfWorkContract(factory);
describeSerialUnitOfWorkContract(factory);
describeOwnerStoresContract(factory);
describeSignInMethodStoresContract(factory);
describeIdempotencyStoreContract(factory);
describeCalendarFeedStoreContract(factory);
describePaymentRepositoryContract(factory);
describeExchangeRateStoreContract(factory);
// One file, ports built on its one connection once per "process": they share its queue.
describeConcurrencyContract((count) => {
  files += 1;
  const db = openDatabase(join(dir, `contract-${files}.sqlite`));
  const clock = new FakeClock('2026-11-21T08:00:00.000Z');
  return {
    processes: Array.from({ length: count }, () => createSqlitePorts(db, { clock })),
    dispose: () => {
      db.close();
    },
  };
});
describeDeviceChannelContract(factory);
describePushKeyStoreContract(factory);
describeLogoStoreContract(factory);
describeDismissalStoreContract(factory);
