import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ErrorCode } from '../shared/domain-error.js';
import { aSubscriptionBody, aSubscriptionInput } from '../testing/builders.js';
import { expectDomainError } from '../testing/expect-domain-error.js';
import {
  CURRENCIES,
  PERIODS,
  SUBSCRIPTION_STATUSES,
  WRITABLE_SUBSCRIPTION_FIELDS,
} from './subscription.js';
import { parseCreateSubscriptionBody } from './validate-create.js';

function without(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = body;
  return rest;
}

const rejects = (body: unknown, code: ErrorCode, field?: string) =>
  expectDomainError(() => parseCreateSubscriptionBody(body), code, field);

describe('parseCreateSubscriptionBody', () => {
  it('returns the typed input with the amount in minor units and the name trimmed', () => {
    const input = parseCreateSubscriptionBody(aSubscriptionBody({ name: '  Gym  ', amount: 30.5 }));
    assert.deepEqual(input, aSubscriptionInput({ name: 'Gym', amountMinor: 3050 }));
  });

  it('parses every optional field', () => {
    const input = parseCreateSubscriptionBody(
      aSubscriptionBody({
        period: 'custom',
        lastPaymentDate: '2026-03-01',
        customDate: '30',
        notificationEnabled: false,
        status: 'paused',
        isTrial: true,
        trialEndsOn: '2026-03-15',
      }),
    );
    assert.equal(input.customDays, 30);
    assert.equal(input.lastPaymentDate, '2026-03-01');
    assert.equal(input.notificationEnabled, false);
    assert.equal(input.status, 'paused');
    assert.equal(input.isTrial, true);
    assert.equal(input.trialEndsOn, '2026-03-15');
  });

  it('rejects a body that is not a JSON object with invalid_json', () => {
    for (const body of [[], null, 'Netflix', 42, true, undefined, new (class Thing {})()]) {
      rejects(body, 'invalid_json');
    }
  });

  it('accepts an object without a prototype', () => {
    const body = Object.assign(Object.create(null) as Record<string, unknown>, aSubscriptionBody());
    assert.equal(parseCreateSubscriptionBody(body).name, 'Netflix');
  });

  it('rejects each server-managed field with invalid_subscription_field and the writable fields', () => {
    for (const key of ['id', 'createdAt', 'updatedAt']) {
      const error = rejects(aSubscriptionBody({ [key]: 'x' }), 'invalid_subscription_field', key);
      assert.deepEqual(error.details.writableFields, [...WRITABLE_SUBSCRIPTION_FIELDS]);
      assert.match(error.message, /server-managed/);
    }
  });

  it('rejects an unknown field naming it', () => {
    const error = rejects(
      aSubscriptionBody({ colour: 'red' }),
      'invalid_subscription_field',
      'colour',
    );
    assert.match(error.details.suggestedFix ?? '', /colour/);
    assert.deepEqual(error.details.writableFields, [...WRITABLE_SUBSCRIPTION_FIELDS]);
    assert.equal(error.details.writableFields?.length, 18);
  });

  it('rejects __proto__, constructor and prototype keys like any unknown field', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body: unknown = JSON.parse(`{"name":"Netflix","${key}":{"isAdmin":true}}`);
      rejects(body, 'invalid_subscription_field', key);
    }
  });

  it('reports an unknown field before a bad amount', () => {
    rejects(
      aSubscriptionBody({ amount: -1, colour: 'red' }),
      'invalid_subscription_field',
      'colour',
    );
  });

  it('requires name, category, amount, currency, period and nextPaymentDate', () => {
    for (const key of ['name', 'category', 'amount', 'currency', 'period', 'nextPaymentDate']) {
      const error = rejects(without(aSubscriptionBody(), key), 'invalid_subscription', key);
      assert.match(error.message, /required/);
    }
  });

  it('rejects null on a required field', () => {
    for (const key of ['name', 'category', 'amount', 'currency', 'period', 'nextPaymentDate']) {
      rejects(aSubscriptionBody({ [key]: null }), 'invalid_subscription', key);
    }
  });

  it('lists the allowed currencies when the required currency is missing', () => {
    const error = rejects(
      without(aSubscriptionBody(), 'currency'),
      'invalid_subscription',
      'currency',
    );
    assert.deepEqual(error.details.allowedValues, [...CURRENCIES]);
  });

  it('accepts lastPaymentDate in place of nextPaymentDate', () => {
    const body = without(aSubscriptionBody({ lastPaymentDate: '2026-02-28' }), 'nextPaymentDate');
    const input = parseCreateSubscriptionBody(body);
    assert.equal(input.lastPaymentDate, '2026-02-28');
    assert.equal(input.nextPaymentDate, undefined);
  });

  it('reports the first failing field in the order of the spec table', () => {
    rejects(aSubscriptionBody({ status: 'gone', name: '' }), 'invalid_subscription', 'name');
    rejects(aSubscriptionBody({ currency: 'XXX', amount: '5' }), 'invalid_subscription', 'amount');
    rejects(
      aSubscriptionBody({ trialEndsOn: 'soon', isTrial: 'yes' }),
      'invalid_subscription',
      'isTrial',
    );
  });
});

