import { UsageError } from '../cli/cli-errors.js';
import type { FlagValues } from '../cli/command.js';

/**
 * The value of a required string flag. Missing or blank -> `UsageError` naming the flag
 * and how to fill it in (`example` is shown as `--flag EXAMPLE`).
 */
export function requiredFlag(values: FlagValues, flag: string, example: string): string {
  const value = values[flag];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UsageError(`--${flag} is required: add --${flag} ${example}`);
  }
  return value.trim();
}

/** The value of an optional string flag, or undefined. */
export function optionalFlag(values: FlagValues, flag: string): string | undefined {
  const value = values[flag];
  return typeof value === 'string' ? value : undefined;
}
