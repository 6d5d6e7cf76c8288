/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useRich, useT } from '../../components/i18n-context.js';

/** What the page after adding a webhook shows once: its label and signing secret. */
export interface NewWebhookSecret {
  channelId: string;
  label: string;
  secret: string;
}

/**
 * A new webhook's `whsec_` secret, shown this once, and what it is for. The copy button
 * is hidden until the script shows it (without JavaScript the owner selects the text).
 */
// The headers of the Standard Webhooks specification: the same in every language.
const HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export function NewWebhookSecretPanel(props: { created: NewWebhookSecret }) {
  const t = useT();
  const rich = useRich();
  const { created } = props;
  const [id, timestamp, signature] = HEADERS;
  return (
    <section aria-labelledby="new-secret-title" class="new-key">
      <h3 id="new-secret-title">{t('notifications.secret.heading', { label: created.label })}</h3>
      <p>
        <strong>{t('notifications.secret.copyNow')}</strong> {t('notifications.secret.copyNow.why')}
      </p>
      <label for="new-webhook-secret">
        {t('notifications.secret.field')}
        <input
          id="new-webhook-secret"
          type="text"
          value={created.secret}
          readOnly
          spellcheck={false}
        />
      </label>
      <button type="button" data-copy={created.secret} hidden>
        {t('notifications.secret.copy')}
      </button>
      <p class="hint">
        {rich('notifications.secret.howToCheck', {
          id: <code>{id}</code>,
          timestamp: <code>{timestamp}</code>,
          signature: <code>{signature}</code>,
        })}
      </p>
    </section>
  );
}
