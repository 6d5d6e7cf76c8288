import { parseWallosCycleText } from './wallos-cycle.js';
import type { WallosRecord } from './wallos-record.js';

/** The Profile export's keys (JSON keys and CSV header alike). */
export type WallosProfileRow = Record<string, string | undefined>;

// `€15.99`, `$7`, `Fr9.5`, also `15,99 €`: the symbol is what is not the number.
const PRICE = /^(.*?)(\d+(?:[.,]\d+)?)(.*)$/u;

function splitPrice(text: string): { symbol: string; price: number | null } {
  const match = PRICE.exec(text.trim());
  if (!match) return { symbol: text.trim(), price: null };
  const symbol = `${match[1]}${match[3]}`.trim();
  return { symbol, price: Number(match[2]!.replace(',', '.')) };
}

const isYes = (value: string | undefined, yes: string): boolean =>
  (value ?? '').trim().toLowerCase() === yes;

/**
 * One row of a Wallos Profile export (`subscriptions.json` or `.csv`). The price
 * carries only a symbol; `State` Disabled or `Active` No means inactive.
 */
export function wallosProfileRecord(row: number, values: WallosProfileRow): WallosRecord {
  const cycleText = values['Payment Cycle'] ?? '';
  const cycle = parseWallosCycleText(cycleText);
  const priceText = (values.Price ?? '').trim();
  const { symbol, price } = splitPrice(priceText);
  const inactive = isYes(values.State, 'disabled') || isYes(values.Active, 'no');
  return {
    row,
    name: (values.Name ?? '').trim(),
    cycle: cycle?.cycle ?? null,
    cycleText,
    frequency: cycle?.frequency ?? 1,
    nextPayment: (values['Next Payment'] ?? '').trim(),
    category: (values.Category ?? '').trim() || 'Uncategorized',
    price,
    currency: { symbol, price: priceText },
    notify: isYes(values.Notifications, 'enabled'),
    inactive,
    // The Profile export has no start date nor reminder days, only the cancellation date.
    startDate: null,
    notifyDaysBefore: null,
    cancellationDate: (values['Cancellation Date'] ?? '').trim() || null,
  };
}
