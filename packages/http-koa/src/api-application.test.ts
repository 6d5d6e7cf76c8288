import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { apiApplication } from './api-application.js';

async function served(t: TestContext, app: ReturnType<typeof apiApplication>): Promise<string> {
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.after(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the API application', () => {
  it('serves requests that write their own answer and those Koa answers, side by side', async (t) => {
    const app = apiApplication({ proxy: false, maxIpsCount: 1 }, (ctx) =>
      ctx.path.startsWith('/api/'),
    );
    app.use((ctx) => {
      if (!ctx.path.startsWith('/api/')) {
        ctx.body = 'a page';
        return;
      }
      ctx.respond = false;
      ctx.res.writeHead(200, { 'content-type': 'application/json' });
      ctx.res.end('{"ok":true}');
    });
    const base = await served(t, app);
    const api = await fetch(`${base}/api/v1/healthz`);
    assert.deepEqual([api.status, await api.json()], [200, { ok: true }]);
    const page = await fetch(`${base}/page`);
    assert.deepEqual([page.status, await page.text()], [200, 'a page']);
  });

  it("hands an error that escapes the API's middleware to Koa's error handling", async (t) => {
    const app = apiApplication({ proxy: false, maxIpsCount: 1 }, () => true);
    const seen: string[] = [];
    app.on('error', (error: Error) => seen.push(error.message));
    app.use(() => {
      throw new Error('escaped');
    });
    const base = await served(t, app);
    const answer = await fetch(`${base}/api/v1/anything`);
    await answer.body?.cancel();
    assert.equal(answer.status, 500);
    assert.deepEqual(seen, ['escaped']);
  });
});
