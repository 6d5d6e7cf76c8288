/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Formatters } from '../format/formatters.js';
import type { SpendChart, SpendChartBar } from '../view-models/spend-chart.js';
import { ScrollTable } from './scroll-table.js';

// Pixels from the top of the SVG: the scale's label, the bars, then two lines of months.
const PLOT_TOP = 24;
const PLOT_HEIGHT = 140;
const BASE = PLOT_TOP + PLOT_HEIGHT;
const HEIGHT = BASE + 36;
// Every third month is named under its bar (24 names do not fit a phone), the current one
// always among them.
const LABEL_EVERY = 3;

interface Props {
  chart: SpendChart;
  format: Formatters;
}

const percent = (value: number) => `${value.toFixed(3)}%`;
// A month with any spend gets at least a sliver, so it does not read as nothing.
const px = (share: number) => (share > 0 ? Math.max(1.5, share * PLOT_HEIGHT) : 0);

function barTitle(bar: SpendChartBar, { chart, format }: Props): string {
  const money = (amount: number) => format.money(amount, chart.currency);
  const payments =
    bar.payments === null
      ? ''
      : bar.payments === 1
        ? ' (1 payment)'
        : ` (${bar.payments} payments)`;
  const parts = [];
  if (bar.paid > 0 || bar.projected === 0) parts.push(`paid ${money(bar.paid)}${payments}`);
  if (bar.projected > 0) parts.push(`projected ${money(bar.projected)}`);
  const leftOut = bar.leftOut.length > 0 ? `; ${bar.leftOut.join(', ')} left out, no rate` : '';
  return `${format.month(bar.month)}: ${parts.join(', ')}${leftOut}`;
}

/** An estimate names the currencies some of its months left out, under the bars. */
function LeftOutNote({ chart }: { chart: SpendChart }) {
  if (chart.leftOut.length === 0) return null;
  return (
    <p class="quiet">
      Left out of some months for want of a rate of their dates: {chart.leftOut.join(', ')}. The
      table names the months.
    </p>
  );
}

/** The last column of the table: the paid payments counted, or an estimate's gaps. */
function LastColumn({ bar }: { bar: SpendChartBar }) {
  if (bar.payments !== null) return <td class="amount">{bar.payments}</td>;
  return <td>{bar.leftOut.length > 0 ? bar.leftOut.join(', ') : 'None'}</td>;
}

/** The two swatches that say which part is which, in words as well as in pattern. */
function Legend({ hatch }: { hatch: string }) {
  return (
    <ul class="chart-legend">
      <li>
        <svg aria-hidden="true" width="14" height="14">
          <rect class="chart-paid" width="14" height="14" rx="2" />
        </svg>
        Paid
      </li>
      <li>
        <svg aria-hidden="true" width="14" height="14">
          <rect
            class="chart-projected"
            x="0.75"
            y="0.75"
            width="12.5"
            height="12.5"
            rx="2"
            fill={`url(#${hatch})`}
          />
        </svg>
        Projected
      </li>
    </ul>
  );
}

/**
 * Spend per month in one currency, drawn on the server as inline SVG (no script, no
 * inline style: D29's CSP), like the category chart: as wide as its card, the bars placed
 * in percent of the width, so it reads at 360 px and at 1280 px alike. Each month is one
 * bar: the paid part solid at the bottom, the projected part hatched and outlined above
 * it (told apart by pattern, not colour alone, and named in the legend). The SVG is an
 * image with a text alternative, each bar's `<title>` its tooltip, and the table holds
 * every month's figures for anyone who cannot see the bars.
 */
