// Types of domain-coverage.mjs, for its test.
export const DOMAIN_FLOOR: number;

/** A file's entry in c8's coverage-summary.json (only what the floor reads). */
type Counts = { covered: number; total: number };
type FileSummary = { lines: Counts; branches: Counts; functions: Counts };

export interface KindCoverage extends Counts {
  pct: number;
  under: boolean;
}

export function domainCoverage(
  summary: Record<string, FileSummary>,
  root: string,
): { lines: KindCoverage; branches: KindCoverage; functions: KindCoverage };
