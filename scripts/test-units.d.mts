// Types of test-units.mjs, for its test.
export const BATCH_SIZE: number;
export const BROWSER_BATCH_SIZE: number;
export function weightOf(text: string): number;
export function planTestUnits(files: string[], weigh?: (file: string) => number): string[][];
export function writeTestUnits(units: string[][], dir: string): string[];
