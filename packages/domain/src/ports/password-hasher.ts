/**
 * A slow, salted password hash (scrypt or Argon2id at OWASP's parameters). The stored
 * text names its algorithm and parameters, so they can change without breaking old hashes.
 *
 * A hash at OWASP's cost takes a few hundred milliseconds of CPU, which must not stop the
 * server: an implementation works off the main thread (scrypt on libuv's thread pool). Use
 * cases hash before or after their transaction, never inside it, so no transaction
 * holds its lock while a hash runs.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`; compares in constant time. */
  verify(password: string, stored: string): Promise<boolean>;
}
