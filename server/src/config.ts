import path from 'node:path';
import { type DiskConfig, envSchema, type TimeOfDay } from './config/env.js';
import { ConfigError } from './config/errors.js';
import { type ConnectionLimits, copyLimit, type Limits } from './config/limits.js';
import { type NotifyConfig, notifyOf } from './config/notify.js';
import { type OidcConfig, oidcOf, signInMode, webAddress } from './config/sign-in.js';

/**
 * The settings' one entry point: `Config` and `loadConfig`. Each concern's schema, types and
 * checks live in `config/` (the environment's schema in `env.ts`, sign-in in `sign-in.ts`,
 * bounds in `limits.ts`).
 */
export type { Env } from './config/env.js';
export type { ConnectionLimits, DiskConfig, Limits, NotifyConfig, OidcConfig, TimeOfDay };
export { ConfigError };

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
  connections: ConnectionLimits;
  limits: Limits;
  /** Size range of the generated demo films in bytes (sparse files: they take no space). */
  demoFileSizes: { min: number; max: number };
  /** The daily IMDb import of the files found in a folder; null: off (the default). */
  imdbRefresh: ImdbRefreshConfig | null;
  /** Notifications (issue 44): email, the owner's webhook, gathering, cap, weekly letter. */
  notify: NotifyConfig;
  /** The hosts (`host[:port]`, `*.domain`) a Web Push subscription may point at (issue 44). */
  pushServiceHosts: string[];
  /**
   * How often each server looks for film nights whose deadline, eve or day after came
   * (`FILM_NIGHT_CHECK_S`, 5 s: a deadline is met within it, the issue asks 10 s).
   */
  filmNightCheckMs: number;
  /** `PUBLIC_URL`'s origin, the address of links written outside the site (calendars); null unset. */
  siteUrl: string | null;
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
  // A setting set to nothing (`GOOGLE_CLIENT_ID=`, or compose's `${GOOGLE_CLIENT_ID:-}`) is unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
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
    demoFileSizes: values.DEMO_FILE_MB,
    copyBytesPerSecond: copyLimit(values.COPY_LIMIT_MB_S, demo),
    runsCopies: values.RUN_COPIES,
    leaseMs: values.LEASE_S * 1000,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_S * 1000,
    imdbRefresh,
    notify: notifyOf(values),
    filmNightCheckMs: Math.round(values.FILM_NIGHT_CHECK_S * 1000),
    siteUrl: values.PUBLIC_URL
      ? webAddress(values.PUBLIC_URL, 'PUBLIC_URL', { path: false }).origin
      : null,
    pushServiceHosts: values.PUSH_SERVICE_HOSTS,
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

/** In demo mode without DISKS, two generated disks live under DATA_DIR. */
function demoDisks(dataDir: string): DiskConfig[] {
  return ['disco1', 'disco2'].map((name) => ({
    name,
    root: path.join(dataDir, LIBRARY_FOLDER, name),
  }));
}
