import {
  STATEMENT_MAPPING_PARAMETERS,
  type StatementColumnMapping,
  type StatementMappingParameter,
} from '@subtrack/domain';
import type { FormBody } from '../http/form-body.js';

/** One question of the columns step: a select of the file's headers. */
export interface ColumnQuestion {
  name: StatementMappingParameter;
  label: string;
  hint: string;
}

/** What each mapping parameter asks, in the order the form asks it. */
export const COLUMN_QUESTIONS: readonly ColumnQuestion[] = [
  { name: 'date', label: 'Booking date', hint: 'The day the bank booked each payment.' },
  {
    name: 'amount',
    label: 'Amount',
    hint: 'One column with money out as negative numbers. Leave it out when the file has a column for money out and one for money in.',
  },
  { name: 'payee', label: 'Who was paid', hint: 'The shop, service or person of each payment.' },
  { name: 'debit', label: 'Money out', hint: 'Only when the file splits amounts in two columns.' },
  { name: 'credit', label: 'Money in', hint: 'Only when the file splits amounts in two columns.' },
  {
    name: 'currency',
    label: 'Currency',
    hint: 'Only when the file has a column for it; otherwise the currency the file names is taken.',
  },
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
