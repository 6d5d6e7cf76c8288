/**
 * `@subtrack/system-services`: what the domain's ports need from the machine and that no
 * storage adapter owns: the real clock, UUIDv7 ids, cryptographic randomness, the scrypt
 * password hasher and the pacer that lets a server's long work yield between slices. The
 * SQLite and PostgreSQL adapters and the command line share them.
 *
 * @packageDocumentation
 * @module @subtrack/system-services
 */
export {
  CryptoRandomSource,
  defaultPasswordHasher,
  nextTurn,
  SCRYPT_PARAMETERS,
  ScryptPasswordHasher,
  SystemClock,
  systemPacer,
  TEST_SCRYPT_PARAMETERS,
  UuidV7IdGenerator,
} from './system-services.js';
