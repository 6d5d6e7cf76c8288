import { describeAccountStoreContract } from './contracts/account-store-contract.js';
import { describeApiKeyStoreContract } from './contracts/api-key-store-contract.js';
import { describeAuditLogContract } from './contracts/audit-log-contract.js';
import { describeCalendarFeedStoreContract } from './contracts/calendar-feed-store-contract.js';
import { describeChannelStoreContract } from './contracts/channel-store-contract.js';
import { describeConcurrencyContract } from './contracts/concurrency-contract.js';
import { describeDeviceChannelContract } from './contracts/device-channel-contract.js';
import { describeDismissalStoreContract } from './contracts/dismissal-store-contract.js';
import { describeExchangeRateStoreContract } from './contracts/exchange-rate-store-contract.js';
import { describeIdempotencyStoreContract } from './contracts/idempotency-store-contract.js';
import { describeLogoStoreContract } from './contracts/logo-store-contract.js';
import { describeNotificationSettingsStoreContract } from './contracts/notification-settings-store-contract.js';
import { describeOwnerStoresContract } from './contracts/owner-stores-contract.js';
import { describePaymentRepositoryContract } from './contracts/payment-repository-contract.js';
import { describePushKeyStoreContract } from './contracts/push-key-store-contract.js';
import { describeReminderDeliveryLogContract } from './contracts/reminder-delivery-log-contract.js';
import { describeSignInMethodStoresContract } from './contracts/sign-in-method-stores-contract.js';
import { describeSubscriptionRepositoryContract } from './contracts/subscription-repository-contract.js';
import {
  describeSerialUnitOfWorkContract,
  describeUnitOfWorkContract,
} from './contracts/unit-of-work-contract.js';
import { createInMemoryPorts } from './in-memory-ports.js';

// The same suites the SQLite adapter runs: the in-memory ports must behave identically.
const factory = () => ({ ports: createInMemoryPorts() });

describeSubscriptionRepositoryContract(factory);
describeAuditLogContract(factory);
describeNotificationSettingsStoreContract(factory);
describeApiKeyStoreContract(factory);
describeAccountStoreContract(factory);
describeReminderDeliveryLogContract(factory);
describeChannelStoreContract(factory);
describeUnitOfWorkContract(factory);
describeSerialUnitOfWorkContract(factory);
describeCalendarFeedStoreContract(factory);
describeOwnerStoresContract(factory);
describeSignInMethodStoresContract(factory);
describeIdempotencyStoreContract(factory);
describePaymentRepositoryContract(factory);
describeExchangeRateStoreContract(factory);
// One store for every "process": they take turns, as on one connection.
describeConcurrencyContract((count) => {
  const ports = createInMemoryPorts();
  return { processes: Array.from({ length: count }, () => ports) };
});
describeDeviceChannelContract(factory);
describePushKeyStoreContract(factory);
describeLogoStoreContract(factory);
describeDismissalStoreContract(factory);
