import { randomBytes } from 'node:crypto';
import type { Clock, IdGenerator, RandomSource } from '@subtrack/domain';

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
 * RFC 9562 UUIDv7 ids: a 48-bit millisecond timestamp, then random bits, so new rows land at
 * the end of the id indexes. Within one millisecond a 12-bit counter in `rand_a` keeps ids
 * of this generator strictly increasing (RFC 9562 section 6.2, method 1).
 */
export class UuidV7IdGenerator implements IdGenerator {
  private lastMs = 0;
  private counter = 0;

  constructor(private readonly nowMs: () => number = Date.now) {}

  newId(): string {
    let ms = this.nowMs();
    if (ms <= this.lastMs) {
      ms = this.lastMs;
      this.counter += 1;
      if (this.counter > 0xfff) {
        ms += 1;
        this.counter = 0;
      }
    } else {
      this.counter = 0;
    }
    this.lastMs = ms;
    const bytes = randomBytes(16);
    bytes.writeUIntBE(ms, 0, 6);
    bytes[6] = 0x70 | (this.counter >> 8);
    bytes[7] = this.counter & 0xff;
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
