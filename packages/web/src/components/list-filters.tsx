/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageKey } from '@subtrack/i18n';
import { DateField } from './form/date-field.js';
import type { FormErrors } from './form/form-errors.js';
import { SelectField, TextField } from './form/index.js';
import { useT } from './i18n-context.js';
import { optionsOf, periodLabels, statusLabels } from './subscription-options.js';

/** Every sort of the API, with its words in the catalogs. */
export const SORT_OPTIONS: ReadonlyArray<{ value: string; label: MessageKey }> = [
  { value: '-createdAt', label: 'list.sort.newest' },
  { value: 'createdAt', label: 'list.sort.oldest' },
  { value: 'nextPaymentDate', label: 'list.sort.nextPaymentSoonest' },
  { value: '-nextPaymentDate', label: 'list.sort.nextPaymentLatest' },
  { value: 'name', label: 'list.sort.nameAscending' },
  { value: '-name', label: 'list.sort.nameDescending' },
  { value: 'amount', label: 'list.sort.amountLowest' },
  { value: '-amount', label: 'list.sort.amountHighest' },
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
  const t = useT();
  const sorts = SORT_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }));
  const statuses = optionsOf(statusLabels(t), { value: '', label: t('list.filters.anyStatus') });
  const periods = optionsOf(periodLabels(t), { value: '', label: t('list.filters.anyPeriod') });
  const active = activeFilterCount(params);
  const refused = (errors ?? []).some((e) => e.field !== null && FOLDED_FILTERS.includes(e.field));
  return (
    <search>
      <form method="get" action="/subscriptions" class="filter-panel">
        <div class="list-search">
          <TextField
            name="q"
            label={t('list.filters.search')}
            hint={t('list.filters.searchHint')}
            value={params.q}
            errors={errors}
            type="search"
          />
          <SelectField
            name="sort"
            label={t('list.filters.sort')}
            options={sorts}
            value={params.sort ?? '-createdAt'}
            errors={errors}
          />
          <button type="submit" class="secondary">
            {t('list.filters.searchButton')}
          </button>
        </div>
        <details class="more-filters" open={refused}>
          <summary>
            {t('list.filters.heading')}
            {active > 0 ? (
              <span class="filter-count"> {t('list.filters.inUse', { count: active })}</span>
            ) : null}
          </summary>
          <div class="filter-fields">
            <SelectField
              name="status"
              label={t('list.filters.status')}
              options={statuses}
              value={params.status ?? ''}
              errors={errors}
            />
            <TextField
              name="category"
              label={t('list.filters.category')}
              hint={t('list.filters.categoryHint')}
              value={params.category}
              errors={errors}
            />
            <SelectField
              name="period"
              label={t('list.filters.period')}
              options={periods}
              value={params.period ?? ''}
              errors={errors}
            />
            <DateField
              name="expiringBefore"
              label={t('list.filters.nextPaymentBefore')}
              value={params.expiringBefore}
              errors={errors}
            />
            <div class="form-actions">
              <button type="submit" class="secondary">
                {t('list.filters.apply')}
              </button>
              {active > 0 || params.q ? (
                <a href="/subscriptions">{t('list.filters.clear')}</a>
              ) : null}
            </div>
          </div>
        </details>
        {params.limit && <input type="hidden" name="limit" value={params.limit} />}
      </form>
    </search>
  );
}
