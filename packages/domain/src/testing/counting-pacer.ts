import type { WorkPacer } from '../ports/work-pacer.js';

/**
 * A pacer that is always due and counts its pauses: paced work must pause, and only pause.
 *
 * @example
 * const pacer = aCountingPacer();
 * await prepareEuroRates(rows, pacer);
 * pacer.pauses; // 5
 */
export function aCountingPacer(): WorkPacer & { pauses: number } {
  const pacer = {
    pauses: 0,
    due: () => true,
    pause: async () => {
      pacer.pauses += 1;
    },
  };
  return pacer;
}
