/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ImportRowCode, ImportRowError } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import { type CatalogText, domainErrorText } from '../../components/form/domain-error-keys.js';
import { useT } from '../../components/i18n-context.js';
import { ScrollTable } from '../../components/scroll-table.js';

/**
 * What the table says for the import's own checks, the problem and the fix. Typed over every
 * import code, so a new one fails the typecheck until it has words here.
 */
const IMPORT_ROW_TEXTS: Readonly<Record<ImportRowCode, { problem: MessageKey; fix: MessageKey }>> =
  {
    import_id_not_uuid: { problem: 'data.rowErrors.idNotUuid', fix: 'data.rowErrors.fixId' },
    import_id_twice: { problem: 'data.rowErrors.idTwice', fix: 'data.rowErrors.fixTwice' },
    import_currency_symbol: {
      problem: 'data.rowErrors.currencySymbol',
      fix: 'error.import.currencySymbols',
    },
    import_wallos_cycle: { problem: 'data.rowErrors.cycle', fix: 'data.rowErrors.fixCycle' },
  };

function isImportCode(code: string): code is ImportRowCode {
  return Object.hasOwn(IMPORT_ROW_TEXTS, code);
}

/**
 * A row's problem and fix in the page's language, from its code, never the domain's English
 * message. A create rule's words come from the form errors' map, with the last part of the
 * field (`payments[2].amount` is an `amount`); a row without a code says the file cannot be
 * imported.
 */
export function rowErrorTexts(error: ImportRowError): { problem: CatalogText; fix: CatalogText } {
  const values = { row: error.row, otherRow: error.otherRow ?? error.row };
  const code = error.code ?? 'invalid_import';
  if (isImportCode(code)) {
    const { problem, fix } = IMPORT_ROW_TEXTS[code];
    return { problem: { key: problem, values }, fix: { key: fix, values } };
  }
  const field = error.field.split('.').at(-1);
  const problem = domainErrorText({ code, message: '', details: field ? { field } : {} });
  return {
    // The forms' generic "could not be saved" says nothing of a row: the table names the value.
    problem: problem.key === 'error.form.generic' ? { key: 'data.rowErrors.value' } : problem,
    fix: { key: 'data.rowErrors.fixValue', values },
  };
}

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
        {props.rows.map((error) => {
          const { problem, fix } = rowErrorTexts(error);
          return (
            <tr key={`${error.row}:${error.field}:${error.message}`}>
              <td>{error.row}</td>
              <td>{error.field}</td>
              <td>{t(problem.key, problem.values)}</td>
              <td>{t(fix.key, fix.values)}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
