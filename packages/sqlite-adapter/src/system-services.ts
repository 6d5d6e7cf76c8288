import { randomBytes } from 'node:crypto';
import type { Clock, IdGenerator, RandomSource } from '@subtrack/domain';
import { v7 as uuidV7 } from 'uuid';

/** The real clock: the adapter is the I/O boundary, the domain never reads time itself. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** D2: random bytes from the operating system's CSPRNG. */
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
