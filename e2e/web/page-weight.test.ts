// The page-weight measure of the browser tests finishes its work before it answers: a
// request that ends after the page's load, as the page closes, measures nothing and leaves
// no failure for after the test (issue 35: one did, under load, failing a whole CI run).
import assert from 'node:assert/strict';
import type { EventEmitter } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, measureFirstVisit } from './support/index.js';

/** A page that, once loaded, fetches `/late`, which answers only when the test says. */
const PAGE = `<!doctype html><title>Late</title><p>Loaded</p>
<script>addEventListener('load', () => fetch('/late').catch(() => {}));</script>`;

let origin: string;
let lateArrived: Promise<ServerResponse>;
let arrive: (response: ServerResponse) => void;
const server = createServer((request, response) => {
  if (request.url === '/late') return arrive(response);
  response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
});
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  lateArrived = new Promise((resolve) => {
    arrive = resolve;
  });
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('measureFirstVisit', () => {
  it('counts what loaded the page and nothing that ends after it, even as the page closes', async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    const browser = await launchBrowser();
    try {
      const weight = await measureFirstVisit(browser.page, `${origin}/`);
      assert.deepEqual(Object.keys(weight.byType), ['document']);
      // Nothing of the measure listens any more (Playwright's Page is an EventEmitter).
      const page = browser.page as unknown as EventEmitter;
      assert.equal(page.listenerCount('requestfinished'), 0);
      // The late request ends, and its page closes at that moment.
      const closed = new Promise<void>((resolve) =>
        browser.page.once('requestfinished', () => void browser.close().then(resolve)),
      );
      (await lateArrived).writeHead(200, { 'content-type': 'text/plain' }).end('late');
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', collect);
      await browser.close();
    }
  });
});
