import * as v from 'valibot';
import {
  enumParam,
  parseQueryRules,
  type QueryParamRule,
  readQueryParams,
} from '../shared/query-params.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import {
  STATEMENT_FORMATS,
  STATEMENT_MAPPING_PARAMETERS,
  type StatementColumnMapping,
  type StatementFormat,
  type StatementMappingParameter,
} from './bank-transaction.js';

/** The longest column header a mapping parameter names. */
export const MAX_HEADER_LENGTH = 200;

const WHAT_EACH_COLUMN_HOLDS: Record<StatementMappingParameter, string> = {
  date: 'the booking date',
  amount: 'the signed amount (negative for money out)',
  payee: 'who was paid or paid in',
  debit: 'money out, when the file has separate debit and credit columns',
  credit: 'money in, when the file has separate debit and credit columns',
  currency: 'the currency code of each transaction',
};

function headerParam(name: StatementMappingParameter): QueryParamRule {
  const rule = `${name} must name a column by its header (1 to ${MAX_HEADER_LENGTH} characters).`;
  return {
    name,
    schema: v.pipe(
      v.string(rule),
      v.trim(),
      v.minLength(1, rule),
      v.maxLength(MAX_HEADER_LENGTH, rule),
      v.metadata({
        description: `CSV only: the header of the column holding ${WHAT_EACH_COLUMN_HOLDS[name]}, as the file writes it (case and surrounding spaces aside).`,
      }),
    ),
    code: 'invalid_query',
    hint: { suggestedFix: `Send ${name} as a column header of the file, e.g. ${name}=Betrag.` },
  };
}

/** The query parameters of `POST /api/v1/discoveries`, in checking order. */
export const DISCOVERY_QUERY: readonly QueryParamRule[] = [
  enumParam('format', STATEMENT_FORMATS, {
    description:
      'csv, ofx (OFX 1.x or 2.x, QFX) or camt053 (ISO 20022 bank to customer statement); told from the file when absent.',
  }),
  ...STATEMENT_MAPPING_PARAMETERS.map(headerParam),
];

/** A validated discovery query: the format (null: told from the file) and the columns named. */
export interface DiscoveryQuery {
  format: StatementFormat | null;
  mapping: StatementColumnMapping;
}

/**
 * The query of a discovery: `format` one of csv, ofx, camt053 (absent: told from the
 * file), and the mapping parameters naming CSV columns by header; anything else, a repeated
 * or empty parameter, is `invalid_query` naming it.
 *
 * @example
 * parseDiscoveryQuery({ format: 'csv', date: 'Buchungstag', amount: 'Betrag' });
 * // { format: 'csv', mapping: { date: 'Buchungstag', amount: 'Betrag' } }
 */
export function parseDiscoveryQuery(raw: RawQuery): DiscoveryQuery {
  const params = readQueryParams(
    raw,
    DISCOVERY_QUERY.map((rule) => rule.name),
  );
  const { format, ...mapping } = parseQueryRules(params, DISCOVERY_QUERY) as {
    format?: StatementFormat;
  } & StatementColumnMapping;
  return { format: format ?? null, mapping };
}
