import type { HeaderObject, OpenApiDocument, ResponseObject } from '../../openapi/openapi-types.js';
import { type SchemaViolation, schemaChecker } from './schema-check.js';

type Check = ReturnType<typeof schemaChecker>;
const checkers = new WeakMap<OpenApiDocument, Check>();

function checkerOf(document: OpenApiDocument): Check {
  let check = checkers.get(document);
  if (!check) {
    check = schemaChecker(document);
    checkers.set(document, check);
  }
  return check;
}

/** A received HTTP answer, as a test client holds it. */
export interface ReceivedResponse {
  status: number;
  headers: Headers;
  text: string;
}

function headerViolations(
  check: Check,
  name: string,
  header: HeaderObject,
  value: string | null,
): SchemaViolation[] {
  const at = `header ${name}`;
  if (value === null)
    return header.required ? [{ path: at, message: 'required header missing' }] : [];
  // Header values are text; an integer header must be written as decimal digits.
  const integer = header.schema.type === 'integer';
  if (integer && !/^\d+$/.test(value)) return [{ path: at, message: `${value} is not an integer` }];
  return check(header.schema, integer ? Number(value) : value).map((violation) => ({
    path: at,
    message: violation.message,
  }));
}

function bodyViolations(
  documented: ResponseObject,
  received: ReceivedResponse,
  check: Check,
): SchemaViolation[] {
  const contentType = received.headers.get('content-type') ?? '';
  if (!documented.content) {
    return received.text === ''
      ? []
      : [{ path: 'body', message: 'a body where none is documented' }];
  }
  const entry = Object.entries(documented.content).find(([type]) => contentType.startsWith(type));
  if (!entry) return [{ path: 'content-type', message: `${contentType} is not documented` }];
  const [type, media] = entry;
  if (type !== 'application/json') return check(media.schema, received.text);
  let body: unknown;
  try {
    body = JSON.parse(received.text);
  } catch {
    return [{ path: 'body', message: 'not JSON' }];
  }
  const violations = check(media.schema, body);
  const requestId = (body as { requestId?: unknown }).requestId;
  // D23: the body's requestId and the X-Request-Id header carry the same value.
  if (requestId !== undefined && requestId !== received.headers.get('x-request-id')) {
    violations.push({ path: '/requestId', message: 'differs from the X-Request-Id header' });
  }
  return violations;
}

/**
 * Every way `received` departs from what `document` says `method path` answers: an
 * undocumented status, a missing or malformed header, a body that breaks the schema.
 * `documented` may be given directly for responses outside any operation (404, 405).
 */
export function responseViolations(
  document: OpenApiDocument,
  target: { method: string; path: string } | { response: ResponseObject },
  received: ReceivedResponse,
): SchemaViolation[] {
  let documented: ResponseObject | undefined;
  if ('response' in target) documented = target.response;
  else {
    const operation = document.paths[target.path]?.[target.method.toLowerCase() as 'get'];
    if (!operation)
      return [{ path: 'operation', message: `${target.method} ${target.path} is not documented` }];
    documented = operation.responses[String(received.status)];
  }
  if (!documented)
    return [{ path: 'status', message: `status ${received.status} is not documented` }];
  const check = checkerOf(document);
  const headers = Object.entries(documented.headers ?? {}).flatMap(([name, header]) =>
    headerViolations(check, name, header, received.headers.get(name)),
  );
  return [...headers, ...bodyViolations(documented, received, check)];
}
