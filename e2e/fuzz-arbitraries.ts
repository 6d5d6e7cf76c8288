/** fast-check generators of hostile-but-plausible requests for the fuzz test (issue 8). */
import fc from 'fast-check';

/** The 13 writable subscription fields; nothing else may get through a write. */
export const FIELDS = [
  'name',
  'category',
  'amount',
  'currency',
  'period',
  'nextPaymentDate',
  'lastPaymentDate',
  'billingAnchorDay',
  'customDate',
  'notificationEnabled',
  'status',
  'isTrial',
  'trialEndsOn',
];

/** A valid create body: the starting point every mutation bends. */
export const validBody = fc.record({
  name: fc.constantFrom('Netflix', 'Spotify', 'iCloud+', 'Bilibili 大会员', 'Straße TV'),
  category: fc.constantFrom('Streaming', 'Cloud', 'Music'),
  amount: fc.integer({ min: 0, max: 99_999_999 }).map((minor) => minor / 100),
  currency: fc.constantFrom('USD', 'EUR', 'CNY', 'JPY', 'GBP'),
  period: fc.constantFrom('monthly', 'yearly'),
  nextPaymentDate: fc
    .integer({ min: 1, max: 700 })
    .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)),
});

/** Odd JSON values: wrong types, null, boundaries, huge and Unicode strings, deep nesting. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(0, -1, -0.01, 0.001, 19.999, 999999.99, 1000000, 1e308, 31, 32, 0.5),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a'.repeat(121),
    'x'.repeat(70_000),
    '😀'.repeat(120),
    '2026-02-30',
    '2026-13-01',
    '0000-01-01',
    '9999-12-31',
    '3651',
    '0',
    '01',
    'monthly',
    'MONTHLY',
    'custom',
    'usd',
    '__proto__',
    // Unpaired surrogates: JSON can carry them, UTF-8 storage cannot (found by this test).
    '\ud800',
    'Net\udfffflix',
    '\u200b',
    '\u2028',
    '\ufeffNetflix',
  ),
  fc.constantFrom([], {}, [1, 2], { a: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .integer({ min: 1, max: 3000 })
    .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))),
);

/**
 * Unicode-edge text for `name` and `category`: any code point, graphemes, and unpaired
 * surrogates (which `unit: 'binary'` never produces) that JSON carries but UTF-8 cannot.
 */
export const edgeText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 130 }),
  fc.string({ unit: 'grapheme', maxLength: 130 }),
  fc
    .tuple(fc.string({ maxLength: 5 }), fc.integer({ min: 0xd800, max: 0xdfff }))
    .map(([text, unit]) => `${text}${String.fromCharCode(unit)}${text}`),
);

/** One mutation of a body, as raw JSON text (so `__proto__` can really be sent as a key). */
export const mutatedBodyText = fc
  .tuple(
    validBody,
    fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom(...FIELDS) }),
        fc.record({
          kind: fc.constant('set' as const),
          field: fc.constantFrom('name', 'category'),
          value: edgeText,
        }),
        fc.record({
          kind: fc.constant('set' as const),
          field: fc.constantFrom(...FIELDS),
          value: oddValue,
        }),
        fc.record({
          kind: fc.constant('extra' as const),
          field: fc.constantFrom(
            'id',
            'createdAt',
            'updatedAt',
            'accountId',
            'constructor',
            'prototype',
            'foo',
            'pushUrl',
            'Amount',
          ),
          value: oddValue,
        }),
      ),
      { minLength: 0, maxLength: 3 },
    ),
    fc.boolean(),
  )
  .map(([body, mutations, protoKey]) => {
    const out: Record<string, unknown> = { ...body };
    for (const mutation of mutations) {
      if (mutation.kind === 'drop') delete out[mutation.field];
      else out[mutation.field] = mutation.value;
    }
    const text = JSON.stringify(out);
    // JSON.stringify never writes an own `__proto__` key; splice one in as a client could.
    return protoKey ? text.replace(/^\{/, '{"__proto__":{"status":"cancelled"},') : text;
  });

/** Bodies that are not JSON objects at all. */
export const brokenBodyText = fc.oneof(
  fc.constantFrom('', 'null', '[]', '"text"', '42', '{', '{"name":', 'true', '{"a":1}}'),
  fc.string({ maxLength: 50 }),
  fc.integer({ min: 1, max: 5000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);

/** A random query string for a list-like endpoint. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'limit',
        'offset',
        'status',
        'category',
        'period',
        'q',
        'expiringBefore',
        'sort',
        'horizonDays',
        'resourceType',
        'resourceId',
        'action',
        'since',
        'until',
        'x',
        '',
      ),
      fc.oneof(
        fc.constantFrom(
          '',
          '0',
          '1',
          '50',
          '100',
          '101',
          '-1',
          '1.5',
          'abc',
          'active',
          'paused',
          '-amount',
          'name',
          '2026-02-30',
          '2026-12-01',
          '%',
          '_',
          '%25',
          'subscription',
          '2026-11-01T00:00:00Z',
          '365',
          '366',
          'null',
          '[]',
          '00000000-0000-0000-0000-000000000000',
        ),
        fc.string({ maxLength: 30 }),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
  );

/** Content types that are not JSON: D11 answers them `invalid_json` whatever the body. */
export const NON_JSON_TYPES = new Set([
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
]);

/** Odd request headers: content types, duplicated and oversized values. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  fc.constantFrom<Record<string, string>>(
    { 'content-type': 'text/plain' },
    { 'content-type': 'application/x-www-form-urlencoded' },
    { 'content-type': 'application/json; charset=latin1' },
    { 'content-type': 'multipart/form-data; boundary=x' },
    { accept: 'text/html' },
    { 'x-request-id': 'client-chosen-id' },
    { 'x-forwarded-for': '1.2.3.4' },
    { origin: 'https://evil.example' },
    { 'x-oversize': 'h'.repeat(12_000) },
  ),
);
