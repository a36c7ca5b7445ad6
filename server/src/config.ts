import net from 'node:net';
import path from 'node:path';
import { routes } from '@cineclub/contract';
import { z } from 'zod';

/** A library disk: its name (as shown to users) and the folder that is its root. */
export interface DiskConfig {
  name: string;
  root: string;
}

const diskList = z
  .string()
  .transform((value, ctx) => {
    const disks: DiskConfig[] = [];
    for (const entry of value.split(',').map((part) => part.trim())) {
      if (!entry) continue;
      const match = /^([\w-]+)=(.+)$/.exec(entry);
      if (!match?.[1] || !match[2]) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' no es nombre=/ruta` });
        return z.NEVER;
      }
      disks.push({ name: match[1], root: path.resolve(match[2]) });
    }
    return disks;
  })
  .refine((disks) => new Set(disks.map((disk) => disk.name)).size === disks.length, {
    message: 'nombres de disco repetidos',
  });

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** A time of day on the server's clock, in its local time zone. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

const timeOfDay = z.string().transform((value, ctx): TimeOfDay => {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'una hora HH:MM de 00:00 a 23:59, como 04:30' });
    return z.NEVER;
  }
  return { hour: Number(match[1]), minute: Number(match[2]) };
});

/** Every setting, read from the environment. The README's settings table mirrors this schema. */
const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/./, 'una dirección postgres://usuario:clave@servidor:5432/base')
    .optional(),
  DISKS: diskList.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_ISSUER_URL: z.string().min(1).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).optional(),
  OIDC_SCOPES: z
    .string()
    .default('openid email profile')
    .transform((value) => [...new Set(value.split(/[\s,]+/).filter(Boolean))])
    .refine((scopes) => scopes.includes('openid'), "debe incluir 'openid'"),
  OIDC_ADMIN_GROUP: z.string().trim().min(1).optional(),
  PUBLIC_URL: z.string().min(1).optional(),
  DEMO: flag.optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, ctx): boolean | string => {
      const text = value.trim();
      if (['0', 'false', ''].includes(text)) return false;
      if (['1', 'true'].includes(text)) return true;
      if (!/^[\d.:a-fA-F/, ]+$/.test(text)) {
        ctx.addIssue({
          code: 'custom',
          message: "'0', '1' o direcciones del proxy separadas por comas",
        });
        return z.NEVER;
      }
      return text;
    }),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  CACHE_MAX_GB: z.coerce.number().positive().max(1_000_000).optional(),
  DEMO_FILE_MB: z
    .string()
    .default('700-8192')
    .transform((value, ctx) => {
      const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value.trim());
      const [min, max] = [Number(match?.[1]), Number(match?.[2])];
      if (!match || !(min > 0) || min > max || max > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: 'mínimo-máximo en MB, como 700-8192' });
        return z.NEVER;
      }
      return { min: Math.round(min * 1024 ** 2), max: Math.round(max * 1024 ** 2) };
    }),
  COPY_LIMIT_MB_S: z.coerce.number().min(0).max(100_000).optional(),
  RUN_COPIES: flag.default(true),
  LEASE_S: z.coerce.number().int().min(1).max(3600).default(30),
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(3600).default(10),
  ACCEL_REDIRECT: z
    .string()
    .regex(/^\/[\w/-]*\/$/, 'una ruta interna de nginx que empieza y acaba en /, como /_cache/')
    .optional(),
  MONIT_PER_JOB: z.coerce.number().int().min(1).max(1_000_000).default(3),
  MONIT_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(20),
  MONIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  TRANSFER_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(32),
  TRANSFER_PER_LINK: z.coerce.number().int().min(1).max(1_000_000).default(16),
  TRANSFER_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(32),
  TRANSFER_MAX: z.coerce.number().int().min(1).max(1_000_000).default(200),
  TRANSFER_STALL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  TRANSFER_RECHECK_S: z.coerce.number().int().min(1).max(3600).default(10),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(700),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  KEEPALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(10),
  SHARE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  COMMENTS_PER_FILM: z.coerce.number().int().min(1).max(100_000).default(20),
  CARD_COMMENTS: z.coerce.number().int().min(1).max(1_000).default(20),
  COMMENT_BYTES: z.coerce.number().int().min(1_000).max(10_000_000).default(32_768),
  EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  EXPORT_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(64),
  HISTORY_IMPORT_MB: z.coerce.number().int().min(1).max(1_024).default(20),
  HISTORY_IMPORT_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  HISTORY_IMPORTS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(10),
  FILM_NIGHT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  FILM_NIGHTS_OPEN: z.coerce.number().int().min(1).max(1_000).default(3),
  FILM_NIGHT_CHECK_S: z.coerce.number().min(0.05).max(10).default(5),
  IMDB_REFRESH_DIR: z
    .string()
    .refine(path.isAbsolute, 'una carpeta absoluta del servidor, como /srv/imdb')
    .optional(),
  IMDB_REFRESH_AT: timeOfDay.optional(),
  IMDB_REFRESH_TV_MOVIES: flag.default(false),
  IMAGE_STORE_MAX_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  TMDB_API_KEY: z.string().min(1).optional(),
  TMDB_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_URL: z.url({ protocol: /^https?$/ }).default('https://image.tmdb.org/t/p'),
});

