/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Translate } from '@subtrack/i18n';
import type { Formatters } from '../format/formatters.js';
import type { SpendChart, SpendChartBar } from '../view-models/spend-chart.js';
import { useT } from './i18n-context.js';
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

/** A bar's tooltip: the month, then what was paid, projected and left out, a line each. */
function barTitle(bar: SpendChartBar, { chart, format }: Props, t: Translate): string {
  const money = (amount: number) => format.money(amount, chart.currency);
  const lines = [format.month(bar.month)];
  if (bar.paid > 0 || bar.projected === 0) {
    lines.push(
      bar.payments === null
        ? t('chart.spend.tip.paid', { amount: money(bar.paid) })
        : t('chart.spend.tip.paidCount', { amount: money(bar.paid), count: bar.payments }),
    );
  }
  if (bar.projected > 0)
    lines.push(t('chart.spend.tip.projected', { amount: money(bar.projected) }));
  if (bar.leftOut.length > 0) {
    lines.push(t('chart.spend.tip.leftOut', { currencies: bar.leftOut.join(', ') }));
  }
  return lines.join('\n');
}

/** An estimate names the currencies some of its months left out, under the bars. */
function LeftOutNote({ chart }: { chart: SpendChart }) {
  const t = useT();
  if (chart.leftOut.length === 0) return null;
  return (
    <p class="quiet">{t('chart.spend.leftOutNote', { currencies: chart.leftOut.join(', ') })}</p>
  );
}

/** The last column of the table: the paid payments counted, or an estimate's gaps. */
function LastColumn({ bar }: { bar: SpendChartBar }) {
  const t = useT();
  if (bar.payments !== null) return <td class="amount">{bar.payments}</td>;
  return <td>{bar.leftOut.length > 0 ? bar.leftOut.join(', ') : t('chart.spend.noneLeftOut')}</td>;
}

/** The two swatches that say which part is which, in words as well as in pattern. */
function Legend({ hatch }: { hatch: string }) {
  const t = useT();
  return (
    <ul class="chart-legend">
      <li>
        <svg aria-hidden="true" width="14" height="14">
          <rect class="chart-paid" width="14" height="14" rx="2" />
        </svg>
        {t('chart.spend.paid')}
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
        {t('chart.spend.projected')}
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
  const t = useT();
  const id = `spend-chart-${chart.isEstimate ? 'estimate-' : ''}${chart.currency}`;
  const hatch = `${id}-hatch`;
  // D52: a converted chart says it is an estimate wherever it is named.
  const estimated = chart.isEstimate ? 'yes' : 'no';
  const name = t('chart.spend.name', { currency: chart.currency, estimated });
  const money = (amount: number) => format.money(amount, chart.currency);
  const slot = 100 / chart.months.length;
  const first = chart.months[0]!.month;
  const last = chart.months[chart.months.length - 1]!.month;
  const currentIndex = Math.max(
    0,
    chart.months.findIndex((bar) => bar.isCurrent),
  );
  let labelledYear = '';
  const described = t('chart.spend.description', {
    first: format.month(first),
    last: format.month(last),
    paid: money(chart.paidTotal),
    projected: money(chart.projectedTotal),
    max: money(chart.max),
  });
  return (
    <figure class="spend-chart">
      <h3>
        {chart.isEstimate
          ? t('chart.spend.allCurrencies', { currency: chart.currency })
          : chart.currency}
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
              <title>{barTitle(bar, props, t)}</title>
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
          <summary>{t('chart.spend.asTable', { currency: chart.currency, estimated })}</summary>
          <ScrollTable caption={name}>
            <thead>
              <tr>
                <th scope="col">{t('chart.spend.month')}</th>
                <th scope="col" class="amount">
                  {t('chart.spend.paid')}
                </th>
                <th scope="col" class="amount">
                  {t('chart.spend.projected')}
                </th>
                {chart.isEstimate ? (
                  <th scope="col">{t('chart.spend.leftOut')}</th>
                ) : (
                  <th scope="col" class="amount">
                    {t('chart.spend.payments')}
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
