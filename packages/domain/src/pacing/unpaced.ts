import type { Ports } from '../ports/ports.js';
import type { WorkPacer } from '../ports/work-pacer.js';

/** A pacer that never pauses: the work runs in one piece (tests, one-off commands). */
export const UNPACED: WorkPacer = {
  due: () => false,
  pause: () => Promise.resolve(),
};

/** The pacer of `ports`, or {@link UNPACED} when the ports were built without one. */
export function pacerOf(ports: Pick<Ports, 'pacer'>): WorkPacer {
  return ports.pacer ?? UNPACED;
}
