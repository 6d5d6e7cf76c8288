import { type DocsAssetSource, docsAssets } from './docs-assets.js';

function assetUrl(file: DocsAssetSource): string {
  const asset = docsAssets().get(file);
  if (!asset) throw new Error(`no docs asset ${file}`);
  return `/docs/assets/${asset.name}`;
}

/**
 * The `/docs` page: Swagger UI, served from this server (no CDN), rendering
 * `/api/v1/openapi.json`. Only files of this server are loaded, and no script or style is
 * inline, so the page runs under {@link DOCS_CONTENT_SECURITY_POLICY}.
 */
export function renderDocsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>subtrack API reference</title>
<link rel="icon" type="image/png" href="${assetUrl('favicon-32x32.png')}">
<link rel="stylesheet" href="${assetUrl('swagger-ui.css')}">
</head>
<body>
<noscript><p>This page needs JavaScript to show the API reference. The same description is
available as JSON at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p></noscript>
<main id="swagger-ui"></main>
<script src="${assetUrl('swagger-ui-bundle.js')}"></script>
<script src="${assetUrl('docs-init.js')}"></script>
</body>
</html>
`;
}
