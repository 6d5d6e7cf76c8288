/**
 * `@subtrack/system-services`: what the domain's ports need from the machine and that no
 * storage adapter owns: the real clock, UUIDv7 ids, cryptographic randomness and the scrypt
 * password hasher. The SQLite and PostgreSQL adapters and the command line share them.
 *
 * @packageDocumentation
 * @module @subtrack/system-services
 */
export {
  CryptoRandomSource,
  SCRYPT_PARAMETERS,
  ScryptPasswordHasher,
  SystemClock,
  UuidV7IdGenerator,
} from './system-services.js';