export type Env = z.input<typeof envSchema>;

export interface TmdbConfig {
  /** TMDB's v3 key or read access token, sent as a Bearer. */
  key: string;
  apiUrl: string;
  imageUrl: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseFile: string;
  /**
   * PostgreSQL's connection string when the site runs on PostgreSQL (`DATABASE_URL`); null: the
   * SQLite file `databaseFile`, the default.
   */
  databaseUrl: string | null;
  disks: DiskConfig[];
  googleClientId: string | undefined;
  /** Sign-in through the club's own OpenID Connect provider; null: off. */
  oidc: OidcConfig | null;
  demo: boolean;
  adminEmails: string[];
  /** A session ends after this many days without use. */
  sessionDays: number;
  /** Sign-in attempts (and demo tokens) allowed per client address and minute. */
  loginRateLimit: number;
  logLevel: string;
  /**
   * Time a client has to send one whole request, headers and body (Node's requestTimeout):
   * a slow body holds a connection and its parser. Answers (downloads, event streams) are
   * not bounded by it.
   */
  requestTimeoutMs: number;
  /** Folder of the built web app; the server serves it with an index.html fallback. */
  webDir: string;
  /**
   * Whether X-Forwarded-For/-Proto/-Host are believed (Fastify's trustProxy): off for a server
   * reached directly, where any client could forge them; on (or the proxy's addresses) behind one.
   */
  trustProxy: boolean | string;
  /** The download cache: files staged from the library disks, served by `arch`. */
  cacheDir: string;
  /** Size bound of the download cache; the least recently used files go first. */
  cacheMaxBytes: number;
  /** nginx's internal location of the cache: `arch` hands transfers to nginx. Off when null. */
  accelRedirect: string | null;
  /** Speed limit of each disk-to-cache copy in bytes per second; null: none. */
  copyBytesPerSecond: number | null;
  /**
   * Whether this server copies files from the disks to the cache (`RUN_COPIES`, on by default).
   * With several app servers on PostgreSQL, one set off leaves the copies to the others (its
   * disk and cache I/O stays for serving); it still takes downloads, serves them and their
   * progress.
   */
  runsCopies: boolean;
  /** Size bound of the pictures the scan and TMDB put in the poster store (uploads aside). */
  imageStoreMaxBytes: number;
  /** TMDB's API, when a key is set (`TMDB_API_KEY`); null: the TMDB job is off. */
  tmdb: TmdbConfig | null;
  /**
   * How long a server's claim on a disk's copy slot or on a catalogue job lasts unless it renews
   * it (`LEASE_S`): with several app servers, a server that dies mid-copy or mid-job lets another
   * resume the copy, or start the job again, after this long.
   */
  leaseMs: number;
  /** How long a shutdown waits for requests and transfers in flight before cutting them. */
  shutdownTimeoutMs: number;
  /**
   * How often each server looks for film nights whose deadline, eve or day after came
   * (`FILM_NIGHT_CHECK_S`, 5 s: a deadline is met within it, the issue asks 10 s).
   */
  filmNightCheckMs: number;
  /** `PUBLIC_URL`'s origin, the address of links written outside the site (calendars); null unset. */
  siteUrl: string | null;
  connections: ConnectionLimits;
  limits: Limits;
  /** Size range of the generated demo films in bytes (sparse files: they take no space). */
  demoFileSizes: { min: number; max: number };
  /** The daily IMDb import of the files found in a folder; null: off (the default). */
  imdbRefresh: ImdbRefreshConfig | null;
}

