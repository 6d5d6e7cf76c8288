/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ChannelKind } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import {
  type FormErrors,
  SelectField,
  TextField,
  type TextFieldProps,
} from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import type { ChannelFormValues, ChannelTextField } from '../../view-models/channel-form-values.js';

type FieldSpec = Pick<TextFieldProps, 'type' | 'inputMode'> & {
  label: MessageKey;
  hint: MessageKey;
};

/** Each kind's fields: labels in words, hints that say where the value comes from. */
const FIELD_SPECS: Record<ChannelKind, Partial<Record<ChannelTextField, FieldSpec>>> = {
  bark: {
    url: {
      label: 'notifications.field.serverUrl',
      hint: 'notifications.field.bark.url.hint',
      type: 'url',
    },
    deviceKey: {
      label: 'notifications.field.deviceKey',
      hint: 'notifications.field.bark.deviceKey.hint',
      type: 'password',
    },
  },
  ntfy: {
    url: {
      label: 'notifications.field.topicUrl',
      hint: 'notifications.field.ntfy.url.hint',
      type: 'url',
    },
    token: {
      label: 'notifications.field.accessToken',
      hint: 'notifications.field.ntfy.token.hint',
      type: 'password',
    },
  },
  gotify: {
    url: {
      label: 'notifications.field.serverUrl',
      hint: 'notifications.field.gotify.url.hint',
      type: 'url',
    },
    token: {
      label: 'notifications.field.appToken',
      hint: 'notifications.field.gotify.token.hint',
      type: 'password',
    },
  },
  webhook: {
    url: {
      label: 'notifications.field.webhookUrl',
      hint: 'notifications.field.webhook.url.hint',
      type: 'url',
    },
  },
  email: {
    smtpHost: { label: 'notifications.field.smtpHost', hint: 'notifications.field.smtpHost.hint' },
    smtpPort: {
      label: 'notifications.field.smtpPort',
      hint: 'notifications.field.smtpPort.hint',
      inputMode: 'numeric',
    },
    smtpUser: { label: 'notifications.field.smtpUser', hint: 'notifications.field.smtpUser.hint' },
    smtpPassword: {
      label: 'notifications.field.smtpPassword',
      hint: 'notifications.field.smtpPassword.hint',
      type: 'password',
    },
    from: {
      label: 'notifications.field.from',
      hint: 'notifications.field.from.hint',
      type: 'email',
    },
    to: { label: 'notifications.field.to', hint: 'notifications.field.to.hint', type: 'email' },
  },
};

/** The fields of one kind of channel, in the order the kind needs them. */
export function ChannelKindFields(props: {
  values: ChannelFormValues;
  fields: readonly ChannelTextField[];
  errors?: FormErrors;
}) {
  const t = useT();
  const { values, errors } = props;
  const specs = FIELD_SPECS[values.kind];
  const tlsOptions = [
    { value: 'starttls', label: t('notifications.field.tls.starttls') },
    { value: 'implicit', label: t('notifications.field.tls.implicit') },
    { value: 'none', label: t('notifications.field.tls.none') },
  ];
  return (
    <>
      {props.fields.map((field) => {
        if (field === 'tls') {
          return (
            <SelectField
              key={field}
              name="tls"
              label={t('notifications.field.tls')}
              hint={t('notifications.field.tls.hint')}
              options={tlsOptions}
              value={values.fields.tls ?? 'starttls'}
              errors={errors}
            />
          );
        }
        const spec = specs[field];
        return (
          <TextField
            key={field}
            name={field}
            label={spec ? t(spec.label) : field}
            {...(spec ? { hint: t(spec.hint), type: spec.type, inputMode: spec.inputMode } : {})}
            value={values.fields[field] ?? ''}
            errors={errors}
            autocomplete="off"
          />
        );
      })}
    </>
  );
}
