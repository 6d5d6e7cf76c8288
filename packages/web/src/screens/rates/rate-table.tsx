/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { ScrollTable } from '../../components/scroll-table.js';
import type { Formatters } from '../../format/formatters.js';
import type { RateRow } from '../../view-models/rates-view.js';

/** "1 EUR = 1.0856 USD": what one unit of `from` bought. */
export function RateText({ row, format }: { row: RateRow; format: Formatters }) {
  return (
    <>
      1 {row.from} = {format.rate(row.rate)} {row.to}
    </>
  );
}

/**
 * D52: rates as a table: the currency each is about (with a link to its history, in the
 * overview), the rate, its date and where it came from. The section's heading says what it
 * is; the caption names the table to screen readers only.
 */
export function RateTable(props: {
  caption: string;
  rows: readonly RateRow[];
  format: Formatters;
  /** The overview links each currency to its history; a history needs no such column. */
  withCurrency: boolean;
}) {
  const { format } = props;
  return (
    <ScrollTable caption={props.caption} captionHidden>
      <thead>
        <tr>
          {props.withCurrency && <th scope="col">Currency</th>}
          <th scope="col">Rate</th>
          <th scope="col">Date</th>
          <th scope="col">Source</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={`${row.date} ${row.from} ${row.to} ${row.source}`}>
            {props.withCurrency && (
              <th scope="row">
                <a href={`/settings/rates?currency=${row.currency}#history`}>{row.currency}</a>
              </th>
            )}
            <td class="amount">
              <RateText row={row} format={format} />
            </td>
            <td>
              <time datetime={row.date}>{format.date(row.date)}</time>
            </td>
            <td>{row.source}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
