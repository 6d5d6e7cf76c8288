/**
 * `@subtrack/file-formats`: the files of D33 (subtrack JSON/CSV exports, Wallos backups,
 * databases and Profile exports) read into import candidates and written as downloads, and
 * the European Central Bank's rate files read into euro rates, and
 * the bank exports of D56 (CSV, OFX, QFX, CAMT.053) read into transactions.
 * An adapter: the domain validates and imports; this package only reads and writes bytes.
 */

export { ecbRateFileReader, readEcbRates } from './ecb/read-ecb-rates.js';
export { neutraliseFormulaCell, restoreFormulaCell } from './export/formula-cells.js';
export { exportFileWriter } from './export/write-export.js';
export { guessImportSource } from './guess-source.js';
export { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.js';
export { createImportFileParser } from './parse-import-file.js';
export { sniffImportKind } from './sniff-kind.js';
export {
  DEFAULT_STATEMENT_LIMITS,
  readStatement,
  type StatementLimits,
} from './statements/read-statement.js';
export { createStatementReader } from './statements/statement-reader.js';
