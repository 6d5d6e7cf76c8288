/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../../components/i18n-context.js';

/** The way from "Import and export" to "Find subscriptions" (a plain link). */
export function FindSection() {
  const t = useT();
  return (
    <section aria-labelledby="find-title" class="panel">
      <h2 id="find-title">{t('data.find.heading')}</h2>
      <p>{t('data.find.intro')}</p>
      <p class="data-actions">
        <a class="button secondary" href="/find-subscriptions">
          {t('nav.find')}
        </a>
      </p>
    </section>
  );
}
