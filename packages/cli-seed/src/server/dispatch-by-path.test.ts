import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isApiRequest } from './dispatch-by-path.js';

describe('isApiRequest', () => {
  it('sends the API, health, docs and calendar feed paths to the API app', () => {
    for (const url of [
      '/api/v1/subscriptions?limit=5',
      '/api',
      '/healthz',
      '/docs',
      '/docs/x',
      '/calendar/feed.ics',
    ]) {
      assert.equal(isApiRequest(url), true, url);
    }
  });

  it('sends every page of the web application to the web app', () => {
    for (const url of [
      '/',
      '/sign-in',
      '/sign-in/link/abc',
      '/calendar',
      '/calendar?month=2026-11',
      '/apix',
      '/assets/site.1.css',
      undefined,
    ]) {
      assert.equal(isApiRequest(url), false, String(url));
    }
  });
});
