/**
 * Where a search request's time goes in the bench's server (`--trace`): each statement it sent
 * (when it started after the request came in, how long until its rows were back, how many),
 * how much of the request a garbage collection paused, and on PostgreSQL how much CPU the
 * connections' backends spent meanwhile, answered in a header. The search
 * latency rows are asked one at a time, so the statements under way belong to the request under
 * way; the list throughput's concurrent calls are not traced (`setTracing(false)`).
 */
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export const TRACE_HEADER = 'x-bench-trace';

/** A traced request: the garbage collectors' pause in it and its statements, in ms. */
export interface RequestTrace {
  gc: number;
  /**
   * CPU time the PostgreSQL backends of the server's connections spent during the request, when
   * they run on this machine (Linux: `/proc/<pid>/schedstat`).
   */
  database?: number;
  /** [start after the request came in, duration, rows, what it is] of each statement. */
  statements: [number, number, number, string][];
}

/** The search's statements by what their text holds, on both engines. */
const KINDS: [RegExp, string][] = [
  [/w\.lexeme AS word/, 'counts'],
  [/json_agg\(|json_group_array\(/, 'tier'],
  [/from "film_person"/i, 'credits'],
  [/from "film_genre"/i, 'genres'],
  [/select "film"\."id", "film"\."nom"/i, 'cards'],
  [/from "person"/i, 'people'],
  [/change_counter|data_version|total_changes/, 'token'],
  [/reltuples/, 'estimate'],
];

/** What a statement is, from its text: the search's parts by name, else its first words. */
export function statementKind(text: string): string {
  const kind = KINDS.find(([pattern]) => pattern.test(text))?.[1];
  // A header's value: printable ASCII only.
  return (
    kind ??
    text
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 24)
      .replace(/[^ -~]/g, '?')
  );
}

/**
 * The backends of the pool's connections by process id, while each is a PostgreSQL process of
 * this machine (a database elsewhere has no such process here; one that ended is dropped).
 */
const backends = new Set<number>();
const checked = new Set<number>();

/** A backend's CPU time so far, in ns (Linux's scheduler statistics). */
const cpuNs = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0] ?? Number.NaN);

/** Each backend's CPU time so far, in ns, those that cannot be read dropped. */
function backendsCpuNs(): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of backends) {
    try {
      times.set(pid, cpuNs(pid));
    } catch {
      backends.delete(pid);
    }
  }
  return times;
}

/** Watches the backend of a connection, from the request under way's start when one is. */
function watchBackend(pid: number | undefined) {
  if (!pid || checked.has(pid)) return;
  checked.add(pid);
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return;
    backends.add(pid);
    current?.databaseNs.set(pid, cpuNs(pid));
  } catch {
    // Not a process of this machine.
  }
}

let tracing = false;
let current: {
  at: number;
  /** Each backend's CPU time when the request came in (or when it was first seen). */
  databaseNs: Map<number, number>;
  statements: RequestTrace['statements'];
} | null = null;
const pauses: { start: number; end: number }[] = [];

export function setTracing(on: boolean) {
  tracing = on;
}

/** One statement of the request under way, from its start; `done` when its rows are back. */
function started(text: string): ((rows: number) => void) | undefined {
  if (!current) return undefined;
  const request = current;
  const at = performance.now();
  const entry: RequestTrace['statements'][number] = [at - request.at, 0, 0, statementKind(text)];
  request.statements.push(entry);
  return (rows) => {
    entry[1] = performance.now() - at;
    entry[2] = rows;
  };
}

/** Times pg's queries (PostgreSQL) and better-sqlite3's statements (SQLite) of traced requests. */
function timeStatements() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    watchBackend((this as pg.Client & { processID?: number }).processID);
    const [first] = args as [string | { text?: string }];
    const done = started(typeof first === 'string' ? first : (first?.text ?? ''));
    const answer = query.apply(this, args);
    if (done && answer instanceof Promise) {
      answer.then(
        (result: pg.QueryResult) => done(result?.rows?.length ?? 0),
        () => done(0),
      );
    }
    return answer;
  } as typeof pg.Client.prototype.query;
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('SELECT 1'));
  probe.close();
  for (const method of ['all', 'get', 'run'] as const) {
    const run = statement[method] as (...args: unknown[]) => unknown;
    statement[method] = function (this: SQLite.Statement, ...args: unknown[]) {
      const done = started(this.source);
      const answer = run.apply(this, args);
      done?.(Array.isArray(answer) ? answer.length : 1);
      return answer;
    };
  }
}

/** Adds the trace header to the app's answers while `setTracing(true)`. */
export function traceRequests(app: FastifyInstance) {
  timeStatements();
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }
    pauses.splice(0, Math.max(0, pauses.length - 100));
  };
  const collections = new PerformanceObserver((list) => keep(list.getEntries()));
  collections.observe({ entryTypes: ['gc'] });
  app.addHook('onRequest', async () => {
    current = tracing
      ? { at: performance.now(), databaseNs: backendsCpuNs(), statements: [] }
      : null;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!current) return payload;
    // Entries are handed to the observer later: a collection just now is taken here.
    keep(collections.takeRecords());
    const { at, databaseNs, statements } = current;
    const end = performance.now();
    let databaseUsed = 0;
    for (const [pid, ns] of backendsCpuNs()) databaseUsed += ns - (databaseNs.get(pid) ?? ns);
    const gc = pauses
      .filter((pause) => pause.end > at && pause.start < end)
      .reduce((sum, pause) => sum + Math.min(pause.end, end) - Math.max(pause.start, at), 0);
    const round = (value: number) => Math.round(value * 10) / 10;
    const trace: RequestTrace = {
      gc: round(gc),
      ...(backends.size ? { database: round(databaseUsed / 1e6) } : {}),
      statements: statements.map(([start, ms, rows, kind]) => [
        round(start),
        round(ms),
        rows,
        kind,
      ]),
    };
    current = null;
    reply.header(TRACE_HEADER, JSON.stringify(trace));
    return payload;
  });
}
