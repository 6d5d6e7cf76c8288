import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { EMBEDDED_CATALOGS, embeddedLanguageFor, embeddedTranslatorFor } from './embedded.js';
import { CATALOG_DIR, CATALOGS, DEFAULT_LANGUAGE, LANGUAGES } from './index.js';
import { messageArguments } from './testing/message-arguments.js';
import { programSources } from './testing/source-files.js';

const english = CATALOGS.get(DEFAULT_LANGUAGE)!;
const englishKeys = Object.keys(english);
const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

describe('the message catalogs', () => {
  it('hold English, German, French, Spanish and Simplified Chinese (and any language added)', () => {
    const held = ['de', 'en', 'es', 'fr', 'zh-Hans'].filter((tag) => LANGUAGES.includes(tag));
    assert.deepEqual(held, ['de', 'en', 'es', 'fr', 'zh-Hans']);
  });

  for (const file of readdirSync(CATALOG_DIR)) {
    it(`${file} is a flat object of texts, one key a line, keys sorted, named by a language tag`, () => {
      const language = file.replace(/\.json$/, '');
      assert.equal(Intl.getCanonicalLocales(language)[0], language);
      const text = readFileSync(join(CATALOG_DIR, file), 'utf8');
      const catalog = JSON.parse(text) as Record<string, unknown>;
      for (const [key, value] of Object.entries(catalog)) {
        assert.equal(typeof value, 'string', `${key} is not a text`);
      }
      const keys = Object.keys(catalog);
      assert.deepEqual(keys, [...keys].sort(), 'keys out of order');
      // The layout the lead merges by key: two-space indent, a line per key, a final newline.
      assert.equal(text, `${JSON.stringify(catalog, null, 2)}\n`);
      assert.ok(catalog['language.name'], 'the language names itself');
    });
  }

  for (const language of others) {
    it(`${language} has exactly the keys of en.json`, () => {
      const keys = new Set(Object.keys(CATALOGS.get(language)!));
      const missing = englishKeys.filter((key) => !keys.has(key));
      const extra = [...keys].filter((key) => !(key in english));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
    });

    it(`${language} gives each message the ICU arguments of its English one`, () => {
      const catalog = CATALOGS.get(language)!;
      const differing = englishKeys
        .filter((key) => catalog[key] !== undefined)
        .filter(
          (key) =>
            messageArguments(catalog[key]!).join() !== messageArguments(english[key]!).join(),
        );
      assert.deepEqual(differing, []);
    });
  }

  it('names each language differently', () => {
    const names = LANGUAGES.map((language) => CATALOGS.get(language)!['language.name']);
    assert.equal(new Set(names).size, names.length);
  });

  it('hold no key the program never says (a key chosen at run time is written in a typed map)', () => {
    const sources = programSources().map((file) => file.text);
    const unused = englishKeys.filter(
      (key) =>
        key !== 'language.name' &&
        !sources.some((text) => text.includes(`'${key}'`) || text.includes(`"${key}"`)),
    );
    assert.deepEqual(unused, []);
  });
});

describe('the embedded catalogs (what the domain reads, nothing from disk)', () => {
  it('are every catalog file, word for word', () => {
    assert.deepEqual(new Map(EMBEDDED_CATALOGS), new Map(CATALOGS));
  });

  it('give reminders the best language of an account’s locale, English when none serves', () => {
    const chosen = ['zh-CN', 'de-AT', 'fr', 'it-IT', null].map(embeddedLanguageFor);
    assert.deepEqual(chosen, ['zh-Hans', 'de', 'fr', 'en', 'en']);
    assert.equal(embeddedTranslatorFor('de').t('nav.subscriptions'), 'Abonnements');
  });
});
