import { type CalendarDate, formatCalendarDate, parseCalendarDate } from '@subtrack/domain';

/** How a column writes its dates: which part is the year, the month and the day. */
type Order = 'ymd' | 'dmy' | 'mdy';

interface Pattern {
  regex: RegExp;
  /** The orders the pattern can mean, the first when nothing in the column decides. */
  orders: Order[];
}

// ISO dates (also with a time, as Revolut writes them), YYYY/MM/DD, YYYYMMDD, the German
// and Swiss DD.MM.YYYY or DD.MM.YY, and slashed or dashed dates, which are day-first or
// month-first as the whole column shows.
const PATTERNS: readonly Pattern[] = [
  { regex: /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/, orders: ['ymd'] },
  { regex: /^(\d{4})(\d{2})(\d{2})$/, orders: ['ymd'] },
  { regex: /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/, orders: ['dmy'] },
  { regex: /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})$/, orders: ['dmy', 'mdy'] },
];

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

function dateOf(parts: readonly string[], order: Order): CalendarDate | null {
  const [a, b, c] = parts;
  const [year, month, day] =
    order === 'ymd'
      ? [Number(a), Number(b), Number(c)]
      : order === 'dmy'
        ? [fullYear(c!), Number(b), Number(a)]
        : [fullYear(c!), Number(a), Number(b)];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return parseCalendarDate(formatCalendarDate(year, month, day));
}

// How often a sequence of dates turns back on itself: a statement is sorted one way or the
// other, so the reading that turns least is the right one.
function turns(dates: ReadonlyArray<CalendarDate | null>): number {
  let count = 0;
  let direction = 0;
  let previous: CalendarDate | null = null;
  for (const date of dates) {
    if (date === null) continue;
    if (previous !== null && date !== previous) {
      const now = date > previous ? 1 : -1;
      if (direction !== 0 && now !== direction) count += 1;
      direction = now;
    }
    previous = date;
  }
  return count;
}

/** A column's dates read one way: one date (or null, for a value that is none) per value. */
export interface DateReading {
  dates: Array<CalendarDate | null>;
  /** How the column writes its dates, for messages (`DD.MM.YYYY`). */
  format: string;
}

const FORMAT_NAMES: Record<Order, string> = {
  ymd: 'YYYY-MM-DD',
  dmy: 'DD.MM.YYYY',
  mdy: 'MM/DD/YYYY',
};

/**
 * Reads a column of dates, deciding the format by the whole column: the pattern most of
 * its values follow, and for slashed dates day-first or month-first as the values allow
 * (a 13th of a month decides) or, when every day is 12 or less, as the dates run in order;
 * `monthFirst` breaks a last tie (files with comma-separated columns come from the US).
 * Values of another pattern (a closing balance line) read as null.
 */
export function readDateColumn(values: readonly string[], monthFirst: boolean): DateReading {
  const counts = PATTERNS.map(
    (pattern) => values.filter((value) => pattern.regex.test(value)).length,
  );
  const best = PATTERNS[counts.indexOf(Math.max(...counts))]!;
  const parts = values.map((value) => best.regex.exec(value)?.slice(1, 4) ?? null);
  const readings = best.orders.map((order) => ({
    order,
    dates: parts.map((part) => (part === null ? null : dateOf(part, order))),
  }));
  // A reading that makes no date of a value it matched (a 13th month) is out.
  const complete = readings.filter(({ dates }) =>
    dates.every((date, row) => date !== null || parts[row] === null),
  );
  const candidates = complete.length > 0 ? complete : readings;
  const preferred = (order: Order) => (monthFirst === (order === 'mdy') ? 0 : 1);
  candidates.sort(
    (a, b) => turns(a.dates) - turns(b.dates) || preferred(a.order) - preferred(b.order),
  );
  const chosen = candidates[0]!;
  return { dates: chosen.dates, format: FORMAT_NAMES[chosen.order] };
}
