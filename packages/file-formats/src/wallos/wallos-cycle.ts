import type { WallosCycle } from './wallos-record.js';

/** The subtrack schedule of a Wallos cycle, and the warning when it is not exact. */
export type MappedCycle =
  | { kind: 'schedule'; period: 'monthly' | 'yearly' }
  | { kind: 'schedule'; period: 'custom'; days: number; inexact: boolean }
  | { kind: 'one-time' };

const AVERAGE_MONTH_DAYS = 365 / 12;

/**
 * D33: Daily/Weekly x N -> custom N or 7N days; Monthly x 1 and Yearly x 1 -> monthly and
 * yearly; Monthly or Yearly x N (N > 1) have no exact subtrack period -> the nearest
 * custom day count (3 months -> 91 days), flagged inexact; One-time is not a subscription.
 *
 * @example
 * mapWallosCycle('Weekly', 2); // { kind: 'schedule', period: 'custom', days: 14, inexact: false }
 */
export function mapWallosCycle(cycle: WallosCycle, frequency: number): MappedCycle {
  switch (cycle) {
    case 'Daily':
      return { kind: 'schedule', period: 'custom', days: frequency, inexact: false };
    case 'Weekly':
      return { kind: 'schedule', period: 'custom', days: 7 * frequency, inexact: false };
    case 'Monthly':
      if (frequency === 1) return { kind: 'schedule', period: 'monthly' };
      return {
        kind: 'schedule',
        period: 'custom',
        days: Math.round(frequency * AVERAGE_MONTH_DAYS),
        inexact: true,
      };
    case 'Yearly':
      if (frequency === 1) return { kind: 'schedule', period: 'yearly' };
      return { kind: 'schedule', period: 'custom', days: 365 * frequency, inexact: true };
    case 'One-time':
      return { kind: 'one-time' };
  }
}

const CYCLE_BY_ID: Record<number, WallosCycle> = {
  1: 'Daily',
  2: 'Weekly',
  3: 'Monthly',
  4: 'Yearly',
  5: 'One-time',
};

/** Wallos's `cycles.id` to its cycle; null for an id Wallos does not define. */
export const wallosCycleById = (id: number): WallosCycle | null => CYCLE_BY_ID[id] ?? null;

const UNIT_CYCLES: Record<string, WallosCycle> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
  year: 'Yearly',
};

/**
 * A Profile export's "Payment Cycle" text: `Monthly`, `Every 3 Months`, `One-time` ...
 *
 * @example
 * parseWallosCycleText('Every 2 Weeks'); // { cycle: 'Weekly', frequency: 2 }
 */
export function parseWallosCycleText(
  text: string,
): { cycle: WallosCycle; frequency: number } | null {
  const plain = text.trim();
  for (const cycle of ['Daily', 'Weekly', 'Monthly', 'Yearly', 'One-time'] as const) {
    if (plain.toLowerCase() === cycle.toLowerCase()) return { cycle, frequency: 1 };
  }
  const every = /^every\s+(\d+)\s+(day|week|month|year)s?$/i.exec(plain);
  if (!every) return null;
  const frequency = Number(every[1]);
  const cycle = UNIT_CYCLES[every[2]!.toLowerCase()]!;
  return frequency >= 1 ? { cycle, frequency } : null;
}
