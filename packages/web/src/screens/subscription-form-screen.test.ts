import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CURRENCIES } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { I18nContext } from '../components/i18n-context.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../testing/pseudo-locale.js';
import { aWebSession } from '../testing/test-session.js';
import { BLANK_SUBSCRIPTION_FORM } from '../view-models/subscription-form.js';
import { subscriptionFormErrors } from '../view-models/subscription-form-errors.js';
import { SubscriptionFormScreen, subscriptionFormTitle } from './subscription-form-screen.js';

const frame = { session: aWebSession(), notice: null };

const LABELS = [
  'Name',
  'Category',
  'Amount',
  'Currency',
  'Every',
  'Unit',
  'Next payment date',
  'Billing anchor day',
  'Last payment date (optional)',
  'Start date',
  'End date',
  'Notice period (days)',
  'This is a free trial',
  'Trial ends on',
  'Send reminders',
  'Remind me (days before)',
  'Status',
];

describe('SubscriptionFormScreen', () => {
  it('has a labelled control for every writable field and a Save button', () => {
    const html = render(h(SubscriptionFormScreen, { values: BLANK_SUBSCRIPTION_FORM, ...frame }));
    for (const label of LABELS) assert.ok(html.includes(`>${label}`), `no label ${label}`);
    assert.match(html, /<button type="submit">Save<\/button>/);
    assert.match(html, /action="\/subscriptions\/new"/);
    assert.match(html, /name="_csrf" value="csrf-token-1"/);
  });

  it('asks every how many days, weeks, months or years, and describes each new field', () => {
    const values = { ...BLANK_SUBSCRIPTION_FORM, every: '2', unit: 'weeks' };
    const html = render(h(SubscriptionFormScreen, { values, ...frame }));
    assert.match(html, /<legend>How often it renews<\/legend>/);
    assert.match(html, /id="every" name="every"[^>]*value="2"[^>]*aria-describedby="every-hint"/);
    const units = [...html.matchAll(/<option value="([a-z]+)"( selected)?>\1<\/option>/g)];
    assert.deepEqual(
      units.map(([, unit, selected]) => `${unit}${selected ?? ''}`),
      ['days', 'weeks selected', 'months', 'years'],
    );
    for (const name of ['startedOn', 'endsOn', 'noticeDays', 'remindDaysBefore']) {
      assert.match(
        html,
        new RegExp(`id="${name}" name="${name}"[^>]*aria-describedby="${name}-hint"`),
      );
      assert.match(
        html,
        new RegExp(`<small id="${name}-hint" class="hint">[A-Z][^<]{40,}</small>`),
      );
    }
  });

  it('keeps what was typed and shows the message beside its field', () => {
    const values = { ...BLANK_SUBSCRIPTION_FORM, name: '"><script>x</script>', amount: 'ten' };
    const errors = [{ field: 'amount', message: 'amount must be a number, e.g. 15.49.' }];
    const html = render(h(SubscriptionFormScreen, { values, errors, ...frame }));
    assert.match(html, /<a href="#amount">amount must be a number, e.g. 15.49.<\/a>/);
    assert.match(html, /id="amount-error"/);
    assert.match(html, /id="amount" name="amount"[^>]*value="ten"/);
    assert.ok(html.includes('value="&quot;>&lt;script>x&lt;/script>"'));
    assert.ok(!html.includes('<script>'));
  });

  it('says the rule of each field in its words, in the summary and beside the field', () => {
    // [the domain's field, the control it goes beside, the domain's message, what the page says]
    const refusals = [
      [
        'noticeDays',
        'noticeDays',
        'noticeDays must be a whole number from 1 to 365.',
        'Notice period (days) must be a whole number from 1 to 365.',
      ],
      [
        'lastPaymentDate',
        'lastPaymentDate',
        'lastPaymentDate is not a real calendar date.',
        'Last payment date must be a real date.',
      ],
      [
        'intervalCount',
        'every',
        'intervalCount must be at most 36 for a monthly period.',
        'Every must be a whole number of months from 1 to 36.',
      ],
    ] as const;
    for (const [field, control, message, said] of refusals) {
      const refusal = { code: 'invalid_subscription', message, details: { field } } as const;
      const errors = subscriptionFormErrors(refusal, 'months');
      const html = render(
        h(SubscriptionFormScreen, { values: BLANK_SUBSCRIPTION_FORM, errors, ...frame }),
      );
      assert.ok(html.includes(`<a href="#${control}">${said}</a>`), `${field} in the summary`);
      assert.ok(html.includes(`Error: </span>${said}</span>`), `${field} beside its control`);
      assert.ok(!html.includes(`${field} `), `no ${field} on the page`);
    }
  });

  it('folds the contract, trial and reminders under More options until one holds something', () => {
    const folded = /<details class="more-options"><summary>\s*More options/;
    const opened = /<details class="more-options" open><summary>\s*More options/;
    const blank = render(h(SubscriptionFormScreen, { values: BLANK_SUBSCRIPTION_FORM, ...frame }));
    assert.match(blank, folded);
    assert.match(blank, /<details class="more-options">[\s\S]*name="endsOn"[\s\S]*<\/details>/);
    const values = { ...BLANK_SUBSCRIPTION_FORM, noticeDays: '30' };
    assert.match(render(h(SubscriptionFormScreen, { values, ...frame })), opened);
    const errors = [{ field: 'remindDaysBefore', message: 'Remind me must be a list.' }];
    const refused = render(
      h(SubscriptionFormScreen, { values: BLANK_SUBSCRIPTION_FORM, errors, ...frame }),
    );
    assert.match(refused, opened);
  });

  it('offers pause, cancel and delete when editing an active subscription', () => {
    const editing = { id: 'abc', name: 'Netflix', status: 'active' as const };
    const html = render(
      h(SubscriptionFormScreen, { values: BLANK_SUBSCRIPTION_FORM, ...frame, editing }),
    );
    assert.match(html, /action="\/subscriptions\/abc\/edit"/);
    assert.match(html, /action="\/subscriptions\/abc\/pause"/);
    assert.match(html, /action="\/subscriptions\/abc\/cancel"/);
    assert.doesNotMatch(html, /\/resume"/);
    assert.match(html, /href="\/subscriptions\/abc\/delete"/);
    assert.equal(
      subscriptionFormTitle(editing, true, translatorFor('en').t),
      'Error: Edit Netflix',
    );
  });
});

describe('the subscription form in another language', () => {
  // Each domain refusal of the form, one per control the catalogs word.
  const refusals = [
    ['name', 'name is required.'],
    ['amount', 'amount must not be negative.'],
    ['intervalCount', 'intervalCount must be at most 36 for a monthly period.'],
    ['endsOn', 'endsOn 2026-12-01 is before the next payment date 2026-12-31.'],
    ['remindDaysBefore', 'remindDaysBefore must not repeat a number.'],
  ] as const;
  const errors = refusals.flatMap(([field, message]) =>
    subscriptionFormErrors({ code: 'invalid_subscription', message, details: { field } }, 'months'),
  );
  const editing = { id: 's1', name: 'Netflix', status: 'active' as const };

  it('says every word of the add and edit forms, their errors included, through the catalogs', () => {
    // The currencies are codes; the status options and the pause and delete buttons are shared
    // with the list, whose words another change moves into the catalogs.
    const shared = ['Active', 'Paused', 'Cancelled', 'Other actions', 'Pause', 'Cancel', 'Delete'];
    const allowed = ['Netflix', 'owner@example.com', ...CURRENCIES, ...shared];
    const values = { ...BLANK_SUBSCRIPTION_FORM, name: 'Netflix' };
    for (const props of [{ values }, { values, errors, editing }]) {
      const screen = h(SubscriptionFormScreen, { ...frame, ...props });
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), allowed), []);
    }
  });

  it('words a refused field in German, with the number in German digits', () => {
    const html = render(
      h(I18nContext.Provider, {
        value: translatorFor('de'),
        children: h(SubscriptionFormScreen, {
          ...frame,
          values: BLANK_SUBSCRIPTION_FORM,
          errors,
        }),
      }),
    );
    assert.match(html, /<h2 id="error-summary-title">Es gibt ein Problem<\/h2>/);
    assert.match(html, /<a href="#amount">Der Betrag muss eine Zahl von 0 bis 999\.999,99/);
    assert.match(html, /<a href="#every">Alle muss eine ganze Zahl von Monaten von 1 bis 36 sein/);
    assert.match(html, /<span class="visually-hidden">Fehler: <\/span>Das Enddatum/);
  });
});
