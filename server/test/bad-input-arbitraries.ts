import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generators of bad (and nearly good) requests for the bad-input test, driven by a route's own
 * schemas as Fastify holds them (the contract's zod schemas, read as JSON Schema): each value is
 * usually of the expected type and range, sometimes hostile, so that calls get past the parsers
 * into the schemas and, now and then, past the schemas into the services.
 */

/** The part of JSON Schema that zod's `toJSONSchema` writes for the contract's shapes. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** A zod schema (or a plain JSON Schema) as JSON Schema; undefined for no schema. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType) {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return schema as JsonSchema;
}

/** Ids that exist in the demo database, so that some calls reach real rows. */
const SMALL_IDS = fc.integer({ min: 1, max: 40 });

/**
 * Ids at and past the API's range (2^31 - 1, PostgreSQL's `integer`) up to 2^63, where a query
 * with them would fail on PostgreSQL.
 */
export const BIG_IDS = [2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 63 - 1, 2 ** 63];

/** Control characters, the ones every text field refuses and the ones it takes (tab, breaks). */
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\r\n',
];

const HOSTILE_VALUES: unknown[] = [
  -1,
  0,
  1.5,
  ...BIG_IDS,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  '',
  ' ',
  'null',
  '\u0000',
  'a\u0000b',
  '\u0085',
  '\uD800',
  '\u202E\u0007\u001b[31m',
  'x'.repeat(100_000),
  true,
  null,
  [],
  {},
  [[[[[[[[[[]]]]]]]]]],
  { __proto__: { admin: true } },
];

/** Any JSON value, leaning to what breaks code: huge and negative numbers, odd strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
);

/** A value of the schema's type and roughly in its range (not always valid: lengths drift). */
export function nearValid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => nearValid(choice, depth)));
  if (schema.allOf?.[0]) return nearValid(schema.allOf[0], depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => nearValid({ ...schema, type }, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringLike(schema);
    case 'integer':
      return fc.oneof(
        SMALL_IDS,
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31),
        }),
        fc.constantFrom(...BIG_IDS),
      );
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(someValue(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
      return objectOf(schema, depth);
    default:
      return hostileValue;
  }
}

function stringLike(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const plain = fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
  const typed = fc.oneof(
    { weight: 3, arbitrary: plain },
    { weight: 1, arbitrary: withControl(plain) },
  );
  if (!schema.pattern) return typed;
  try {
    return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), typed);
  } catch {
    return typed;
  }
}

/** A string with a control character put somewhere in it. */
function withControl(strings: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(strings, fc.constantFrom(...CONTROLS), fc.nat()).map(([text, control, at]) => {
    const cut = text.length ? at % (text.length + 1) : 0;
    return text.slice(0, cut) + control + text.slice(cut);
  });
}

/** An object of the schema's properties, each near-valid or hostile, sometimes with extras. */
function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  const record = fc.record(
    Object.fromEntries(entries.map(([key, property]) => [key, someValue(property, depth + 1)])),
    { requiredKeys: schema.required?.filter((key) => schema.properties?.[key]) ?? [] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }))
        .map(([known, extra]) => ({ ...extra, ...(known as object) })),
    },
  );
}

/** Mostly near-valid, sometimes hostile. */
export function someValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: nearValid(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Percent-encodes every byte but the unreserved ones, as a browser would a path segment. */
export function encodeSegment(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Path segments and query values no schema should let through, written as they go on the wire. */
const RAW_SEGMENTS = [
  '',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '0x1f',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999',
  '-9223372036854775808',
  '%201',
  '1%20',
  '+1',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%01',
  '%1B',
  '%7F',
  '%C2%85',
  '%09',
  '%FF',
  '%C3%28',
  '%ED%A0%80',
  '%E2%82',
  '%',
  '%%',
  '%2F',
  '..',
  '%2E%2E',
  '%0A',
  '%0D%0A',
  '%EF%BB%BF1',
  'x'.repeat(1001),
];

/** A path segment (or query value) for a parameter with this schema, encoded for the URL. */
export function segmentOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const typed = schema ? nearValid(schema).map((value) => encodeSegment(String(value))) : SMALL_IDS;
  return fc.oneof(
    { weight: 4, arbitrary: typed.map(String) },
    { weight: 1, arbitrary: SMALL_IDS.map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeSegment) },
    { weight: 1, arbitrary: fc.integer({ min: 1001, max: 4000 }).map((n) => 'é'.repeat(n)) },
  );
}

/** A query string (with its '?') for a querystring schema; noise when the route has none. */
export function queryOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const names = keys.length ? fc.constantFrom(...keys) : fc.constantFrom('auth', 'n', 'x');
  const pair = names.chain((name) =>
    segmentOf(schema?.properties?.[name]).map((value) => `${name}=${value}`),
  );
  return fc
    .array(pair, { maxLength: keys.length ? 4 : 1 })
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

export interface BodyCase {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  ' ',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '"\\ud800"',
  '1e999999',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'application/x-bittorrent',
  'text/csv',
];

/** A JSON text with invalid UTF-8 bytes just inside its first string (or at its start). */
function withBadUtf8(json: string): Buffer {
  const at = json.indexOf('"') + 1;
  const bytes = Buffer.from(json, 'utf8');
  const cut = Buffer.byteLength(json.slice(0, at), 'utf8');
  return Buffer.concat([
    bytes.subarray(0, cut),
    Buffer.from([0xc3, 0x28, 0xff]),
    bytes.subarray(cut),
  ]);
}

/**
 * A request body: JSON from the body schema (or any JSON), malformed JSON, invalid UTF-8, a
 * wrong Content-Type, raw bytes, none, or one byte over the route's body limit.
 */
export function bodyOf(schema: JsonSchema | undefined, bodyLimit: number): fc.Arbitrary<BodyCase> {
  const json = (schema ? someValue(schema) : hostileValue).map(
    (value) => JSON.stringify(value) ?? 'null',
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: json.map((payload) => ({
        kind: 'json',
        payload,
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ kind: 'malformed', payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: json.map((text) => ({
        kind: 'bad utf-8',
        payload: withBadUtf8(text),
        contentType: 'application/json; charset=utf-8',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.constantFrom(...WRONG_TYPES))
        .map(([payload, contentType]) => ({ kind: 'wrong type', payload, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 600 }), fc.constantFrom(...WRONG_TYPES))
        .map(([bytes, contentType]) => ({
          kind: 'bytes',
          payload: Buffer.from(bytes),
          contentType,
        })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'oversized',
        payload: `"${'a'.repeat(bodyLimit)}"`,
        contentType: 'application/json',
      }),
    },
  );
}
