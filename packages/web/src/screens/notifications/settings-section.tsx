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

const DAYS_OPTIONS = DAYS_BEFORE_VALUES.map((days) => ({
  value: String(days),
  label: days === 1 ? '1 day before' : `${days} days before`,
}));

/** When reminders are sent and how dates and amounts are written. */
export function SettingsSection(props: {
  csrfToken: string;
  values: SettingsValues;
  errors?: FormErrors;
}) {
  const { values, errors } = props;
  return (
    <section aria-labelledby="settings-title" class="panel">
      <h2 id="settings-title">Reminders</h2>
      <form method="post" action="/notifications/settings" novalidate>
        <CsrfField token={props.csrfToken} />
        <CheckboxField
          name="enabled"
          label="Send reminders"
          hint="A push before each renewal and trial end of subscriptions that ask for one."
          checked={values.enabled}
          errors={errors}
        />
        <SelectField
          name="daysBefore"
          label="Days before"
          hint="How early the reminder comes."
          options={DAYS_OPTIONS}
          value={values.daysBefore}
          errors={errors}
        />
        <TextField
          name="timeZone"
          label="Time zone"
          hint="An IANA time zone such as Europe/Berlin. It decides what “today” is for renewals. Leave empty for UTC."
          value={values.timeZone}
          errors={errors}
          autocomplete="off"
        />
        <TextField
          name="locale"
          label="Locale"
          hint="A language tag such as en-GB or de-DE: how amounts and dates are written. Leave empty for English."
          value={values.locale}
          errors={errors}
          autocomplete="off"
        />
        <button type="submit">Save settings</button>
      </form>
    </section>
  );
}
