/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from '@subtrack/domain';
import { DateField, type FormErrors, SelectField } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import type { ActivityFilterValues } from '../../view-models/activity-filters.js';
import { actionWords, resourceWords } from '../../view-models/audit-words.js';

/**
 * The audit trail's filters as a GET form: the address of a filtered page can be kept.
 * Folded behind "Filters", which says how many are in use and opens when one was refused.
 */
export function ActivityFilterForm(props: { values: ActivityFilterValues; errors?: FormErrors }) {
  const { values, errors } = props;
  const t = useT();
  const any = { value: '', label: t('activity.filters.any') };
  const resourceOptions = AUDIT_RESOURCE_TYPES.map((type) => ({
    value: type,
    label: resourceWords(type, t),
  }));
  const actionOptions = AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: actionWords(action, t),
  }));
  const active = Object.values(values).filter((value) => value !== '').length;
  return (
    <form
      method="get"
      action="/activity"
      class="filter-panel"
      aria-label={t('activity.filters.label')}
    >
      <details class="more-filters" open={(errors ?? []).length > 0}>
        <summary>
          {t('activity.filters')}
          {active > 0 ? (
            <span class="filter-count"> {t('activity.filters.inUse', { count: active })}</span>
          ) : null}
        </summary>
        <div class="filter-fields">
          <SelectField
            name="resourceType"
            label={t('activity.filters.resourceType')}
            options={[any, ...resourceOptions]}
            value={values.resourceType}
            errors={errors}
          />
          <SelectField
            name="action"
            label={t('activity.filters.action')}
            options={[any, ...actionOptions]}
            value={values.action}
            errors={errors}
          />
          <DateField
            name="since"
            label={t('activity.filters.since')}
            hint={t('activity.filters.since.hint')}
            value={values.since}
            errors={errors}
          />
          <DateField
            name="until"
            label={t('activity.filters.until')}
            hint={t('activity.filters.until.hint')}
            value={values.until}
            errors={errors}
          />
          <div class="form-actions">
            <button type="submit" class="secondary">
              {t('activity.filters.apply')}
            </button>{' '}
            <a href="/activity">{t('activity.filters.clear')}</a>
          </div>
        </div>
      </details>
    </form>
  );
}
