import fs from 'node:fs';
import path from 'node:path';
import { calls, errorBody, routes } from '@cineclub/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import {
  BIG_IDS,
  type BodyCase,
  bodyOf,
  type JsonSchema,
  jsonSchemaOf,
  queryOf,
  segmentOf,
} from './bad-input-arbitraries.js';
import { type ChangeLog, changeLogOf } from './bad-input-changes.js';
import { type TestServer, tempDir, testEngine } from './helpers.js';
import { servedRoutes } from './route-table.js';

/**
 * Bad input over every route the app serves (read from Fastify's route table, so a route added
 * later is covered without a change here), as each role, on SQLite and on PostgreSQL: generated
 * params, query strings and bodies, from the route's own schemas, some of them after a path
 * that starts with `//`. Every call must answer a 2xx or a 4xx; a 4xx in the one error shape,
 * and without changing the database.
 *
 * "Unchanged" means: no row inserted, updated or deleted in any table of the database, as
 * triggers set up for the test record (`bad-input-changes.ts`, which says what is left out as
 * not data). A 2xx is a call that legitimately succeeded: it is not checked, and the test then
 * waits until the work it may have started (a copy, a catalogue job) has settled and puts the
 * test accounts back as they were.
 *
 * Bounded: RUNS calls per route and role, from a fixed seed. A deeper search, by hand:
 * `BAD_INPUT_RUNS=200 BAD_INPUT_SEED=7 npx vitest run server/test/bad-input.test.ts`.
 */

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 20);
const SEED = Number(process.env.BAD_INPUT_SEED ?? 1414);

const ROLES = ['anonimo', 'invitado', 'socio', 'admin'] as const;
type Role = (typeof ROLES)[number];
const ACCOUNTS: Record<Exclude<Role, 'anonimo'>, { email: string; perms: string[] }> = {
  invitado: { email: 'invitado@demo.local', perms: [] },
  socio: { email: 'socio@demo.local', perms: ['bajed2'] },
  admin: { email: 'admin@demo.local', perms: ['admo', 'bajed2'] },
};

/** Updates that do not count as a change of data, by table. */
const NOT_DATA: Record<string, string[]> = { session: ['last_used_at', 'expires_at'] };

interface Route {
  method: string;
  pattern: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  bodyLimit: number;
}

let server: TestServer;
let table: Route[];
let changes: ChangeLog;
const sessions = new Map<Role, string>();

beforeAll(async () => {
  // A web app to serve, so that page addresses (`//…`) reach the index.html fallback.
  const webDir = tempDir();
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="es"></html>');
  server = await startAccountsServer({ WEB_DIR: webDir, COMMENT_RATE_LIMIT: '100000' });
  table = await routeTable();
  changes = await changeLogOf(server.db, NOT_DATA);
});

/**
 * Each served route with its schemas, read from the route itself (`request.routeOptions`) by
 * one probe call as admin that a hook answers before any handler runs.
 */
async function routeTable(): Promise<Route[]> {
  let seen: Route | undefined;
  server.app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['x-probe']) return;
    const { schema, bodyLimit } = request.routeOptions;
    seen = {
      method: request.method,
      pattern: '',
      params: jsonSchemaOf(schema?.params),
      querystring: jsonSchemaOf(schema?.querystring),
      body: jsonSchemaOf(schema?.body),
      bodyLimit,
    };
    return reply.code(204).send();
  });
  const cookie = await sessionOf('admin');
  const found: Route[] = [];
  for (const served of servedRoutes(server.app)) {
    const [method = '', pattern = ''] = served.split(' ');
    seen = undefined;
    const url = pattern.replace(/:\w+/g, '1');
    await server.app.inject({ method: method as 'GET', url, headers: { cookie, 'x-probe': '1' } });
    if (!seen) throw new Error(`the probe did not reach ${served}`);
    found.push({ ...(seen as Route), pattern });
  }
  return found;
}

/** A signed-in session of the role, made again (with the role's permissions) when it is gone. */
async function sessionOf(role: Exclude<Role, 'anonimo'>): Promise<string> {
  const known = sessions.get(role);
  if (known) return known;
  const account = ACCOUNTS[role];
  const cookie = await demoSession(server.app, account.email);
  const user = await server.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
  await server.db.deleteFrom('user_perm').where('user_id', '=', user.id).execute();
  for (const perm of account.perms) {
    await server.db.insertInto('user_perm').values({ user_id: user.id, perm }).execute();
  }
  sessions.set(role, cookie);
  return cookie;
}

