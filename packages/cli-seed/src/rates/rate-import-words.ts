import type { RateImportSummary } from '@subtrack/domain';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/**
 * What an import of rates stored, in words: "204,000 rates of 30 currencies on 6,800
 * dates, 1999-01-04 to 2026-11-20" (one date: "... on 2026-11-20").
 */
export function rateImportWords(summary: RateImportSummary): string {
  const rates = plural(summary.rates, 'rate', 'rates');
  const currencies = plural(summary.currencies.length, 'currency', 'currencies');
  const when =
    summary.dates === 1
      ? `on ${summary.from}`
      : `on ${plural(summary.dates, 'date', 'dates')}, ${summary.from} to ${summary.to}`;
  return `${rates} of ${currencies} ${when}`;
}
