import type { RandomSource } from '../ports/random-source.js';

/**
 * A seeded `RandomSource` (mulberry32): the same seed gives the same bytes, so API keys
 * created in a test are reproducible. Never use it outside tests: it is not secure.
 */
export class DeterministicRandom implements RandomSource {
  private state: number;

  constructor(seed = 42) {
    this.state = seed >>> 0;
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = this.next() & 0xff;
    return out;
  }

  private next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
}
