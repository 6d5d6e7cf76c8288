/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { DateField } from './form/date-field.js';
import type { FormErrors } from './form/form-errors.js';
import { SelectField, TextField } from './form/index.js';
import { optionsOf, PERIOD_LABELS, STATUS_LABELS } from './subscription-options.js';

const STATUS_OPTIONS = optionsOf(STATUS_LABELS, { value: '', label: 'Any status' });
const PERIOD_OPTIONS = optionsOf(PERIOD_LABELS, { value: '', label: 'Any period' });
/** Every sort of the API (D12), in words. */
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

/**
 * The list's filters as a GET form (works without JavaScript; the address can be
 * bookmarked). The page size, when given in the address, is kept.
 */
export function ListFilters(props: { params: Record<string, string>; errors?: FormErrors }) {
  const { params, errors } = props;
  return (
    <search>
      <form method="get" action="/subscriptions" class="list-filters">
        <TextField
          name="q"
          label="Search"
          hint="Part of the name."
          value={params.q}
          errors={errors}
          type="search"
        />
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
        <SelectField
          name="sort"
          label="Sort by"
          options={SORT_OPTIONS}
          value={params.sort ?? '-createdAt'}
          errors={errors}
        />
        {params.limit && <input type="hidden" name="limit" value={params.limit} />}
        <button type="submit" class="secondary">
          Apply
        </button>
      </form>
    </search>
  );
}
