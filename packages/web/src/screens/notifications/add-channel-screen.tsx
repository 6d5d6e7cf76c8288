/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageKey } from '@subtrack/i18n';
import { CsrfField } from '../../components/csrf-field.js';
import {
  CheckboxField,
  ErrorSummary,
  type FormErrors,
  TextField,
} from '../../components/form/index.js';
import { useRich, useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import { type ChannelFormValues, KIND_FORM_FIELDS } from '../../view-models/channel-form-values.js';
import { KIND_NAMES } from '../../view-models/channel-rows.js';
import { ChannelKindFields } from './channel-kind-fields.js';

const INTRO: Readonly<Record<ChannelFormValues['kind'], MessageKey>> = {
  bark: 'notifications.add.intro.bark',
  ntfy: 'notifications.add.intro.ntfy',
  gotify: 'notifications.add.intro.gotify',
  webhook: 'notifications.add.intro.webhook',
  email: 'notifications.add.intro.email',
};

const HEADINGS: Readonly<Record<ChannelFormValues['kind'], MessageKey>> = {
  bark: 'notifications.add.heading.bark',
  ntfy: 'notifications.add.heading.ntfy',
  gotify: 'notifications.add.heading.gotify',
  webhook: 'notifications.add.heading.webhook',
  email: 'notifications.add.heading.email',
};

/**
 * `/notifications/channels/new?kind=KIND`: the fields of the chosen kind (chosen first
 * on the notifications screen, so the page needs no script to show the right fields).
 */
export function AddChannelScreen(props: {
  session: WebSession;
  values: ChannelFormValues;
  errors?: FormErrors;
}) {
  const t = useT();
  const rich = useRich();
  const { values, errors } = props;
  const kindName = t(KIND_NAMES[values.kind]);
  const heading = t(HEADINGS[values.kind]);
  return (
    <Layout
      title={errors ? t('settings.errorTitle', { page: heading }) : heading}
      session={props.session}
      current="/notifications"
    >
      <h1>{heading}</h1>
      <p>{t(INTRO[values.kind])}</p>
      <ErrorSummary errors={errors} />
      <form method="post" action="/notifications/channels" novalidate class="panel">
        <CsrfField token={props.session.csrfToken} />
        <input type="hidden" name="kind" value={values.kind} />
        <p>
          {rich('notifications.add.kind', {
            kind: <strong>{kindName}</strong>,
            another: (
              <a href="/notifications#channels-title">{t('notifications.add.kind.another')}</a>
            ),
          })}
        </p>
        <TextField
          name="label"
          label={t('notifications.add.label')}
          hint={t('notifications.add.label.hint', { kind: kindName })}
          value={values.fields.label ?? ''}
          errors={errors}
          autocomplete="off"
        />
        <ChannelKindFields values={values} fields={KIND_FORM_FIELDS[values.kind]} errors={errors} />
        <CheckboxField
          name="digest"
          label={t('notifications.add.digest')}
          hint={t('notifications.add.digest.hint')}
          checked={values.digest}
          errors={errors}
        />
        <div class="form-actions">
          <button type="submit">{t('notifications.add.submit')}</button>
          <a href="/notifications">{t('settings.cancel')}</a>
        </div>
      </form>
    </Layout>
  );
}
