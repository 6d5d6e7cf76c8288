/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { DAYS_BEFORE_VALUES, type NotificationSettings } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import {
  CheckboxField,
  type FormErrors,
  SelectField,
  TextField,
} from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';

/** The reminder settings as the form shows them (kept as typed after a failed submit). */
export interface SettingsValues {
  enabled: boolean;
  daysBefore: string;
  timeZone: string;
  locale: string;
}

/** The form values of saved settings, or of the defaults before any are saved. */
export function settingsValues(settings: NotificationSettings | null): SettingsValues {
  return {
    enabled: settings?.enabled ?? true,
    daysBefore: String(settings?.daysBefore ?? 3),
    timeZone: settings?.timeZone ?? '',
    locale: settings?.locale ?? '',
  };
}

/** When reminders are sent and how dates and amounts are written. */
export function SettingsSection(props: {
  csrfToken: string;
  values: SettingsValues;
  errors?: FormErrors;
}) {
  const t = useT();
  const { values, errors } = props;
  const daysOptions = DAYS_BEFORE_VALUES.map((days) => ({
    value: String(days),
    label: t('notifications.settings.daysBefore.option', { days }),
  }));
  return (
    <section aria-labelledby="settings-title" class="panel">
      <h2 id="settings-title">{t('notifications.settings.heading')}</h2>
      <form method="post" action="/notifications/settings" novalidate>
        <CsrfField token={props.csrfToken} />
        <CheckboxField
          name="enabled"
          label={t('notifications.settings.enabled')}
          hint={t('notifications.settings.enabled.hint')}
          checked={values.enabled}
          errors={errors}
        />
        <SelectField
          name="daysBefore"
          label={t('notifications.settings.daysBefore')}
          hint={t('notifications.settings.daysBefore.hint')}
          options={daysOptions}
          value={values.daysBefore}
          errors={errors}
        />
        <TextField
          name="timeZone"
          label={t('notifications.settings.timeZone')}
          hint={t('notifications.settings.timeZone.hint')}
          value={values.timeZone}
          errors={errors}
          autocomplete="off"
        />
        <TextField
          name="locale"
          label={t('notifications.settings.locale')}
          hint={t('notifications.settings.locale.hint')}
          value={values.locale}
          errors={errors}
          autocomplete="off"
        />
        <button type="submit">{t('notifications.settings.submit')}</button>
      </form>
    </section>
  );
}
