/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { NewKeySecret } from '../../http/key-secret-flash.js';

/**
 * The new key's secret, shown this once. The copy button is hidden until the script
 * shows it (without JavaScript the owner selects the text in the field).
 */
export function NewKeyPanel(props: { secret: NewKeySecret }) {
  const { secret } = props;
  return (
    <section aria-labelledby="new-key-title" class="new-key">
      <h2 id="new-key-title">Your new key</h2>
      <p>
        <strong>Copy this key now. It will not be shown again:</strong> subtrack keeps only a
        fingerprint of it. If you lose it, revoke it and create another.
      </p>
      <label for="new-key">
        New API key{secret.label === null ? '' : ` “${secret.label}”`} ({secret.scope})
        <input id="new-key" type="text" value={secret.key} readOnly spellcheck={false} />
      </label>
      <button type="button" data-copy={secret.key} hidden>
        Copy key
      </button>
      <p class="hint">
        Send it as <code>Authorization: Bearer &lt;key&gt;</code> to <code>/api/v1</code>.
      </p>
    </section>
  );
}
