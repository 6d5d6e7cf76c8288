/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ImportRowError } from '@subtrack/domain';
import { useT } from '../../components/i18n-context.js';
import { ScrollTable } from '../../components/scroll-table.js';

/** Every row of the file that cannot be imported, with what to change. */
export function RowErrorsTable(props: { rows: readonly ImportRowError[] }) {
  const t = useT();
  if (props.rows.length === 0) return null;
  return (
    <ScrollTable caption={t('data.rowErrors.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('data.rows.row')}</th>
          <th scope="col">{t('data.rowErrors.field')}</th>
          <th scope="col">{t('data.rowErrors.problem')}</th>
          <th scope="col">{t('data.rowErrors.fix')}</th>
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