describe('parseCreateSubscriptionBody name and category', () => {
  it('counts an emoji as one character', () => {
    const name = '😀'.repeat(120);
    assert.equal(parseCreateSubscriptionBody(aSubscriptionBody({ name })).name, name);
    rejects(aSubscriptionBody({ name: '😀'.repeat(121) }), 'invalid_subscription', 'name');
  });

  it('limits the category to 80 characters after trimming', () => {
    const category = 'é'.repeat(80);
    assert.equal(
      parseCreateSubscriptionBody(aSubscriptionBody({ category: ` ${category} ` })).category,
      category,
    );
    rejects(aSubscriptionBody({ category: 'x'.repeat(81) }), 'invalid_subscription', 'category');
  });

  it('rejects a name that is empty after trimming', () => {
    rejects(aSubscriptionBody({ name: '   ' }), 'invalid_subscription', 'name');
  });

  it('rejects control characters inside the text', () => {
    rejects(aSubscriptionBody({ name: 'Net\u0000flix' }), 'invalid_subscription', 'name');
    rejects(
      aSubscriptionBody({ category: 'Video\nStreaming' }),
      'invalid_subscription',
      'category',
    );
  });

  it('rejects unpaired surrogates, which storage would turn into U+FFFD', () => {
    rejects(aSubscriptionBody({ name: 'Net\ud800flix' }), 'invalid_subscription', 'name');
    rejects(aSubscriptionBody({ category: '\udfff' }), 'invalid_subscription', 'category');
    assert.equal(
      parseCreateSubscriptionBody(aSubscriptionBody({ name: 'Netflix 😀' })).name,
      'Netflix 😀',
    );
  });

  it('rejects a name or category made only of invisible characters, saying what to send', () => {
    for (const invisible of [
      '\u200b',
      '\u202e',
      '\u200b\u202e\u2066',
      '\u3164',
      '\u2800',
      '\ufe0f',
    ]) {
      const error = rejects(aSubscriptionBody({ name: invisible }), 'invalid_subscription', 'name');
      assert.match(error.message, /at least one visible character/);
      assert.match(
        String(error.details.suggestedFix),
        /at least one visible letter, digit or symbol/,
      );
      rejects(aSubscriptionBody({ category: invisible }), 'invalid_subscription', 'category');
    }
  });

  it('accepts names with invisible characters beside visible ones, emoji and right-to-left text', () => {
    for (const name of [
      '\u200bNetflix',
      '\u202eNetflix',
      '👨‍👩‍👧‍👦',
      'נטפליקס\u200f',
      '🇩🇪',
      '1️⃣',
      '—',
    ]) {
      assert.equal(parseCreateSubscriptionBody(aSubscriptionBody({ name })).name, name);
    }
  });

  it('rejects a name that is not a string', () => {
    const error = rejects(aSubscriptionBody({ name: 42 }), 'invalid_subscription', 'name');
    assert.ok(error.details.suggestedFix);
  });
});

