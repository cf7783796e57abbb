// Hostile input for the fuzz suites: strings, values and mutations of a valid example that an
// attacker, a broken client or a copy-paste accident could send. Pure fast-check arbitraries.
import fc from 'fast-check';

/** Text that has broken real systems: injection, markup, encodings, control characters. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  "' OR '1'='1",
  "'; DROP TABLE waitlist_entries; --",
  '" OR ""="',
  "1'; SELECT pg_sleep(30); --",
  '$$; COPY (SELECT 1) TO PROGRAM $$id',
  '\\',
  '\\x00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '{{__proto__}}',
  '${process.exit(1)}',
  '__proto__',
  'constructor',
  'prototype',
  '../../../../etc/passwd',
  '%00',
  '%s%s%s%n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  '\u200B\u200C\u200D',
  'Z\u0337\u0334\u0310a\u0336\u0327\u0350l\u0338\u0318\u033Eg\u0335\u0321o\u0334',
  '\uD83D\uDE42\uD83D\uDC69\u200D\uD83D\uDC69\u200D\uD83D\uDC67',
  '\u00E9\u0301',
  '\r\n\r\nHTTP/1.1 200 OK',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
  '[]',
  '{}',
  'a@b',
  'user@example.com\u0000admin@example.com',
  'ADMIN@SILENT.TEST',
];

const CONTROL_UNITS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028'];
const CONTROL_UNITS_MORE = ['\uD800', '\uDC00', '\uFFFE', '\uFFFF', '\n', '\r', '\t', 'a', ' '];

/** Any string, weighted towards the nasty ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom(...CONTROL_UNITS, ...CONTROL_UNITS_MORE),
      maxLength: 40,
    }),
    weight: 2,
  },
  {
    // Around and past the 10,000-character prompt limit, and just long.
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', 'é', '\uD83D\uDE42', ' ', "'"),
        fc.integer({ min: 200, max: 30_000 }),
      )
      .map(([unit, length]) => unit.repeat(length)),
    weight: 1,
  },
);

/** Numbers JSON can carry that a schema may not expect. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, 5e-324, 6, 3, 4.999),
  fc.integer(),
  // NaN and Infinity become null in JSON; that is fine, null is hostile too.
  fc.double(),
);

/** Arrays or objects nested deeper than any schema goes. */
export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** Any JSON value, weighted towards wrong-but-plausible ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 60 }), weight: 2 },
  { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 5 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Keys a body should not have (or that mean something special to JavaScript). */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', ''),
  fc.string({ maxLength: 20 }),
  hostileString,
);

type Mutation =
  | { op: 'set'; key: string; value: unknown }
  | { op: 'delete'; key: string }
  | { op: 'add'; key: string; value: unknown };

function mutationOf(keys: readonly string[]): fc.Arbitrary<Mutation> {
  const existing = keys.length > 0 ? fc.constantFrom(...keys) : hostileKey;
  return fc.oneof(
    {
      arbitrary: fc.record({ op: fc.constant('set' as const), key: existing, value: hostileValue }),
      weight: 4,
    },
    { arbitrary: fc.record({ op: fc.constant('delete' as const), key: existing }), weight: 2 },
    {
      arbitrary: fc.record({
        op: fc.constant('add' as const),
        key: hostileKey,
        value: hostileValue,
      }),
      weight: 1,
    },
  );
}

