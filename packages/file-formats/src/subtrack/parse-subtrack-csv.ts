import { EXPORT_CSV_COLUMNS, type ImportCandidate, unreadableImportFile } from '@subtrack/domain';
import { parse } from 'csv-parse/sync';
import { restoreFormulaCell } from '../export/formula-cells.js';
import { subtrackCandidate } from './subtrack-row.js';

const NUMERIC = new Set(['amount', 'billingAnchorDay', 'intervalCount', 'noticeDays']);
const BOOLEAN = new Set(['notificationEnabled', 'isTrial']);
// D42: remindDaysBefore is a list, written `7,1` in its cell.
const NUMBER_LIST = new Set(['remindDaysBefore']);
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const NUMBER_LIST_TEXT = /^-?\d+(\.\d+)?(,-?\d+(\.\d+)?)*$/;

// A CSV cell back to the JSON value an API client would send; text that does not fit
// the column's type is passed on as text, so validation names the field.
function jsonValue(column: string, cell: string): unknown {
  if (NUMERIC.has(column) && NUMBER_TEXT.test(cell)) return Number(cell);
  if (BOOLEAN.has(column) && (cell === 'true' || cell === 'false')) return cell === 'true';
  if (NUMBER_LIST.has(column) && NUMBER_LIST_TEXT.test(cell)) return cell.split(',').map(Number);
  return cell;
}

/**
 * A subtrack CSV export (RFC 4180, header row): formula-neutralised cells are
 * restored, empty cells mean "not set", numbers and booleans become JSON values again.
 */
export function parseSubtrackCsv(text: string): ImportCandidate[] {
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: false, skip_empty_lines: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw unreadableImportFile(
      `The file is not a readable CSV file: ${reason}`,
      'Import the CSV exactly as subtrack exported it.',
    );
  }
  const [header = [], ...records] = rows;
  if (!header.includes('id') || !header.includes('nextPaymentDate')) {
    throw unreadableImportFile(
      'The CSV is not a subtrack export: its header has no id and nextPaymentDate columns.',
      `A subtrack CSV starts with the header ${EXPORT_CSV_COLUMNS.join(',')}; for a Wallos CSV use source=wallos.`,
    );
  }
  return records.map((cells, index) => {
    const record: Record<string, unknown> = {};
    header.forEach((column, i) => {
      const cell = restoreFormulaCell(cells[i] ?? '');
      if (cell !== '') record[column] = jsonValue(column, cell);
    });
    return subtrackCandidate(index + 1, record);
  });
}
