import { describeSchema, escapeHtml, paragraphs, table } from './docs-html.js';
import { operationHtml } from './docs-operation-html.js';
import { openApiDocument } from './openapi-document.js';
import type { HttpMethod, OpenApiDocument } from './openapi-types.js';

const METHODS: HttpMethod[] = ['get', 'post', 'patch', 'delete', 'options'];

// D24 and the issue: no CDN, no font or script from elsewhere; everything is inline.
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2330;background:#f7f8fa}
header,main{max-width:1100px;margin:0 auto;padding:16px 24px}
header{border-bottom:1px solid #d9dde5}
h2{margin-top:40px;border-bottom:2px solid #d9dde5}
.operation{background:#fff;border:1px solid #d9dde5;border-radius:6px;padding:4px 16px;margin:16px 0}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px}
.get{background:#2f7d32}.post{background:#1565c0}.patch{background:#a05a00}.delete{background:#b71c1c}.options{background:#5d6470}
table{border-collapse:collapse;width:100%;margin:8px 0;font-size:14px}
th,td{border:1px solid #e1e4ea;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f0f2f5}code{background:#f0f2f5;padding:0 3px;border-radius:3px}
nav li{list-style:none}nav ul{padding-left:8px}small{color:#5d6470}
`;

function operationsOf(document: OpenApiDocument, tag: string): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation?.tags.includes(tag)) out.push(operationHtml(method, path, operation));
    }
  }
  return out;
}

function contents(document: OpenApiDocument): string {
  const links = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation
        ? [
            `<li><a href="#op-${operation.operationId}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
          ]
        : [];
    }),
  );
  return `<nav><h2>Endpoints</h2><ul>${links.join('')}</ul></nav>`;
}

function schemasHtml(document: OpenApiDocument): string {
  return Object.entries(document.components.schemas)
    .map(([name, schema]) => {
      const required = new Set(schema.required ?? []);
      const rows = Object.entries(schema.properties ?? {}).map(([property, child]) => [
        `<code>${escapeHtml(property)}</code>${required.has(property) ? '' : '?'}`,
        describeSchema(child),
        escapeHtml(child.description ?? ''),
      ]);
      const body = rows.length
        ? table(['Property', 'Schema', 'Description'], rows)
        : `<p>${describeSchema(schema)}</p>`;
      return `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${schema.description ? paragraphs(schema.description) : ''}${body}</section>`;
    })
    .join('\n');
}

/**
 * The `/docs` page (D24): the OpenAPI document rendered on the server into one
 * self-contained HTML page, with inline CSS, no script and no external URL, so it works on
 * a machine without internet access.
 */
export function renderDocsPage(document: OpenApiDocument = openApiDocument): string {
  const tags = document.tags
    .map(
      (tag) =>
        `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${operationsOf(document, tag.name).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${paragraphs(document.info.description)}
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p></header>
<main>${contents(document)}
${tags}
<h2 id="schemas">Schemas</h2>
${schemasHtml(document)}
</main></body></html>
`;
}
