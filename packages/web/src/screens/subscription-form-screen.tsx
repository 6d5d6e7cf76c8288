/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  CURRENCIES,
  isolateBidi,
  MAX_CATEGORY_LENGTH,
  MAX_INTERVAL_COUNT,
  MAX_NAME_LENGTH,
  MAX_NOTICE_DAYS,
  MAX_REMINDER_DAYS_BEFORE,
  MAX_REMINDER_OFFSETS,
  type SubscriptionStatus,
} from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';
import { CsrfField } from '../components/csrf-field.js';
import {
  CheckboxField,
  DateField,
  ErrorSummary,
  type FormErrors,
  INTERVAL_LABELS,
  IntervalField,
  SelectField,
  TextField,
} from '../components/form/index.js';
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';
import { LogoUpload } from '../components/logo-upload.js';
import { OtherActions } from '../components/status-actions.js';
import { optionsOf, statusLabels } from '../components/subscription-options.js';
import type { WebSession } from '../request-state.js';
import { INTERVAL_UNITS } from '../view-models/billing-interval.js';
import { moreOptionsOpen, type SubscriptionFormValues } from '../view-models/subscription-form.js';

const CURRENCY_CODES = CURRENCIES.map((code) => ({ value: code, label: code }));
const UNIT_WORDS: Record<(typeof INTERVAL_UNITS)[number], MessageKey> = {
  days: 'subscriptionForm.unit.days',
  weeks: 'subscriptionForm.unit.weeks',
  months: 'subscriptionForm.unit.months',
  years: 'subscriptionForm.unit.years',
};

/** The subscription being edited; absent on the create form. */
export interface EditedSubscription {
  id: string;
  name: string;
  status: SubscriptionStatus;
}

interface Props {
  session: WebSession;
  /** The one-time notice; not shown above a refused submit's errors. */
  notice: string | null;
  values: SubscriptionFormValues;
  errors?: FormErrors;
  editing?: EditedSubscription;
}

/** The page title: a failed submit says so first (GOV.UK). */
export function subscriptionFormTitle(
  editing: EditedSubscription | undefined,
  failed: boolean,
  t: Translate,
) {
  const title = editing
    ? t('subscriptionForm.editTitle', { name: isolateBidi(editing.name) })
    : t('subscriptionForm.addTitle');
  return failed ? t('subscriptionForm.errorTitle', { title }) : title;
}

/** The label of each control, also how the error summary names it. */
const LABEL_KEYS = {
  name: 'subscriptionForm.name',
  category: 'subscriptionForm.category',
  amount: 'subscriptionForm.amount',
  currency: 'subscriptionForm.currency',
  nextPaymentDate: 'subscriptionForm.nextPaymentDate',
  billingAnchorDay: 'subscriptionForm.billingAnchorDay',
  lastPaymentDate: 'subscriptionForm.lastPaymentDate',
  startedOn: 'subscriptionForm.startedOn',
  endsOn: 'subscriptionForm.endsOn',
  noticeDays: 'subscriptionForm.noticeDays',
  isTrial: 'subscriptionForm.isTrial',
  trialEndsOn: 'subscriptionForm.trialEndsOn',
  notificationEnabled: 'subscriptionForm.notificationEnabled',
  remindDaysBefore: 'subscriptionForm.remindDaysBefore',
  status: 'subscriptionForm.status',
  logo: 'subscriptionForm.logo',
  ...INTERVAL_LABELS,
} satisfies Record<string, MessageKey>;

/** Each control's label in the page's language. */
function labelsIn(t: Translate): Record<keyof typeof LABEL_KEYS, string> {
  const entries = Object.entries(LABEL_KEYS).map(([name, key]) => [name, t(key)]);
  return Object.fromEntries(entries) as Record<keyof typeof LABEL_KEYS, string>;
}

/**
 * The create and edit form with every writable field (the billing
 * interval asked as "Every [N] [unit]"). It posts to its own
 * address; on a validation error the route renders it again with what was typed, the
 * error summary and the domain's message beside the field.
 */
