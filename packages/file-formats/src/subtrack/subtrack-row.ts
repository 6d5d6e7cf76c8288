import type { ImportCandidate } from '@subtrack/domain';
import { subtrackLogo } from './subtrack-logo.js';

// Shown by every export but not written by an import: the server sets createdAt and
// updatedAt, lastPaymentDate is derived from nextPaymentDate (which wins over it), and
// hasLogo says whether the record carries a logo, which the import restores itself.
const NOT_IMPORTED = new Set(['id', 'createdAt', 'updatedAt', 'hasLogo']);

/**
 * One record of a subtrack export as an import candidate: its id kept aside, its
 * payments (version 2 and 3) kept aside for the domain to check, its logo (version 3)
 * decoded, the rest the body of a create request (unknown keys stay, so the domain names
 * them).
 */
export function subtrackCandidate(row: number, record: unknown): ImportCandidate {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return {
      row,
      name: '',
      warnings: [],
      errors: [
        { row, field: 'row', message: 'The row is not a JSON object.', code: 'invalid_import' },
      ],
    };
  }
  const values = record as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (NOT_IMPORTED.has(key) || key === 'payments' || key === 'logo') continue;
    if (key === 'lastPaymentDate' && 'nextPaymentDate' in values) continue;
    body[key] = value;
  }
  const id = values.id;
  const logo = subtrackLogo(row, values.logo);
  return {
    row,
    name: typeof values.name === 'string' ? values.name : '',
    ...(id === undefined || id === null ? {} : { id: String(id) }),
    ...('payments' in values ? { payments: values.payments } : {}),
    ...(logo !== null && 'logo' in logo ? { logo: logo.logo } : {}),
    body,
    warnings: [],
    errors: logo !== null && 'error' in logo ? [logo.error] : [],
  };
}
