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
  patchBodyFrom,
  readSubscriptionForm,
} from './subscription-form.js';

const filled = {
  name: ' Netflix ',
  category: 'Video',
  amount: '15.49',
  currency: 'USD',
  period: 'monthly',
  nextPaymentDate: '2026-12-05',
  billingAnchorDay: '',
  customDate: '',
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
  });

  it('starts a new subscription monthly, active and with reminders', () => {
    assert.equal(BLANK_SUBSCRIPTION_FORM.period, 'monthly');
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

  it('ends a trial by unticking the box', () => {
    const trial = formValuesFrom(toSubscriptionResource(aSubscription({ isTrial: true })));
    assert.deepEqual(patchBodyFrom(trial, { ...trial, isTrial: false }), { isTrial: false });
  });
});
