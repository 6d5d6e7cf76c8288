import type { StatementColumnMapping } from '@subtrack/domain';
import { looksLikeHeader } from './assign-columns.js';

/** Where a bank's CSV starts and how it separates its fields. */
export interface CsvLayout {
  delimiter: string;
  /** Where the header line starts in the text (or the first record, for a file without one). */
  offset: number;
  headers: string[];
  /** True when the file starts with records, without a header line (headers are `Column 1`...). */
  headerless: boolean;
}

const DELIMITERS = [';', ',', '\t', '|'];
/** How far down a header line may stand (German banks write up to a dozen lines before it). */
const MAX_PREAMBLE_LINES = 60;

/** Splits one line into fields, honouring double quotes (`""` is a quote inside one). */
export function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

interface Line {
  text: string;
  offset: number;
}

function firstLines(text: string, count: number): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  while (lines.length < count && offset < text.length) {
    const end = text.indexOf('\n', offset);
    const stop = end < 0 ? text.length : end;
    lines.push({ text: text.slice(offset, stop).replace(/\r$/, ''), offset });
    offset = stop + 1;
  }
  return lines;
}

const names = (cells: readonly string[], mapping: StatementColumnMapping) => {
  const wanted = Object.values(mapping).map((name) => name.trim().toLowerCase());
  const have = new Set(cells.map((cell) => cell.toLowerCase()));
  return wanted.length > 0 && wanted.every((name) => have.has(name));
};

// The delimiter most lines of the sample split into the same number (2 or more) of fields.
function commonDelimiter(lines: readonly Line[]): { delimiter: string; fields: number } {
  let best = { delimiter: ';', fields: 0, share: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const fields = splitLine(line.text, delimiter).length;
      counts.set(fields, (counts.get(fields) ?? 0) + 1);
    }
    for (const [fields, times] of counts) {
      if (fields >= 2 && (times > best.share || (times === best.share && fields > best.fields))) {
        best = { delimiter, fields, share: times };
      }
    }
  }
  return best;
}

const DATE_LIKE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})/;

/**
 * Finds a bank CSV's header line below any preamble (account number, period, balance) and
 * its delimiter (`;`, `,`, tab or `|`): the first line whose fields name a booking date and
 * amounts, or all the columns `mapping` names. Without one, a file whose first line already
 * holds a date is taken as records without a header; otherwise the first line with as many
 * fields as most lines is the header, to be refused with its names.
 */
export function findLayout(text: string, mapping: StatementColumnMapping = {}): CsvLayout {
  const lines = firstLines(text, MAX_PREAMBLE_LINES).filter((line) => line.text.trim() !== '');
  for (const line of lines) {
    for (const delimiter of DELIMITERS) {
      const cells = splitLine(line.text, delimiter);
      if (cells.length >= 2 && (looksLikeHeader(cells) || names(cells, mapping))) {
        return { delimiter, offset: line.offset, headers: cells, headerless: false };
      }
    }
  }
  const { delimiter, fields } = commonDelimiter(lines);
  const first = lines.find((line) => splitLine(line.text, delimiter).length === fields);
  if (first === undefined) return { delimiter, offset: 0, headers: [], headerless: false };
  const cells = splitLine(first.text, delimiter);
  const headerless = cells.some((cell) => DATE_LIKE.test(cell));
  return {
    delimiter,
    offset: first.offset,
    headers: headerless ? cells.map((_, index) => `Column ${index + 1}`) : cells,
    headerless,
  };
}
