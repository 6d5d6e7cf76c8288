/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { PushEndpointSummary } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { type FormErrors, TextField } from '../../components/form/index.js';

/**
 * The Bark-compatible push endpoint. The device key is a secret: the field is always
 * empty and its hint says whether one is set (leaving it empty keeps the saved one).
 */
export function PushEndpointSection(props: {
  csrfToken: string;
  endpoint: PushEndpointSummary;
  /** The URL as typed after a failed submit, else the saved one. */
  pushUrl: string;
  errors?: FormErrors;
}) {
  const keyHint = props.endpoint.deviceKeySet
    ? 'A device key is set. It is never shown; leave this empty to keep it.'
    : 'No device key is set yet. Your Bark app shows it.';
  return (
    <section aria-labelledby="push-title" class="panel">
      <h2 id="push-title">Push endpoint</h2>
      <p>
        {props.endpoint.deviceKeySet
          ? 'A Bark-compatible push: your first Bark channel in the list of channels below. Saving here changes that channel.'
          : 'A Bark-compatible push: set a URL and a device key to receive reminders on Bark. It is then listed with your channels below.'}
      </p>
      <form method="post" action="/notifications/push" novalidate>
        <CsrfField token={props.csrfToken} />
        <TextField
          name="pushUrl"
          label="Push URL"
          hint="For example https://api.day.app/push"
          type="url"
          value={props.pushUrl}
          errors={props.errors}
          autocomplete="off"
        />
        <TextField
          name="deviceKey"
          label="Device key"
          hint={keyHint}
          type="password"
          value=""
          errors={props.errors}
          autocomplete="off"
        />
        <button type="submit" class="secondary">
          Save push endpoint
        </button>
      </form>
    </section>
  );
}
