/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../../components/i18n-context.js';
import type { SpendChoice } from '../../view-models/dashboard-view.js';

/**
 * What the one spend chart shows: all in the home currency (an estimate) or one
 * currency, as links (no script needed), the one shown marked as the current one.
 */
export function SpendViews({ choices }: { choices: readonly SpendChoice[] }) {
  const t = useT();
  if (choices.length === 0) return null;
  return (
    <nav aria-label={t('dashboard.spendViews.label')} class="view-switch">
      {choices.map((choice) => (
        <a
          key={choice.href}
          class="view-choice"
          href={choice.href}
          aria-current={choice.current ? 'true' : undefined}
        >
          {choice.isEstimate
            ? t('dashboard.spendViews.allIn', { currency: choice.currency })
            : choice.currency}
        </a>
      ))}
    </nav>
  );
}
