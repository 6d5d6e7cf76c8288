// OWASP "CSV Injection": a spreadsheet runs a cell that starts with one of these as a
// formula. A leading apostrophe makes it plain text in Excel, LibreOffice and Sheets.
// The apostrophe itself is also prefixed, so restoring (drop one leading apostrophe) gives
// back exactly what was written, whatever the text (D33 round trip).
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', "'"]);

/**
 * The cell as a CSV export writes it, never run as a formula by a spreadsheet.
 *
 * @example
 * neutraliseFormulaCell('=HYPERLINK("x")'); // "'=HYPERLINK(\"x\")"
 */
export function neutraliseFormulaCell(cell: string): string {
  return cell.length > 0 && FORMULA_STARTS.has(cell[0]!) ? `'${cell}` : cell;
}

/**
 * The original text of a cell written by {@link neutraliseFormulaCell}.
 *
 * @example
 * restoreFormulaCell("'=1+1"); // '=1+1'
 */
export function restoreFormulaCell(cell: string): string {
  return cell.startsWith("'") && cell.length > 1 && FORMULA_STARTS.has(cell[1]!)
    ? cell.slice(1)
    : cell;
}
