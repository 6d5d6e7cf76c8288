import { CHANNEL_KINDS, type ChannelInput, type ChannelKind } from '@subtrack/domain';
import { type FormBody, formValue } from '../http/form-body.js';

/** The text fields a channel form may carry; named like the domain's fields. */
export const CHANNEL_TEXT_FIELDS = [
  'label',
  'url',
  'deviceKey',
  'token',
  'smtpHost',
  'smtpPort',
  'smtpUser',
  'smtpPassword',
  'tls',
  'from',
  'to',
] as const;
export type ChannelTextField = (typeof CHANNEL_TEXT_FIELDS)[number];

/** Fields never sent back to the browser, even after a failed submit. */
export const SECRET_FIELDS: readonly ChannelTextField[] = ['deviceKey', 'token', 'smtpPassword'];

/** The fields each kind's form shows, besides label and digest. */
export const KIND_FORM_FIELDS: Record<ChannelKind, readonly ChannelTextField[]> = {
  bark: ['url', 'deviceKey'],
  ntfy: ['url', 'token'],
  gotify: ['url', 'token'],
  webhook: ['url'],
  email: ['smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword', 'tls', 'from', 'to'],
};

/** What the add-channel form shows: as typed after a failed submit, secrets emptied. */
export interface ChannelFormValues {
  kind: ChannelKind;
  digest: boolean;
  fields: Partial<Record<ChannelTextField, string>>;
}

/** A kind named in a form or query, or null when it is none of the kinds. */
export function channelKindOf(raw: string): ChannelKind | null {
  return (CHANNEL_KINDS as readonly string[]).includes(raw) ? (raw as ChannelKind) : null;
}

/** An empty form of `kind`: email starts at port 587 with STARTTLS. */
export function emptyChannelForm(kind: ChannelKind): ChannelFormValues {
  const fields = kind === 'email' ? { smtpPort: '587', tls: 'starttls' } : {};
  return { kind, digest: false, fields };
}

/** The form as posted, limited to the fields of its kind. */
export function readChannelForm(form: FormBody, kind: ChannelKind): ChannelFormValues {
  const fields: ChannelFormValues['fields'] = { label: formValue(form, 'label') };
  for (const field of KIND_FORM_FIELDS[kind]) fields[field] = formValue(form, field);
  return { kind, digest: formValue(form, 'digest') === 'true', fields };
}

/** The domain's input: an empty optional field is left out, so its default applies. */
export function channelInputOf(values: ChannelFormValues): ChannelInput {
  const input: ChannelInput = { kind: values.kind, digest: values.digest };
  for (const [field, value] of Object.entries(values.fields)) {
    if (value !== undefined && value.trim() !== '') input[field as ChannelTextField] = value;
  }
  return input;
}

/** The values to show again after a failed submit: every secret emptied. */
export function withoutSecrets(values: ChannelFormValues): ChannelFormValues {
  const fields = { ...values.fields };
  for (const field of SECRET_FIELDS) if (field in fields) fields[field] = '';
  return { ...values, fields };
}
