import { DomainError } from '../shared/domain-error.js';
import { readQueryParams } from '../shared/query-params.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import { IMPORT_SOURCES, type ImportSource } from './import-file.js';
import { EXPORT_FORMATS, type ExportFormat } from './subscription-export.js';

function choice<T extends string>(
  value: string | undefined,
  field: string,
  allowed: readonly T[],
  fallback?: T,
): T {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value !== undefined && (allowed as readonly string[]).includes(value)) return value as T;
  const message =
    value === undefined
      ? `Query parameter "${field}" is required.`
      : `${field} must be one of ${allowed.join(', ')}.`;
  throw new DomainError('invalid_query', message, {
    field,
    suggestedFix: `Send ${field}=${allowed[0]} (one of ${allowed.join(', ')}).`,
    allowedValues: [...allowed],
  });
}

/** `GET /api/v1/export?format=json|csv` (default json). */
export function parseExportQuery(raw: RawQuery): { format: ExportFormat } {
  const params = readQueryParams(raw, ['format']);
  return { format: choice(params.format, 'format', EXPORT_FORMATS, 'json') };
}

/**
 * A currency-symbol mapping, `$:USD,¥:JPY` (query) or `['$=USD', '¥=JPY']` (CLI,
 * with `separator` '='). Codes are three capital letters; a symbol may be given once.
 * Throws a DomainError naming `field`; the CLI turns it into its own usage line.
 *
 * @example
 * parseCurrencySymbols(['$:USD', '¥:JPY'], ':', 'currencySymbols'); // { $: 'USD', '¥': 'JPY' }
 */
export function parseCurrencySymbols(
  pairs: readonly string[],
  separator: ':' | '=',
  field: string,
): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.lastIndexOf(separator);
    const symbol = pair.slice(0, Math.max(at, 0)).trim();
    const code = pair.slice(at + 1).trim();
    if (at <= 0 || symbol === '' || !/^[A-Z]{3}$/.test(code) || Object.hasOwn(mapping, symbol)) {
      throw new DomainError('invalid_query', `"${pair}" is not a currency mapping.`, {
        field,
        suggestedFix: `Write each mapping as SYMBOL${separator}CODE with a three-letter code, e.g. $${separator}USD, each symbol once.`,
      });
    }
    mapping[symbol] = code;
  }
  return mapping;
}

/** The options of an import request, validated. */
export interface ImportQuery {
  source: ImportSource;
  dryRun: boolean;
  currencySymbols: Record<string, string>;
  wallosUser?: string;
}

/**
 * `POST /api/v1/imports?source=subtrack|wallos[&dryRun=true|false]
 * [&currencySymbols=$:USD,¥:JPY][&wallosUser=NAME]`; unknown, repeated or empty
 * parameters are `invalid_query`.
 */
export function parseImportQuery(raw: RawQuery): ImportQuery {
  const params = readQueryParams(raw, ['source', 'dryRun', 'currencySymbols', 'wallosUser']);
  const source = choice(params.source, 'source', IMPORT_SOURCES);
  const dryRun = choice(params.dryRun, 'dryRun', ['true', 'false'], 'false') === 'true';
  const symbols = params.currencySymbols?.split(',') ?? [];
  return {
    source,
    dryRun,
    currencySymbols: parseCurrencySymbols(symbols, ':', 'currencySymbols'),
    ...(params.wallosUser === undefined ? {} : { wallosUser: params.wallosUser }),
  };
}
