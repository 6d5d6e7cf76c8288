import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  type Clock,
  type IdGenerator,
  type PasswordHasher,
  type RandomSource,
  timeSlicedPacer,
  type WorkPacer,
} from '@subtrack/domain';
import { v7 as uuidV7 } from 'uuid';

/** The real clock: the adapter is the I/O boundary, the domain never reads time itself. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** One turn of the event loop: what runs between two pages or slices of long work. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The server's pacer: work that grows with an account's data gives the thread to other
 * requests after every slice of `sliceMs` (default 25 ms) of wall-clock time.
 */
export function systemPacer(sliceMs?: number): WorkPacer {
  return timeSlicedPacer({
    now: () => performance.now(),
    turn: nextTurn,
    ...(sliceMs === undefined ? {} : { sliceMs }),
  });
}

/** Random bytes from the operating system's CSPRNG. */
export class CryptoRandomSource implements RandomSource {
  bytes(length: number): Uint8Array {
    return new Uint8Array(randomBytes(length));
  }
}

/**
 * RFC 9562 UUIDv7 ids from the `uuid` package: a millisecond timestamp first, so new rows
 * land at the end of the id indexes; `uuid` keeps them strictly increasing within one
 * process, even within one millisecond.
 */
export class UuidV7IdGenerator implements IdGenerator {
  newId(): string {
    return uuidV7();
  }
}

/** OWASP Password Storage Cheat Sheet's scrypt parameters: N=2^17, r=8, p=1. */
export const SCRYPT_PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The parameters of a test run (`NODE_ENV=test`, which `pnpm test` sets): N=2^10, a few
 * milliseconds of CPU instead of about 0.4 s. A run hashes a password for every owner it
 * makes and every sign-in it tries, about 70 in all; test settings of the best-known web
 * frameworks do the same (Rails' minimum bcrypt cost in tests, Django's fast test hasher,
 * Laravel's `BCRYPT_ROUNDS=4`). The stored text names its parameters, so a hash made with
 * either verifies with both.
 */
export const TEST_SCRYPT_PARAMETERS = { N: 2 ** 10, r: 8, p: 1 } as const;
const SCRYPT_KEY_BYTES = 32;
const SCRYPT_SALT_BYTES = 16;

function scryptOf(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB here); Node's default cap is 32 MiB.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  // The callback form runs on libuv's thread pool: the server keeps answering meanwhile.
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, SCRYPT_KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Scrypt from `node:crypto` (no native build), stored as
 * `scrypt$N$r$p$<salt base64>$<hash base64>` so parameters can rise later and old
 * hashes still verify.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly params: { N: number; r: number; p: number } = SCRYPT_PARAMETERS) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SCRYPT_SALT_BYTES);
    const { N, r, p } = this.params;
    const hash = await scryptOf(password, salt, this.params);
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const params = { N: Number(n), r: Number(r), p: Number(p) };
    if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
    const expected = Buffer.from(hash, 'base64');
    const actual = await scryptOf(password, Buffer.from(salt, 'base64'), params);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

/**
 * The hasher the adapters use unless given one: {@link SCRYPT_PARAMETERS}, or
 * {@link TEST_SCRYPT_PARAMETERS} when `NODE_ENV` is `test`.
 */
export function defaultPasswordHasher(env: NodeJS.ProcessEnv = process.env): ScryptPasswordHasher {
  return new ScryptPasswordHasher(
    env['NODE_ENV'] === 'test' ? TEST_SCRYPT_PARAMETERS : SCRYPT_PARAMETERS,
  );
}
