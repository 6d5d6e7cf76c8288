/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import type { CategoryChart } from '../view-models/category-chart.js';
import { useT } from './i18n-context.js';

// Each category takes one row: its name and amount on a line, the bar under it.
const ROW = 46;
const BAR = 10;

interface Props {
  chart: CategoryChart;
  /** Formats an amount of the chart's currency: "US$20.00". */
  money: (amount: number) => string;
}

/**
 * Monthly spend by category in one currency, drawn on the server as inline SVG (no
 * script, no inline style: D29's CSP). The SVG has no viewBox: it is as wide as its card
 * and its text stays at the page's size on a phone and a wide screen alike, the bars'
 * lengths in percent of the width. The SVG is an image with a text alternative; each
 * bar's `<title>` is its tooltip; the table under it holds the same figures for anyone
 * who cannot see the bars.
 */
export function CategoryChartFigure({ chart, money }: Props) {
  const t = useT();
  const { currency } = chart;
  const id = `chart-${currency}`;
  const height = chart.bars.length * ROW;
  const described = chart.bars.map((bar) =>
    t('chart.category.bar', {
      category: isolateBidi(bar.category),
      amount: money(bar.monthlyTotal),
    }),
  );
  const name = t('chart.category.name', { currency });
  return (
    <figure class="category-chart">
      <h3>{chart.currency}</h3>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={height}
      >
        <title id={`${id}-title`}>{name}</title>
        <desc id={`${id}-desc`}>{described.join('; ')}</desc>
        {chart.bars.map((bar, index) => {
          const top = index * ROW;
          return (
            <g key={bar.category}>
              <text x={0} y={top + 17} class="chart-label">
                {isolateBidi(bar.category)}
              </text>
              <text x="100%" y={top + 17} text-anchor="end" class="chart-amount">
                {money(bar.monthlyTotal)}
              </text>
              <rect class="chart-track" x={0} y={top + 26} width="100%" height={BAR} rx={5} />
              <rect
                class="chart-bar"
                x={0}
                y={top + 26}
                width={`${Math.max(1, bar.share * 100).toFixed(2)}%`}
                height={BAR}
                rx={5}
              >
                <title>
                  {t('chart.category.barMonthly', {
                    category: isolateBidi(bar.category),
                    amount: money(bar.monthlyTotal),
                  })}
                </title>
              </rect>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <details>
          <summary>{t('chart.category.asTable', { currency })}</summary>
          <table aria-label={name}>
            <thead>
              <tr>
                <th scope="col">{t('chart.category.category')}</th>
                <th scope="col" class="amount">
                  {t('chart.category.monthly')}
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.bars.map((bar) => (
                <tr key={bar.category}>
                  <th scope="row">{bar.category}</th>
                  <td class="amount">{money(bar.monthlyTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
