import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
// Test-only: the composing app (cli-seed) passes the real file formats in production.
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { subtrackFixture, wallosFixture } from '@subtrack/file-formats/testing';
import type { LanguageState } from '../http/page-language.js';
import { startScreenServer } from '../testing/screen-server.js';
import type { RegisterRoutes } from '../web-deps.js';
import { registerDataTransferRoutes } from './data-transfer-routes.js';

const dataFiles = { parser: createImportFileParser(), writer: exportFileWriter };

/** The data screens' routes with every page said in `language`. */
const inLanguage =
  (language: string): RegisterRoutes =>
  (router, deps) => {
    router.use(async (ctx, next) => {
      (ctx.state as LanguageState).language = language;
      await next();
    });
    registerDataTransferRoutes(router, deps);
  };

async function upload(t: TestContext, language: string, file: Buffer, source: string) {
  const server = await startScreenServer(t, inLanguage(language), { deps: { dataFiles } });
  const form = new FormData();
  form.set('_csrf', 'csrf-token-1');
  form.set('file', new Blob([new Uint8Array(file)]), 'subscriptions.json');
  form.set('source', source);
  form.set('currencySymbols', '');
  form.set('wallosUser', '');
  return server.upload('/data/import', form);
}

/** The cells of each body row of the table of rows that cannot be imported. */
function rowCells(html: string): string[][] {
  const body = html.split('<tbody>').at(-1)?.split('</tbody>')[0] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? ''),
  );
}

/** A subtrack export whose rows 1 to 4 hold a bad id, a twice-given id and a bad amount. */
function brokenExport(): Buffer {
  const file = JSON.parse(subtrackFixture('export-version-1.json').toString('utf8'));
  const [first] = file.subscriptions;
  const twice = '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7f';
  file.subscriptions = [
    { ...first, id: 'not-a-uuid' },
    { ...first, id: twice },
    { ...first, id: twice },
    { ...first, id: '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b70', amount: 'zehn' },
  ];
  return Buffer.from(JSON.stringify(file));
}

describe('the table of rows that cannot be imported, in the page’s language', () => {
  it('says each row’s problem and fix in German, with the rows it names', async (t) => {
    const page = await upload(t, 'de', brokenExport(), 'subtrack');
    assert.equal(page.status, 400);
    assert.match(page.html, /<caption>Zeilen, die nicht importiert werden können<\/caption>/);
    assert.deepEqual(rowCells(page.html), [
      [
        '1',
        'id',
        'Die ID ist keine gültige UUID.',
        'Entfernen Sie die ID aus Zeile 1 oder korrigieren Sie sie.',
      ],
      ['3', 'id', 'Zeile 2 hat dieselbe ID.', 'Behalten Sie nur eine der Zeilen 2 und 3.'],
      [
        '4',
        'amount',
        'Geben Sie den Betrag als Zahl ein, etwa 15,49.',
        'Korrigieren Sie Zeile 4 in der Datei und laden Sie die Datei erneut hoch.',
      ],
    ]);
    assert.doesNotMatch(page.html, /not a valid UUID|appears twice|Keep one of the two rows/);
  });

  it('says a Wallos price’s unknown currency symbol in Chinese, never the English message', async (t) => {
    const page = await upload(t, 'zh-Hans', wallosFixture('subscriptions.json'), 'wallos');
    assert.equal(page.status, 400);
    const rows = rowCells(page.html);
    assert.deepEqual(
      rows.map(([row]) => row),
      ['4', '7', '8', '10'],
    );
    for (const [, , problem, fix] of rows) {
      assert.equal(problem, '价格的货币符号对应多种货币，或不对应 subtrack 已知的任何货币。');
      assert.doesNotMatch(fix ?? '', /[A-Za-z]{4}/, 'the fix is Chinese, not the API’s English');
    }
    assert.doesNotMatch(page.html, /stands for several currencies|Name its currency/);
  });
});
