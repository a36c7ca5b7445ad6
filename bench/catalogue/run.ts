/**
 * The catalogue benchmark (`npm run bench:catalogue`): generates (or reuses) an IMDb-sized
 * catalogue, starts the real server on 127.0.0.1 in a child process for each engine measured
 * (both running for the whole measurement), and prints
 *  - the database's size by table and index (`sizes.ts`);
 *  - search latency over HTTP (median, p95) of 200 film searches and 200 people searches, then
 *    of 100 misspelt ones of each ("typo" rows, `typo-texts.ts`), next to the same texts as
 *    plain `LIKE '%text%'` scans on the same database; each text is asked of every engine in
 *    turn (`measureInTurn`), so that the engines' figures come from the same minutes;
 *  - list-call throughput under 50 concurrent connections (autocannon), next to a route of the
 *    same app answering a constant body of the same size, and each list's uncached first call
 *    (`--uncached N` requests, each after a write that empties the caches).
 * Options: --films N --people N (default 1,000,000 and 3,000,000), --seconds S per side of a
 * throughput comparison (default 8), --requests N (a number of requests per run of a throughput
 * comparison instead of a time), --list NAME (repeatable: only these rows of the throughput
 * table, by their label; default all), --texts N (how many of the 200 film and 200 people texts
 * the search latency runs, default 200; the warm-up runs half as many), --like N (how many of
 * those the LIKE reference runs, default 40), --cache-mb N (give the server's SQLite connection an N MB page cache;
 * default: the app's own), --part search|lists (only one of the two measurements), --client
 * http|fetch (the latency client: one kept-alive `node:http` connection, the default, or
 * Node's `fetch`), --engine sqlite|postgres|both (default both: the same measurements on a
 * server on the SQLite file and one on `DATABASE_URL`, with a throwaway PostgreSQL cluster
 * loaded from the same catalogue, see `postgres.ts`; the searches asked of both in turns, the
 * lists of one then the other; both columns side by side at the end),
 * --pg-load copy|move (how that cluster is loaded, default copy), --pg-url URL [--pg-dir DIR]
 * (a database loaded before instead: two trees measured on one cluster), --pg-connect tcp|socket (how
 * the server reaches it: TCP on 127.0.0.1, the default, or the cluster's Unix socket, as a
 * server on the same machine as PostgreSQL may), --trace (for the five slowest requests of each
 * search row, the statements they sent, the garbage collectors' pause in them and PostgreSQL's
 * CPU meanwhile: `trace.ts`),
 * --smoke (2,000 films and 6,000 people in a folder of its own, 100 requests a run, two rows of
 * the list table, 20 texts, 4 LIKE texts, PostgreSQL where its binaries are, with --trace:
 * bench/smoke.ts).
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { FilmPage, PeopleAnswer } from '@cineclub/contract';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { postgresBinDir } from '../../server/test/postgres-cluster.js';
import { nextMessage } from '../shared/child-messages.js';
import { fetchGet, keptAliveGet } from '../shared/http-client.js';
import { benchOptions, smokeFolder } from '../shared/options.js';
import { readIntoPageCache } from '../shared/page-cache.js';
import { ensureCatalogue } from './generate.js';
import { loadPostgres, type PostgresCatalogue, type PostgresLoad } from './postgres.js';
import {
  FILM_TEXTS,
  PEOPLE_TEXTS,
  WARM_UP_FILM_TEXTS,
  WARM_UP_PEOPLE_TEXTS,
} from './search-texts.js';
import type { FromServer, ToServer } from './server.js';
import { postgresSizes, sizeLines, sqliteSizes } from './sizes.js';
import { type RequestTrace, TRACE_HEADER } from './trace.js';
import { SOUND_FILM_TEXTS, TYPO_FILM_TEXTS, TYPO_PEOPLE_TEXTS } from './typo-texts.js';

const options = benchOptions(
  {
    films: '1000000',
    people: '3000000',
    seconds: '8',
    requests: '0',
    like: '40',
    texts: '200',
    uncached: '20',
    'cache-mb': '0',
    part: 'all',
    client: 'http',
    engine: 'both',
    'pg-load': 'copy',
    'pg-url': '',
    'pg-dir': '',
    'pg-connect': 'tcp',
    'pg-setting': [] as string[],
    list: [] as string[],
    trace: false as boolean,
  },
  {
    films: '2000',
    people: '6000',
    requests: '100',
    like: '4',
    texts: '20',
    uncached: '3',
    list: ['all, by votes', 'search "ma", downloadable'],
    // So that the trace keeps working: it runs only when asked.
    trace: true,
    // The PostgreSQL column too where its binaries are (CI installs them), as the tests do.
    engine: postgresBinDir() ? 'both' : 'sqlite',
  },
);
type Engine = 'sqlite' | 'postgres';
const engines: Engine[] =
  options.engine === 'both' ? ['sqlite', 'postgres'] : [options.engine as Engine];
if (!engines.every((engine) => engine === 'sqlite' || engine === 'postgres')) {
  throw new Error('--engine sqlite|postgres|both');
}
if (options['pg-connect'] !== 'tcp' && options['pg-connect'] !== 'socket') {
  throw new Error('--pg-connect tcp|socket');
}
if (options['pg-load'] !== 'copy' && options['pg-load'] !== 'move') {
  throw new Error('--pg-load copy|move');
}
const size = { films: Number(options.films), people: Number(options.people) };
const seconds = Number(options.seconds);
const requestCount = Number(options.requests);
const likeCount = Number(options.like);
/** About `count` of `items`, spread evenly over them (the texts' kinds come in runs). */
const sample = <T>(items: T[], count: number) =>
  items.filter((_item, index) => index % Math.max(1, Math.round(items.length / count)) === 0);
