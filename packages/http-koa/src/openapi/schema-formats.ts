/** The `format` checks `validateAgainstSchema` applies (JSON Schema format assertions). */
const FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  date: isCalendarDate,
  'date-time': isDateTime,
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  uri: (value) => URL.canParse(value),
};

/** True when `value` satisfies `format`; unknown formats are annotations and always pass. */
export function matchesFormat(format: string, value: string): boolean {
  const check = FORMAT_CHECKS[format];
  return check === undefined || check(value);
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** `YYYY-MM-DD` naming a real day (D5: 2026-02-30 is not a date). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** RFC 3339 date-time with a real date, a valid time and an offset. */
function isDateTime(value: string): boolean {
  const match =
    /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return false;
  return Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 61;
}
