import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
// The browser every browser test opens: it fails the test on any console error, uncaught
// exception, failed same-origin request or Content-Security-Policy violation (issue 25).
import { launchBrowser } from '../../../../e2e/web/support/browser.js';
import { openApiDocument } from '../openapi/served-document.js';
import { documentedOperations } from '../testing/openapi/document-walk.js';
import { startTestServer } from '../testing/test-server.js';

describe('/docs in Chromium', () => {
  it('runs GET /api/v1/subscriptions with a read key from the page', async (t) => {
    const s = await startTestServer(t);
    const created = await s.request('POST', '/api/v1/subscriptions', {
      key: s.writeKey,
      body: aSubscriptionBody({ name: 'Netflix', currency: 'EUR', amount: 13.99 }),
    });
    assert.equal(created.status, 201);
    const browser = await launchBrowser();
    t.after(() => browser.close());
    const { page } = browser;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(`${s.baseUrl}/docs`);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.getByRole('textbox', { name: 'auth-bearer-value' }).fill(s.readKey);
    await page.getByRole('button', { name: 'Apply credentials' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('button', { name: 'GET /api/v1/subscriptions List subscriptions' })
      .click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();

    const answer = page
      .getByRole('row')
      .filter({ has: page.getByRole('heading', { name: 'Response body' }) });
    await answer.waitFor();
    assert.equal(await answer.getByRole('cell').first().textContent(), '200');
    const body = JSON.parse((await answer.getByRole('code').first().textContent()) ?? '') as {
      data: Array<{ name: string; currency: string }>;
    };
    assert.deepEqual(
      body.data.map(({ name, currency }) => `${name} ${currency}`),
      ['Netflix EUR'],
    );
    assert.ok(requested.some((url) => url.startsWith(`${s.baseUrl}/api/v1/subscriptions?`)));

    // Every documented operation is on the page, and nothing was loaded from elsewhere.
    const outline = await page.getByRole('main').first().ariaSnapshot();
    for (const { method, path } of documentedOperations(openApiDocument)) {
      assert.match(outline, new RegExp(`button "${method} ${path.replace(/[{}]/g, '\\$&')}[ "]`));
    }
    // Retry-safe and conflict-safe writes are on the page a client reads (D31, D32).
    await page
      .getByRole('button', { name: 'PATCH /api/v1/subscriptions/{id} Update a subscription' })
      .click();
    // The list operation opened above takes none of these, so they come from the PATCH.
    const patch = page.getByRole('main').first();
    for (const text of [
      'Idempotency-Key',
      'If-Match',
      'idempotency_key_reused',
      'precondition_failed',
    ]) {
      await patch.getByText(text).first().waitFor();
    }
    for (const status of ['409', '412', '422']) {
      await patch.getByRole('cell', { name: status, exact: true }).first().waitFor();
    }

    assert.deepEqual(
      requested.filter((url) => !url.startsWith(s.baseUrl) && !url.startsWith('data:')),
      [],
    );
    browser.assertClean();
  });
});
