/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CHANNEL_KIND_NAMES } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import {
  CheckboxField,
  ErrorSummary,
  type FormErrors,
  TextField,
} from '../../components/form/index.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import { type ChannelFormValues, KIND_FORM_FIELDS } from '../../view-models/channel-form-values.js';
import { ChannelKindFields } from './channel-kind-fields.js';

const INTRO: Record<ChannelFormValues['kind'], string> = {
  bark: 'A push to the Bark app on an iPhone.',
  ntfy: 'A push through an ntfy server to the ntfy app or a browser.',
  gotify: 'A message to your Gotify server and its apps.',
  webhook:
    'A signed HTTP request with the reminder as JSON, for your own service, Home Assistant or Apprise. Its signing secret is shown once after you add it.',
  email: 'An email sent through your SMTP server.',
};

const HEADINGS: Record<ChannelFormValues['kind'], string> = {
  bark: 'Add a Bark channel',
  ntfy: 'Add an ntfy channel',
  gotify: 'Add a Gotify channel',
  webhook: 'Add a webhook',
  email: 'Add an email channel',
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
  const { values, errors } = props;
  const kindName = CHANNEL_KIND_NAMES[values.kind];
  return (
    <Layout
      title={errors ? `Error: ${HEADINGS[values.kind]}` : HEADINGS[values.kind]}
      session={props.session}
      current="/notifications"
    >
      <h1>{HEADINGS[values.kind]}</h1>
      <p>{INTRO[values.kind]}</p>
      <ErrorSummary errors={errors} />
      <form method="post" action="/notifications/channels" novalidate class="panel">
        <CsrfField token={props.session.csrfToken} />
        <input type="hidden" name="kind" value={values.kind} />
        <p>
          Kind: <strong>{kindName}</strong> (
          <a href="/notifications#channels-title">choose another kind</a>)
        </p>
        <TextField
          name="label"
          label="Label"
          hint={`Optional. Tells your channels apart, such as “Phone”. Leave empty for “${kindName}”.`}
          value={values.fields.label ?? ''}
          errors={errors}
          autocomplete="off"
        />
        <ChannelKindFields values={values} fields={KIND_FORM_FIELDS[values.kind]} errors={errors} />
        <CheckboxField
          name="digest"
          label="Send one digest per check"
          hint="One message listing every reminder that is due, instead of one message per reminder."
          checked={values.digest}
          errors={errors}
        />
        <div class="form-actions">
          <button type="submit">Add channel</button>
          <a href="/notifications">Cancel</a>
        </div>
      </form>
    </Layout>
  );
}
