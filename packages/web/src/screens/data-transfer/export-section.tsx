/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../../components/i18n-context.js';

/** The export downloads (plain links: they work without JavaScript). */
export function ExportSection() {
  const t = useT();
  return (
    <section aria-labelledby="export-title" class="panel">
      <h2 id="export-title">{t('data.export.heading')}</h2>
      <p>{t('data.export.intro')}</p>
      <p class="data-actions">
        <a class="button secondary" href="/data/export?format=json" download>
          {t('data.export.json')}
        </a>{' '}
        <a class="button secondary" href="/data/export?format=csv" download>
          {t('data.export.csv')}
        </a>
      </p>
    </section>
  );
}
