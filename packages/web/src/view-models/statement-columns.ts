import {
  STATEMENT_MAPPING_PARAMETERS,
  type StatementColumnMapping,
  type StatementMappingParameter,
} from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import type { FormBody } from '../http/form-body.js';

/** One question of the columns step: a select of the file's headers. */
export interface ColumnQuestion {
  name: StatementMappingParameter;
  label: MessageKey;
  hint: MessageKey;
}

/** What each mapping parameter asks, in the order the form asks it. */
export const COLUMN_QUESTIONS: readonly ColumnQuestion[] = [
  { name: 'date', label: 'find.columns.date', hint: 'find.columns.date.hint' },
  { name: 'amount', label: 'find.columns.amount', hint: 'find.columns.amount.hint' },
  { name: 'payee', label: 'find.columns.payee', hint: 'find.columns.payee.hint' },
  { name: 'debit', label: 'find.columns.debit', hint: 'find.columns.split.hint' },
  { name: 'credit', label: 'find.columns.credit', hint: 'find.columns.split.hint' },
  { name: 'currency', label: 'find.columns.currency', hint: 'find.columns.currency.hint' },
];

/** The columns chosen in the form, by parameter; a question left at "Not in the file" is left out. */
export function mappingFromForm(form: FormBody): StatementColumnMapping {
  const mapping: StatementColumnMapping = {};
  for (const name of STATEMENT_MAPPING_PARAMETERS) {
    const value = form[name];
    if (typeof value === 'string' && value !== '') mapping[name] = value;
  }
  return mapping;
}
