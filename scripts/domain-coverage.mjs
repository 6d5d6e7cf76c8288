// The domain is the product's rulebook; its coverage floor is stricter than the rest's.
// Computed from the summary the run's coverage report already wrote (c8's `json-summary`),
// instead of a second pass of c8 over every process's raw coverage (about 5 s at the end of
// each run, when nothing else runs).
import { relative } from 'node:path';

/** The floor, in per cent, for lines, branches and functions of `packages/domain/src`. */
export const DOMAIN_FLOOR = 95;

const KINDS = ['lines', 'branches', 'functions'];

const isDomainSource = (path) =>
  path.startsWith('packages/domain/src/') &&
  !path.startsWith('packages/domain/src/testing/') &&
  !path.endsWith('.test.ts');

/**
 * The domain's coverage from a c8 `coverage-summary.json` (`summary`, keyed by absolute
 * path; `root` is the workspace): per kind the covered and total counts, the per cent, and
 * whether it is under {@link DOMAIN_FLOOR}.
 */
export function domainCoverage(summary, root) {
  const files = Object.entries(summary).filter(
    ([path]) => path !== 'total' && isDomainSource(relative(root, path)),
  );
  return Object.fromEntries(
    KINDS.map((kind) => {
      const covered = files.reduce((sum, [, file]) => sum + file[kind].covered, 0);
      const total = files.reduce((sum, [, file]) => sum + file[kind].total, 0);
      const pct = total === 0 ? 100 : (100 * covered) / total;
      return [kind, { covered, total, pct, under: pct < DOMAIN_FLOOR }];
    }),
  );
}
