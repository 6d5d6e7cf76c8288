/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { LANGUAGES, languageName } from '@subtrack/i18n';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';

/**
 * The member's language for every page: "Automatic" (the default: each browser's own
 * language settings) or one of the languages, each named in itself ("Deutsch", "简体中文")
 * so that a person finds theirs whatever the page speaks now.
 */
export function LanguageSection(props: { csrfToken: string; chosen: string | null }) {
  const t = useT();
  return (
    <section aria-labelledby="language-heading" class="panel">
      <h2 id="language-heading">{t('account.language.heading')}</h2>
      <form method="post" action="/account/language">
        <CsrfField token={props.csrfToken} />
        <fieldset>
          <legend>{t('account.language.legend')}</legend>
          <label>
            <input
              type="radio"
              name="language"
              value="automatic"
              checked={props.chosen === null}
              aria-describedby="language-automatic-hint"
            />
            {t('account.language.automatic')}
          </label>
          <p id="language-automatic-hint" class="hint">
            {t('account.language.automaticHint')}
          </p>
          {LANGUAGES.map((language) => (
            <label key={language} lang={language}>
              <input
                type="radio"
                name="language"
                value={language}
                checked={props.chosen === language}
              />
              {languageName(language)}
            </label>
          ))}
        </fieldset>
        <button type="submit" class="secondary">
          {t('account.language.submit')}
        </button>
      </form>
    </section>
  );
}
