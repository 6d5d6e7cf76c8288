import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { languageName, matchLanguage, PSEUDO_LANGUAGE, translatorFor } from './index.js';

describe('matchLanguage', () => {
  it('gives Simplified Chinese to a browser asking for zh-CN', () => {
    assert.equal(matchLanguage(['zh-CN', 'en']), 'zh-Hans');
  });

  it('gives German to Austrian German and French to Canadian French', () => {
    assert.equal(matchLanguage(['de-AT']), 'de');
    assert.equal(matchLanguage(['fr-CA', 'de']), 'fr');
  });

  it('takes the first language it speaks among those asked for', () => {
    assert.equal(matchLanguage(['nl', 'es', 'de']), 'es');
  });

  it('falls back to English for a language it does not speak, nothing, or nonsense', () => {
    assert.equal(matchLanguage(['pt-BR']), 'en');
    assert.equal(matchLanguage([]), 'en');
    assert.equal(matchLanguage(['*', 'not a tag!']), 'en');
  });

  it('never offers the pseudo-locale of tests', () => {
    assert.equal(matchLanguage([PSEUDO_LANGUAGE]), 'en');
  });
});

describe('translatorFor', () => {
  it('says a message in the language asked for, and English for an unknown language', () => {
    assert.equal(translatorFor('de').t('nav.subscriptions'), 'Abonnements');
    assert.equal(translatorFor('zh-Hans').t('nav.subscriptions'), '订阅');
    assert.equal(translatorFor('xx').t('nav.subscriptions'), 'Subscriptions');
  });

  it('fills a message’s placeholders', () => {
    assert.equal(
      translatorFor('fr').t('layout.documentTitle', { page: 'Compte' }),
      'Compte – subtrack',
    );
  });

  it('marks every pseudo-locale message and keeps its placeholders', () => {
    const { t } = translatorFor(PSEUDO_LANGUAGE);
    assert.equal(t('nav.subscriptions'), '⟦Súbsçríptíóñs⟧');
    assert.equal(t('layout.documentTitle', { page: 'X' }), '⟦X – súbtráçk⟧');
  });

  it('names each language in that language', () => {
    assert.equal(languageName('de'), 'Deutsch');
    assert.equal(languageName('zh-Hans'), '简体中文');
  });
});
