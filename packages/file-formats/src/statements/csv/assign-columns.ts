import { type StatementColumnMapping, unmappedColumns } from '@subtrack/domain';
import { type ColumnRole, foldHeader, roleOf } from './header-roles.js';

/** Which column (by index) holds what; each absent one is not in the file. */
export interface Columns {
  date: number;
  /** One signed amount, or a debit and a credit column, or an unsigned amount and a sign column. */
  amount?: number;
  debit?: number;
  credit?: number;
  sign?: number;
  /** Who was paid (or paid in, when `payer` is absent). */
  payee?: number;
  /** Who paid in, where a bank keeps both sides apart (DKB: Zahlungspflichtige*r). */
  payer?: number;
  /** Words about the transaction, joined to the payee for its text. */
  purpose: number[];
  currency?: number;
  status?: number;
  /** The currency the headers name (`Betrag (EUR)`), or ''. */
  headerCurrency: string;
}

const sameHeader = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The columns the headers name, best tier first, in file order. */
function detected(headers: readonly string[]): Map<ColumnRole, number[]> {
  const found = new Map<ColumnRole, Array<{ index: number; tier: number }>>();
  headers.forEach((header, index) => {
    const role = roleOf(header);
    if (role === null) return;
    const list = found.get(role.role) ?? [];
    list.push({ index, tier: role.tier });
    found.set(role.role, list);
  });
  return new Map(
    [...found].map(([role, list]) => [
      role,
      list.sort((a, b) => a.tier - b.tier || a.index - b.index).map(({ index }) => index),
    ]),
  );
}

/** True when the headers name a booking date and amounts: the line is a header line. */
export function looksLikeHeader(headers: readonly string[]): boolean {
  const roles = detected(headers);
  return roles.has('date') && (roles.has('amount') || (roles.has('debit') && roles.has('credit')));
}

// The currency column nearest after the amount (ING writes one after the balance too).
function nearestAfter(candidates: readonly number[] | undefined, anchor: number | undefined) {
  if (candidates === undefined || candidates.length === 0) return undefined;
  if (anchor === undefined) return candidates[0];
  const after = candidates.filter((index) => index > anchor);
  return after.length > 0 ? Math.min(...after) : Math.max(...candidates);
}

/**
 * Which column holds what: the ones `mapping` names by header (case and surrounding
 * spaces ignored), the others from the headers as banks write them. Refuses with the
 * headers and the mapping parameters when a mapped header is missing, or when no booking
 * date, no amounts or no payee can be found.
 */
export function assignColumns(
  headers: readonly string[],
  mapping: StatementColumnMapping = {},
): Columns {
  const roles = detected(headers);
  const mapped = (parameter: keyof StatementColumnMapping): number | undefined => {
    const wanted = mapping[parameter];
    if (wanted === undefined) return undefined;
    const index = headers.findIndex((header) => sameHeader(header, wanted));
    if (index < 0) {
      throw unmappedColumns(
        headers,
        parameter,
        `The file has no column "${wanted}" (${parameter}).`,
      );
    }
    return index;
  };
  const date = mapped('date') ?? roles.get('date')?.[0];
  if (date === undefined) {
    throw unmappedColumns(
      headers,
      'date',
      'No column of the file could be told to hold the booking date.',
    );
  }
  const debit = mapped('debit') ?? roles.get('debit')?.[0];
  const credit = mapped('credit') ?? roles.get('credit')?.[0];
  const byParts = mapping.debit !== undefined || mapping.credit !== undefined;
  const amount = mapped('amount') ?? (byParts ? undefined : roles.get('amount')?.[0]);
  if (amount === undefined && (debit === undefined || credit === undefined)) {
    throw unmappedColumns(
      headers,
      'amount',
      'No column of the file could be told to hold the amounts (one signed amount, or debit and credit).',
    );
  }
  const payee = mapped('payee') ?? roles.get('payee')?.[0] ?? roles.get('description')?.[0];
  if (payee === undefined) {
    throw unmappedColumns(
      headers,
      'payee',
      'No column of the file could be told to name the payee.',
    );
  }
  const used = new Set([date, amount, debit, credit, payee]);
  const purpose = [...(roles.get('description') ?? []), ...(roles.get('purpose') ?? [])]
    .filter((index) => !used.has(index))
    .sort((a, b) => a - b);
  const payer = roles.get('payer')?.find((index) => index !== payee);
  const moneyColumn = amount ?? debit;
  return {
    date,
    ...(amount === undefined ? { debit, credit } : { amount }),
    ...(amount !== undefined && roles.has('sign') ? { sign: roles.get('sign')![0] } : {}),
    payee,
    ...(payer === undefined ? {} : { payer }),
    purpose,
    ...withIndex(
      'currency',
      mapped('currency') ?? nearestAfter(roles.get('currency'), moneyColumn),
    ),
    ...withIndex('status', roles.get('status')?.[0]),
    headerCurrency: moneyColumn === undefined ? '' : foldHeader(headers[moneyColumn]!).currency,
  };
}

const withIndex = <K extends string>(key: K, index: number | undefined) =>
  (index === undefined ? {} : { [key]: index }) as Partial<Record<K, number>>;
