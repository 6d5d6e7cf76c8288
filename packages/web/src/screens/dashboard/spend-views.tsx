/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DashboardView } from '../../view-models/dashboard-view.js';

/**
 * D52: the spend chart per currency or all in the home currency (the chart itself says it is
 * an estimate): two links (no script needed), the one shown marked as the current one.
 */
export function SpendViews({ views }: { views: NonNullable<DashboardView['spendViews']> }) {
  const choices = [
    { value: 'per-currency', href: '/#spend-chart-heading', label: 'Per currency' },
    {
      value: 'estimate',
      href: '/?spend=estimate#spend-chart-heading',
      label: `All in ${views.homeCurrency}`,
    },
  ] as const;
  return (
    <nav aria-label="Spend per month shown" class="view-switch">
      {choices.map((choice) => (
        <a
          key={choice.value}
          class="view-choice"
          href={choice.href}
          aria-current={choice.value === views.current ? 'true' : undefined}
        >
          {choice.label}
        </a>
      ))}
    </nav>
  );
}
