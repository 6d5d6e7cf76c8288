import { UsageError } from '../cli/cli-errors.js';

/**
 * A whole number in `[min, max]`, written in plain decimal digits (`1e3`, `12.0` and
 * `0x10` are refused so a typo cannot become a surprising limit).
 */
export function parseWholeNumber(raw: string, label: string, min: number, max: number): number {
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${label} must be an integer from ${min} to ${max} (got '${raw}')`);
  }
  return value;
}

/** A TCP port; 0 asks the system for any free port (handy for tests and scripts). */
export function parsePort(raw: string, label: string): number {
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(value) || value > 65535) {
    throw new UsageError(
      `${label} must be an integer from 1 to 65535 (or 0 for any free port), got '${raw}'`,
    );
  }
  return value;
}

/** `true`/`false` (also `1`/`0`, `yes`/`no`, any case), for flags and environment variables. */
export function parseBooleanText(raw: string, label: string): boolean {
  const text = raw.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  throw new UsageError(`${label} must be true or false (got '${raw}')`);
}

/** One value out of a fixed list, named in the message when it is not. */
export function parseChoice<T extends string>(
  raw: string,
  label: string,
  choices: readonly T[],
): T {
  const found = choices.find((choice) => choice === raw.trim());
  if (found === undefined) {
    const list =
      choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(', ')}`;
    throw new UsageError(`${label} must be ${list} (got '${raw}')`);
  }
  return found;
}
