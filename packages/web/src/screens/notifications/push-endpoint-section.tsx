/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { PushEndpointSummary } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { type FormErrors, TextField } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';

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
  const t = useT();
  const keyHint = props.endpoint.deviceKeySet
    ? t('notifications.push.deviceKey.set')
    : t('notifications.push.deviceKey.unset');
  return (
    <section aria-labelledby="push-title" class="panel">
      <h2 id="push-title">{t('notifications.push.heading')}</h2>
      <p>
        {props.endpoint.deviceKeySet
          ? t('notifications.push.intro.set')
          : t('notifications.push.intro.unset')}
      </p>
      <form method="post" action="/notifications/push" novalidate>
        <CsrfField token={props.csrfToken} />
        <TextField
          name="pushUrl"
          label={t('notifications.push.url')}
          hint={t('notifications.field.bark.url.hint')}
          type="url"
          value={props.pushUrl}
          errors={props.errors}
          autocomplete="off"
        />
        <TextField
          name="deviceKey"
          label={t('notifications.field.deviceKey')}
          hint={keyHint}
          type="password"
          value=""
          errors={props.errors}
          autocomplete="off"
        />
        <button type="submit" class="secondary">
          {t('notifications.push.submit')}
        </button>
      </form>
    </section>
  );
}
