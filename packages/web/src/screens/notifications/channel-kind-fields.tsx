/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ChannelKind } from '@subtrack/domain';
import {
  type FormErrors,
  SelectField,
  TextField,
  type TextFieldProps,
} from '../../components/form/index.js';
import type { ChannelFormValues, ChannelTextField } from '../../view-models/channel-form-values.js';

type FieldSpec = Pick<TextFieldProps, 'label' | 'hint' | 'type' | 'inputMode'>;

/** Each kind's fields: labels in words, hints that say where the value comes from. */
const FIELD_SPECS: Record<ChannelKind, Partial<Record<ChannelTextField, FieldSpec>>> = {
  bark: {
    url: { label: 'Server URL', hint: 'For example https://api.day.app/push', type: 'url' },
    deviceKey: { label: 'Device key', hint: 'The key your Bark app shows.', type: 'password' },
  },
  ntfy: {
    url: {
      label: 'Topic URL',
      hint: 'The server and topic, for example https://ntfy.sh/my-reminders',
      type: 'url',
    },
    token: {
      label: 'Access token',
      hint: 'Optional. Only needed when the topic is protected (a token starting with tk_).',
      type: 'password',
    },
  },
  gotify: {
    url: { label: 'Server URL', hint: 'For example https://gotify.example.org', type: 'url' },
    token: {
      label: 'App token',
      hint: 'The token of an application on your Gotify server’s Apps page.',
      type: 'password',
    },
  },
  webhook: {
    url: {
      label: 'Webhook URL',
      hint: 'Where each reminder is posted as signed JSON, for example a Home Assistant webhook.',
      type: 'url',
    },
  },
  email: {
    smtpHost: { label: 'SMTP host', hint: 'For example smtp.example.org' },
    smtpPort: {
      label: 'SMTP port',
      hint: 'Usually 587 (STARTTLS) or 465 (implicit TLS).',
      inputMode: 'numeric',
    },
    smtpUser: { label: 'SMTP user', hint: 'Optional. Leave empty when the server needs no login.' },
    smtpPassword: {
      label: 'SMTP password',
      hint: 'Needed with an SMTP user. It is never shown again.',
      type: 'password',
    },
    from: {
      label: 'From',
      hint: 'The sender address, for example reminders@example.org',
      type: 'email',
    },
    to: { label: 'To', hint: 'Where reminders go, for example me@example.org', type: 'email' },
  },
};

const TLS_OPTIONS = [
  { value: 'starttls', label: 'STARTTLS' },
  { value: 'implicit', label: 'Implicit TLS' },
  { value: 'none', label: 'None (unencrypted)' },
];

/** The fields of one kind of channel, in the order the kind needs them. */
export function ChannelKindFields(props: {
  values: ChannelFormValues;
  fields: readonly ChannelTextField[];
  errors?: FormErrors;
}) {
  const { values, errors } = props;
  const specs = FIELD_SPECS[values.kind];
  return (
    <>
      {props.fields.map((field) => {
        if (field === 'tls') {
          return (
            <SelectField
              key={field}
              name="tls"
              label="TLS"
              hint="How the connection to the SMTP server is encrypted."
              options={TLS_OPTIONS}
              value={values.fields.tls ?? 'starttls'}
              errors={errors}
            />
          );
        }
        const spec = specs[field] ?? { label: field };
        return (
          <TextField
            key={field}
            name={field}
            {...spec}
            value={values.fields[field] ?? ''}
            errors={errors}
            autocomplete="off"
          />
        );
      })}
    </>
  );
}
