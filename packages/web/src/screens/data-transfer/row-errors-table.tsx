/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ImportRowError } from '@subtrack/domain';
import { ScrollTable } from '../../components/scroll-table.js';

/** Every row of the file that cannot be imported, with what to change. */
export function RowErrorsTable(props: { rows: readonly ImportRowError[] }) {
  if (props.rows.length === 0) return null;
  return (
    <ScrollTable caption="Rows that cannot be imported">
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Field</th>
          <th scope="col">Problem</th>
          <th scope="col">How to fix it</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((error) => (
          <tr key={`${error.row}:${error.field}:${error.message}`}>
            <td>{error.row}</td>
            <td>{error.field}</td>
            <td>{error.message}</td>
            <td>{error.suggestedFix ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
