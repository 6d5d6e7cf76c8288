import { DomainError } from '@subtrack/domain';
import { DOCS_CONTENT_SECURITY_POLICY } from '../content-security-policy.js';
import { findDocsAsset } from '../docs/docs-assets.js';
import { renderDocsPage } from '../docs/docs-page.js';
import type { PublicRoute } from './route.js';

// Asset names carry a hash of their content, so a browser may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** D24: `/docs` (Swagger UI) and the files it loads, without authentication or quota. */
export const docsRoutes: PublicRoute[] = [
  {
    kind: 'public',
    method: 'GET',
    path: '/docs',
    handle: () => ({
      body: renderDocsPage(),
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': DOCS_CONTENT_SECURITY_POLICY },
    }),
  },
  {
    kind: 'public',
    method: 'GET',
    path: '/docs/assets/{file}',
    handle({ params, headers }) {
      const asset = findDocsAsset(params['file'] ?? '');
      if (!asset) {
        throw new DomainError('not_found', 'There is no such file of the API reference page.', {
          suggestedFix: 'Open /docs, which names the files it loads.',
        });
      }
      const gzip = /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));
      return {
        body: gzip ? asset.gzipped() : asset.body,
        contentType: asset.contentType,
        headers: {
          'Cache-Control': IMMUTABLE,
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        },
      };
    },
  },
];
