/** Issue 36's table and targets for importing the ECB's whole history (see `exchange-rate-import.ts`). */
import type { RateImportRun } from './exchange-rate-import.js';
import type { Target } from './report.js';

/** The targets: the whole history in under 5 s, the thread never held much over 100 ms. */
const MAX_IMPORT_MS = 5_000;
const MAX_BLOCK_MS = 100;

/** One line an engine and table state. */
export function rateImportTables(runs: readonly RateImportRun[]): string[] {
  return [
    '| importing the ECB history | tables | rates | read ms | checked and stored ms | total ms | longest block ms | its CPU ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      (r) =>
        `| ${r.engine} | ${r.tables} | ${r.rates} | ${r.readMs} | ${r.storeMs} | ${r.totalMs} | ${r.longestBlockMs} | ${r.longestBlockCpuMs} |`,
    ),
  ];
}

/** Met or missed, a row each. */
export function rateImportTargets(runs: readonly RateImportRun[]): Target[] {
  return runs.flatMap((r) => [
    {
      name: `ECB history import on ${r.engine} (${r.tables} tables): < 5 s`,
      met: r.totalMs < MAX_IMPORT_MS,
      detail: `${r.totalMs} ms`,
    },
    {
      name: `ECB history import on ${r.engine} (${r.tables} tables): longest block about 100 ms`,
      // "About": a slice of 25 ms, a batch and a garbage collection may meet.
      met: r.longestBlockMs <= MAX_BLOCK_MS * 1.2,
      detail: `${r.longestBlockMs} ms (${r.longestBlockCpuMs} ms of CPU)`,
    },
  ]);
}
