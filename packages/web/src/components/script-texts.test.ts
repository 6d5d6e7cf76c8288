import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Translator, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { AssetName } from '../assets/asset-files.js';
import { I18nContext } from './i18n-context.js';
import { ScriptTexts } from './script-texts.js';

/** The data block as a script reads it: the element's text, parsed. */
function readBlock(translator: Translator, scripts: AssetName[]) {
  const html = renderToString(
    h(I18nContext.Provider, { value: translator }, h(ScriptTexts, { scripts })),
  );
  const block = /^<script type="application\/json" id="script-texts">(.*)<\/script>$/s.exec(html);
  assert.ok(block, html);
  return { json: block[1] ?? '', texts: JSON.parse(block[1] ?? '') };
}

describe('ScriptTexts', () => {
  it('hands each script the page’s words in its language, only for the scripts the page loads', () => {
    const { texts } = readBlock(translatorFor('de'), ['enhance.js', 'passkeys.js', 'webauthn.js']);
    assert.deepEqual(Object.keys(texts), ['enhance.js', 'passkeys.js']);
    assert.equal(texts['enhance.js'].copied, 'Kopiert');
    assert.equal(
      texts['passkeys.js'].badName,
      'Geben Sie dem Passkey einen Namen mit 1 bis 64 Zeichen.',
    );
  });

  it('writes no text that could close the element or open a comment', () => {
    const closing: Translator = {
      ...translatorFor('en'),
      t: () => '</script><!-- <b>',
    };
    const { json, texts } = readBlock(closing, ['enhance.js']);
    assert.doesNotMatch(json, /</);
    assert.equal(texts['enhance.js'].copied, '</script><!-- <b>');
  });
});
