import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const PACKAGE = resolve(import.meta.dirname, '..');
const SCRIPT = join(PACKAGE, 'scripts', 'embed-catalogs.mjs');
const COMMAND = 'node packages/i18n/scripts/embed-catalogs.mjs';

/** A folder inside the package, so that what a copied source imports resolves from there. */
function tempFolder(t: { after(fn: () => void): void }): string {
  mkdirSync(join(PACKAGE, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(PACKAGE, '.tmp', 'embed-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function embed(...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
}

/** A copy of the package's sources and catalogs, inside the package. */
function packageCopy(t: { after(fn: () => void): void }): string {
  const copy = tempFolder(t);
  cpSync(join(PACKAGE, 'catalogs'), join(copy, 'catalogs'), { recursive: true });
  cpSync(join(PACKAGE, 'src'), join(copy, 'src'), {
    recursive: true,
    filter: (path) => !path.endsWith('.test.ts'),
  });
  return copy;
}

/** Adds an Italian catalog (English words but two) to the catalogs of `copy`. */
function addItalian(copy: string): void {
  const english = JSON.parse(readFileSync(join(copy, 'catalogs', 'en.json'), 'utf8'));
  const italian = { ...english, 'language.name': 'Italiano', 'nav.subscriptions': 'Abbonamenti' };
  writeFileSync(join(copy, 'catalogs', 'it.json'), `${JSON.stringify(italian, null, 2)}\n`);
}

describe('the embedded catalogs’ module (src/embedded-catalogs.ts)', () => {
  it('imports every catalog file: the committed one is not stale', () => {
    const run = embed('--check');
    assert.equal(run.status, 0, run.stderr);
  });

  it('is called stale, with the command that regenerates it, when a catalog is added', (t) => {
    const copy = packageCopy(t);
    addItalian(copy);
    const out = join(copy, 'src', 'embedded-catalogs.ts');
    const run = embed('--check', '--catalogs', join(copy, 'catalogs'), '--out', out);
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`run \`${COMMAND}\``));
    assert.doesNotMatch(readFileSync(out, 'utf8'), /it\.json/, '--check writes nothing');
  });

  it('takes in a language whose catalog file is added, with nothing else to change', async (t) => {
    const copy = packageCopy(t);
    addItalian(copy);
    const run = embed(
      '--catalogs',
      join(copy, 'catalogs'),
      '--out',
      join(copy, 'src', 'embedded-catalogs.ts'),
    );
    assert.equal(run.status, 0, run.stderr);

    // The copy's embedded entry, as the domain imports it, now speaks Italian.
    const embedded = (await import(
      pathToFileURL(join(copy, 'src', 'embedded.ts')).href
    )) as typeof import('./embedded.js');
    assert.deepEqual(
      [...embedded.EMBEDDED_CATALOGS.keys()],
      ['de', 'en', 'es', 'fr', 'it', 'zh-Hans'],
    );
    assert.equal(embedded.embeddedLanguageFor('it-IT'), 'it');
    assert.equal(embedded.embeddedTranslatorFor('it').t('nav.subscriptions'), 'Abbonamenti');
  });
});
