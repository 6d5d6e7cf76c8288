import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { literalTexts } from './testing/literal-texts.js';
import { scriptSentences } from './testing/script-sentences.js';

const SRC = import.meta.dirname;

/**
 * The files whose words are not yet in the catalogs. This list may only shrink: convert a
 * file (its words into every catalog, said through `useT()`), then take it off the list.
 */
const NOT_YET_CONVERTED = new Set<string>([]);

function tsxFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tsxFiles(path, out);
    else if (entry.name.endsWith('.tsx')) out.push(path);
  }
  return out;
}

const files = tsxFiles(SRC).map((path) => ({ name: relative(SRC, path), path }));

describe('the words of the web pages', () => {
  it('all come from the catalogs, outside the files not yet converted', () => {
    const literals = files
      .filter((file) => !NOT_YET_CONVERTED.has(file.name))
      .flatMap((file) =>
        literalTexts(file.path).map((found) => `${file.name}:${found.line} "${found.text}"`),
      );
    assert.deepEqual(literals, []);
  });

  it('lists as not yet converted only files that exist and still write words of their own', () => {
    const stale = [...NOT_YET_CONVERTED].filter(
      (name) => !existsSync(join(SRC, name)) || literalTexts(join(SRC, name)).length === 0,
    );
    assert.deepEqual(stale, [], 'take these off NOT_YET_CONVERTED');
  });
});

describe('literalTexts', () => {
  it('finds JSX text, read attributes and an input button’s value, not keys or sent values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'literal-texts-'));
    const path = join(dir, 'screen.tsx');
    writeFileSync(
      path,
      [
        'export const links = [{ label: "nav.account" }, { label: "Plain words" }];',
        'export const A = () => (',
        '  <p title="A title" class="not-read">',
        '    Hello <b>{"there"}</b> {t("nav.account")}',
        '    <input type="submit" value="Send" /> <button value="sent-not-shown">{t("layout.signOut")}</button>',
        '    subtrack –',
        '  </p>',
        ');',
      ].join('\n'),
    );
    const found = literalTexts(path).map((literal) => literal.text);
    rmSync(dir, { recursive: true });
    assert.deepEqual(found, ['Plain words', 'A title', 'Hello', 'there', 'Send']);
  });
});

/** The scripts a browser runs: the pages' own, and the service worker. */
const SCRIPTS = [
  ...readdirSync(join(SRC, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join('assets', name)),
  join('app-shell', 'service-worker.js'),
];

describe('the words of the browser scripts', () => {
  it('all come from the page or the catalogs, none written in a script', () => {
    const sentences = SCRIPTS.flatMap((name) =>
      scriptSentences(join(SRC, name)).map((found) => `${name}:${found.line} "${found.text}"`),
    );
    assert.deepEqual(sentences, []);
  });

  it('are found in a script that writes a sentence itself, and markup and selectors are not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'script-sentences-'));
    const path = join(dir, 'script.js');
    writeFileSync(
      path,
      [
        "note.textContent = 'You are offline. Try again.';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a script's source, a template in it
        'const banner = `<p class="offline-banner" role="status">Offline: as of ${time}</p>`;',
        'document.querySelector(\'[data-passkey-note="x"]\');',
        'const head = \'<meta name="viewport" content="width=device-width, initial-scale=1">\';',
        "fetch(url, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });",
      ].join('\n'),
    );
    const found = scriptSentences(path).map((sentence) => sentence.text);
    rmSync(dir, { recursive: true });
    assert.deepEqual(found, ['You are offline. Try again.', 'Offline: as of']);
  });
});
