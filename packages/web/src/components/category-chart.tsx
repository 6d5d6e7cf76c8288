/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import type { CategoryChart } from '../view-models/category-chart.js';

const WIDTH = 400;
const ROW = 44;
const BAR = 16;

interface Props {
  chart: CategoryChart;
  /** Formats an amount of the chart's currency: "US$20.00". */
  money: (amount: number) => string;
}

/**
 * D27: monthly spend by category in one currency, drawn on the server as inline SVG (no
 * script, no inline style: D29's CSP). The SVG is an image with a text alternative; each
 * bar's `<title>` is its tooltip; the table under it holds the same figures for anyone
 * who cannot see the bars.
 */
export function CategoryChartFigure({ chart, money }: Props) {
  const id = `chart-${chart.currency}`;
  const height = chart.bars.length * ROW;
  const described = chart.bars.map(
    (bar) => `${isolateBidi(bar.category)}: ${money(bar.monthlyTotal)}`,
  );
  return (
    <figure class="category-chart">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
      >
        <title id={`${id}-title`}>Monthly spend by category in {chart.currency}</title>
        <desc id={`${id}-desc`}>{described.join('; ')}</desc>
        {chart.bars.map((bar, index) => {
          const top = index * ROW;
          return (
            <g key={bar.category}>
              <text x={0} y={top + 16} fill="currentColor" font-size="14">
                {isolateBidi(bar.category)} · {money(bar.monthlyTotal)}
              </text>
              <rect
                class="chart-bar"
                x={0}
                y={top + 22}
                width={Math.max(2, bar.share * WIDTH)}
                height={BAR}
                rx={3}
                fill="currentColor"
              >
                <title>
                  {isolateBidi(bar.category)}: {money(bar.monthlyTotal)} a month
                </title>
              </rect>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <details>
          <summary>Monthly spend by category in {chart.currency} as a table</summary>
          <table aria-label={`Monthly spend by category in ${chart.currency}`}>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Monthly spend</th>
              </tr>
            </thead>
            <tbody>
              {chart.bars.map((bar) => (
                <tr key={bar.category}>
                  <th scope="row">{bar.category}</th>
                  <td>{money(bar.monthlyTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
