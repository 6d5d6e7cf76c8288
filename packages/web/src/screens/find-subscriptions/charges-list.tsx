/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import type { ChargeRow } from '../../view-models/find-subscriptions-view.js';

/**
 * The charges a finding rests on, newest first, behind a disclosure that works without
 * JavaScript: each its date and amount on one line and the bank's words under them, so a
 * year of them reads on a phone without scrolling sideways.
 */
export function ChargesList(props: { summary: string; label: string; rows: ChargeRow[] }) {
  return (
    <details class="charges">
      <summary>{props.summary}</summary>
      <ol class="charge-list" aria-label={props.label}>
        {props.rows.map((row, index) => (
          <li key={`${row.date}:${index}`}>
            <span>{row.date}</span>
            <span class="amount">{row.amount}</span>
            <span class="bank-text">{isolateBidi(row.text)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
