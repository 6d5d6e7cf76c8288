import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { h } from 'preact';
import { DATE_WORDS, renderInPseudoLocale, unmarkedOnPage } from './pseudo-locale.js';

const MARKED = '⟦Śávé⟧';

describe('unmarkedOnPage', () => {
  it('finds English left in the words a person reads or hears, wherever they stand', () => {
    const html = [
      `<p>${MARKED} Typed in code</p>`,
      '<td data-label="Amount">1</td>',
      '<input type="submit" value="Save">',
      '<p><a aria-label="Close" href="/">x</a></p>',
      '<p><abbr title="Monthly">mo</abbr></p>',
      '<img alt="Logo" src="/l.png">',
      '<input name="q" placeholder="Search">',
      '<p>Run <code>the import</code> now</p>',
    ].join('');
    assert.deepEqual(unmarkedOnPage(html), [
      '⟦Śávé⟧ Typed in code',
      'x',
      'mo',
      'Run the import now',
      'Amount',
      'Close',
      'Monthly',
      'Logo',
      'Search',
      'Save',
    ]);
  });

  it('leaves out only what is marked not to be translated, what the page shows as typed, and scripts', () => {
    const html = [
      `<p>${MARKED} <code translate="no">subtrack account list</code></p>`,
      `<p>${MARKED} <strong>Netflix</strong></p>`,
      '<script>const words = "Hello";</script>',
      '<p>subtrack</p>',
    ].join('');
    assert.deepEqual(unmarkedOnPage(html, ['Netflix']), []);
  });

  it('keeps a link or a figure inside a sentence in it, so a message with tags reads as one', () => {
    const html = renderInPseudoLocale(h('p', null, '⟦Śéé ', h('a', { href: '/' }, 'ŕáťéś'), '⟧'));
    assert.deepEqual(unmarkedOnPage(html), []);
  });

  it('lets dates through only when the caller says the page shows them', () => {
    const html = '<p>November 2026</p><p>Mon</p>';
    assert.deepEqual(unmarkedOnPage(html), ['November 2026', 'Mon']);
    assert.deepEqual(unmarkedOnPage(html, DATE_WORDS), []);
  });
});
