import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isDomainError,
  parseCreateSubscriptionBody,
  parseSubscriptionPatchBody,
  toSubscriptionResource,
} from '@subtrack/domain';
import { aSubscription } from '@subtrack/domain/testing';
import {
  BLANK_SUBSCRIPTION_FORM,
  createBodyFrom,
  formValuesFrom,
  moreOptionsOpen,
  patchBodyFrom,
  readSubscriptionForm,
} from './subscription-form.js';

const filled = {
  name: ' Netflix ',
  category: 'Video',
  amount: '15.49',
  currency: 'USD',
  every: '1',
  unit: 'months',
  nextPaymentDate: '2026-12-05',
  billingAnchorDay: '',
  lastPaymentDate: '',
  trialEndsOn: '',
  notificationEnabled: 'true',
  status: 'active',
  _csrf: 'token',
};

function fieldOfError(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isDomainError(error)) return error.details.field;
    throw error;
  }
  assert.fail('expected a domain error');
}

describe('createBodyFrom', () => {
  it('turns a filled form into the API body the domain accepts', () => {
    const body = createBodyFrom(readSubscriptionForm(filled));
    assert.deepEqual(body, {
      amount: 15.49,
      category: 'Video',
      currency: 'USD',
      intervalCount: 1,
      isTrial: false,
      name: ' Netflix ',
      nextPaymentDate: '2026-12-05',
      notificationEnabled: true,
      period: 'monthly',
      status: 'active',
    });
    assert.equal(parseCreateSubscriptionBody(body).amountMinor, 1549);
  });

  it('reads an unticked checkbox as false and a decimal comma as a point', () => {
    const { notificationEnabled: _, ...unticked } = filled;
    const body = createBodyFrom(readSubscriptionForm({ ...unticked, amount: '9,99' }));
    assert.equal(body.notificationEnabled, false);
    assert.equal(body.amount, 9.99);
  });

  it('names the field of what the domain refuses', () => {
    const parse = (form: Record<string, string>) => () =>
      parseCreateSubscriptionBody(createBodyFrom(readSubscriptionForm(form)));
    assert.equal(fieldOfError(parse({ ...filled, amount: 'ten' })), 'amount');
    assert.equal(fieldOfError(parse({ ...filled, amount: '' })), 'amount');
    assert.equal(fieldOfError(parse({ ...filled, name: '   ' })), 'name');
    assert.equal(
      fieldOfError(parse({ ...filled, nextPaymentDate: '2026-02-30' })),
      'nextPaymentDate',
    );
    assert.equal(fieldOfError(parse({ ...filled, billingAnchorDay: 'x' })), 'billingAnchorDay');
    assert.equal(fieldOfError(parse({ ...filled, noticeDays: 'x' })), 'noticeDays');
    assert.equal(fieldOfError(parse({ ...filled, noticeDays: '400' })), 'noticeDays');
    assert.equal(fieldOfError(parse({ ...filled, remindDaysBefore: '7, 7' })), 'remindDaysBefore');
    assert.equal(
      fieldOfError(parse({ ...filled, remindDaysBefore: '1, 2, 3, 4' })),
      'remindDaysBefore',
    );
    assert.equal(
      fieldOfError(parse({ ...filled, remindDaysBefore: 'a week' })),
      'remindDaysBefore',
    );
    assert.equal(fieldOfError(parse({ ...filled, every: '0' })), 'every');
  });

  it('sends a quarterly plan as monthly x 3 and every 2 weeks as custom 14 days', () => {
    const quarterly = createBodyFrom(readSubscriptionForm({ ...filled, every: '3' }));
    assert.equal(quarterly.period, 'monthly');
    assert.equal(quarterly.intervalCount, 3);
    assert.equal(parseCreateSubscriptionBody(quarterly).intervalCount, 3);
    const fortnightly = createBodyFrom(
      readSubscriptionForm({ ...filled, every: '2', unit: 'weeks' }),
    );
    assert.equal(fortnightly.period, 'custom');
    assert.equal(fortnightly.customDate, '14');
    assert.equal(fortnightly.intervalCount, undefined);
  });

  it('sends the start, end, notice period and reminder days as the API takes them', () => {
    const body = createBodyFrom(
      readSubscriptionForm({
        ...filled,
        startedOn: '2026-01-05',
        endsOn: '2028-12-05',
        noticeDays: '30',
        remindDaysBefore: ' 1, 7 ',
      }),
    );
    assert.equal(body.startedOn, '2026-01-05');
    assert.equal(body.endsOn, '2028-12-05');
    assert.equal(body.noticeDays, 30);
    assert.deepEqual(body.remindDaysBefore, [1, 7]);
    const input = parseCreateSubscriptionBody(body);
    assert.equal(input.noticeDays, 30);
    assert.deepEqual(input.remindDaysBefore, [7, 1]);
  });

  it('starts a new subscription monthly, active and with reminders', () => {
    assert.equal(BLANK_SUBSCRIPTION_FORM.every, '1');
    assert.equal(BLANK_SUBSCRIPTION_FORM.unit, 'months');
    assert.equal(BLANK_SUBSCRIPTION_FORM.status, 'active');
    assert.equal(BLANK_SUBSCRIPTION_FORM.notificationEnabled, true);
  });
});

