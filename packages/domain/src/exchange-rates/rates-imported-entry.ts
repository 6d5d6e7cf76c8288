import type { AuditEntryFacts } from '../audit/audit-entry.js';
import type { Ports } from '../ports/ports.js';
import type { RateImportSummary } from './exchange-rate.js';

/**
 * The audit facts of rates stored in the account by an import: one `exchange_rates.imported`
 * (resource type `exchange_rate`, an id of its own) holding the summary, how many rates on
 * how many dates, of which currencies, from when to when.
 *
 * @internal
 */
export function ratesImportedEntry(
  ports: Pick<Ports, 'ids'>,
  summary: RateImportSummary,
): AuditEntryFacts {
  return {
    action: 'exchange_rates.imported',
    resourceType: 'exchange_rate',
    resourceId: ports.ids.newId(),
    changes: {
      rates: { from: null, to: summary.rates },
      dates: { from: null, to: summary.dates },
      currencies: { from: null, to: summary.currencies },
      from: { from: null, to: summary.from },
      to: { from: null, to: summary.to },
    },
  };
}