export function SubscriptionFormScreen({ session, notice, values, errors, editing }: Props) {
  const { csrfToken } = session;
  const action = editing ? `/subscriptions/${editing.id}/edit` : '/subscriptions/new';
  const editingLast = editing !== undefined;
  const t = useT();
  const LABELS = labelsIn(t);
  return (
    <Layout
      title={subscriptionFormTitle(editing, errors !== undefined, t)}
      session={session}
      notice={errors ? null : notice}
      current="/subscriptions"
    >
      <p class="back-link">
        <a href="/subscriptions">{t('subscription.back')}</a>
      </p>
      <h1>{subscriptionFormTitle(editing, false, t)}</h1>
      <ErrorSummary errors={errors} labels={LABELS} />
      <form
        method="post"
        action={action}
        enctype="multipart/form-data"
        novalidate
        class="panel subscription-form"
      >
        <CsrfField token={csrfToken} />
        <div class="form-columns">
          <fieldset>
            <legend>{t('subscriptionForm.details')}</legend>
            <TextField
              name="name"
              label={LABELS.name}
              value={values.name}
              errors={errors}
              required
              maxChars={MAX_NAME_LENGTH}
            />
            <TextField
              name="category"
              label={LABELS.category}
              hint={t('subscriptionForm.category.hint')}
              value={values.category}
              errors={errors}
              required
              maxChars={MAX_CATEGORY_LENGTH}
            />
            <TextField
              name="amount"
              label={LABELS.amount}
              hint={t('subscriptionForm.amount.hint')}
              value={values.amount}
              errors={errors}
              inputMode="decimal"
              required
            />
            <SelectField
              name="currency"
              label={LABELS.currency}
              options={[
                { value: '', label: t('subscriptionForm.currency.choose') },
                ...CURRENCY_CODES,
              ]}
              value={values.currency}
              errors={errors}
              required
            />
            <SelectField
              name="status"
              label={LABELS.status}
              options={optionsOf(statusLabels(t))}
              value={values.status}
              errors={errors}
            />
            <LogoUpload label={LABELS.logo} errors={errors} />
          </fieldset>
          <fieldset>
            <legend>{t('subscriptionForm.billing')}</legend>
            <IntervalField
              legend={t('subscriptionForm.interval')}
              hint={t('subscriptionForm.interval.hint', {
                months: MAX_INTERVAL_COUNT.monthly,
                years: MAX_INTERVAL_COUNT.yearly,
              })}
              every={values.every}
              unit={values.unit}
              units={INTERVAL_UNITS.map((unit) => ({ value: unit, label: t(UNIT_WORDS[unit]) }))}
              errors={errors}
            />
            <DateField
              name="nextPaymentDate"
              label={LABELS.nextPaymentDate}
              hint={t('subscriptionForm.nextPaymentDate.hint')}
              value={values.nextPaymentDate}
              errors={errors}
            />
            <TextField
              name="billingAnchorDay"
              label={LABELS.billingAnchorDay}
              hint={t('subscriptionForm.billingAnchorDay.hint')}
              value={values.billingAnchorDay}
              errors={errors}
              inputMode="numeric"
            />
            <DateField
              name="lastPaymentDate"
              label={LABELS.lastPaymentDate}
              hint={
                editingLast
                  ? t('subscriptionForm.lastPaymentDate.hint.edit')
                  : t('subscriptionForm.lastPaymentDate.hint.add')
              }
              value={values.lastPaymentDate}
              errors={errors}
            />
            <DateField
              name="startedOn"
              label={LABELS.startedOn}
              hint={t('subscriptionForm.startedOn.hint')}
              value={values.startedOn}
              errors={errors}
            />
          </fieldset>
        </div>
        <details class="more-options" open={moreOptionsOpen(values, errors)}>
          <summary>
            {t('subscriptionForm.moreOptions')}{' '}
            <span class="summary-hint">{t('subscriptionForm.moreOptions.hint')}</span>
          </summary>
          <div class="form-columns">
            <fieldset>
              <legend>{t('subscriptionForm.contract')}</legend>
              <DateField
                name="endsOn"
                label={LABELS.endsOn}
                hint={t('subscriptionForm.endsOn.hint')}
                value={values.endsOn}
                errors={errors}
              />
              <TextField
                name="noticeDays"
                label={LABELS.noticeDays}
                hint={t('subscriptionForm.noticeDays.hint', { max: MAX_NOTICE_DAYS })}
                value={values.noticeDays}
                errors={errors}
                inputMode="numeric"
              />
            </fieldset>
            <fieldset>
              <legend>{t('subscriptionForm.trialAndReminders')}</legend>
              <CheckboxField
                name="isTrial"
                label={LABELS.isTrial}
                checked={values.isTrial}
                errors={errors}
              />
              <DateField
                name="trialEndsOn"
                label={LABELS.trialEndsOn}
                hint={t('subscriptionForm.trialEndsOn.hint')}
                value={values.trialEndsOn}
                errors={errors}
              />
              <CheckboxField
                name="notificationEnabled"
                label={LABELS.notificationEnabled}
                checked={values.notificationEnabled}
                errors={errors}
              />
              <TextField
                name="remindDaysBefore"
                label={LABELS.remindDaysBefore}
                hint={t('subscriptionForm.remindDaysBefore.hint', {
                  count: MAX_REMINDER_OFFSETS,
                  max: MAX_REMINDER_DAYS_BEFORE,
                })}
                value={values.remindDaysBefore}
                errors={errors}
              />
            </fieldset>
          </div>
        </details>
        <button type="submit">{t('subscriptionForm.save')}</button>
      </form>
      {editing && (
        <OtherActions
          id={editing.id}
          name={editing.name}
          status={editing.status}
          csrfToken={csrfToken}
          returnTo={`/subscriptions/${editing.id}/edit`}
        />
      )}
    </Layout>
  );
}
