import { MAX_INTERVAL_COUNT } from '@subtrack/domain';
import type { WallosCycle } from './wallos-record.js';

/** The subtrack schedule of a Wallos cycle, and the warning when it is not exact. */
export type MappedCycle =
  | { kind: 'schedule'; period: 'monthly' | 'yearly'; intervalCount: number }
  | { kind: 'schedule'; period: 'custom'; days: number; inexact: boolean }
  | { kind: 'one-time' };

const AVERAGE_MONTH_DAYS = 365 / 12;

const inexactDays = (days: number): MappedCycle => ({
  kind: 'schedule',
  period: 'custom',
  days,
  inexact: true,
});

/**
 * Daily/Weekly x N -> custom N or 7N days; Monthly x N -> monthly x N (N up to
 * 36; a whole number of years beyond that, yearly); Yearly x N -> yearly x N (N up to 10).
 * Only a cycle longer than those has no exact subtrack period -> the nearest custom day
 * count, flagged inexact. One-time is not a subscription.
 *
 * @example
 * mapWallosCycle('Monthly', 3); // { kind: 'schedule', period: 'monthly', intervalCount: 3 }
 * mapWallosCycle('Weekly', 2); // { kind: 'schedule', period: 'custom', days: 14, inexact: false }
 */
export function mapWallosCycle(cycle: WallosCycle, frequency: number): MappedCycle {
  switch (cycle) {
    case 'Daily':
      return { kind: 'schedule', period: 'custom', days: frequency, inexact: false };
    case 'Weekly':
      return { kind: 'schedule', period: 'custom', days: 7 * frequency, inexact: false };
    case 'Monthly':
      if (frequency <= MAX_INTERVAL_COUNT.monthly) {
        return { kind: 'schedule', period: 'monthly', intervalCount: frequency };
      }
      if (frequency % 12 === 0) return mapWallosCycle('Yearly', frequency / 12);
      return inexactDays(Math.round(frequency * AVERAGE_MONTH_DAYS));
    case 'Yearly':
      if (frequency <= MAX_INTERVAL_COUNT.yearly) {
        return { kind: 'schedule', period: 'yearly', intervalCount: frequency };
      }
      return inexactDays(365 * frequency);
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
