import { errorBody, routes } from '@cineclub/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqliteHandleOf } from '../src/db/sqlite/connection.js';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import {
  type BodyCase,
  bodyOf,
  type JsonSchema,
  jsonSchemaOf,
  queryOf,
  segmentOf,
} from './bad-input-arbitraries.js';
import type { TestServer } from './helpers.js';
import { servedRoutes } from './route-table.js';

/**
 * Bad input over every route the app serves (read from Fastify's route table, so a route added
 * later is covered without a change here), as each role: generated params, query strings and
 * bodies, from the route's own schemas. Every call must answer a 2xx or a 4xx; a 4xx in the one
 * error shape, and without changing the database.
 *
 * "Unchanged" means: no row inserted, updated or deleted in any table of the database, as temp
 * triggers on every table record it, on this connection; and no commit from another connection
 * (`PRAGMA data_version`). Left out, because they are not data: a session's `last_used_at` and
 * `expires_at` (a signed-in call renews its session), the FTS tables (written only by triggers
 * on the tables watched), and the rate limiters' counters (in memory). A 2xx is a call that
 * legitimately succeeded: it is not checked, and the test then waits until the work it may have
 * started (a copy, a catalogue job) has settled and puts the test accounts back as they were.
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
const sessions = new Map<Role, string>();

beforeAll(async () => {
  server = await startAccountsServer();
  table = await routeTable();
  watchChanges();
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

/** Temp triggers (this connection only; the database file is untouched) log every change. */
function watchChanges(): void {
  const sqlite = handle();
  sqlite.exec('CREATE TEMP TABLE fuzz_change (tbl TEXT NOT NULL, op TEXT NOT NULL)');
  const tables = sqlite
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { name: string; sql: string }[];
  const virtual = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  for (const { name } of tables) {
    if (virtual.some((v) => name === v || name.startsWith(`${v}_`))) continue;
    const log = (op: string) => `BEGIN INSERT INTO fuzz_change VALUES ('${name}', '${op}'); END`;
    const columns = (sqlite.pragma(`table_info("${name}")`) as { name: string }[])
      .map((column) => column.name)
      .filter((column) => !NOT_DATA[name]?.includes(column));
    sqlite.exec(
      `CREATE TEMP TRIGGER "fz_i_${name}" AFTER INSERT ON main."${name}" ${log('insert')}`,
    );
    sqlite.exec(
      `CREATE TEMP TRIGGER "fz_d_${name}" AFTER DELETE ON main."${name}" ${log('delete')}`,
    );
    sqlite.exec(
      `CREATE TEMP TRIGGER "fz_u_${name}" AFTER UPDATE OF ${columns.map((c) => `"${c}"`).join(', ')} ON main."${name}" ${log('update')}`,
    );
  }
}

function handle() {
  const sqlite = sqliteHandleOf(server.db);
  if (!sqlite) throw new Error('no SQLite handle');
  return sqlite;
}

/** Where the change log and other connections' commits stand. */
function mark(): string {
  const sqlite = handle();
  const count = sqlite.prepare('SELECT count(*) AS n FROM temp.fuzz_change').get() as { n: number };
  return `${count.n}/${sqlite.pragma('data_version', { simple: true })}`;
}

function changesSince(before: string): string[] {
  const [count = '0'] = before.split('/');
  const rows = handle()
    .prepare('SELECT tbl, op FROM temp.fuzz_change WHERE rowid > ?')
    .all(Number(count)) as { tbl: string; op: string }[];
  const changes = rows.map((row) => `${row.op} ${row.tbl}`);
  if (mark().split('/')[1] !== before.split('/')[1]) changes.push('commit by another connection');
  return changes;
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
function copiesUnderWay(): number {
  const row = handle()
    .prepare("SELECT count(*) AS n FROM download WHERE state IN ('queued', 'copying')")
    .get() as { n: number };
  return row.n;
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
    const now = mark();
    const idle = !jobs.body.includes('"enMarcha"') && copiesUnderWay() === 0;
    quiet = now === last && idle ? quiet + 1 : 0;
    last = now;
  }
}

/** Words of Fastify's own English messages (a schema's detail, in brackets, is left aside). */
const ENGLISH = /\b(body|request|content|type|is|not|too|large|valid|exceeding)\b/i;

interface Call {
  path: string[];
  query: string;
  body: BodyCase;
}

function callArbitrary(route: Route): fc.Arbitrary<Call> {
  const names = [...route.pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const hasBody = route.method !== 'GET';
  return fc.record({
    path: fc.tuple(...names.map((name) => segmentOf(route.params?.properties?.[name]))),
    query: queryOf(route.querystring),
    body: hasBody ? bodyOf(route.body, route.bodyLimit) : fc.constant({ kind: 'none' }),
  });
}

function urlOf(route: Route, call: Call): string {
  let index = 0;
  return route.pattern.replace(/:\w+/g, () => call.path[index++] ?? '') + call.query;
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
  const before = mark();
  const answer = await send(route, call, cookie);
  const what = `${route.method} ${urlOf(route, call).slice(0, 160)} (${call.body.kind}) as ${role}: ${answer.status} ${answer.body.slice(0, 200)}`;
  if (answer.status >= 200 && answer.status < 300) {
    // A read that changed nothing started nothing either.
    if (route.method !== 'GET' || mark() !== before) await settle();
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
  const changes = changesSince(before);
  if (changes.length) throw new Error(`rejected, but changed ${changes.join(', ')}: ${what}`);
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

describe('bad input', () => {
  it('covers every route of the contract, each with the schemas it validates with', () => {
    const contract = Object.values(routes).flatMap((pattern) =>
      pattern.endsWith('?') ? [pattern.replace(/\/:\w+\?$/, ''), pattern.slice(0, -1)] : [pattern],
    );
    expect([...new Set(table.map((route) => route.pattern))].sort()).toEqual(
      [...new Set(contract)].sort(),
    );
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
    Math.max(120_000, RUNS * 5_000),
  );
});