const textCount = Number(options.texts);
const filmTexts = sample(FILM_TEXTS, textCount);
const peopleTexts = sample(PEOPLE_TEXTS, textCount);
const typoFilmTexts = sample(TYPO_FILM_TEXTS, textCount);
const typoPeopleTexts = sample(TYPO_PEOPLE_TEXTS, textCount);
const soundFilmTexts = sample(SOUND_FILM_TEXTS, textCount);
/** How many distinct requests each list's uncached first call is timed over. */
const uncachedCount = Number(options.uncached);
const log = (line = '') => process.stdout.write(`${line}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
interface Stats {
  median: number;
  p95: number;
  max: number;
}
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
/** The search text of a latency request's URL. */
const textOf = (url: string) => decodeURIComponent(url.replace(/\?.*/, '').split('/').pop() ?? '');
const traceLine = (trace: RequestTrace) =>
  trace.statements
    .map(([start, duration, rows, kind]) => `${start}+${duration} ${kind}×${rows}`)
    .join(', ');

// 1. The catalogue.
log(
  `Catalogue: ${size.films.toLocaleString('en')} films, ${size.people.toLocaleString('en')} people`,
);
const catalogue = await ensureCatalogue(size, log, options.smoke ? smokeFolder() : undefined);
log(
  catalogue.fresh
    ? `  generated in ${catalogue.seconds} s`
    : `  reused from the cache (generated in ${catalogue.seconds} s)`,
);
log(`  ${JSON.stringify(catalogue.counts)}`);
log(`Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}`);
if (Number(options['cache-mb']) > 0)
  log(`SQLite page cache: ${options['cache-mb']} MB (--cache-mb)`);

/** What the side-by-side table shows of one engine's run. */
interface Summary {
  search: Map<string, Stats & { server: Stats }>;
  /** Each search's answer (its page's ids and its total), by URL, to compare the engines. */
  answers: Map<string, string>;
  lists: Map<string, { list: number; constant: number; first: number; uncached: Stats }>;
}

/**
 * A search's answer as the engines are compared on it: its films' ids (people's IMDb ids), its
 * total (films) or whether more follow (people), and the films the filter hid.
 */
function answerOf(body: string): string {
  const page = JSON.parse(body) as Partial<FilmPage & PeopleAnswer>;
  const ids = page.pelis?.map((film) => film.id) ?? page.pers?.map((person) => person.imdb) ?? [];
  return `${ids.join(',')} of ${page.total ?? (page.mas ? 'more' : ids.length)}, hidden ${page.ocultas ?? 0}`;
}

/** A bench server in its own process, on one engine, and what the measurements ask of it. */
interface Server {
  engine: Engine;
  name: string;
  base: string;
  get(url: string): Promise<Timed>;
  tell(message: ToServer): void;
  waitFor<T extends FromServer['type']>(type: T): Promise<Extract<FromServer, { type: T }>>;
  /** Reads the database file (or the cluster's folder) into the OS cache, and says so. */
  logPageCache(): void;
  stop(): Promise<void>;
  summary: Summary;
}

/** One request's answer and times, as the server's hooks report them. */
interface Timed {
  ms: number;
  cpuMs: number;
  serverMs: number;
  status: number;
  body: string;
  trace?: RequestTrace;
}

const names: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * Section 2: the server on one engine, in its own process: on the SQLite file, or on
 * `DATABASE_URL` (`pg`). Prints the database's sizes.
 */
async function startServer(engine: Engine, pg: PostgresCatalogue | null): Promise<Server> {
  log();
  log(engine === 'sqlite' ? '== SQLite' : '== PostgreSQL (DATABASE_URL)');
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_DATA_DIR: catalogue.dataDir,
      BENCH_SQLITE_CACHE_MB: options['cache-mb'],
      BENCH_TRACE: options.trace ? '1' : '',
      ...(pg
        ? { BENCH_DATABASE_URL: options['pg-connect'] === 'socket' ? pg.socketUrl : pg.url }
        : {}),
    },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const waitFor = <T extends FromServer['type']>(type: T) =>
    nextMessage<FromServer, T>(child, type);
  const tell = (message: ToServer) => child.send(message);
  const stop = async () => {
    if (exited) return;
    tell({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    const ready = await waitFor('ready');
    const base = `http://127.0.0.1:${ready.port}`;
    const databaseFile = path.join(catalogue.dataDir, 'cineclub.sqlite');
    if (ready.migrations.length) {
      log(
        `  migrations run on start: ${ready.migrations.join(', ')} (${ready.migrationSeconds.toFixed(1)} s)`,
      );
    }
    for (const line of sizeLines(pg ? await postgresSizes(pg.url) : sqliteSizes(databaseFile))) {
      log(`  ${line}`);
    }
    const client = options.client === 'fetch' ? fetchGet(base) : keptAliveGet(base);
    const get = async (url: string): Promise<Timed> => {
      const t0 = performance.now();
      const { status, headers, body } = await client(url);
      const ms = performance.now() - t0;
      const header = (name: string) => Number(headers[name] ?? Number.NaN) / 1000;
      return {
        ms,
        cpuMs: header('x-bench-cpu-us'),
        serverMs: header('x-bench-server-us'),
        status,
        body,
        ...(headers[TRACE_HEADER] ? { trace: JSON.parse(String(headers[TRACE_HEADER])) } : {}),
      };
    };
    const logPageCache = () => {
      if (pg && !pg.dir) return;
      const { megabytes, seconds } = readIntoPageCache(pg ? pg.dir : databaseFile);
      log(
        `  ${names[engine]}: ${pg ? "the cluster's files" : 'the database file'} read into the OS cache first: ${megabytes.toFixed(0)} MB in ${seconds.toFixed(1)} s`,
      );
    };
    const summary: Summary = { search: new Map(), answers: new Map(), lists: new Map() };
    return { engine, name: names[engine], base, get, tell, waitFor, logPageCache, stop, summary };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Measured = Stats & {
  cpu: Stats;
  server: Stats;
  slowest: { url: string; ms: number }[];
  traced: { url: string; ms: number; trace: RequestTrace }[];
  found: number;
};

