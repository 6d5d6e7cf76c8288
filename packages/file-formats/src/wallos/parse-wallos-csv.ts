import { unreadableImportFile } from '@subtrack/domain';
import { type WallosProfileRow, wallosProfileRecord } from './wallos-profile-row.js';
import type { WallosRecord } from './wallos-record.js';

// Wallos writes its CSV by joining values with commas, unquoted. It turns commas in Name,
// Category, Payment Method, Paid By and Notes into spaces, but not line breaks in Notes nor
// commas in URL. So a record may run over several lines and have extra fields, always in
// Notes or URL: the columns before Notes are read from the start, those after URL from
// the end (D33: parse the file as Wallos wrote it).
const LOOSE_COLUMNS = ['Notes', 'URL'];

function splitRecords(lines: string[], columnCount: number): string[][] {
  const records: string[][] = [];
  let pending: string | null = null;
  for (const line of lines) {
    if (pending === null && line.trim() === '') continue;
    const text: string = pending === null ? line : `${pending}\n${line}`;
    if (text.split(',').length < columnCount) {
      pending = text;
      continue;
    }
    pending = null;
    records.push(text.split(','));
  }
  if (pending !== null && pending.trim() !== '') records.push(pending.split(','));
  return records;
}

function rowValues(header: string[], fields: string[]): WallosProfileRow {
  const firstLoose = header.findIndex((column) => LOOSE_COLUMNS.includes(column));
  const lastLoose = header.findLastIndex((column) => LOOSE_COLUMNS.includes(column));
  const values: WallosProfileRow = {};
  const fromEnd = header.length - 1 - lastLoose;
  header.forEach((column, index) => {
    if (firstLoose === -1 || index < firstLoose) values[column] = fields[index];
    else if (index > lastLoose) values[column] = fields[fields.length - (header.length - index)];
  });
  // The loose columns share what is left between the fixed ones (not needed for import).
  if (firstLoose !== -1) {
    values[header[firstLoose]!] = fields.slice(firstLoose, fields.length - fromEnd).join(',');
  }
  return values;
}

/** Wallos's Profile -> Export as CSV, as Wallos writes it (see above). */
export function parseWallosCsv(text: string): WallosRecord[] {
  const lines = text.split(/\r?\n/);
  const header = (lines.shift() ?? '').split(',').map((column) => column.trim());
  if (!header.includes('Name') || !header.includes('Price') || !header.includes('Payment Cycle')) {
    throw unreadableImportFile(
      header.includes('id') && header.includes('nextPaymentDate')
        ? 'The CSV is a subtrack export, not a Wallos file.'
        : 'The CSV is not a Wallos export: its header has no Name, Payment Cycle and Price columns.',
      header.includes('id')
        ? 'Import it with source=subtrack.'
        : 'Use the file Wallos downloads from Profile -> Export as CSV.',
    );
  }
  const records = splitRecords(lines, header.length);
  return records.map((fields, index) => wallosProfileRecord(index + 1, rowValues(header, fields)));
}
