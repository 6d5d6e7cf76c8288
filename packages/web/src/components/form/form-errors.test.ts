import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translatorFor } from '@subtrack/i18n';
import { errorFor, formErrorsFrom, inFormWords } from './form-errors.js';

const refusal = (field: string | undefined, message: string) => ({
  code: 'invalid_notification_settings' as const,
  message,
  details: field === undefined ? {} : { field },
});

describe('form errors in the words of the page', () => {
  it('says the catalog’s words for the code and field in the page’s language, never the English', () => {
    const { t } = translatorFor('de');
    const [taken] = formErrorsFrom({
      code: 'invalid_owner_login',
      message: 'Passwords do not match',
      details: { field: 'confirmPassword' },
    });
    assert.equal(
      errorFor([taken!], 'confirmPassword', 'Confirm password', t),
      'Die Passwörter stimmen nicht überein. Geben Sie in beiden Feldern dasselbe Passwort ein.',
    );
    const [unknown] = formErrorsFrom({ code: 'invalid_owner_login', message: 'Nope here' });
    assert.equal(
      inFormWords(unknown!, undefined, t),
      'Das konnte nicht gespeichert werden. Prüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
    );
  });

  it('says the label where the API message names its field', () => {
    const errors = formErrorsFrom(refusal('amount', 'amount must not be negative.'));
    assert.equal(errorFor(errors, 'amount', 'Amount'), 'Amount must not be negative.');
    const date = formErrorsFrom(refusal('lastPaymentDate', 'lastPaymentDate is not a date.'));
    // "(optional)" belongs to the label, not to a sentence.
    assert.equal(
      errorFor(date, 'lastPaymentDate', 'Last payment date (optional)'),
      'Last payment date is not a date.',
    );
  });

  it('writes the field name in words when no label is given (the summary of most forms)', () => {
    const [next] = formErrorsFrom(refusal('nextPaymentDate', 'nextPaymentDate is required.'));
    assert.equal(inFormWords(next!), 'Next payment date is required.');
    const [url] = formErrorsFrom(refusal('url', 'url must use http or https.'));
    assert.equal(inFormWords(url!), 'URL must use http or https.');
    const [port] = formErrorsFrom(refusal('smtpPort', 'smtpPort must be from 1 to 65535.'));
    assert.equal(inFormWords(port!), 'SMTP port must be from 1 to 65535.');
  });

  it('keeps a message that does not open with its field, and one without a field', () => {
    const [own] = formErrorsFrom(refusal('label', 'The label must be at most 100 characters.'));
    assert.equal(inFormWords(own!, 'Label'), 'The label must be at most 100 characters.');
    // "name" opens "names ...", which is not the field's name.
    const [other] = formErrorsFrom(refusal('name', 'names must differ.'));
    assert.equal(inFormWords(other!, 'Name'), 'names must differ.');
    const [none] = formErrorsFrom(refusal(undefined, 'nothing was saved.'));
    assert.deepEqual(none, {
      field: null,
      message: 'nothing was saved.',
      key: 'error.form.setting',
    });
  });

  it('puts a message beside the control an alias names, worded by that control', () => {
    const errors = formErrorsFrom(refusal('intervalCount', 'intervalCount must be at most 36.'), {
      intervalCount: 'every',
    });
    assert.equal(errorFor(errors, 'every', 'Every'), 'Every must be at most 36.');
    assert.equal(errorFor(errors, 'intervalCount', 'Every'), undefined);
  });
});
