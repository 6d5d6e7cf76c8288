import {
  addDays,
  type CalendarDate,
  daysBetween,
  daysOfMonth,
  type EuroRate,
  resolveSpendRange,
} from '@subtrack/domain';

/** What one euro bought around late 2026, in the currencies the demo's subscriptions use. */
const EURO_IN = {
  USD: 1.0856,
  GBP: 0.8571,
  JPY: 163.84,
  CHF: 0.9412,
  CNY: 7.8463,
  CAD: 1.5103,
  SGD: 1.4528,
} as const;

// Midnight UTC of a date, only to tell a weekday.
const weekday = (date: CalendarDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Made-up reference rates of the European Central Bank's kind for the demo: each
 * working day (the ECB publishes none on weekends) from two weeks before the dashboard's
 * spend chart begins through `today`, so the estimate, and every paid month of the converted
 * chart, has a rate. Each currency drifts a percent or two around a late-2026 level along a
 * fixed curve, so the same `today` gives the same rates; 5 significant digits as the ECB
 * writes them.
 *
 * @example
 * demoReferenceRates('2026-11-21').at(-1); // { date: '2026-11-20', currency: 'SGD', rate: '1.4...' }
 */
export function demoReferenceRates(today: CalendarDate): EuroRate[] {
  const first = addDays(daysOfMonth(resolveSpendRange({}, today).from).first, -14);
  const rates: EuroRate[] = [];
  for (let date = first; date <= today; date = addDays(date, 1)) {
    if (weekday(date) === 0 || weekday(date) === 6) continue;
    const day = daysBetween('2026-01-01', date);
    Object.entries(EURO_IN).forEach(([currency, level], index) => {
      const drift = 0.012 * Math.sin(day / 23 + index) + 0.004 * Math.sin(day / 5 + 2 * index);
      rates.push({ date, currency, rate: (level * (1 + drift)).toPrecision(5) });
    });
  }
  return rates;
}
