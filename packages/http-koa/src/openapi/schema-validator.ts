import type { JsonSchema } from './json-schema.js';
import { describeType, hasType, isObject, resolveRef } from './json-values.js';
import { matchesFormat } from './schema-formats.js';

/** One place where a value breaks its schema: a JSON-pointer-like path and why. */
export interface SchemaViolation {
  path: string;
  message: string;
}

/** Where `$ref`s point into: an OpenAPI document or any object holding `components`. */
export type SchemaRoot = object;

/**
 * Validates `value` against the JSON Schema subset of `JsonSchema` (type, properties,
 * required, additionalProperties, items, enum, const, format date/date-time/uuid, pattern,
 * lengths, minimum/maximum, multipleOf, oneOf/anyOf, `$ref` into `root`). Returns every
 * violation found; an empty array means valid.
 *
 * @example
 * validateAgainstSchema({ $ref: '#/components/schemas/Subscription' }, body, openApiDocument);
 */
export function validateAgainstSchema(
  schema: JsonSchema,
  value: unknown,
  root: SchemaRoot = {},
  path = '',
): SchemaViolation[] {
  if (schema.$ref !== undefined) {
    const target = resolveRef(root, schema.$ref);
    if (!target) return [{ path: path || '/', message: `unresolvable $ref ${schema.$ref}` }];
    const { $ref: _ref, ...siblings } = schema;
    return [
      ...validateAgainstSchema(target, value, root, path),
      ...check(siblings, value, root, path),
    ];
  }
  return check(schema, value, root, path);
}

function check(
  schema: JsonSchema,
  value: unknown,
  root: SchemaRoot,
  path: string,
): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  const fail = (message: string) => out.push({ path: path || '/', message });
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  if (types && !types.some((type) => hasType(value, type))) {
    fail(`expected ${types.join(' or ')}, got ${describeType(value)}`);
    return out;
  }
  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) {
    fail(`${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (schema.const !== undefined && schema.const !== value) {
    fail(`expected ${JSON.stringify(schema.const)}, got ${JSON.stringify(value)}`);
  }
  if (typeof value === 'string') checkString(schema, value, fail);
  if (typeof value === 'number') checkNumber(schema, value, fail);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      fail(`expected at least ${schema.minItems} items`);
    }
    if (schema.items) {
      const items = schema.items;
      value.forEach((item, index) => {
        out.push(...validateAgainstSchema(items, item, root, `${path}/${index}`));
      });
    }
  } else if (isObject(value)) {
    out.push(...checkObject(schema, value, root, path));
  }
  out.push(...checkCombinators(schema, value, root, path));
  return out;
}

function checkString(schema: JsonSchema, value: string, fail: (message: string) => void): void {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength)
    fail(`shorter than ${schema.minLength}`);
  if (schema.maxLength !== undefined && length > schema.maxLength)
    fail(`longer than ${schema.maxLength}`);
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
    fail(`${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (schema.format !== undefined && !matchesFormat(schema.format, value)) {
    fail(`${JSON.stringify(value)} is not a ${schema.format}`);
  }
}

function checkNumber(schema: JsonSchema, value: number, fail: (message: string) => void): void {
  if (schema.minimum !== undefined && value < schema.minimum)
    fail(`${value} is below ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum)
    fail(`${value} is above ${schema.maximum}`);
  if (schema.multipleOf !== undefined) {
    // Binary floats: 19.99 / 0.01 is 1998.9999999999998, so compare with a tolerance.
    const ratio = value / schema.multipleOf;
    if (Math.abs(ratio - Math.round(ratio)) > 1e-7)
      fail(`${value} is not a multiple of ${schema.multipleOf}`);
  }
}

function checkObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  root: SchemaRoot,
  path: string,
): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  const keys = Object.keys(value);
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(value, name))
      out.push({ path: path || '/', message: `missing required property ${name}` });
  }
  if (schema.minProperties !== undefined && keys.length < schema.minProperties) {
    out.push({
      path: path || '/',
      message: `expected at least ${schema.minProperties} properties`,
    });
  }
  for (const key of keys) {
    const child = `${path}/${key}`;
    const declared =
      schema.properties && Object.hasOwn(schema.properties, key)
        ? schema.properties[key]
        : undefined;
    if (declared) out.push(...validateAgainstSchema(declared, value[key], root, child));
    else if (schema.additionalProperties === false)
      out.push({ path: child, message: 'property not allowed' });
    else if (typeof schema.additionalProperties === 'object') {
      out.push(...validateAgainstSchema(schema.additionalProperties, value[key], root, child));
    }
  }
  return out;
}

function checkCombinators(
  schema: JsonSchema,
  value: unknown,
  root: SchemaRoot,
  path: string,
): SchemaViolation[] {
  const at = path || '/';
  if (schema.anyOf) {
    const results = schema.anyOf.map((branch) => validateAgainstSchema(branch, value, root, path));
    if (!results.some((violations) => violations.length === 0)) {
      return [{ path: at, message: 'matches no anyOf branch' }, ...results.flat()];
    }
  }
  if (schema.oneOf) {
    const results = schema.oneOf.map((branch) => validateAgainstSchema(branch, value, root, path));
    const matched = results.filter((violations) => violations.length === 0).length;
    if (matched !== 1) {
      return [
        { path: at, message: `matches ${matched} oneOf branches, expected exactly 1` },
        ...(matched === 0 ? results.flat() : []),
      ];
    }
  }
  return [];
}