describe('parseCreateSubscriptionBody amount', () => {
  it('accepts the bounds 0 and 999999.99', () => {
    assert.equal(parseCreateSubscriptionBody(aSubscriptionBody({ amount: 0 })).amountMinor, 0);
    assert.equal(
      parseCreateSubscriptionBody(aSubscriptionBody({ amount: 999999.99 })).amountMinor,
      99999999,
    );
  });

  it('turns every amount of whole hundredths in range into the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999999 }), (minor) => {
        const input = parseCreateSubscriptionBody(aSubscriptionBody({ amount: minor / 100 }));
        assert.equal(input.amountMinor, minor);
      }),
    );
  });

  it('rejects more than 2 decimals, negatives, too large amounts and strings', () => {
    for (const amount of [19.999, -1, -0.01, 1000000, 999999.991, '5', null, Number.NaN]) {
      const error = rejects(aSubscriptionBody({ amount }), 'invalid_subscription', 'amount');
      assert.match(error.details.suggestedFix ?? '', /2 decimals/);
    }
  });
});

describe('parseCreateSubscriptionBody enums', () => {
  it('lists the allowed values of a rejected currency, period or status', () => {
    const cases: [string, readonly string[]][] = [
      ['currency', CURRENCIES],
      ['period', PERIODS],
      ['status', SUBSCRIPTION_STATUSES],
    ];
    for (const [field, values] of cases) {
      const error = rejects(
        aSubscriptionBody({ [field]: 'weekly' }),
        'invalid_subscription',
        field,
      );
      assert.deepEqual(error.details.allowedValues, [...values]);
    }
  });

  it('rejects a lower-case currency code', () => {
    rejects(aSubscriptionBody({ currency: 'usd' }), 'invalid_subscription', 'currency');
  });

  it('lists true and false for a boolean sent as a string', () => {
    for (const field of ['notificationEnabled', 'isTrial']) {
      const error = rejects(aSubscriptionBody({ [field]: 'true' }), 'invalid_subscription', field);
      assert.deepEqual(error.details.allowedValues, ['true', 'false']);
    }
  });
});

describe('parseCreateSubscriptionBody dates', () => {
  it('rejects dates that do not exist or are not written YYYY-MM-DD', () => {
    for (const date of ['2026-02-30', '2026-13-01', '2026-2-3', '03/31/2026', 20260331, '']) {
      rejects(
        aSubscriptionBody({ nextPaymentDate: date }),
        'invalid_subscription',
        'nextPaymentDate',
      );
    }
  });

  it('accepts Feb 29 of a leap year', () => {
    const input = parseCreateSubscriptionBody(aSubscriptionBody({ nextPaymentDate: '2028-02-29' }));
    assert.equal(input.nextPaymentDate, '2028-02-29');
  });

  it('checks lastPaymentDate and trialEndsOn the same way', () => {
    rejects(
      aSubscriptionBody({ lastPaymentDate: '2026-04-31' }),
      'invalid_subscription',
      'lastPaymentDate',
    );
    rejects(
      aSubscriptionBody({ isTrial: true, trialEndsOn: '2026-00-10' }),
      'invalid_subscription',
      'trialEndsOn',
    );
  });

  it('accepts a null trialEndsOn', () => {
    assert.equal(
      parseCreateSubscriptionBody(aSubscriptionBody({ trialEndsOn: null })).trialEndsOn,
      null,
    );
  });
});