/** Downloads whose file is still being copied to the cache (the copy writes as it goes). */
async function copiesUnderWay(): Promise<number> {
  const row = await server.db
    .selectFrom('download')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', ['queued', 'copying'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a call that succeeded: waits until the work it started has settled (no running
 * catalogue job, no file copy under way, no change for a while), then forgets the sessions
 * (the call may have ended them, or deleted or demoted a test account).
 */
async function settle(): Promise<void> {
  sessions.clear();
  const admin = await sessionOf('admin');
  let last = '';
  for (let quiet = 0, round = 0; quiet < 2 && round < 1000; round++) {
    await sleep(5);
    const jobs = await server.app.inject({ url: routes.adminJobs, headers: { cookie: admin } });
    const now = await changes.mark();
    const idle = !jobs.body.includes('"enMarcha"') && (await copiesUnderWay()) === 0;
    quiet = now === last && idle ? quiet + 1 : 0;
    last = now;
  }
}

/** Words of Fastify's own English messages (a schema's detail, in brackets, is left aside). */
const ENGLISH = /\b(body|request|content|type|is|not|too|large|valid|exceeding)\b/i;

interface Call {
  /** Put before the path: nothing, or one more '/' (a path that starts with `//`). */
  slash: string;
  path: string[];
  query: string;
  body: BodyCase;
}

function callArbitrary(route: Route): fc.Arbitrary<Call> {
  const names = [...route.pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const hasBody = route.method !== 'GET';
  return fc.record({
    slash: fc.constantFrom('', '', '', '', '/'),
    path: fc.tuple(...names.map((name) => segmentOf(route.params?.properties?.[name]))),
    query: queryOf(route.querystring),
    body: hasBody ? bodyOf(route.body, route.bodyLimit) : fc.constant({ kind: 'none' }),
  });
}

function urlOf(route: Route, call: Call): string {
  let index = 0;
  const filled = route.pattern.replace(/:\w+/g, () => call.path[index++] ?? '');
  return call.slash + filled + call.query;
}

/** Reads the answer; a stream that stays open (a progress monitor) is a success, left unread. */
async function send(route: Route, call: Call, cookie: string | undefined) {
  const response = await server.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, call),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(call.body.contentType ? { 'content-type': call.body.contentType } : {}),
    },
    ...(call.body.payload === undefined ? {} : { payload: call.body.payload }),
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: response.statusCode, type: 'text/event-stream', body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return {
    status: response.statusCode,
    type: String(response.headers['content-type'] ?? ''),
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

async function check(route: Route, role: Role, call: Call): Promise<void> {
  const cookie = role === 'anonimo' ? undefined : await sessionOf(role);
  const before = await changes.mark();
  const answer = await send(route, call, cookie);
  const what = `${route.method} ${urlOf(route, call).slice(0, 160)} (${call.body.kind}) as ${role}: ${answer.status} ${answer.body.slice(0, 200)}`;
  if (answer.status >= 200 && answer.status < 300) {
    // A read that changed nothing started nothing either.
    if (route.method !== 'GET' || (await changes.mark()) !== before) await settle();
    return;
  }
  if (answer.status < 400 || answer.status >= 500) throw new Error(`not a 2xx or 4xx: ${what}`);
  if (!answer.type.startsWith('application/json')) throw new Error(`not JSON: ${what}`);
  const parsed = errorBody.strict().safeParse(JSON.parse(answer.body));
  if (!parsed.success || parsed.data.statusCode !== answer.status) {
    throw new Error(`not the error shape: ${what}`);
  }
  if (ENGLISH.test(parsed.data.message.replace(/\(.*\)$/s, ''))) {
    throw new Error(`message in English: ${what}`);
  }
  const changed = await changes.changesSince(before);
  if (changed.length) throw new Error(`rejected, but changed ${changed.join(', ')}: ${what}`);
}

/** A seed per route and role, so that each gets its own draws and reruns repeat them. */
function seedOf(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * What the fuzz test found, pinned by plain examples (first: the fuzz test fills the per-address
 * rate limits). The login route's limit is set high for tests.
 */
describe('bad input found by the fuzz test', () => {
  const cases: [
    string,
    { method?: 'POST'; url: string; type?: string; payload?: string },
    number,
    string,
  ][] = [
    [
      'a path that is not valid percent-encoding',
      { url: '/api/peli/poster/%FF' },
      400,
      'Dirección no válida',
    ],
    [
      'a path parameter over 1000 characters',
      { url: `/api/lista/pers/${'x'.repeat(1001)}` },
      414,
      'Dirección demasiado larga',
    ],
    [
      'malformed JSON',
      { method: 'POST', url: routes.login, type: 'application/json', payload: '{"a":' },
      400,
      'El cuerpo de la petición no es JSON válido',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: routes.login, type: 'application/json', payload: '' },
      400,
      'Falta el cuerpo JSON de la petición',
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: routes.login,
        type: 'application/json',
        payload: `"${'a'.repeat(1024 * 1024)}"`,
      },
      413,
      'El cuerpo de la petición es demasiado grande',
    ],
    [
      'an unknown content type',
      { method: 'POST', url: routes.login, type: 'application/xml', payload: '<a/>' },
      415,
      'Tipo de contenido no admitido',
    ],
  ];
  for (const [what, request, status, message] of cases) {
    it(`answers ${what} in the one error shape, in Spanish`, async () => {
      const response = await server.app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        headers: request.type ? { 'content-type': request.type } : {},
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(
        errorBody.parse({ statusCode: status, error: response.json().error, message }),
      );
    });
  }
});

