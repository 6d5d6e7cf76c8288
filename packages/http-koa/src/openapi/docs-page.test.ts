import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml } from './docs-html.js';
import { renderDocsPage } from './docs-page.js';
import { documentedOperations } from './document-walk.js';
import { openApiDocument } from './openapi-document.js';

const page = renderDocsPage();

describe('renderDocsPage', () => {
  it('lists every documented method and path with its summary', () => {
    for (const { method, path, operation } of documentedOperations(openApiDocument)) {
      assert.ok(
        page.includes(`>${method}</span> <code class="path">${escapeHtml(path)}</code>`),
        `${method} ${path}`,
      );
      assert.ok(page.includes(escapeHtml(operation.summary)), operation.summary);
    }
  });

  it('shows parameters and the error codes of each response', () => {
    assert.ok(page.includes('<code>expiringBefore</code>'));
    assert.ok(page.includes('<code>subscription_not_found</code>'));
    assert.ok(page.includes('id="schema-Subscription"'));
  });

  it('loads nothing from elsewhere: no absolute URL, no script or stylesheet source', () => {
    assert.doesNotMatch(page, /https?:\/\//);
    assert.doesNotMatch(page, /(src|href)="\/\//);
    assert.doesNotMatch(page, /<script|<link|@import|url\(/);
  });

  it('escapes text taken from the document', () => {
    const hostile = structuredClone(openApiDocument);
    hostile.info.title = '<img src=x onerror=alert(1)>';
    const html = renderDocsPage(hostile);
    assert.ok(!html.includes('<img src=x'));
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  });
});
