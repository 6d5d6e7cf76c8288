/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { DateField } from './form/date-field.js';
import type { FormErrors } from './form/form-errors.js';
import { SelectField, TextField } from './form/index.js';
import { optionsOf, PERIOD_LABELS, STATUS_LABELS } from './subscription-options.js';

const STATUS_OPTIONS = optionsOf(STATUS_LABELS, { value: '', label: 'Any status' });
const PERIOD_OPTIONS = optionsOf(PERIOD_LABELS, { value: '', label: 'Any period' });
/** Every sort of the API, in words. */
export const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'nextPaymentDate', label: 'Next payment, soonest first' },
  { value: '-nextPaymentDate', label: 'Next payment, latest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'amount', label: 'Amount, lowest first' },
  { value: '-amount', label: 'Amount, highest first' },
];

/** The filters behind "Filters" (the search and the sort are not filters). */
const FOLDED_FILTERS = ['status', 'category', 'period', 'expiringBefore'];

/** How many of the folded filters narrow the list now. */
export function activeFilterCount(params: Record<string, string>): number {
  return FOLDED_FILTERS.filter((name) => (params[name] ?? '') !== '').length;
}

/**
 * The list's filters as a GET form (works without JavaScript; the address can be
 * bookmarked): the search and the sort always shown, the other filters folded behind one
 * "Filters" disclosure that says how many are in use, and opens by itself when one of them
 * was refused. The page size, when given in the address, is kept.
 */
export function ListFilters(props: { params: Record<string, string>; errors?: FormErrors }) {
  const { params, errors } = props;
  const active = activeFilterCount(params);
  const refused = (errors ?? []).some((e) => e.field !== null && FOLDED_FILTERS.includes(e.field));
  return (
    <search>
      <form method="get" action="/subscriptions" class="filter-panel">
        <div class="list-search">
          <TextField
            name="q"
            label="Search"
            hint="Part of the name."
            value={params.q}
            errors={errors}
            type="search"
          />
          <SelectField
            name="sort"
            label="Sort by"
            options={SORT_OPTIONS}
            value={params.sort ?? '-createdAt'}
            errors={errors}
          />
          <button type="submit" class="secondary">
            Search
          </button>
        </div>
        <details class="more-filters" open={refused}>
          <summary>
            Filters{active > 0 ? <span class="filter-count"> ({active} in use)</span> : null}
          </summary>
          <div class="filter-fields">
            <SelectField
              name="status"
              label="Status"
              options={STATUS_OPTIONS}
              value={params.status ?? ''}
              errors={errors}
            />
            <TextField
              name="category"
              label="Category"
              hint="The exact category."
              value={params.category}
              errors={errors}
            />
            <SelectField
              name="period"
              label="Period"
              options={PERIOD_OPTIONS}
              value={params.period ?? ''}
              errors={errors}
            />
            <DateField
              name="expiringBefore"
              label="Next payment on or before"
              value={params.expiringBefore}
              errors={errors}
            />
            <div class="form-actions">
              <button type="submit" class="secondary">
                Apply filters
              </button>
              {active > 0 || params.q ? <a href="/subscriptions">Clear filters</a> : null}
            </div>
          </div>
        </details>
        {params.limit && <input type="hidden" name="limit" value={params.limit} />}
      </form>
    </search>
  );
}
