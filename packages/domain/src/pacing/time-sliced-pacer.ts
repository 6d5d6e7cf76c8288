import type { WorkPacer } from '../ports/work-pacer.js';

/** The slice a paced piece of work may hold the thread for, in ms, by default. */
export const DEFAULT_SLICE_MS = 25;

/** What {@link timeSlicedPacer} needs from its runtime. */
export interface TimeSliceOptions {
  /** A monotonic clock in ms (`performance.now` in Node.js). */
  now: () => number;
  /** Resolves after one turn of the event loop (`setImmediate` in Node.js). */
  turn: () => Promise<void>;
  /** Default {@link DEFAULT_SLICE_MS}. */
  sliceMs?: number;
}

/**
 * A pacer that is due once `sliceMs` have passed since its last pause. A slice is
 * counted from the end of the last pause, never from a later moment, so it can only be
 * overestimated: the first `due()` after a quiet spell answers true, which costs one turn.
 * One pacer serves every request of a server; a request that pauses lets the others in.
 *
 * @example
 * const pacer = timeSlicedPacer({
 *   now: () => performance.now(),
 *   turn: () => new Promise((resolve) => setImmediate(resolve)),
 * });
 */
export function timeSlicedPacer(options: TimeSliceOptions): WorkPacer {
  const { now, turn } = options;
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  let sliceStart = Number.NEGATIVE_INFINITY;
  return {
    due: () => now() - sliceStart >= sliceMs,
    async pause() {
      await turn();
      sliceStart = now();
    },
  };
}
