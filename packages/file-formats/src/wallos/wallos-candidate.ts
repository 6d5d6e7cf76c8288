import type { ImportCandidate, ImportRowError } from '@subtrack/domain';
import { currencyForSymbol } from './currency-symbols.js';
import { wallosBilling } from './wallos-billing.js';
import { mapWallosCycle } from './wallos-cycle.js';
import type { WallosRecord } from './wallos-record.js';

type CurrencyResult = { code: string } | { error: ImportRowError };

function currencyOf(
  record: WallosRecord,
  mapping: Readonly<Record<string, string>>,
): CurrencyResult {
  if ('code' in record.currency) return { code: record.currency.code };
  const { symbol, price } = record.currency;
  const found = currencyForSymbol(symbol, mapping);
  if (found.kind === 'code') return { code: found.code };
  const row = record.row;
  const example = found.kind === 'ambiguous' ? found.candidates[0]! : 'USD';
  const fix = `Name its currency: add currencySymbols=${symbol}:${example} to the import (command line: --currency-symbol '${symbol}=${example}'; web page: ${symbol}=${example} in "Currency symbols").`;
  const message =
    found.kind === 'ambiguous'
      ? `The price "${price}" uses the symbol "${symbol}", which stands for several currencies (${found.candidates.join(', ')}).`
      : `The price "${price}" has no currency symbol subtrack knows ("${symbol}").`;
  return {
    error: { row, field: 'currency', message, suggestedFix: fix, code: 'import_currency_symbol' },
  };
}

// Wallos keeps prices as floats: 9.5, 15.99, 7.0. subtrack wants at most 2 decimals.
const toAmount = (price: number): number => Math.round(price * 100) / 100;

/**
 * One Wallos subscription as an import candidate. Inactive -> cancelled; notify ->
 * notificationEnabled; the cycle per `mapWallosCycle` (Monthly and Yearly x N exact);
 * One-time rows are skipped with a warning; a cycle without an exact subtrack period
 * becomes the nearest custom day count, with a warning naming the row. Start date,
 * reminder days and cancellation date per `wallosBilling`.
 */
export function wallosCandidate(
  record: WallosRecord,
  mapping: Readonly<Record<string, string>>,
): ImportCandidate {
  const { row, name } = record;
  const candidate: ImportCandidate = { row, name, warnings: [], errors: [] };
  if (record.cycle === null) {
    candidate.errors.push({
      row,
      field: 'cycle',
      message: `The billing cycle "${record.cycleText}" is not one Wallos defines.`,
      suggestedFix: 'Set the cycle in Wallos to Daily, Weekly, Monthly or Yearly and export again.',
      code: 'import_wallos_cycle',
    });
    return candidate;
  }
  const mapped = mapWallosCycle(record.cycle, record.frequency);
  if (mapped.kind === 'one-time') {
    const reason = 'A one-time payment is not a subscription.';
    candidate.skipReason = reason;
    candidate.warnings.push(`Row ${row} (${name}): skipped. ${reason}`);
    return candidate;
  }
  const currency = currencyOf(record, mapping);
  if ('error' in currency) candidate.errors.push(currency.error);
  const label = `Row ${row} (${name})`;
  const schedule =
    mapped.period === 'custom'
      ? { period: 'custom', customDate: String(mapped.days) }
      : { period: mapped.period, intervalCount: mapped.intervalCount };
  if (mapped.period === 'custom' && mapped.inexact) {
    const every = `${record.frequency} ${record.cycle === 'Monthly' ? 'months' : 'years'}`;
    candidate.warnings.push(
      `${label}: Wallos bills it every ${every}; subtrack has no such period, so it is imported as every ${mapped.days} days. Check its next payment dates.`,
    );
  }
  const billing = wallosBilling(record, label);
  candidate.warnings.push(...billing.warnings);
  candidate.body = {
    name,
    category: record.category,
    amount: record.price === null ? null : toAmount(record.price),
    currency: 'code' in currency ? currency.code : 'USD',
    ...schedule,
    nextPaymentDate: record.nextPayment,
    notificationEnabled: record.notify,
    status: record.inactive || billing.cancelled ? 'cancelled' : 'active',
    ...billing.fields,
  };
  return candidate;
}