/** The OpenID Connect provider (`OIDC_*`, `PUBLIC_URL`). */
export interface OidcConfig {
  /** Where discovery starts: `{issuerUrl}/.well-known/openid-configuration`. */
  issuerUrl: URL;
  clientId: string;
  /** Absent for a public client, which PKCE alone protects. */
  clientSecret: string | null;
  /** The button's label: 'Entrar con {name}'. */
  name: string;
  scopes: string[];
  /** Members of this group (the ID token's `groups` claim) are created with admo and bajed2. */
  adminGroup: string | null;
  /** `PUBLIC_URL` + `/api/usuario/oidc/callback`, as registered at the provider. */
  redirectUri: string;
  /** `PUBLIC_URL`: where the browser goes back after signing in. */
  publicUrl: string;
}

/** The scheduled IMDb refresh (`IMDB_REFRESH_DIR`, `IMDB_REFRESH_AT`, `IMDB_REFRESH_TV_MOVIES`). */
export interface ImdbRefreshConfig {
  /** The folder the dataset files are downloaded into (absolute, normalised). */
  dir: string;
  /** When, every day, in the server's local time. */
  at: TimeOfDay;
  /** Whether TV films are kept too, as the admin form's box. */
  tvMovies: boolean;
}

/**
 * Bounds on open connections, each a file descriptor: a flood of idle connections, from one
 * address or many, cannot take the descriptors that `/api/health`, files and the database need.
 */
export interface ConnectionLimits {
  /** Open connections in the whole server (Node's `server.maxConnections`). */
  max: number;
  /**
   * Open connections per client address (the connection's own address; a trusted proxy's
   * addresses, `TRUST_PROXY`, are not counted: the proxy bounds its clients).
   */
  perAddress: number;
  /** A kept-alive connection closes after this long without a request. */
  keepAliveTimeoutMs: number;
}

/** Bounds on the calls that cost the server something (streams, rows, work). */
export interface Limits {
  /** Open monitor streams per download job. */
  monitPerJob: number;
  /**
   * Open monitor streams per signed-in user, or, without a session, per share link and per
   * client address.
   */
  monitPerUser: number;
  /** Open monitor streams in the whole server: file descriptors never run out. */
  monitMax: number;
  /** Open file transfers (`arch` sending a body) per job owner that is a user. */
  transferPerUser: number;
  /** Open file transfers per share link (the owner of the jobs made with it). */
  transferPerLink: number;
  /** Open file transfers per client address, whoever asks. */
  transferPerAddress: number;
  /** Open file transfers in the whole server: each holds a socket and an open file. */
  transferMax: number;
  /** A transfer whose client accepts no bytes for this long is cut. */
  transferStallMs: number;
  /** How often a running transfer checks again that its owner still has bajed2. */
  transferRecheckMs: number;
  /** Share links asked for (`compart`) per user and minute. */
  shareRateLimit: number;
  /** Comments written or edited per user and minute. */
  commentRateLimit: number;
  /** Comments one user may have on one film. */
  commentsPerFilm: number;
  /** Newest comments a full card carries (others' and the user's own, each); older ones are paged. */
  cardComments: number;
  /**
   * Bytes of others' comment text one answer carries at most (a film's card, a page of
   * comments), beyond its newest comment; the rest are in the next page.
   */
  commentBytes: number;
  /** Exports (`GET /api/usuario/exportar`) per member and hour. */
  exportRateLimit: number;
  /** The largest history one export carries (its estimated size, bytes): it is built in memory. */
  exportMaxBytes: number;
  /** Bytes of a history import's file, and of the texts its ZIP unpacks to. */
  historyImportBytes: number;
  /** Rows of a history import's files together. */
  historyImportRows: number;
  /** History imports one member may make in a day. */
  historyImportsPerDay: number;
  /** Film night writes (propose, edit, vote, answer, rate) per member and minute. */
  filmNightRateLimit: number;
  /** Coming film nights one member may have proposed at once. */
  filmNightsOpen: number;
}

