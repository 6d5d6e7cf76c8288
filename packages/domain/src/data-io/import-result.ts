import type { SubscriptionResource } from '../subscriptions/subscription.js';

/** One created (or, on a dry run, creatable) record and the row it came from. */
export interface ImportedRow {
  row: number;
  subscription: SubscriptionResource;
}

/** One row left out, and why. */
export interface SkippedRow {
  row: number;
  name: string;
  reason: string;
}

/** One warning about one row. */
export interface ImportWarning {
  row: number;
  message: string;
}

/** D33: the answer of an import and of its dry run: `{created, skipped, warnings}`. */
export interface ImportResult {
  dryRun: boolean;
  created: ImportedRow[];
  skipped: SkippedRow[];
  warnings: ImportWarning[];
}