export function SpendChartFigure(props: Props) {
  const { chart, format } = props;
  const id = `spend-chart-${chart.isEstimate ? 'estimate-' : ''}${chart.currency}`;
  const hatch = `${id}-hatch`;
  // D52: a converted chart says it is an estimate wherever it is named.
  const name = `Spend per month in ${chart.currency}${chart.isEstimate ? ', estimated' : ''}`;
  const money = (amount: number) => format.money(amount, chart.currency);
  const slot = 100 / chart.months.length;
  const first = chart.months[0]!.month;
  const last = chart.months[chart.months.length - 1]!.month;
  const currentIndex = Math.max(
    0,
    chart.months.findIndex((bar) => bar.isCurrent),
  );
  let labelledYear = '';
  const described =
    `From ${format.month(first)} to ${format.month(last)}: ` +
    `paid ${money(chart.paidTotal)}, projected ${money(chart.projectedTotal)}. ` +
    `The tallest month is ${money(chart.max)}.`;
  return (
    <figure class="spend-chart">
      <h3>
        {chart.isEstimate ? `All currencies in ${chart.currency}, estimated` : chart.currency}
      </h3>
      <Legend hatch={hatch} />
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={HEIGHT}
      >
        <title id={`${id}-title`}>{name}</title>
        <desc id={`${id}-desc`}>{described}</desc>
        <defs>
          <pattern
            id={hatch}
            patternUnits="userSpaceOnUse"
            width="6"
            height="6"
            patternTransform="rotate(45)"
          >
            <line class="chart-hatch" x1="0" y1="0" x2="0" y2="6" />
          </pattern>
        </defs>
        <line class="chart-grid" x1="0" y1={PLOT_TOP} x2="100%" y2={PLOT_TOP} />
        <text x="100%" y={PLOT_TOP - 8} text-anchor="end" class="chart-scale">
          {money(chart.max)}
        </text>
        {chart.months.map((bar, index) => {
          const paid = px(bar.paidShare);
          const projected = px(bar.projectedShare);
          const x = percent((index + 0.15) * slot);
          const width = percent(slot * 0.7);
          const labelled = (index - currentIndex) % LABEL_EVERY === 0;
          // The year under the first named month and under the first one of each new year.
          const year = bar.month.slice(0, 4);
          const withYear = labelled && year !== labelledYear;
          if (labelled) labelledYear = year;
          return (
            <g key={bar.month}>
              <title>{barTitle(bar, props)}</title>
              {/* The whole column answers to the pointer, even a month of nothing. */}
              <rect class="chart-hit" x={x} y={PLOT_TOP} width={width} height={PLOT_HEIGHT} />
              {paid > 0 && (
                <rect class="chart-paid" x={x} y={BASE - paid} width={width} height={paid} />
              )}
              {projected > 0 && (
                <rect
                  class="chart-projected"
                  x={x}
                  y={BASE - paid - projected}
                  width={width}
                  height={projected}
                  fill={`url(#${hatch})`}
                />
              )}
              {labelled && (
                <text
                  x={percent((index + 0.5) * slot)}
                  y={BASE + 16}
                  text-anchor="middle"
                  class={bar.isCurrent ? 'chart-month chart-current' : 'chart-month'}
                >
                  {format.shortMonth(bar.month)}
                  {withYear && (
                    <tspan x={percent((index + 0.5) * slot)} dy="14">
                      {year}
                    </tspan>
                  )}
                </text>
              )}
            </g>
          );
        })}
        <line class="chart-axis" x1="0" y1={BASE} x2="100%" y2={BASE} />
      </svg>
      <figcaption>
        <LeftOutNote chart={chart} />
        <details>
          <summary>{chart.isEstimate ? `${name}, as a table` : `${name} as a table`}</summary>
          <ScrollTable caption={name}>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" class="amount">
                  Paid
                </th>
                <th scope="col" class="amount">
                  Projected
                </th>
                {chart.isEstimate ? (
                  <th scope="col">Left out (no rate)</th>
                ) : (
                  <th scope="col" class="amount">
                    Payments
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {chart.months.map((bar) => (
                <tr key={bar.month}>
                  <th scope="row">{format.month(bar.month)}</th>
                  <td class="amount">{money(bar.paid)}</td>
                  <td class="amount">{money(bar.projected)}</td>
                  <LastColumn bar={bar} />
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </details>
      </figcaption>
    </figure>
  );
}
