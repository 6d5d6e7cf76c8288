import * as v from 'valibot';
import { parseSpendQuery, SPEND_QUERY, type SpendQuery } from '../analytics/spend-query.js';
import type { ExchangeRateListQuery } from '../ports/exchange-rate-store.js';
import { DomainError } from '../shared/domain-error.js';
import {
  dateParam,
  enumParam,
  PAGINATION_PARAMS,
  parsePagedQuery,
  parseQueryRules,
  type QueryParamRule,
  readQueryParams,
} from '../shared/query-params.js';
import { CURRENCIES, type Currency } from '../subscriptions/subscription.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';

/** The query parameters of the list of rates, in checking order. */
export const EXCHANGE_RATE_LIST_QUERY: readonly QueryParamRule[] = [
  ...PAGINATION_PARAMS,
  {
    name: 'currency',
    schema: v.pipe(
      v.string(),
      v.regex(/^[A-Z]{3}$/, 'currency must be a currency code of three capital letters.'),
      v.metadata({ description: 'Only rates from or to this currency (ISO 4217).' }),
    ),
    code: 'invalid_query',
    hint: { suggestedFix: 'Send currency as an ISO 4217 code in capitals, e.g. USD.' },
  },
  dateParam('from', 'Only rates dated on or after this date.'),
  dateParam('to', 'Only rates dated on or before this date.'),
];

/**
 * Validates the query of the list of rates: `limit` and `offset` as every list
 * (`invalid_pagination`), `currency` (three capital letters), `from` and `to` (dates, `to`
 * not before `from`); unknown, repeated or empty parameters are `invalid_query`.
 *
 * @example
 * parseExchangeRateListQuery({ currency: 'USD', from: '2026-11-01' });
 * // { limit: 50, offset: 0, filters: { currency: 'USD', from: '2026-11-01' } }
 */
export function parseExchangeRateListQuery(raw: RawQuery): ExchangeRateListQuery {
  const query = parsePagedQuery(raw, EXCHANGE_RATE_LIST_QUERY) as ExchangeRateListQuery;
  const { filters } = query;
  if (filters.from !== undefined && filters.to !== undefined && filters.to < filters.from) {
    throw new DomainError('invalid_query', `to (${filters.to}) is before from (${filters.from}).`, {
      field: 'to',
      suggestedFix: 'Send a to on or after from; both dates are included.',
    });
  }
  return query;
}

function currencyParam(name: string, description: string): QueryParamRule {
  return enumParam(name, CURRENCIES, { description });
}

/** The query parameter of the estimate. */
export const ESTIMATE_QUERY: readonly QueryParamRule[] = [
  currencyParam('currency', 'The currency of the estimate; default the home currency.'),
];

/**
 * Validates the query of the estimate: `currency`, optional, one of the currencies
 * subscriptions are kept in (`invalid_query` with the allowed values otherwise).
 *
 * @example
 * parseEstimateQuery({ currency: 'EUR' }); // { currency: 'EUR' }
 */
export function parseEstimateQuery(raw: RawQuery): { currency?: Currency } {
  const params = readQueryParams(
    raw,
    ESTIMATE_QUERY.map((rule) => rule.name),
  );
  return parseQueryRules(params, ESTIMATE_QUERY) as { currency?: Currency };
}

const CONVERT_TO = currencyParam(
  'convertTo',
  'Also give the spend converted into this currency, at the rates of each payment date.',
);

/** The query parameters of the spend over time with its optional conversion, in checking order. */
export const CONVERTED_SPEND_QUERY: readonly QueryParamRule[] = [...SPEND_QUERY, CONVERT_TO];

/**
 * Validates the query of the spend over time as `parseSpendQuery` does, plus `convertTo`:
 * optional, one of the currencies subscriptions are kept in.
 *
 * @example
 * parseConvertedSpendQuery({ from: '2026-01', convertTo: 'EUR' }); // { from: '2026-01', convertTo: 'EUR' }
 */
export function parseConvertedSpendQuery(raw: RawQuery): SpendQuery & { convertTo?: Currency } {
  const { convertTo, ...spend } = readQueryParams(
    raw,
    CONVERTED_SPEND_QUERY.map((rule) => rule.name),
  );
  const range = parseSpendQuery(spend);
  if (convertTo === undefined) return range;
  const parsed = parseQueryRules({ convertTo }, [CONVERT_TO]) as { convertTo: Currency };
  return { ...range, convertTo: parsed.convertTo };
}