function applyMutations(
  base: Record<string, unknown>,
  mutations: Mutation[],
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  for (const mutation of mutations) {
    if (mutation.op === 'delete') delete copy[mutation.key];
    // defineProperty so '__proto__' becomes a real own key, as JSON.parse would make it.
    else
      Object.defineProperty(copy, mutation.key, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return copy;
}

/**
 * The same shape as `example`, each leaf either kept or swapped for a hostile value of the
 * same JSON type: these get past type checks and reach the handlers and the database.
 */
export function sameShape(example: unknown): fc.Arbitrary<unknown> {
  if (typeof example === 'string') return fc.oneof(fc.constant(example), hostileString);
  if (typeof example === 'number') return fc.oneof(fc.constant(example), hostileNumber);
  if (typeof example === 'boolean') return fc.boolean();
  if (Array.isArray(example)) {
    const item = example.length > 0 ? sameShape(example[0]) : hostileString;
    return fc.oneof(fc.constant(example), fc.array(item, { maxLength: 60 }));
  }
  if (example && typeof example === 'object') {
    const entries = Object.entries(example);
    const record = fc.record(
      Object.fromEntries(entries.map(([key, value]) => [key, sameShape(value)])),
      { requiredKeys: entries.map(([key]) => key) },
    );
    // A free-form map (e.g. template variables) may also get keys of its own.
    return fc.oneof(
      { arbitrary: record, weight: 3 },
      { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 6 }), weight: 1 },
    );
  }
  return hostileValue;
}

/** Wrong types, missing and extra fields, or a body that is not even an object. */
export function mutatedBody(example: unknown): fc.Arbitrary<unknown> {
  const base =
    example && typeof example === 'object' && !Array.isArray(example)
      ? (example as Record<string, unknown>)
      : {};
  return fc.oneof(
    {
      arbitrary: fc
        .array(mutationOf(Object.keys(base)), { minLength: 1, maxLength: 4 })
        .map((mutations) => applyMutations(base, mutations)),
      weight: 6,
    },
    { arbitrary: sameShape(example), weight: 6 },
    { arbitrary: hostileValue, weight: 2 },
  );
}

/** Bodies that are not JSON, or not the JSON they claim to be. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '[1,2',
    'nul',
    'undefined',
    "{'single': 'quotes'}",
    '{"a":1,}',
    '{"a":1}{"b":2}',
    '\uFEFF{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '1e999999',
    '"just a string"',
    '\u0000',
    '{"a":NaN}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  deepNesting,
);

/** Content types a JSON API must refuse or survive. */
export const contentTypes: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  '*/*',
  ';',
  'json',
);

/** Raw query strings, including invalid percent-encodings. */
export const rawQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00=%00',
    '&&&',
    '=',
    '==&==',
    'limit=1e3',
    'limit=-1',
    'limit=0x10',
    'limit=Infinity',
    'limit=99999999999999999999999',
    'limit=&limit=',
    'limit=1&limit=2',
    'limit[]=1',
    '__proto__[isAdmin]=true',
    'constructor[prototype][isAdmin]=true',
    'offset=-5',
    'difficulty=EASY',
    'search=%27%20OR%201%3D1--',
    'category=%F0%9F%98',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 200 }).map((s) => s.replace(/[#\s]/g, '')),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => `search=${'a'.repeat(n)}`),
);

/** Raw path segments: bad encodings, traversal, too long for a parameter. */
export const rawSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    '%2F',
    '%2e%2e',
    '..',
    '.',
    '%20',
    '%F0%9F%98',
    '%ED%A0%80',
    "'%20OR%201=1",
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  ),
  fc.integer({ min: 37, max: 2_000 }).map((n) => 'a'.repeat(n)),
);

/** Replaces lone surrogates so encodeURIComponent cannot throw (the server sees U+FFFD). */
export function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** A query string of any values (arrays repeat the key), every part made encodable first. */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      search.append(
        wellFormed(key),
        wellFormed(typeof item === 'string' ? item : (JSON.stringify(item) ?? '')),
      );
    }
  }
  return search.toString();
}

/** Authorization headers that are not a usable bearer token. */
export const garbageAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'Basic YWRtaW46YWRtaW4=',
    'bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Bearer ....',
    'Bearer eyJ.eyJ.sig',
    'Token abc',
  ),
  fc
    .string({ unit: 'binary-ascii', maxLength: 300 })
    .map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, '')}`),
);
