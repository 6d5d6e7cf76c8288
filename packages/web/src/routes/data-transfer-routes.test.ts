import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startScreenServer } from '../testing/screen-server.js';
import { registerDataTransferRoutes } from './data-transfer-routes.js';

describe('GET /data', () => {
  it('gives the export, import and calendar feed commands for the signed-in account', async (t) => {
    const server = await startScreenServer(t, registerDataTransferRoutes);
    const page = await server.get('/data');
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1>Import and export<\/h1>/);
    for (const command of ['export', 'import', 'calendar-feed create'])
      assert.ok(
        page.html.includes(`subtrack ${command} --account ${server.accountId}`),
        `the ${command} command names the account`,
      );
    assert.match(page.html, /<a href="\/keys">API keys<\/a>/);
  });
});
