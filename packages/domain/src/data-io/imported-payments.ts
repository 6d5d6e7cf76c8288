import * as v from 'valibot';
import { PAYMENT_SOURCES, PAYMENT_STATUSES, type PaymentDraft } from '../payments/payment.js';
import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { AMOUNT_FIX, amountSchema, dateSchema } from '../subscriptions/field-schemas.js';
import { CURRENCIES } from '../subscriptions/subscription.js';
import type { ImportRowError } from './import-file.js';

// D40: what a payment of an export holds; the keys the API also shows (id, timestamps)
// are read past, since the server gives a restored payment its own.
const FIELDS = {
  dueOn: {
    schema: dateSchema('dueOn', { description: 'The renewal date the payment is for.' }),
    fix: 'Send dueOn as YYYY-MM-DD.',
  },
  amount: { schema: amountSchema('amount'), fix: AMOUNT_FIX },
  currency: {
    schema: v.picklist(CURRENCIES, `currency must be one of ${CURRENCIES.join(', ')}.`),
    fix: 'Send one of the supported currency codes.',
  },
  status: {
    schema: v.picklist(PAYMENT_STATUSES, `status must be one of ${PAYMENT_STATUSES.join(', ')}.`),
    fix: `Send ${PAYMENT_STATUSES.join(' or ')}.`,
  },
  source: {
    schema: v.picklist(PAYMENT_SOURCES, `source must be one of ${PAYMENT_SOURCES.join(', ')}.`),
    fix: `Send ${PAYMENT_SOURCES.join(', ')}.`,
  },
} as const;
const KNOWN = new Set([...Object.keys(FIELDS), 'id', 'subscriptionId', 'createdAt', 'updatedAt']);

type Checked = { drafts: PaymentDraft[]; errors: ImportRowError[] };

function checkOne(row: number, index: number, raw: unknown): Checked {
  const at = `payments[${index}]`;
  const error = (field: string, message: string, suggestedFix: string): Checked => ({
    drafts: [],
    errors: [{ row, field: `${at}${field}`, message, suggestedFix, code: 'invalid_payment' }],
  });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return error('', `${at} is not a JSON object.`, 'Write each payment as an object.');
  }
  const values = raw as Record<string, unknown>;
  const unknown = Object.keys(values).find((key) => !KNOWN.has(key));
  if (unknown !== undefined) {
    return error(
      `.${unknown}`,
      `${unknown} is not a field of a payment.`,
      `Remove it; a payment holds ${Object.keys(FIELDS).join(', ')}.`,
    );
  }
  const draft: Record<string, unknown> = {};
  for (const [field, { schema, fix }] of Object.entries(FIELDS)) {
    const result = v.safeParse(schema, values[field], { abortEarly: true });
    if (!result.success) return error(`.${field}`, result.issues[0].message, fix);
    draft[field === 'amount' ? 'amountMinor' : field] = result.output;
  }
  return { drafts: [draft as unknown as PaymentDraft], errors: [] };
}

/**
 * The payment history a row of a version 2 export carries, checked: a list of
 * objects with a real `dueOn`, an `amount` as a subscription's, a
 * supported `currency`, a `status` and a `source` of D40, each `dueOn` once. Every bad
 * payment is a row error naming it (`payments[2].amount`). The drafts keep the file's
 * status and source, so a restored history equals the exported one.
 *
 * @example
 * checkImportedPayments(1, [{ dueOn: '2026-10-31', amount: 30, currency: 'EUR', status: 'paid', source: 'renewal' }]);
 * // { drafts: [{ dueOn: '2026-10-31', amountMinor: 3000, currency: 'EUR', status: 'paid', source: 'renewal' }], errors: [] }
 */
export function checkImportedPayments(row: number, raw: unknown): Checked {
  if (!Array.isArray(raw)) {
    const message = 'payments is not a list.';
    return {
      drafts: [],
      errors: [
        {
          row,
          field: 'payments',
          message,
          suggestedFix: 'Send payments as a JSON list, or leave it out.',
          code: 'invalid_payment',
        },
      ],
    };
  }
  const checked: Checked = { drafts: [], errors: [] };
  const seen = new Map<CalendarDate, number>();
  raw.forEach((item, index) => {
    const one = checkOne(row, index, item);
    checked.errors.push(...one.errors);
    for (const draft of one.drafts) {
      const earlier = seen.get(draft.dueOn);
      if (earlier !== undefined) {
        checked.errors.push({
          row,
          field: `payments[${index}].dueOn`,
          message: `A subscription has one payment per date; ${draft.dueOn} is also payments[${earlier}].`,
          suggestedFix: 'Keep one of the two payments.',
          code: 'invalid_payment',
        });
        continue;
      }
      seen.set(draft.dueOn, index);
      checked.drafts.push(draft);
    }
  });
  checked.drafts.sort((a, b) => compareDates(a.dueOn, b.dueOn));
  return checked;
}

/**
 * The payments an import writes for one record: the file's own history when it has
 * one (kept as it is; the `startedOn` backfill is not made again, since the file already
 * says which dates were paid), plus every payment the import itself works out (the
 * `startedOn` backfill of a file without history, renewal dates passed since the file was
 * written) with source `import`.
 *
 * @example
 * importedPayments(planned.payments, fileDrafts);
 */
export function importedPayments(
  planned: readonly PaymentDraft[],
  fromFile: readonly PaymentDraft[] | undefined,
): PaymentDraft[] {
  const derived = fromFile === undefined ? planned : planned.filter((p) => p.source === 'renewal');
  const inFile = new Set((fromFile ?? []).map((p) => p.dueOn));
  const added = derived
    .filter((p) => !inFile.has(p.dueOn))
    .map((p): PaymentDraft => ({ ...p, source: 'import' }));
  return [...(fromFile ?? []), ...added].sort((a, b) => compareDates(a.dueOn, b.dueOn));
}
