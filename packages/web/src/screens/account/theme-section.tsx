/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageKey } from '@subtrack/i18n';
import { useContext } from 'preact/hooks';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import { ThemeContext } from '../../components/theme-context.js';
import type { Theme } from '../../http/theme-cookie.js';

const CHOICES: ReadonlyArray<{ value: Theme; label: MessageKey }> = [
  { value: 'system', label: 'account.theme.system' },
  { value: 'light', label: 'account.theme.light' },
  { value: 'dark', label: 'account.theme.dark' },
];

/** The theme of this browser: the device's (the default), light or dark; no script needed. */
export function ThemeSection(props: { csrfToken: string }) {
  const chosen = useContext(ThemeContext);
  const t = useT();
  return (
    <section aria-labelledby="theme-heading" class="panel">
      <h2 id="theme-heading">{t('account.theme.heading')}</h2>
      <form method="post" action="/account/theme">
        <CsrfField token={props.csrfToken} />
        <fieldset>
          <legend>{t('account.theme.legend')}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="theme"
                value={choice.value}
                checked={choice.value === chosen}
              />
              {t(choice.label)}
            </label>
          ))}
        </fieldset>
        <button type="submit" class="secondary">
          {t('account.theme.submit')}
        </button>
      </form>
    </section>
  );
}
