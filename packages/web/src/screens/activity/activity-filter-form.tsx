/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from '@subtrack/domain';
import { DateField, type FormErrors, SelectField } from '../../components/form/index.js';
import type { ActivityFilterValues } from '../../view-models/activity-filters.js';
import { actionWords, resourceWords } from '../../view-models/audit-words.js';

const ANY = { value: '', label: 'Any' };
const RESOURCE_OPTIONS = [
  ANY,
  ...AUDIT_RESOURCE_TYPES.map((type) => ({ value: type, label: resourceWords(type) })),
];
const ACTION_OPTIONS = [
  ANY,
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionWords(action) })),
];

/**
 * The audit trail's filters as a GET form: the address of a filtered page can be kept.
 * Folded behind "Filters", which says how many are in use and opens when one was refused.
 */
export function ActivityFilterForm(props: { values: ActivityFilterValues; errors?: FormErrors }) {
  const { values, errors } = props;
  const active = Object.values(values).filter((value) => value !== '').length;
  return (
    <form method="get" action="/activity" class="filter-panel" aria-label="Filter activity">
      <details class="more-filters" open={(errors ?? []).length > 0}>
        <summary>
          Filters{active > 0 ? <span class="filter-count"> ({active} in use)</span> : null}
        </summary>
        <div class="filter-fields">
          <SelectField
            name="resourceType"
            label="Resource type"
            options={RESOURCE_OPTIONS}
            value={values.resourceType}
            errors={errors}
          />
          <SelectField
            name="action"
            label="Action"
            options={ACTION_OPTIONS}
            value={values.action}
            errors={errors}
          />
          <DateField
            name="since"
            label="Since"
            hint="From this day on."
            value={values.since}
            errors={errors}
          />
          <DateField
            name="until"
            label="Until"
            hint="Up to and including this day."
            value={values.until}
            errors={errors}
          />
          <div class="form-actions">
            <button type="submit" class="secondary">
              Apply filters
            </button>{' '}
            <a href="/activity">Clear filters</a>
          </div>
        </div>
      </details>
    </form>
  );
}
