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
import { Layout } from '../components/layout.js';
import { LogoUpload } from '../components/logo-upload.js';
import { OtherActions } from '../components/status-actions.js';
import { optionsOf, STATUS_LABELS } from '../components/subscription-options.js';
import type { WebSession } from '../request-state.js';
import { INTERVAL_UNITS } from '../view-models/billing-interval.js';
import { moreOptionsOpen, type SubscriptionFormValues } from '../view-models/subscription-form.js';

const CURRENCY_OPTIONS = [
  { value: '', label: 'Choose a currency' },
  ...CURRENCIES.map((code) => ({ value: code, label: code })),
];
const UNIT_OPTIONS = INTERVAL_UNITS.map((unit) => ({ value: unit, label: unit }));
const STATUS_OPTIONS = optionsOf(STATUS_LABELS);

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
export function subscriptionFormTitle(editing: EditedSubscription | undefined, failed: boolean) {
  const title = editing ? `Edit ${isolateBidi(editing.name)}` : 'Add a subscription';
  return failed ? `Error: ${title}` : title;
}

/** The label of each control, also how the error summary names it. */
const LABELS = {
  name: 'Name',
  category: 'Category',
  amount: 'Amount',
  currency: 'Currency',
  nextPaymentDate: 'Next payment date',
  billingAnchorDay: 'Billing anchor day',
  lastPaymentDate: 'Last payment date (optional)',
  startedOn: 'Start date',
  endsOn: 'End date',
  noticeDays: 'Notice period (days)',
  isTrial: 'This is a free trial',
  trialEndsOn: 'Trial ends on',
  notificationEnabled: 'Send reminders',
  remindDaysBefore: 'Remind me (days before)',
  status: 'Status',
  logo: 'Logo (optional)',
  ...INTERVAL_LABELS,
};

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
  return (
    <Layout
      title={subscriptionFormTitle(editing, errors !== undefined)}
      session={session}
      notice={errors ? null : notice}
      current="/subscriptions"
    >
      <p class="back-link">
        <a href="/subscriptions">Back to subscriptions</a>
      </p>
      <h1>{editing ? `Edit ${isolateBidi(editing.name)}` : 'Add a subscription'}</h1>
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
            <legend>Details</legend>
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
              hint="For example Video, Music or Cloud storage."
              value={values.category}
              errors={errors}
              required
              maxChars={MAX_CATEGORY_LENGTH}
            />
            <TextField
              name="amount"
              label={LABELS.amount}
              hint="What one payment costs, with at most 2 decimals, for example 15.49."
              value={values.amount}
              errors={errors}
              inputMode="decimal"
              required
            />
            <SelectField
              name="currency"
              label={LABELS.currency}
              options={CURRENCY_OPTIONS}
              value={values.currency}
              errors={errors}
              required
            />
            <SelectField
              name="status"
              label={LABELS.status}
              options={STATUS_OPTIONS}
              value={values.status}
              errors={errors}
            />
            <LogoUpload label={LABELS.logo} errors={errors} />
          </fieldset>
          <fieldset>
            <legend>Billing</legend>
            <IntervalField
              legend="How often it renews"
              hint={`For example every 1 month, every 3 months for a quarterly plan, every 2 weeks or every 2 years: at most ${MAX_INTERVAL_COUNT.monthly} months or ${MAX_INTERVAL_COUNT.yearly} years.`}
              every={values.every}
              unit={values.unit}
              units={UNIT_OPTIONS}
              errors={errors}
            />
            <DateField
              name="nextPaymentDate"
              label={LABELS.nextPaymentDate}
              hint="A date already gone by moves on to the first renewal from today."
              value={values.nextPaymentDate}
              errors={errors}
            />
            <TextField
              name="billingAnchorDay"
              label={LABELS.billingAnchorDay}
              hint="Months and years only: the day of the month it renews on, 1 to 31. Leave it empty to take the day of the date above."
              value={values.billingAnchorDay}
              errors={errors}
              inputMode="numeric"
            />
            <DateField
              name="lastPaymentDate"
              label={LABELS.lastPaymentDate}
              hint={
                editingLast
                  ? 'Worked out from the date above. Change it only to set the next renewal one billing cycle after it.'
                  : 'Only used when the date above is empty: the next renewal is then one billing cycle after it.'
              }
              value={values.lastPaymentDate}
              errors={errors}
            />
            <DateField
              name="startedOn"
              label={LABELS.startedOn}
              hint="When you first paid, on or before the next payment date and not after today. Each renewal from then until the next payment date is added to the payment history. Leave it empty if you have no earlier payments to record."
              value={values.startedOn}
              errors={errors}
            />
          </fieldset>
        </div>
        <details class="more-options" open={moreOptionsOpen(values, errors)}>
          <summary>
            More options <span class="summary-hint">contract, free trial, reminders</span>
          </summary>
          <div class="form-columns">
            <fieldset>
              <legend>Contract</legend>
              <DateField
                name="endsOn"
                label={LABELS.endsOn}
                hint="The last day it can renew, for a contract that ends. No renewal or reminder comes after it, and once it has passed the subscription is marked cancelled. Leave it empty if it runs on."
                value={values.endsOn}
                errors={errors}
              />
              <TextField
                name="noticeDays"
                label={LABELS.noticeDays}
                hint={`How many days before a renewal you must cancel, 1 to ${MAX_NOTICE_DAYS}. The subscription's page then shows the date to cancel by, and you are reminded before it. Leave it empty if there is no notice period.`}
                value={values.noticeDays}
                errors={errors}
                inputMode="numeric"
              />
            </fieldset>
            <fieldset>
              <legend>Free trial and reminders</legend>
              <CheckboxField
                name="isTrial"
                label={LABELS.isTrial}
                checked={values.isTrial}
                errors={errors}
              />
              <DateField
                name="trialEndsOn"
                label={LABELS.trialEndsOn}
                hint="Needed for a free trial: the last day before the first payment."
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
                hint={`Up to ${MAX_REMINDER_OFFSETS} different numbers of days from 0 to ${MAX_REMINDER_DAYS_BEFORE}, separated by commas, for example 7, 1 for a reminder a week before and one the day before. Leave it empty to use the days set on the Notifications page.`}
                value={values.remindDaysBefore}
                errors={errors}
              />
            </fieldset>
          </div>
        </details>
        <button type="submit">Save</button>
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
