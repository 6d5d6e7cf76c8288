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

/** The answer of an import and of its dry run: `{created, skipped, warnings}`. */
export interface ImportResult {
  dryRun: boolean;
  created: ImportedRow[];
  skipped: SkippedRow[];
  warnings: ImportWarning[];
}

/**
 * The warnings that say more than the skipped rows do: one about a row that is skipped
 * anyway (a Wallos one-time payment) only repeats the reason the skipped row gives, so a
 * person reading both is told once.
 *
 * @example
 * warningsBeyondSkipped({ skipped: [{ row: 3, name: 'App', reason: 'One-time.' }], warnings: [{ row: 3, message: 'Row 3 (App): skipped. One-time.' }] }); // []
 */
export function warningsBeyondSkipped(
  result: Pick<ImportResult, 'skipped' | 'warnings'>,
): ImportWarning[] {
  const skipped = new Set(result.skipped.map((row) => row.row));
  return result.warnings.filter((warning) => !skipped.has(warning.row));
}