const filmUrl = (text: string, onlyDownloadable: boolean) =>
  `/api/lista/busq/${onlyDownloadable}/false/0/1111111/all/${encodeURIComponent(text)}?n=100`;
const peopleUrl = (text: string) => `/api/lista/pers/${encodeURIComponent(text)}`;
/** Whether a search's answer holds a film or a person (the typo rows say how many did). */
const foundSomething = (body: string) =>
  /^\{"pelis":\[\{/.test(body) || /^\{"pers":\[\{/.test(body);

/**
 * How many URLs a server is asked in a row in `measureInTurn`: a turn lasts a fraction of a
 * second. Turns of one request measured both engines slower (SQLite's p95 8-10 ms against
 * 6-8.6 alone): each request found the processor's caches filled by the other server's.
 */
const TURN = 25;

/**
 * Each URL asked once of every server, one request at a time, the servers taking turns of
 * `TURN` URLs, which one first alternating (A B, B A, A B…): every engine is measured over the
 * same minutes, so a machine that slows down or speeds up meanwhile weighs on each alike (run
 * one after the other, the same tree gave PostgreSQL 1.15-1.97× SQLite's p95). A warm-up with
 * the same texts would measure caches of answers rather than the search.
 */
async function measureInTurn(servers: Server[], urls: string[]): Promise<Map<Server, Measured>> {
  const samples = new Map(
    servers.map((server) => [
      server,
      {
        times: [] as number[],
        cpu: [] as number[],
        server: [] as number[],
        slowest: [] as { url: string; ms: number }[],
        traced: [] as { url: string; ms: number; trace: RequestTrace }[],
        found: 0,
      },
    ]),
  );
  for (let from = 0; from < urls.length; from += TURN) {
    const turn = (from / TURN) % 2 ? [...servers].reverse() : servers;
    for (const [server, url] of turn.flatMap((server) =>
      urls.slice(from, from + TURN).map((url) => [server, url] as const),
    )) {
      const kept = samples.get(server);
      if (!kept) continue;
      const answer = await server.get(url);
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body}`);
      if (foundSomething(answer.body)) kept.found++;
      if (url.startsWith('/api/')) server.summary.answers.set(url, answerOf(answer.body));
      kept.times.push(answer.ms);
      kept.cpu.push(answer.cpuMs);
      kept.server.push(answer.serverMs);
      kept.slowest.push({ url, ms: answer.cpuMs });
      if (answer.trace) kept.traced.push({ url, ms: answer.serverMs, trace: answer.trace });
    }
  }
  const measured = new Map<Server, Measured>();
  for (const [server, kept] of samples) {
    kept.slowest.sort((a, b) => b.ms - a.ms);
    kept.traced.sort((a, b) => b.ms - a.ms);
    measured.set(server, {
      ...stats(kept.times),
      cpu: stats(kept.cpu),
      server: stats(kept.server),
      slowest: kept.slowest.slice(0, 5),
      traced: kept.traced.slice(0, 5),
      found: kept.found,
    });
  }
  return measured;
}

/** The LIKE reference: the same texts as plain substring scans, straight on the SQLite file. */
function likeRows(): [string, Stats & { cpu: Stats; server: Stats; count: number }][] {
  const sqlite = new SQLite(path.join(catalogue.dataDir, 'cineclub.sqlite'), { readonly: true });
  try {
    const likeFilms = sqlite.prepare(`SELECT id FROM film
      WHERE nom LIKE :p OR nomo LIKE :p OR nomen LIKE :p ORDER BY votos DESC, id DESC LIMIT 100`);
    const likeFilmsCount = sqlite.prepare(`SELECT count(*) FROM film
      WHERE nom LIKE :p OR nomo LIKE :p OR nomen LIKE :p`);
    const likePeople = sqlite.prepare(
      'SELECT id, nom FROM person WHERE nom LIKE :p ORDER BY id LIMIT 101',
    );
    const timeLike = (texts: string[], run: (pattern: string) => void) => {
      const cpu: number[] = [];
      const times = sample(texts, likeCount).map((text) => {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        run(`%${text}%`);
        const used = process.cpuUsage(c0);
        cpu.push((used.user + used.system) / 1000);
        return performance.now() - t0;
      });
      // A scan on this process: its time in the "server" is its wall clock.
      return { ...stats(times), cpu: stats(cpu), server: stats(times), count: times.length };
    };
    return [
      [
        'reference: films LIKE, page + count',
        timeLike(filmTexts, (p) => {
          likeFilms.all({ p });
          likeFilmsCount.get({ p });
        }),
      ],
      ['reference: people LIKE, first 101', timeLike(peopleTexts, (p) => likePeople.all({ p }))],
    ];
  } finally {
    sqlite.close();
  }
}

/** A row's URLs: these texts' film searches, with or without the filter. */
const films = (texts: string[], onlyDownloadable: boolean) => () =>
  texts.map((text) => filmUrl(text, onlyDownloadable));

/** The search rows: label, label in the side-by-side table, the URLs. */
const SEARCH_ROWS: [label: string, summaryLabel: string, urls: () => string[]][] = [
  ['films, every film', 'film search, every film', films(filmTexts, false)],
  [
    'films, only downloadable (web default)',
    'film search, only downloadable',
    films(filmTexts, true),
  ],
  ['people', 'people search', () => peopleTexts.map(peopleUrl)],
  // Misspelt texts (typo-texts.ts): the same calls, whatever the search forgives.
  ['typo: films, every film', 'typo: film search, every film', films(typoFilmTexts, false)],
  [
    'typo: films, only downloadable',
    'typo: film search, only downloadable',
    films(typoFilmTexts, true),
  ],
  ['typo: people', 'typo: people search', () => typoPeopleTexts.map(peopleUrl)],
  // Spanish spelt by ear (issue 47).
  ['sound: films, every film', 'sound: film search, every film', films(soundFilmTexts, false)],
];

/** The rows whose slowest texts (and traces, --trace) are printed, by their short name. */
const SLOW_ROWS: [label: string, row: string][] = [
  ['films', 'films, every film'],
  ['downloadable films', 'films, only downloadable (web default)'],
  ['people', 'people'],
  ['typo films', 'typo: films, every film'],
  ['typo people', 'typo: people'],
  ['sound films', 'sound: films, every film'],
];

/** Section 3: search latency on every server, the servers asked in turn (`measureInTurn`). */
async function measureSearch(servers: Server[]) {
  // Texts of their own, enough of them that the first series measured does not pay for the
  // server's start alone (with five, 'every film', measured first, came out slower than
  // 'only downloadable' with the same texts and more work).
  await measureInTurn(
    servers,
    sample(WARM_UP_FILM_TEXTS, textCount / 2).flatMap((text) => [
      filmUrl(text, false),
      filmUrl(text, true),
    ]),
  );
  await measureInTurn(servers, sample(WARM_UP_PEOPLE_TEXTS, textCount / 4).map(peopleUrl));
  log();
  log(
    `Search latency (HTTP through ${options.client === 'fetch' ? "Node's fetch" : 'one kept-alive node:http connection a server'}, one request at a time, each text once, 100 compact cards a page; ${servers.length > 1 ? 'each text asked of every engine in turn, which one first alternating, so both are measured over the same minutes' : 'one engine'})`,
  );
  for (const server of servers) server.logPageCache();
  log(
    `  load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const tracing = async (on: boolean) => {
    if (!options.trace) return;
    for (const server of servers) {
      server.tell({ type: 'trace', on });
      await server.waitFor('tracing');
    }
  };
  await tracing(true);
  const rows = new Map<string, Map<Server, Measured>>();
  for (const [label, , urls] of SEARCH_ROWS) rows.set(label, await measureInTurn(servers, urls()));
  await tracing(false);
  // What the round trip alone costs this client: a constant body the size of a search answer
  // (the answer for 'ma', about 42 KB), asked as often, through the same app and hooks.
  for (const server of servers) {
    const sampleSearch = await server.get(filmUrl('ma', false));
    server.tell({ type: 'constant', name: 'search', body: sampleSearch.body });
    await server.waitFor('constant-set');
  }
  const constantLabel = 'reference: constant body, same size';
  rows.set(
    constantLabel,
    await measureInTurn(
      servers,
      filmTexts.map(() => '/bench/constant/search'),
    ),
  );
  // The LIKE scans run on the SQLite file whichever engine serves: shown with SQLite's rows.
  const like = servers.some((server) => server.engine === 'sqlite') ? likeRows() : [];
  for (const server of servers) {
    log(
      `  ${server.name}: wall clock at the client | wall clock in the server (onRequest to onSend) | CPU time of the request in the server`,
    );
    const printed: [
      string,
      Stats & { cpu: Stats; server: Stats; count?: number; found?: number },
    ][] = [...rows].flatMap(([label, measured]) => {
      const row = measured.get(server);
      return row ? [[label, row] as const] : [];
    });
    if (server.engine === 'sqlite') printed.push(...like);
    for (const [label, row] of printed) {
      const texts = label.startsWith('typo')
        ? typoFilmTexts.length
        : label.startsWith('sound')
          ? soundFilmTexts.length
          : filmTexts.length;
      const count = row.count
        ? ` (${row.count} of the ${texts} texts)`
        : ` (${texts} texts${row.found === undefined || label.startsWith('reference') ? '' : `, ${row.found} found something`})`;
      log(
        `  ${label.padEnd(38)} median ${ms(row.median).padStart(9)} p95 ${ms(row.p95).padStart(9)} | server ${ms(row.server.median).padStart(9)} ${ms(row.server.p95).padStart(9)} | CPU ${ms(row.cpu.median).padStart(9)} ${ms(row.cpu.p95).padStart(9)} max ${ms(row.cpu.max).padStart(9)}${count}`,
      );
    }
    const slow = SLOW_ROWS.flatMap(([label, row]) => {
      const result = rows.get(row)?.get(server);
      return result ? [[label, result] as const] : [];
    });
    for (const [label, result] of slow) {
      log(
        `  slowest ${label}: ${result.slowest.map((s) => `${textOf(s.url)} ${ms(s.ms)}`).join(', ')}`,
      );
    }
    if (options.trace) {
      log(
        "  where the slowest requests' time went (--trace): in the server, the collector's pause, PostgreSQL's CPU (its backends', on this machine), then each statement as start+duration (ms after the request came in) what×rows",
      );
      for (const [label, result] of slow) {
        for (const { url, ms: time, trace } of result.traced) {
          log(
            `    ${label}, ${textOf(url)}: ${ms(time)}, GC ${ms(trace.gc)}${trace.database === undefined ? '' : `, PostgreSQL CPU ${ms(trace.database)}`}: ${traceLine(trace)}`,
          );
        }
      }
    }
    for (const [label, summaryLabel] of [
      ...SEARCH_ROWS,
      [constantLabel, 'constant body, same size'] as const,
    ]) {
      const row = rows.get(label)?.get(server);
      if (row) server.summary.search.set(summaryLabel, row);
    }
  }
}

/** Section 4: list-call throughput on one server, against its constant route of the same body. */
const SEARCH_MA = '/api/lista/busq/true/false/0/1111111/all/ma';
async function measureLists(server: Server) {
  const file = new SQLite(path.join(catalogue.dataDir, 'cineclub.sqlite'), { readonly: true });
  const personId = file
    .prepare(
      'SELECT person_id FROM film_person GROUP BY person_id ORDER BY count(*) DESC LIMIT 1 OFFSET 10',
    )
    .pluck()
    .get() as number;
  file.close();
  const lists: [string, string][] = [
    ['all, by votes', '/api/lista/busq/false/false/0/1111111/all'],
    ['all, only downloadable', '/api/lista/busq/true/false/0/1111111/all'],
    ['all, genre DR', '/api/lista/busq/false/false/0/1111111/all?gen=DR'],
    ['all, downloadable, genre TE', '/api/lista/busq/true/false/0/1111111/all?gen=TE'],
    ['all, page 51 (desde=5000)', '/api/lista/busq/false/false/0/1111111/all?desde=5000'],
    ['i250 (curated)', '/api/lista/busq/false/false/0/1111111/i250'],
    ['1000p (curated)', '/api/lista/busq/false/false/0/1111111/1000p'],
    ['oscars 1900-2025', '/api/lista/busq/false/false/1900-2025/1111111/oscars'],
    ['popu 1990-1999', '/api/lista/busq/false/false/1990-1999/1111111/popu'],
    ['pelper (prolific person)', `/api/lista/busq/false/false/0/1111111/pelper/${personId}`],
    ['news, downloadable, 4 weeks', '/api/lista/fecha/true/false/4'],
    ['news, every film, 4 weeks', '/api/lista/fecha/false/false/4'],
    ['search "ma", downloadable', SEARCH_MA],
  ];
  // Each request of the search row writes 'ma' another way (case, trailing dots), which the
  // search reads as the same word: the same answer, but never a page the service keeps
  // from an earlier request, so every request searches.
  let spelling = 0;
  const respelled = (request: autocannon.Request) => {
    const dots = '.'.repeat(spelling % 150);
    const word = ['ma', 'Ma', 'mA', 'MA'][Math.floor(spelling / 150) % 4];
    spelling++;
    return { ...request, path: SEARCH_MA.replace(/ma$/, `${word}${dots}`) };
  };
  // autocannon ends a run at a sample, once a second by default, so a run lasts a second at
  // least: a run of a number of requests (--requests) samples every 100 ms instead, and its
  // requests per sample are scaled to a second.
  const SAMPLE_MS = requestCount ? 100 : 1000;
  const perSecond = (result: autocannon.Result) => (result.requests.average * 1000) / SAMPLE_MS;
  const cannon = (url: string) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `${server.base}${url}`,
          connections: 50,
          sampleInt: SAMPLE_MS,
          ...(requestCount ? { amount: requestCount } : { duration: seconds / 2 }),
          ...(url === SEARCH_MA ? { requests: [{ setupRequest: respelled }] } : {}),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  log();
  log(
    `${server.name}: list throughput (autocannon, 50 connections, requests/s; the uncached first call's median and p95 over ${uncachedCount} requests, each after a write that empties the caches; ${requestCount ? `${requestCount * 2} requests` : `${seconds} s`} a side, run as list, constant, constant, list of ${requestCount ? `${requestCount} requests` : `${seconds / 2} s`})`,
  );
  server.logPageCache();
  log(
    `  ${'list'.padEnd(30)} ${'bytes'.padStart(7)} ${'1st call'.padStart(9)} ${'unc. p50'.padStart(9)} ${'unc. p95'.padStart(9)} ${'list'.padStart(7)} ${'constant'.padStart(9)} ${'ratio'.padStart(6)}  list p99`,
  );
  // The server's list and constant paths compiled by the JIT before the first row is timed
  // (through a list of the table's shape that no row uses, so every '1st call' stays first).
  const warmUp = '/api/lista/busq/true/false/0/1111111/all?gen=OE';
  await server.get(warmUp);
  await cannon(warmUp);
  await cannon('/bench/constant/none');
  const chosen = options.list.length ? options.list : lists.map(([label]) => label);
  const unknown = chosen.filter((label) => !lists.some(([known]) => known === label));
  if (unknown.length) throw new Error(`--list: no row ${unknown.join(', ')}`);
  for (const [label, url] of lists.filter(([label]) => chosen.includes(label))) {
    // The first call computes the page (lists are cached until the catalogue changes).
    const sampleAnswer = await server.get(url);
    if (sampleAnswer.status !== 200) throw new Error(`${url}: ${sampleAnswer.status}`);
    const name = label.replace(/\W+/g, '-');
    server.tell({ type: 'constant', name, body: sampleAnswer.body });
    await server.waitFor('constant-set');
    const constant = await server.get(`/bench/constant/${name}`);
    if (constant.body !== sampleAnswer.body) throw new Error('constant body differs');
    // The uncached first call again, over distinct requests: each after a write through the
    // server's connection that moves the change token, so that it misses the list and card
    // caches, as the first call after any catalogue change does.
    const uncachedTimes: number[] = [];
    for (let i = 0; i < uncachedCount; i++) {
      server.tell({ type: 'forget' });
      await server.waitFor('forgotten');
      uncachedTimes.push((await server.get(url)).ms);
    }
    const uncached = stats(uncachedTimes);
    // List, constant, constant, list (half the time each): a load that drifts during the
    // four runs weighs on both sides alike.
    const run = async (target: string) => {
      const result = await cannon(target);
      await server.get('/bench/constant/none'); // after the requests still queued
      if (result.non2xx) throw new Error(`${label}: non-2xx answers`);
      return result;
    };
    const list1 = await run(url);
    const reference1 = await run(`/bench/constant/${name}`);
    const reference2 = await run(`/bench/constant/${name}`);
    const list2 = await run(url);
    const list = (perSecond(list1) + perSecond(list2)) / 2;
    const reference = (perSecond(reference1) + perSecond(reference2)) / 2;
    server.summary.lists.set(label, {
      list,
      constant: reference,
      first: sampleAnswer.ms,
      uncached,
    });
    log(
      `  ${label.padEnd(30)} ${String(sampleAnswer.body.length).padStart(7)} ${ms(sampleAnswer.ms).padStart(9)} ${ms(uncached.median).padStart(9)} ${ms(uncached.p95).padStart(9)} ${list.toFixed(0).padStart(7)} ${reference.toFixed(0).padStart(9)} ${`${((list / reference) * 100).toFixed(0)}%`.padStart(6)}  ${Math.max(list1.latency.p99, list2.latency.p99)} ms`,
    );
  }
}

/** The PostgreSQL database of the run: one loaded before (`--pg-url`), or a throwaway cluster. */
async function postgresCatalogue(): Promise<PostgresCatalogue> {
  log();
  if (options['pg-url']) {
    // A database loaded before and kept between runs (comparing two trees on one cluster).
    log(`PostgreSQL: the database at --pg-url, loaded before`);
    const url = options['pg-url'];
    return { url, socketUrl: url, seconds: 0, dir: options['pg-dir'], stop: () => {} };
  }
  const how = options['pg-load'] as PostgresLoad;
  log(`PostgreSQL: a throwaway cluster, loaded from the SQLite bench database (--pg-load ${how})`);
  const settings = Object.fromEntries(
    options['pg-setting'].map((setting) => setting.split('=', 2) as [string, string]),
  );
  if (options['pg-setting'].length) log(`  settings: ${options['pg-setting'].join(' ')}`);
  const pg = await loadPostgres(
    path.join(catalogue.dataDir, 'cineclub.sqlite'),
    how,
    settings,
    log,
  );
  log(
    `  loaded in ${pg.seconds} s; the server connects over ${options['pg-connect'] === 'socket' ? "the cluster's Unix socket" : 'TCP on 127.0.0.1'} (--pg-connect)`,
  );
  return pg;
}

// Every engine's server runs for the whole measurement: the searches ask them in turn.
const pg = engines.includes('postgres') ? await postgresCatalogue() : null;
const servers: Server[] = [];
try {
  for (const engine of engines)
    servers.push(await startServer(engine, engine === 'postgres' ? pg : null));
  if (options.part !== 'lists') await measureSearch(servers);
  if (options.part !== 'search') for (const server of servers) await measureLists(server);
} finally {
  for (const server of servers) await server.stop();
  pg?.stop();
}
const summaries = new Map(servers.map((server) => [server.engine, server.summary]));

// 5. Both engines side by side, their answers first: the same searches must find the same films
// in the same order (the page's ids and the total), whatever the engine (issue 47).
const [first, second] = [...summaries.values()];
if (first && second) {
  const differing = [...first.answers].filter(
    ([url, answer]) => second.answers.get(url) !== answer,
  );
  log();
  log(
    `Same answers on both engines (each page's films in order, and the total): ${first.answers.size - differing.length} of ${first.answers.size} searches`,
  );
  for (const [url, answer] of differing.slice(0, 5)) {
    log(`  differs: ${decodeURIComponent(url)}\n    ${answer}\n    ${second.answers.get(url)}`);
  }
  if (differing.length) process.exitCode = 1;
}

// Then their figures.
const columns = [...summaries.entries()];
log();
log(
  'Side by side (search: p95 at the client / in the server; lists: share of the constant route, first call, uncached p95)',
);
log(`  ${''.padEnd(38)}${columns.map(([engine]) => names[engine].padStart(36)).join('')}`);
const searchRows = columns[0]?.[1].search.keys() ?? [];
for (const label of searchRows) {
  const cells = columns.map(([, summary]) => {
    const row = summary.search.get(label);
    return (row ? `${ms(row.p95)} / ${ms(row.server.p95)}` : '').padStart(36);
  });
  log(`  ${label.padEnd(38)}${cells.join('')}`);
}
for (const label of columns[0]?.[1].lists.keys() ?? []) {
  const cells = columns.map(([, summary]) => {
    const row = summary.lists.get(label);
    return (
      row
        ? `${((row.list / row.constant) * 100).toFixed(0)}%, 1st ${ms(row.first)}, unc. ${ms(row.uncached.p95)}`
        : ''
    ).padStart(36);
  });
  log(`  ${label.padEnd(38)}${cells.join('')}`);
}