export class ConfigError extends Error {}

/**
 * The one folder of DATA_DIR that may hold library disks (the demo's generated ones); the rest
 * of DATA_DIR is the server's own (database, keys, cache, posters), never a disk's.
 */
export const LIBRARY_FOLDER = 'disks';

/**
 * The demo's cache bound: room for its largest film (8 GB) and one more, since a demo copy
 * writes real bytes even though the demo files themselves take no space.
 */
const DEMO_CACHE_GB = 20;

const defaultWebDir = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads and validates the settings; throws a ConfigError naming each bad one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (!values.RUN_COPIES && !values.DATABASE_URL) {
    // One server on its SQLite file: nobody else would ever stage a download.
    throw new ConfigError(
      'Configuración no válida:\nRUN_COPIES: solo con DATABASE_URL, cuando otro servidor hace las copias',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const oidc = oidcOf(values);
  const demo = signInMode({ ...values, oidc: oidc !== null });
  const imdbRefresh = imdbRefreshOf(values);
  return {
    host: values.HOST,
    port: values.PORT,
    dataDir,
    databaseFile: path.join(dataDir, 'cineclub.sqlite'),
    databaseUrl: values.DATABASE_URL ?? null,
    disks: values.DISKS ?? (demo ? demoDisks(dataDir) : []),
    googleClientId: values.GOOGLE_CLIENT_ID,
    oidc,
    demo,
    adminEmails: values.ADMIN_EMAILS,
    sessionDays: values.SESSION_DAYS,
    loginRateLimit: values.LOGIN_RATE_LIMIT,
    logLevel: values.LOG_LEVEL,
    requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
    webDir: path.resolve(values.WEB_DIR ?? defaultWebDir),
    trustProxy: values.TRUST_PROXY,
    cacheDir: path.join(dataDir, 'cache'),
    cacheMaxBytes: Math.floor((values.CACHE_MAX_GB ?? (demo ? DEMO_CACHE_GB : 50)) * 1024 ** 3),
    accelRedirect: values.ACCEL_REDIRECT ?? null,
    connections: {
      max: values.MAX_CONNECTIONS,
      perAddress: values.CONNECTIONS_PER_ADDRESS,
      keepAliveTimeoutMs: values.KEEPALIVE_TIMEOUT_S * 1000,
    },
    limits: {
      monitPerJob: values.MONIT_PER_JOB,
      monitPerUser: values.MONIT_PER_USER,
      monitMax: values.MONIT_MAX,
      transferPerUser: values.TRANSFER_PER_USER,
      transferPerLink: values.TRANSFER_PER_LINK,
      transferPerAddress: values.TRANSFER_PER_ADDRESS,
      transferMax: values.TRANSFER_MAX,
      transferStallMs: values.TRANSFER_STALL_S * 1000,
      transferRecheckMs: values.TRANSFER_RECHECK_S * 1000,
      shareRateLimit: values.SHARE_RATE_LIMIT,
      commentRateLimit: values.COMMENT_RATE_LIMIT,
      commentsPerFilm: values.COMMENTS_PER_FILM,
      cardComments: values.CARD_COMMENTS,
      commentBytes: values.COMMENT_BYTES,
      exportRateLimit: values.EXPORT_RATE_LIMIT,
      exportMaxBytes: values.EXPORT_MAX_MB * 1024 ** 2,
      historyImportBytes: values.HISTORY_IMPORT_MB * 1024 ** 2,
      historyImportRows: values.HISTORY_IMPORT_ROWS,
      historyImportsPerDay: values.HISTORY_IMPORTS_PER_DAY,
      filmNightRateLimit: values.FILM_NIGHT_RATE_LIMIT,
      filmNightsOpen: values.FILM_NIGHTS_OPEN,
    },
    filmNightCheckMs: Math.round(values.FILM_NIGHT_CHECK_S * 1000),
    siteUrl: values.PUBLIC_URL
      ? webAddress(values.PUBLIC_URL, 'PUBLIC_URL', { path: false }).origin
      : null,
    demoFileSizes: values.DEMO_FILE_MB,
    copyBytesPerSecond: copyLimit(values.COPY_LIMIT_MB_S, demo),
    runsCopies: values.RUN_COPIES,
    leaseMs: values.LEASE_S * 1000,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_S * 1000,
    imdbRefresh,
    imageStoreMaxBytes: values.IMAGE_STORE_MAX_MB * 1024 ** 2,
    tmdb: values.TMDB_API_KEY
      ? {
          key: values.TMDB_API_KEY,
          apiUrl: values.TMDB_API_URL.replace(/\/+$/, ''),
          imageUrl: values.TMDB_IMAGE_URL.replace(/\/+$/, ''),
        }
      : null,
  };
}

/** The scheduled refresh takes both its folder and its time: one alone is a mistake, not "off". */
function imdbRefreshOf(values: {
  IMDB_REFRESH_DIR?: string;
  IMDB_REFRESH_AT?: TimeOfDay;
  IMDB_REFRESH_TV_MOVIES: boolean;
}): ImdbRefreshConfig | null {
  const { IMDB_REFRESH_DIR: dir, IMDB_REFRESH_AT: at } = values;
  if (dir === undefined && at === undefined) return null;
  if (dir === undefined || at === undefined) {
    const missing = dir === undefined ? 'IMDB_REFRESH_DIR' : 'IMDB_REFRESH_AT';
    throw new ConfigError(
      `Configuración no válida:\n${missing}: falta; la importación diaria de IMDb necesita ` +
        'IMDB_REFRESH_DIR (la carpeta) e IMDB_REFRESH_AT (la hora, HH:MM)',
    );
  }
  return { dir: path.normalize(dir), at, tvMovies: values.IMDB_REFRESH_TV_MOVIES };
}

/**
 * Whether the site runs in demo mode, where anyone signs in as anyone. Never by accident: it
 * takes DEMO=1, or no real sign-in method (Google, OpenID Connect) on a loopback HOST (a fresh
 * clone's `npm start`). A site reachable from the network needs a sign-in method chosen on
 * purpose, and demo sign-in never sits next to a real one, where it would let anyone take a
 * real user's account.
 */
function signInMode(values: {
  HOST: string;
  GOOGLE_CLIENT_ID?: string;
  DEMO?: boolean;
  oidc: boolean;
}): boolean {
  const real = values.GOOGLE_CLIENT_ID
    ? 'GOOGLE_CLIENT_ID'
    : values.oidc
      ? 'OIDC_ISSUER_URL'
      : null;
  if (values.DEMO && real) {
    throw new ConfigError(
      `DEMO=1 y ${real} no pueden ir juntos: en modo demo cualquiera entra con ` +
        `cualquier dirección, también con la de un usuario real. Quita DEMO o ${real}.`,
    );
  }
  const demo = values.DEMO ?? (!real && isLoopback(values.HOST));
  if (!demo && !real && !isLoopback(values.HOST)) {
    throw new ConfigError(
      `HOST=${values.HOST} abre el sitio a la red, pero no hay forma de iniciar sesión: pon ` +
        'GOOGLE_CLIENT_ID para el acceso con Google, OIDC_ISSUER_URL (con OIDC_CLIENT_ID y ' +
        'PUBLIC_URL) para el de tu proveedor OpenID Connect, o DEMO=1 para enseñar la demo a ' +
        'la red (cualquiera entra como cualquiera).',
    );
  }
  return demo;
}

interface OidcValues {
  OIDC_ISSUER_URL?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_NAME?: string;
  OIDC_SCOPES: string[];
  OIDC_ADMIN_GROUP?: string;
  PUBLIC_URL?: string;
}

/**
 * OpenID Connect sign-in, on with OIDC_ISSUER_URL. A malformed setting stops the start here,
 * naming it; a well-formed issuer that does not answer does not (see accounts/oidc-client.ts).
 */
function oidcOf(values: OidcValues): OidcConfig | null {
  const issuer = values.OIDC_ISSUER_URL;
  if (issuer === undefined) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ADMIN_GROUP'] as const).find(
      (name) => values[name] !== undefined,
    );
    if (stray) invalid(stray, 'sin OIDC_ISSUER_URL no hace nada; pon la dirección del proveedor');
    return null;
  }
  const issuerUrl = webAddress(issuer, 'OIDC_ISSUER_URL', { path: true });
  if (!values.OIDC_CLIENT_ID) {
    invalid('OIDC_CLIENT_ID', 'falta; es el identificador de Cineclub en el proveedor');
  }
  if (!values.PUBLIC_URL) {
    invalid('PUBLIC_URL', 'falta; es la dirección del sitio, como https://cine.example.org');
  }
  const publicUrl = webAddress(values.PUBLIC_URL, 'PUBLIC_URL', { path: false }).origin;
  return {
    issuerUrl,
    clientId: values.OIDC_CLIENT_ID,
    clientSecret: values.OIDC_CLIENT_SECRET ?? null,
    name: values.OIDC_NAME ?? issuerUrl.hostname,
    scopes: values.OIDC_SCOPES,
    adminGroup: values.OIDC_ADMIN_GROUP ?? null,
    redirectUri: publicUrl + routes.oidcCallback,
    publicUrl,
  };
}

