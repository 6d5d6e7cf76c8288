/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../../components/i18n-context.js';
import type { Formatters } from '../../format/formatters.js';
import type { RateRow } from '../../view-models/rates-view.js';

/** "1 EUR = 1.0856 USD": what one unit of `from` bought. */
export function RateText({ row, format }: { row: RateRow; format: Formatters }) {
  const t = useT();
  return <>{t('rates.rate', { from: row.from, to: row.to, rate: format.rate(row.rate) })}</>;
}

/**
 * Rates as a table: in the overview the currency each is about (a link to its
 * history), the rate, its date and where it came from; in one currency's history the date
 * heads each row instead. Rows become labelled cards on a phone (site.css `table.cards`),
 * so nothing scrolls sideways. The section's heading says what it is; the caption names
 * the table to screen readers only.
 */
export function RateTable(props: {
  caption: string;
  rows: readonly RateRow[];
  format: Formatters;
  /** The overview: a row a currency. A history: a row a date. */
  withCurrency: boolean;
}) {
  const t = useT();
  const { format, withCurrency } = props;
  const columns = {
    rate: t('rates.table.rate'),
    date: t('rates.table.date'),
    source: t('rates.table.source'),
  };
  const date = (row: RateRow) => <time datetime={row.date}>{format.date(row.date)}</time>;
  return (
    <table class="cards">
      <caption class="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{withCurrency ? t('rates.table.currency') : columns.date}</th>
          <th scope="col">{columns.rate}</th>
          {withCurrency && <th scope="col">{columns.date}</th>}
          <th scope="col">{columns.source}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={`${row.date} ${row.from} ${row.to} ${row.source}`}>
            <th scope="row">
              {withCurrency ? (
                <a href={`/settings/rates?currency=${row.currency}#history`}>{row.currency}</a>
              ) : (
                date(row)
              )}
            </th>
            <td data-label={columns.rate} class="amount">
              <RateText row={row} format={format} />
            </td>
            {withCurrency && <td data-label={columns.date}>{date(row)}</td>}
            <td data-label={columns.source}>{row.source}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
