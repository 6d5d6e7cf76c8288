/** @jsxRuntime automatic */
/** @jsxImportSource preact */

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
export function NewWebhookSecretPanel(props: { created: NewWebhookSecret }) {
  const { created } = props;
  return (
    <section aria-labelledby="new-secret-title" class="new-key">
      <h3 id="new-secret-title">The signing secret of “{created.label}”</h3>
      <p>
        <strong>Copy this secret now. It will not be shown again:</strong> if you lose it, remove
        the webhook and add it again to get a new one.
      </p>
      <label for="new-webhook-secret">
        Signing secret
        <input
          id="new-webhook-secret"
          type="text"
          value={created.secret}
          readOnly
          spellcheck={false}
        />
      </label>
      <button type="button" data-copy={created.secret} hidden>
        Copy secret
      </button>
      <p class="hint">
        Every request to the webhook carries the headers <code>webhook-id</code>,{' '}
        <code>webhook-timestamp</code> and <code>webhook-signature</code>. The signature is an
        HMAC-SHA256 of the id, the timestamp and the body made with this secret (the Standard
        Webhooks specification), so your receiver can check that a request comes from subtrack and
        was not changed on the way. Give the secret to the receiver only.
      </p>
    </section>
  );
}
