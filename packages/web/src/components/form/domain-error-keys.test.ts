import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownerEmailTaken } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
import { domainErrorText } from './domain-error-keys.js';

const say = (language: string, error: Parameters<typeof domainErrorText>[0]) => {
  const { key, values } = domainErrorText(error);
  return translatorFor(language).t(key, values);
};

describe('domainErrorText', () => {
  it('says the rule of the refused field, in the page’s language', () => {
    const refusal = { code: 'invalid_exchange_rate', message: 'rate must be > 0.' } as const;
    assert.equal(
      say('de', { ...refusal, details: { field: 'rate' } }),
      'Geben Sie einen Kurs größer als 0 ein, etwa 0,9211.',
    );
    assert.equal(
      say('fr', { ...refusal, details: { field: 'file' } }),
      'Le fichier de taux de change ne peut pas être lu. Rien n’a été modifié.',
    );
  });

  it('counts the rows of a refused import', () => {
    const rows = [{}, {}, {}];
    assert.match(
      say('de', { code: 'invalid_import', message: '3 rows', details: { rows } }),
      /^3 Zeilen können nicht importiert werden; es wurde nichts importiert\./,
    );
  });

  it('refuses an email another member uses without saying so', () => {
    assert.equal(
      say('en', ownerEmailTaken()),
      'This email address cannot be used here. Use another email address.',
    );
  });

  it('says the generic sentence for a code only the API raises, never its English', () => {
    const refusal = { code: 'invalid_json', message: 'Body is not JSON.' } as const;
    assert.equal(
      say('es', refusal),
      'No se pudo guardar. Revisa lo que escribiste e inténtalo de nuevo.',
    );
  });
});
