/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useContext } from 'preact/hooks';
import { CsrfField } from '../../components/csrf-field.js';
import { ThemeContext } from '../../components/theme-context.js';
import type { Theme } from '../../http/theme-cookie.js';

const CHOICES: ReadonlyArray<{ value: Theme; label: string }> = [
  { value: 'system', label: 'Same as this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The theme of this browser: the device's (the default), light or dark; no script needed. */
export function ThemeSection(props: { csrfToken: string }) {
  const chosen = useContext(ThemeContext);
  return (
    <section aria-labelledby="theme-heading" class="panel">
      <h2 id="theme-heading">Theme</h2>
      <form method="post" action="/account/theme">
        <CsrfField token={props.csrfToken} />
        <fieldset>
          <legend>Colours in this browser</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="theme"
                value={choice.value}
                checked={choice.value === chosen}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" class="secondary">
          Use this theme
        </button>
      </form>
    </section>
  );
}
