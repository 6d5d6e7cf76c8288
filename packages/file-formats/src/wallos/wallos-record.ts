/** Wallos's billing cycles (its `cycles` table: 1 Daily ... 5 One-time). */
export type WallosCycle = 'Daily' | 'Weekly' | 'Monthly' | 'Yearly' | 'One-time';

/** How a record names its currency: the ISO code (database) or a symbol (Profile export). */
export type WallosCurrency = { code: string } | { symbol: string; price: string };

/**
 * One Wallos subscription, whichever file it came from, before mapping. `cycle` is
 * null when the file names a cycle this importer does not know (`cycleText` says which).
 */
export interface WallosRecord {
  row: number;
  name: string;
  cycle: WallosCycle | null;
  cycleText: string;
  /** Every `frequency` cycles: Monthly x 3 bills every three months. */
  frequency: number;
  nextPayment: string;
  category: string;
  /** The price in major units, as Wallos stores it (a float); null when unreadable. */
  price: number | null;
  currency: WallosCurrency;
  notify: boolean;
  inactive: boolean;
  /** `start_date`, the first payment (database only); null when absent or empty. */
  startDate: string | null;
  /** `notify_days_before` (database only); null for Wallos's "default" (-1) or absent. */
  notifyDaysBefore: number | null;
  /** `cancellation_date` / "Cancellation Date"; null when absent or empty. */
  cancellationDate: string | null;
  /**
   * The `logo` column (database only): the name of its file in the backup's `logos/`
   * folder; absent when the row has none.
   */
  logo?: string;
}