describe('parseCreateSubscriptionBody billingAnchorDay and customDate', () => {
  it('accepts an anchor of 1 to 31', () => {
    assert.equal(
      parseCreateSubscriptionBody(aSubscriptionBody({ billingAnchorDay: 31 })).billingAnchorDay,
      31,
    );
    assert.equal(
      parseCreateSubscriptionBody(aSubscriptionBody({ billingAnchorDay: 1 })).billingAnchorDay,
      1,
    );
  });

  it('treats a null anchor as not given', () => {
    const input = parseCreateSubscriptionBody(aSubscriptionBody({ billingAnchorDay: null }));
    assert.equal('billingAnchorDay' in input, false);
  });

  it('rejects an anchor outside 1-31 or not a whole number', () => {
    for (const day of [0, 32, 1.5, '5']) {
      rejects(
        aSubscriptionBody({ billingAnchorDay: day }),
        'invalid_subscription',
        'billingAnchorDay',
      );
    }
  });

  it('turns customDate into a day count', () => {
    const input = parseCreateSubscriptionBody(
      aSubscriptionBody({ period: 'custom', customDate: '3650' }),
    );
    assert.equal(input.customDays, 3650);
  });

  it('rejects a customDate that is not a positive day count string up to 3650', () => {
    for (const customDate of ['0', '030', '3651', '-5', '1.5', '2026-03-01', 30]) {
      const error = rejects(
        aSubscriptionBody({ period: 'custom', customDate }),
        'invalid_subscription',
        'customDate',
      );
      assert.ok(error.details.suggestedFix);
    }
  });

  it('accepts a null customDate', () => {
    assert.equal(
      parseCreateSubscriptionBody(aSubscriptionBody({ customDate: null })).customDays,
      null,
    );
  });
});

describe('parseCreateSubscriptionBody billing fields', () => {
  it('parses intervalCount, endsOn, noticeDays, startedOn and remindDaysBefore, offsets farthest first', () => {
    const input = parseCreateSubscriptionBody(
      aSubscriptionBody({
        intervalCount: 3,
        endsOn: '2027-03-31',
        noticeDays: 30,
        startedOn: '2025-03-31',
        remindDaysBefore: [1, 14, 7],
      }),
    );
    assert.deepEqual(
      [
        input.intervalCount,
        input.endsOn,
        input.noticeDays,
        input.startedOn,
        input.remindDaysBefore,
      ],
      [3, '2027-03-31', 30, '2025-03-31', [14, 7, 1]],
    );
  });

  it('accepts null for each of them', () => {
    const fields = ['intervalCount', 'endsOn', 'noticeDays', 'startedOn', 'remindDaysBefore'];
    const input = parseCreateSubscriptionBody(
      aSubscriptionBody(Object.fromEntries(fields.map((field) => [field, null]))),
    );
    for (const field of fields) assert.equal(input[field as keyof typeof input], null, field);
  });

  it('rejects an intervalCount that is not a whole number from 1 to 36, saying how to fix it', () => {
    for (const value of [0, 37, 1.5, '3', true]) {
      const error = rejects(
        aSubscriptionBody({ intervalCount: value }),
        'invalid_subscription',
        'intervalCount',
      );
      assert.match(error.message, /whole number from 1 to 36/);
      assert.match(error.details.suggestedFix ?? '', /quarterly/);
    }
  });

  it('rejects a noticeDays outside 1-365 and dates that are no dates', () => {
    for (const value of [0, 366, 2.5, '30']) {
      rejects(aSubscriptionBody({ noticeDays: value }), 'invalid_subscription', 'noticeDays');
    }
    rejects(aSubscriptionBody({ endsOn: '2027-02-30' }), 'invalid_subscription', 'endsOn');
    rejects(aSubscriptionBody({ startedOn: '2025/01/01' }), 'invalid_subscription', 'startedOn');
  });

  it('rejects remindDaysBefore that is empty, too long, repeated or out of range', () => {
    const bad = [[], [7, 3, 1, 0], [7, 7], [61], [-1], [1.5], '7', 7, ['7']];
    for (const value of bad) {
      const error = rejects(
        aSubscriptionBody({ remindDaysBefore: value }),
        'invalid_subscription',
        'remindDaysBefore',
      );
      assert.match(error.details.suggestedFix ?? '', /\[7, 1\]/);
    }
  });

  it('checks the new fields after the spec’s and the trial’s', () => {
    rejects(
      aSubscriptionBody({ intervalCount: 0, trialEndsOn: 'soon' }),
      'invalid_subscription',
      'trialEndsOn',
    );
    rejects(
      aSubscriptionBody({ remindDaysBefore: [], intervalCount: 0 }),
      'invalid_subscription',
      'intervalCount',
    );
  });
});
