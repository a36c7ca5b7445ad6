import path from 'node:path';
import { z } from 'zod';
import { notifyEnv } from './notify.js';

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
export const envSchema = z.object({
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
    .transform((value) => [...new Set(value.split(/[\s,]+/).filter(Boolean))])
    .refine((scopes) => scopes.includes('openid'), "debe incluir 'openid'")
    .optional(),
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
  ...notifyEnv,
});

export type Env = z.input<typeof envSchema>;
