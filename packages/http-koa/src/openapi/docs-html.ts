import type { JsonSchema } from './json-schema.js';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A short, linked, human description of a schema: `Subscription`, `array of X`, `"a" | "b"`. */
export function describeSchema(schema: JsonSchema): string {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.split('/').pop() ?? schema.$ref;
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.enum) return schema.enum.map((value) => escapeHtml(JSON.stringify(value))).join(' | ');
  if (schema.const !== undefined) return escapeHtml(JSON.stringify(schema.const));
  const types = schema.type === undefined ? ['any'] : [schema.type].flat();
  const parts = types.map((type) =>
    type === 'array' && schema.items ? `array of ${describeSchema(schema.items)}` : type,
  );
  const hints: string[] = [];
  if (schema.format) hints.push(schema.format);
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    hints.push(`${schema.minimum ?? ''}..${schema.maximum ?? ''}`);
  }
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    hints.push(`length ${schema.minLength ?? 0}..${schema.maxLength ?? ''}`);
  }
  if (schema.pattern !== undefined) hints.push(`pattern ${escapeHtml(schema.pattern)}`);
  if (schema.default !== undefined)
    hints.push(`default ${escapeHtml(JSON.stringify(schema.default))}`);
  return (
    escapeHtml(parts.join(' | ')) + (hints.length ? ` <small>(${hints.join(', ')})</small>` : '')
  );
}

/** An HTML table; cells are already HTML. */
export function table(head: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  const th = head.map((cell) => `<th>${cell}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Paragraphs of plain text, blank-line separated, escaped, with `code` spans kept. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeHtml(block).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
}
