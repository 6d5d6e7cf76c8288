import {
  type AccountLimits,
  type ApiRequestAdmission,
  type Clock,
  DEFAULT_ACCOUNT_LIMITS,
  type FailureThrottleStore,
  type IdGenerator,
  type PasswordHasher,
  type Ports,
  type RandomSource,
  type RequestQuotaStore,
  type WorkPacer,
} from '@subtrack/domain';
import {
  CryptoRandomSource,
  defaultPasswordHasher,
  systemPacer,
  UuidV7IdGenerator,
} from '@subtrack/system-services';
import type { Pool } from 'pg';
import { createStores } from './create-stores.js';
import { PostgresApiRequestAdmission } from './postgres-api-request-admission.js';
import { PostgresFailureThrottleStore } from './postgres-failure-throttle-store.js';
import { PostgresRequestQuotaStore } from './postgres-request-quota-store.js';
import { PostgresUnitOfWork, type UnitOfWorkOptions } from './postgres-unit-of-work.js';
import { QuotaLeases } from './quota-leases.js';
import { PoolSession } from './session.js';

/**
 * Options of {@link createPostgresPorts}. The clock is required: in production the database
 * server's (`createDatabaseClock`), so every process agrees on leases and windows. Ids,
 * randomness, the password hasher and the pacer default to `@subtrack/system-services`'
 * production ones (UUIDv7, the operating system's CSPRNG, scrypt, 25 ms slices); tests pass
 * the domain's fakes.
 */
export interface PostgresPortsOptions {
  clock: Clock;
  ids?: IdGenerator;
  random?: RandomSource;
  passwordHasher?: PasswordHasher;
  /** The account limits the server was started with. Default: the domain's defaults. */
  limits?: AccountLimits;
  /**
   * When work that grows with an account lets other requests run. Default, as on
   * SQLite: `systemPacer()` of `@subtrack/system-services`, slices of 25 ms with other
   * requests between them.
   */
  pacer?: WorkPacer;
  /** How a transaction that lost a race is run again, and whether misuse is checked. */
  transactions?: Omit<UnitOfWorkOptions, 'preparedStatements'>;
  /**
   * Issue 34: run statements prepared (named): parsed and planned once per connection.
   * Default true; false behind a PgBouncer older than 1.21 in transaction mode.
   */
  preparedStatements?: boolean;
}

/**
 * The domain's ports plus the limits every process on the database shares: request
 * quotas and failure throttles, and `admission`, which asks them and the
 * API keys for one request in one statement. A single SQLite process keeps quotas and
 * throttles in memory (`createInMemoryRequestQuotaStore`, `createInMemoryFailureThrottleStore`).
 */
export interface PostgresPorts extends Ports {
  requestQuotas: RequestQuotaStore;
  failureThrottles: FailureThrottleStore;
  admission: ApiRequestAdmission;
}

/**
 * Every port of the domain on a `pg` pool (see `openPostgres`, which also migrates). The
 * outer storage ports run each call as one statement on any pooled connection;
 * `unitOfWork.transaction` runs its work on one connection in a READ COMMITTED transaction
 *. A server that is down, restarting, full, read-only or out of connections
 * reaches callers as `StorageUnavailableError`.
 *
 * @example
 * const pool = await openPostgres(process.env.SUBTRACK_DATABASE_URL!);
 * const ports = createPostgresPorts(pool, { clock: await createDatabaseClock(pool) });
 * const sub = await getSubscription(ports, accountId, id);
 */
export function createPostgresPorts(pool: Pool, options: PostgresPortsOptions): PostgresPorts {
  const transactions = {
    ...options.transactions,
    detectMisuse: options.transactions?.detectMisuse ?? process.env['NODE_ENV'] === 'test',
    preparedStatements: options.preparedStatements ?? true,
  };
  const unitOfWork = new PostgresUnitOfWork(pool, createStores, transactions);
  const outer = new PoolSession(
    pool,
    transactions.detectMisuse ? unitOfWork : null,
    transactions.preparedStatements,
  );
  // The quota units this process leased: the admission takes them, refunds go back to them.
  const leases = new QuotaLeases();
  return {
    ...createStores(outer),
    unitOfWork,
    requestQuotas: new PostgresRequestQuotaStore(outer, leases),
    failureThrottles: new PostgresFailureThrottleStore(outer, pool, transactions),
    admission: new PostgresApiRequestAdmission(outer, leases),
    clock: options.clock,
    ids: options.ids ?? new UuidV7IdGenerator(),
    random: options.random ?? new CryptoRandomSource(),
    passwordHasher: options.passwordHasher ?? defaultPasswordHasher(),
    limits: options.limits ?? DEFAULT_ACCOUNT_LIMITS,
    pacer: options.pacer ?? systemPacer(),
  };
}
