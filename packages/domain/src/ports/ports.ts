import type { AccountLimits } from '../accounts/account-limits.js';
import type { Clock } from './clock.js';
import type { IdGenerator } from './id-generator.js';
import type { PasswordHasher } from './password-hasher.js';
import type { RandomSource } from './random-source.js';
import type { StoragePorts } from './storage-ports.js';
import type { UnitOfWork } from './unit-of-work.js';
import type { WorkPacer } from './work-pacer.js';

/**
 * Everything a use case may need. An adapter (SQLite, in-memory) builds one of these;
 * each use case is an `async` function taking, as its first argument, the members of it
 * that it uses (a `Pick<Ports, ...>`), so a whole `Ports` always fits and a test or an
 * embedding app sees what a use case touches. The storage
 * ports here run each call on its own; a write that must be atomic goes through
 * `unitOfWork.transaction` and stores through the `tx` ports it is given, reading the
 * clock and ids from here (they are not storage and stay synchronous).
 */
export interface Ports extends StoragePorts {
  unitOfWork: UnitOfWork;
  clock: Clock;
  ids: IdGenerator;
  random: RandomSource;
  /** The slow password hash (scrypt in production, a fast fake in tests). */
  passwordHasher: PasswordHasher;
  /** How much one account may hold (not a port: the server's configuration). */
  limits: AccountLimits;
  /**
   * How long work that grows with an account may hold the thread before it lets
   * other requests run. Absent: such work runs in one piece (tests, one-off commands).
   */
  pacer?: WorkPacer;
}