/**
 * An https address (http only to this machine, for trying things out); PUBLIC_URL is an
 * origin, with no path: the site is served at its root.
 */
function webAddress(value: string, setting: string, options: { path: boolean }): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return invalid(setting, `'${value}' no es una dirección, como https://auth.example.org`);
  }
  const local = url.protocol === 'http:' && isLoopback(url.hostname);
  if ((url.protocol !== 'https:' && !local) || url.username || url.search || url.hash) {
    invalid(
      setting,
      'una dirección https:// sin usuario, consulta ni #, como https://auth.example.org',
    );
  }
  if (!options.path && url.pathname !== '/') {
    invalid(setting, 'solo el origen, sin ruta, como https://cine.example.org');
  }
  return url;
}

function invalid(setting: string, message: string): never {
  throw new ConfigError(`Configuración no válida:\n${setting}: ${message}`);
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 (also written in full or IPv4-mapped) and localhost: this machine only. */
function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  const family = net.isIP(name);
  return family !== 0 && loopback.check(name, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The demo's copies of a few MB would end before anyone sees the queue move: there they run at
 * 40 MB/s unless set, so progress, the one-copy-per-disk rule and pause can be watched. A real
 * site copies at full speed unless the owner sets a limit (0 is none).
 */
function copyLimit(mbPerSecond: number | undefined, demo: boolean): number | null {
  const limit = mbPerSecond ?? (demo ? 40 : 0);
  return limit > 0 ? Math.floor(limit * 1024 * 1024) : null;
}

/** In demo mode without DISKS, two generated disks live under DATA_DIR. */
function demoDisks(dataDir: string): DiskConfig[] {
  return ['disco1', 'disco2'].map((name) => ({
    name,
    root: path.join(dataDir, LIBRARY_FOLDER, name),
  }));
}
