import type { IdGenerator } from '../ports/id-generator.js';

/** 2026-01-01T00:00:00Z in ms: the timestamp part of every sequential id. */
const BASE_MS = 1_767_225_600_000;

/**
 * Deterministic ids shaped like UUIDv7 (version 7, RFC 9562 variant) that increase in
 * string order, like the production generator's time-ordered ids.
 *
 * @example
 * const ids = new SequentialIds();
 * ids.newId(); // '019b7691-0c00-7000-8000-000000000001'
 */
export class SequentialIds implements IdGenerator {
  private counter: number;

  constructor(start = 1) {
    this.counter = start;
  }

  newId(): string {
    return sequentialId(this.counter++);
  }
}

/** The `n`-th sequential id (n >= 0): same format as `SequentialIds#newId`. */
export function sequentialId(n: number): string {
  const time = BASE_MS.toString(16).padStart(12, '0');
  const counter = n.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7000-8000-${counter}`;
}
