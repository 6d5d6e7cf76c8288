/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useRich, useT } from '../../components/i18n-context.js';
import type { NewKeySecret } from '../../http/key-secret-flash.js';
import { SCOPE_WORDS } from '../../view-models/key-rows.js';

// How a program sends the key: code, the same in every language.
const AUTH_HEADER = 'Authorization: Bearer <key>';
const API_PATH = '/api/v1';

/**
 * The new key's secret, shown this once. The copy button is hidden until the script
 * shows it (without JavaScript the owner selects the text in the field).
 */
export function NewKeyPanel(props: { secret: NewKeySecret }) {
  const t = useT();
  const rich = useRich();
  const { secret } = props;
  const scopeKey = SCOPE_WORDS[secret.scope as keyof typeof SCOPE_WORDS];
  const scope = scopeKey ? t(scopeKey) : secret.scope;
  return (
    <section aria-labelledby="new-key-title" class="new-key">
      <h2 id="new-key-title">{t('keys.new.heading')}</h2>
      <p>
        <strong>{t('keys.new.copyNow')}</strong> {t('keys.new.copyNow.why')}
      </p>
      <label for="new-key">
        {secret.label === null
          ? t('keys.new.field', { scope })
          : t('keys.new.field.labelled', { scope, label: secret.label })}
        <input id="new-key" type="text" value={secret.key} readOnly spellcheck={false} />
      </label>
      <button type="button" data-copy={secret.key} hidden>
        {t('keys.new.copy')}
      </button>
      <p class="hint">
        {rich('keys.new.howToSend', {
          header: <code>{AUTH_HEADER}</code>,
          path: <code>{API_PATH}</code>,
        })}
      </p>
    </section>
  );
}
