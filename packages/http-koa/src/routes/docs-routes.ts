import { DomainError } from '@subtrack/domain';
import { DOCS_CONTENT_SECURITY_POLICY } from '../content-security-policy.js';
import { findDocsAsset } from '../docs/docs-assets.js';
import { renderDocsPage } from '../docs/docs-page.js';
import type { PublicRoute } from './route.js';

// Asset names carry a hash of their content, so a browser may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `/docs` (Swagger UI) and the files it loads, without authentication or quota. */
export const docsRoutes: PublicRoute[] = [
  {
    kind: 'public',
    method: 'GET',
    path: '/docs',
    doc: {
      operationId: 'getDocsPage',
      tag: 'Service',
      summary: 'API reference page',
      description:
        'This document rendered by Swagger UI, served by this server; "Try it out" sends ' +
        'requests with your key to this same server.',
      success: {
        description: 'An HTML page.',
        content: { 'text/html': { schema: { type: 'string' } } },
      },
    },
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
    doc: {
      operationId: 'getDocsAsset',
      tag: 'Service',
      summary: 'A file of the reference page',
      description:
        'A script, stylesheet or image the reference page loads. Names carry a hash of the ' +
        'content, so they may be cached for a year.',
      path: {
        file: {
          description: 'A file name the page refers to, such as swagger-ui.<hash>.css.',
          schema: { type: 'string' },
        },
      },
      success: {
        description: 'The file.',
        content: Object.fromEntries(
          ['text/javascript', 'text/css', 'image/png'].map((type) => [
            type,
            { schema: { type: 'string' } },
          ]),
        ),
      },
      errors: ['not_found'],
    },
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
