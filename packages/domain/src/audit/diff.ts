import type { FieldChange } from './audit-record.js';

// Changes every write makes; recording them would make every diff noisy (D18).
const IGNORED_FIELDS = new Set(['updatedAt']);

// An own value or null: `record[key]` alone would read `__proto__` from the prototype.
function ownValue(record: Record<string, unknown> | null, key: string): unknown {
  if (record === null || !Object.hasOwn(record, key)) return null;
  return record[key] ?? null;
}

// Resource values are JSON values, so JSON text equality is value equality (the domain
// uses no Node module but node:crypto, hence no util.isDeepStrictEqual).
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between two API resources, as `{from, to}`. On create
 * (`before` null) every field is listed with `from: null`. A field present on one side
 * only (e.g. `trialEndsOn` when a trial ends) shows `null` for the missing side.
 * `updatedAt` is never listed. Fields keep the order of `after`, then removed ones.
 *
 * @example
 * diffResources({ amount: 9.99, name: 'Max' }, { amount: 12.99, name: 'Max' });
 * // { amount: { from: 9.99, to: 12.99 } }
 */
export function diffResources(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(after), ...Object.keys(before ?? {})]);
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const from = ownValue(before, key);
    const to = ownValue(after, key);
    if (before !== null && sameJson(from, to)) continue;
    // defineProperty: a key such as `__proto__` becomes a plain entry, never a prototype.
    Object.defineProperty(changes, key, {
      value: { from, to },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return changes;
}
