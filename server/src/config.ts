import path from 'node:path';
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

/** Every setting, read from the environment. The README's settings table mirrors this schema. */
const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DISKS: diskList.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
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
  CACHE_MAX_GB: z.coerce.number().positive().max(1_000_000).default(50),
  COPY_LIMIT_MB_S: z.coerce.number().min(0).max(100_000).optional(),
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(3600).default(10),
  ACCEL_REDIRECT: z
    .string()
    .regex(/^\/[\w/-]*\/$/, 'una ruta interna de nginx que empieza y acaba en /, como /_cache/')
    .optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseFile: string;
  disks: DiskConfig[];
  googleClientId: string | undefined;
  demo: boolean;
  adminEmails: string[];
  /** A session ends after this many days without use. */
  sessionDays: number;
  /** Sign-in attempts (and demo tokens) allowed per client address and minute. */
  loginRateLimit: number;
  logLevel: string;
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
  /** How long a shutdown waits for requests and transfers in flight before cutting them. */
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

const defaultWebDir = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads and validates the settings; throws a ConfigError naming each bad one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const demo = values.DEMO ?? !values.GOOGLE_CLIENT_ID;
  return {
    host: values.HOST,
    port: values.PORT,
    dataDir,
    databaseFile: path.join(dataDir, 'cineclub.sqlite'),
    disks: values.DISKS ?? (demo ? demoDisks(dataDir) : []),
    googleClientId: values.GOOGLE_CLIENT_ID,
    demo,
    adminEmails: values.ADMIN_EMAILS,
    sessionDays: values.SESSION_DAYS,
    loginRateLimit: values.LOGIN_RATE_LIMIT,
    logLevel: values.LOG_LEVEL,
    webDir: path.resolve(values.WEB_DIR ?? defaultWebDir),
    trustProxy: values.TRUST_PROXY,
    cacheDir: path.join(dataDir, 'cache'),
    cacheMaxBytes: Math.floor(values.CACHE_MAX_GB * 1024 ** 3),
    accelRedirect: values.ACCEL_REDIRECT ?? null,
    copyBytesPerSecond: copyLimit(values.COPY_LIMIT_MB_S, demo),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_S * 1000,
  };
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
  return ['disco1', 'disco2'].map((name) => ({ name, root: path.join(dataDir, 'disks', name) }));
}
