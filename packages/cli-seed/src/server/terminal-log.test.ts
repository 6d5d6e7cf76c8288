import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chosenLogFormat, readableLog, readableLogLine } from './terminal-log.js';

const TIME = '2026-11-29T10:42:07.000Z';
const local = new Date(TIME).toTimeString().slice(0, 8);
const request = (fields: Record<string, unknown>) =>
  JSON.stringify({ time: TIME, level: 'info', requestId: 'r-1', accountId: null, ...fields });

describe('readableLogLine', () => {
  it('writes a request as time, method and path, status and duration', () => {
    const line = request({ method: 'GET', path: '/subscriptions', status: 200, durationMs: 12.4 });
    assert.equal(readableLogLine(line), `${local}  GET /subscriptions  200  12 ms`);
  });

  it("leaves out the web pages' and /docs' static files, unless one fails", () => {
    for (const path of ['/assets/app.3f9c1a2b.css', '/docs/assets/swagger-ui-bundle.1a2b.js'])
      assert.equal(readableLogLine(request({ method: 'GET', path, status: 200 })), null);
    const missing = request({
      method: 'GET',
      path: '/assets/gone.css',
      status: 404,
      durationMs: 1,
    });
    assert.equal(readableLogLine(missing), `${local}  GET /assets/gone.css  404  1 ms`);
  });

  it("puts a server error's stack under its line, and names an assistant's tool", () => {
    const failed = request({
      level: 'error',
      method: 'POST',
      path: '/api/v1/subscriptions',
      status: 500,
      durationMs: 3,
      error: { name: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at f (x.ts:1)' },
    });
    assert.equal(
      readableLogLine(failed),
      `${local}  POST /api/v1/subscriptions  500  3 ms\n    TypeError: boom\n        at f (x.ts:1)`,
    );
    const tool = request({
      method: 'POST',
      path: '/mcp',
      status: 200,
      durationMs: 5,
      tool: 'list_subscriptions',
      toolError: null,
    });
    assert.equal(readableLogLine(tool), `${local}  POST /mcp  200  5 ms  tool list_subscriptions`);
  });

  it('writes a request the HTTP parser refused by its status and code, and other text as is', () => {
    const refused = JSON.stringify({
      level: 'info',
      status: 431,
      requestId: 'r',
      error: { code: 'request_header_too_large', parser: 'HPE_HEADER_OVERFLOW' },
    });
    assert.match(readableLogLine(refused)!, /^\d\d:\d\d:\d\d {2}431 {2}request_header_too_large$/);
    assert.equal(readableLogLine('subtrack: stopped'), 'subtrack: stopped');
  });
});

describe('readableLog', () => {
  it('writes what a person reads and drops what they would not', () => {
    const written: string[] = [];
    const log = readableLog((line) => written.push(line));
    log(request({ method: 'GET', path: '/assets/app.css', status: 200 }));
    log(request({ method: 'GET', path: '/', status: 200, durationMs: 2 }));
    assert.deepEqual(written, [`${local}  GET /  200  2 ms`]);
  });
});

describe('chosenLogFormat', () => {
  it('is readable text on a terminal and JSON lines elsewhere, unless one is asked for', () => {
    assert.equal(chosenLogFormat(null, true), 'text');
    assert.equal(chosenLogFormat(null, false), 'json');
    assert.equal(chosenLogFormat('json', true), 'json');
    assert.equal(chosenLogFormat('text', false), 'text');
  });
});