describe('patchBodyFrom', () => {
  const shown = formValuesFrom(
    toSubscriptionResource(aSubscription({ amountMinor: 1500, nextPaymentDate: '2026-12-31' })),
  );

  it('shows a stored subscription with two decimals and its derived dates', () => {
    assert.equal(shown.amount, '15.00');
    assert.equal(shown.billingAnchorDay, '31');
    assert.equal(shown.lastPaymentDate, '2026-11-30');
  });

  it('sends only the fields that changed', () => {
    const body = patchBodyFrom(shown, { ...shown, amount: '16', status: 'paused' });
    assert.deepEqual(body, { amount: 16, status: 'paused' });
    assert.deepEqual(parseSubscriptionPatchBody(body), { amountMinor: 1600, status: 'paused' });
  });

  it('sends nothing when nothing changed', () => {
    assert.deepEqual(patchBodyFrom(shown, { ...shown }), {});
  });

  it('clears an emptied optional field and ignores an emptied last payment date', () => {
    const body = patchBodyFrom(shown, { ...shown, billingAnchorDay: '', lastPaymentDate: '' });
    assert.deepEqual(body, { billingAnchorDay: null });
  });

  it('refuses an emptied required field with the API’s message', () => {
    assert.equal(
      fieldOfError(() => patchBodyFrom(shown, { ...shown, nextPaymentDate: '' })),
      'nextPaymentDate',
    );
  });

  it('shows the stored start, end, notice period and reminder days', () => {
    const stored = formValuesFrom(
      toSubscriptionResource(
        aSubscription({
          startedOn: '2026-01-31',
          endsOn: '2028-12-31',
          noticeDays: 30,
          remindDaysBefore: [7, 1],
        }),
      ),
    );
    assert.equal(stored.startedOn, '2026-01-31');
    assert.equal(stored.endsOn, '2028-12-31');
    assert.equal(stored.noticeDays, '30');
    assert.equal(stored.remindDaysBefore, '7, 1');
    const cleared = patchBodyFrom(stored, { ...stored, endsOn: '', remindDaysBefore: '' });
    assert.deepEqual(cleared, { endsOn: null, remindDaysBefore: null });
  });

  it('moves every 2 weeks to every 3 months as monthly x 3, clearing the day count', () => {
    const fortnightly = formValuesFrom(
      toSubscriptionResource(
        aSubscription({ period: 'custom', customDays: 14, billingAnchorDay: null }),
      ),
    );
    assert.deepEqual([fortnightly.every, fortnightly.unit], ['2', 'weeks']);
    const body = patchBodyFrom(fortnightly, { ...fortnightly, every: '3', unit: 'months' });
    assert.deepEqual(body, { customDate: null, intervalCount: 3, period: 'monthly' });
    assert.equal(parseSubscriptionPatchBody(body).intervalCount, 3);
  });

  it('ends a trial by unticking the box', () => {
    const trial = formValuesFrom(toSubscriptionResource(aSubscription({ isTrial: true })));
    assert.deepEqual(patchBodyFrom(trial, { ...trial, isTrial: false }), { isTrial: false });
  });
});

describe('moreOptionsOpen', () => {
  it('keeps the contract, trial and reminders folded on a new subscription', () => {
    assert.equal(moreOptionsOpen(BLANK_SUBSCRIPTION_FORM), false);
    assert.equal(
      moreOptionsOpen({ ...BLANK_SUBSCRIPTION_FORM, name: 'Netflix', amount: '9' }),
      false,
    );
  });

  it('opens when one of them differs from a new subscription', () => {
    for (const change of [
      { endsOn: '2027-01-31' },
      { noticeDays: '30' },
      { isTrial: true },
      { trialEndsOn: '2026-12-01' },
      { notificationEnabled: false },
      { remindDaysBefore: '7, 1' },
    ]) {
      assert.equal(moreOptionsOpen({ ...BLANK_SUBSCRIPTION_FORM, ...change }), true);
    }
  });

  it('opens when one of them was refused, and only then', () => {
    const refused = (field: string | null) => [{ field, message: 'refused' }];
    assert.equal(moreOptionsOpen(BLANK_SUBSCRIPTION_FORM, refused('trialEndsOn')), true);
    assert.equal(moreOptionsOpen(BLANK_SUBSCRIPTION_FORM, refused('amount')), false);
    assert.equal(moreOptionsOpen(BLANK_SUBSCRIPTION_FORM, refused(null)), false);
  });
});
