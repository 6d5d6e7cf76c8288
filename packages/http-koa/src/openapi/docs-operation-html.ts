import { describeSchema, escapeHtml, paragraphs, table } from './docs-html.js';
import type { JsonSchema } from './json-schema.js';
import type { OperationObject, ResponseObject } from './openapi-types.js';

function bodySchema(content: Record<string, { schema: JsonSchema }> | undefined): string {
  if (!content) return 'no body';
  return Object.entries(content)
    .map(([type, media]) => `${escapeHtml(type)}: ${describeSchema(media.schema)}`)
    .join('<br>');
}

function errorCodes(response: ResponseObject): string {
  const schema = response.content?.['application/json']?.schema;
  const code = schema?.properties?.['error']?.properties?.['code'];
  return code?.enum
    ? code.enum.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(' ')
    : '';
}

function responseRows(operation: OperationObject): string[][] {
  return Object.entries(operation.responses).map(([status, response]) => [
    `<b>${escapeHtml(status)}</b>`,
    escapeHtml(response.description) + (errorCodes(response) ? `<br>${errorCodes(response)}` : ''),
    Object.entries(response.headers ?? {})
      .map(([name, header]) => `${escapeHtml(name)}${header.required ? '' : '?'}`)
      .join('<br>'),
    response.content ? bodySchema(response.content) : 'no body',
  ]);
}

/** One operation as an HTML section: method, path, summary, parameters, body, responses. */
export function operationHtml(method: string, path: string, operation: OperationObject): string {
  const id = `op-${operation.operationId}`;
  const parameters = table(
    ['Parameter', 'In', 'Required', 'Schema', 'Description'],
    (operation.parameters ?? []).map((parameter) => [
      `<code>${escapeHtml(parameter.name)}</code>`,
      parameter.in,
      parameter.required ? 'yes' : 'no',
      describeSchema(parameter.schema),
      escapeHtml(parameter.description),
    ]),
  );
  const auth = operation.security?.length === 0 ? 'no authentication' : 'bearer API key';
  return [
    `<section class="operation" id="${id}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code> ${escapeHtml(operation.summary)}</h3>`,
    paragraphs(operation.description),
    `<p class="auth">Security: ${auth}</p>`,
    parameters,
    operation.requestBody
      ? `<p>Request body${operation.requestBody.required ? ' (required)' : ''}: ${bodySchema(operation.requestBody.content)}. ${escapeHtml(operation.requestBody.description)}</p>`
      : '',
    table(['Status', 'Meaning and error codes', 'Headers', 'Body'], responseRows(operation)),
    '</section>',
  ].join('\n');
}
