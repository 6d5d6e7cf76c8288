import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 may let the old generation grow past its live size before the next major GC,
 * in percent (issue 7). V8 picks up to 300 % on its own; back-to-back analytics answers on
 * 100,000 subscriptions (each leaves about 43 MB behind) then piled up to a 285 MB heap
 * before one collection. At 100 % the same 33 requests peaked at 219-235 MB of RSS instead
 * of 285-322 MB, in the same time.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Applies {@link HEAP_GROWING_PERCENT} to this process, unless node was started with its own
 * `--heap-growing-percent`. V8 reads the flag at every major GC, so setting it after start-up
 * takes effect from the next one.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
