import type { Clock } from '../ports/clock.js';

/** The instant a `FakeClock` starts at unless told otherwise. */
export const DEFAULT_FAKE_NOW = '2026-11-21T08:00:00.000Z';

/**
 * A `Clock` a test moves by hand, so no test ever sleeps or depends on the real date.
 *
 * @example
 * const clock = new FakeClock('2026-01-31T23:59:00.000Z');
 * clock.advance(60_000); // 2026-02-01T00:00:00.000Z
 */
export class FakeClock implements Clock {
  private current: number;

  constructor(iso: string = DEFAULT_FAKE_NOW) {
    this.current = FakeClock.parse(iso);
  }

  /** A fresh `Date` each call, so a caller mutating it cannot move the clock. */
  now(): Date {
    return new Date(this.current);
  }

  /** Jumps to an RFC 3339 instant. */
  set(iso: string): void {
    this.current = FakeClock.parse(iso);
  }

  /** Moves forward (or back, with a negative value) by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  private static parse(iso: string): number {
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) throw new RangeError(`FakeClock: not an instant: ${iso}`);
    return ms;
  }
}