/** An answer that is no failure of the server: a 2xx, or a 4xx in the error shape. */
function expectNoServerError(
  what: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(errorBody.strict().parse(JSON.parse(response.body)).statusCode, what).toBe(
      response.statusCode,
    );
  }
}

describe(`ids, control characters and '//' on ${testEngine}`, () => {
  it('answers a path that starts with // with the page or a 4xx, never an error', async () => {
    for (const url of ['//%5B', '//[', '//', '//%5B/peli/1/x', '///api/health', '//a:b@[/x']) {
      const response = await server.app.inject({ url });
      expectNoServerError(url, response);
    }
    const page = await server.app.inject({ url: '//%5B' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('refuses ids past 2^31 - 1 up to 2^63 in every path, query and body, as every role', async () => {
    const withIds = table.filter((route) => /:(id|fileId)\b/.test(route.pattern));
    expect(withIds.length).toBeGreaterThan(20);
    const big = [...BIG_IDS.slice(1).map((id) => BigInt(id).toString()), '99999999999999999999'];
    for (const role of ROLES) {
      const cookie = role === 'anonimo' ? undefined : await sessionOf(role);
      for (const route of withIds) {
        for (const id of big) {
          const url = route.pattern.replace(/:(id|fileId)\b/, id).replace(/:\w+\??/g, '1');
          const what = `${route.method} ${url} as ${role}`;
          const response = await server.app.inject({
            method: route.method as 'GET',
            url,
            headers: cookie ? { cookie } : {},
          });
          expectNoServerError(what, response);
          expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
          if (role === 'admin') expect(response.statusCode, what).toBe(400);
        }
      }
    }
    const admin = await sessionOf('admin');
    const calls = [
      { method: 'GET', url: `${routes.adminAudit}?peli=2147483648` },
      {
        method: 'POST',
        url: '/api/peli/comenta/1',
        payload: { id: 2 ** 31, vista: true, voto: 5, comen: '' },
      },
      { method: 'DELETE', url: '/api/peli/comenta/1/del', payload: { id: 2 ** 63 } },
      { method: 'GET', url: '/api/lista/busq/false/false/0/1111111/pelper/2147483648' },
      { method: 'POST', url: routes.adminNotices, payload: { que: '%2147483648%Una%' } },
      { method: 'POST', url: routes.adminNotices, payload: { que: '%99999999999999999999%Otra%' } },
      { method: 'GET', url: '/api/lista/busq/false/false/0/1111111/pelper/9223372036854775808' },
    ] as const;
    for (const call of calls) {
      const response = await server.app.inject({ ...call, headers: { cookie: admin } });
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(400);
    }
  });

  it('lets no string in the params, query or body of any route take a NUL', () => {
    const open: string[] = [];
    for (const route of table) {
      for (const [part, schema] of Object.entries({
        params: route.params,
        querystring: route.querystring,
        body: route.body,
      })) {
        for (const [at, leaf] of stringsOf(schema)) {
          if (!refusesNul(leaf)) open.push(`${route.method} ${route.pattern} ${part}${at}`);
        }
      }
    }
    expect(open).toEqual([]);
  });

  it('refuses control characters in text fields and query strings with a Spanish 400', async () => {
    const admin = await sessionOf('admin');
    const film = await server.db.selectFrom('film').select('id').executeTakeFirstOrThrow();
    const on = (route: string) => route.replace(':id', String(film.id));
    const calls: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [];
    // Three, as the contact call takes 5 a minute.
    for (const bad of ['a\u0000b', '\u001b[31m', 'a\u0085']) {
      const encoded = encodeURIComponent(bad);
      calls.push(
        {
          method: 'POST',
          url: on(routes.comment),
          payload: { vista: false, voto: -1, comen: bad },
        },
        { method: 'POST', url: routes.contact, payload: { text: bad } },
        { method: 'POST', url: routes.adminNotices, payload: { que: bad } },
        { method: 'PUT', url: on(routes.adminInlineEdit), payload: { nom: bad } },
        { method: 'PUT', url: on(routes.adminInlineEdit), payload: { arg: bad } },
        { method: 'PUT', url: on(routes.adminFileComment), payload: { comen: bad } },
        {
          method: 'PUT',
          url: on(routes.adminRequest),
          payload: { estado: 'rechazada', nota: bad },
        },
        { method: 'POST', url: routes.adminImdbJob, payload: { dir: `/x${bad}` } },
        { method: 'POST', url: routes.errorReport, payload: { message: bad } },
        { method: 'GET', url: `${routes.adminUsers}?q=${encoded}` },
        { method: 'GET', url: `/api/dwnl/compartido?auth=${encoded}` },
        { method: 'GET', url: `/api/demo/idtoken?email=a${encoded}%40demo.local` },
        { method: 'GET', url: `/api/lista/busq/false/false/0/1111111/all/${encoded}` },
        { method: 'GET', url: `/api/lista/pers/${encoded}` },
      );
    }
    for (const call of calls) {
      const response = await server.app.inject({ ...call, headers: { cookie: admin } });
      const what = `${call.method} ${call.url} ${JSON.stringify(call.payload ?? '')}`;
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json().message, what).toMatch(
        /^Petición no válida \(.*caracteres de control/,
      );
    }
    // Tabs and line breaks are how text is laid out: taken.
    const laidOut = await server.app.inject({
      method: 'POST',
      url: on(routes.comment),
      headers: { cookie: admin },
      payload: { vista: false, voto: -1, comen: 'Uno\tdos\r\ntres\n' },
    });
    expect(laidOut.statusCode).toBe(200);
  });
});

/** Every string-typed place of a JSON Schema, with where it is (`.field`, `[]`). */
function stringsOf(schema: JsonSchema | undefined, at = ''): [string, JsonSchema][] {
  if (!schema) return [];
  const found: [string, JsonSchema][] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) {
    found.push([at, schema]);
  }
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    found.push(...stringsOf(choice, at));
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push(...stringsOf(property, `${at}.${key}`));
  }
  if (schema.items) found.push(...stringsOf(schema.items, `${at}[]`));
  return found;
}

/** Whether one of a string schema's patterns refuses a text with a NUL in it. */
function refusesNul(schema: JsonSchema): boolean {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  return patterns.some((pattern) => pattern !== undefined && !new RegExp(pattern).test('a\u0000b'));
}

describe('bad input', () => {
  it('covers every route of the contract, each with the schemas it validates with', () => {
    const contract = Object.values(routes).flatMap((pattern) =>
      pattern.endsWith('?') ? [pattern.replace(/\/:\w+\?$/, ''), pattern.slice(0, -1)] : [pattern],
    );
    // Served: every path of `routes`, and calls of the typed map (those whose server side has
    // landed: a call may be declared in the contract before it is served).
    const callPaths = new Set(Object.values(calls).map((spec) => spec.path));
    const served = [...new Set(table.map((route) => route.pattern))].sort();
    const notCalls = (pattern: string) => !callPaths.has(pattern);
    expect(served.filter(notCalls)).toEqual([...new Set(contract)].filter(notCalls).sort());
    for (const route of table) {
      if (route.pattern.includes(':')) expect(route.params, route.pattern).toBeDefined();
    }
  });

  // One property per route and role (the table is known only once the app runs); every route
  // and role is tried, and every failure reported, before the test fails.
  it(
    'answers a 4xx in the error shape and leaves the database unchanged',
    async () => {
      const failures: string[] = [];
      for (const route of table) {
        for (const role of ROLES) {
          const name = `${route.method} ${route.pattern} as ${role}`;
          const details = await fc.check(
            fc.asyncProperty(callArbitrary(route), (call) => check(route, role, call)),
            { seed: seedOf(name), numRuns: RUNS },
          );
          if (details.failed) failures.push(`${name}: ${fc.defaultReportMessage(details)}`);
        }
      }
      expect(failures).toEqual([]);
    },
    Math.max(600_000, RUNS * 20_000),
  );
});
