import { z } from 'zod';
import { invalid } from './errors.js';
import { webAddress } from './sign-in.js';

/*
 * Notifications' settings (issue 44): `SMTP_URL`, `MAIL_FROM`, `NOTIFY_*`, `DIGEST_AT`. Kept with
 * the other settings, below every area: `notify/` reads them from here.
 */

/** Where mail goes out, from whom, and the site's address its links and posters point at. */
export interface EmailConfig {
  smtpUrl: string;
  from: string;
  publicUrl: string;
}

/** How the owner's channel (`NOTIFY_URL`) is written: ntfy's plain text, or JSON. */
export type WebhookFormat = 'ntfy' | 'json';

/** The format of a NOTIFY_URL left to guess: ntfy for an ntfy host, JSON for the rest. */
export function webhookFormatOf(url: URL): WebhookFormat {
  return /(^|\.)ntfy\./.test(url.hostname) || url.hostname.startsWith('ntfy') ? 'ntfy' : 'json';
}

const WEEKDAYS = ['dom', 'lun', 'mar', 'mie', 'jue', 'vie', 'sab'] as const;

/** The weekly letter's slot: a day of the week (0 Sunday) and a time, server local time. */
export interface WeeklySlot {
  weekday: number;
  hour: number;
  minute: number;
}

/** Reads `DIGEST_AT` ('lun 09:00', 'miércoles 8:30'); null when it is not one. */
export function parseWeeklySlot(text: string): WeeklySlot | null {
  const match = /^\s*([a-záéíóú]+)\s+([01]?\d|2[0-3]):([0-5]\d)\s*$/i.exec(text);
  if (!match?.[1]) return null;
  const day = match[1]
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, 3);
  const weekday = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  if (weekday < 0) return null;
  return { weekday, hour: Number(match[2]), minute: Number(match[3]) };
}

/**
 * The browsers' push services (Chrome's FCM, Firefox's autopush, Edge's WNS, Safari's APNs):
 * a subscription must point at one of them, so the server never sends to an address a member
 * chose. `*.` allows a domain's subdomains.
 */
const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com';
const PUSH_HOST = /^(\*\.)?[a-z\d.-]+(:\d{1,5})?$/i;

/** The notifications' part of the environment's schema. */
export const notifyEnv = {
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS)
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(PUSH_HOST, 'servidor[:puerto] o *.dominio')).min(1)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'una dirección smtp:// o smtps://usuario:clave@servidor:puerto')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  // The server posts to it: only http(s), never a file, a socket or another scheme.
  NOTIFY_URL: z
    .url({
      protocol: /^https?$/,
      error: 'una dirección http:// o https:// (un tema de ntfy, la API de Apprise o un webhook)',
    })
    .optional(),
  NOTIFY_FORMAT: z.enum(['ntfy', 'json']).optional(),
  DIGEST_AT: z
    .string()
    .default('lun 09:00')
    .transform((value, ctx) => {
      if (['', '0', 'no'].includes(value.trim())) return null;
      const slot = parseWeeklySlot(value);
      if (!slot) {
        ctx.addIssue({ code: 'custom', message: "un día y una hora, como 'lun 09:00', o 'no'" });
        return z.NEVER;
      }
      return slot;
    }),
  NOTIFY_DAILY_CAP: z.coerce.number().int().min(1).max(1_000).default(10),
  NOTIFY_GATHER_S: z.coerce.number().int().min(0).max(600).default(90),
  NOTIFY_TEST_LIMIT: z.coerce.number().int().min(1).max(1_000).default(5),
};

/** Notifications' settings, as the notifier uses them. */
export interface NotifyConfig {
  /** Email, when SMTP_URL, MAIL_FROM and PUBLIC_URL are all set; null: no email. */
  email: EmailConfig | null;
  /** The owner's own channel (`NOTIFY_URL`); null: none. */
  webhook: { url: URL; format: WebhookFormat } | null;
  /** Where links in messages point (PUBLIC_URL's origin); null without PUBLIC_URL. */
  publicUrl: string | null;
  /** The weekly letter's slot; null: no letter. */
  digestAt: WeeklySlot | null;
  /** Messages per member, channel and day; the rest wait for the next day. */
  dailyCap: number;
  /** A member's events of one kind within this window go as one message. */
  gatherMs: number;
  /** 'Enviar una prueba' per member and hour. */
  testLimit: number;
}

interface NotifyValues {
  PUBLIC_URL?: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  NOTIFY_URL?: string;
  NOTIFY_FORMAT?: WebhookFormat;
  DIGEST_AT: WeeklySlot | null;
  NOTIFY_DAILY_CAP: number;
  NOTIFY_GATHER_S: number;
  NOTIFY_TEST_LIMIT: number;
}

/** Email takes SMTP_URL, MAIL_FROM and PUBLIC_URL together: one without the others is a mistake. */
export function notifyOf(values: NotifyValues): NotifyConfig {
  const publicUrl = values.PUBLIC_URL
    ? webAddress(values.PUBLIC_URL, 'PUBLIC_URL', { path: false }).origin
    : null;
  const wanted = values.SMTP_URL !== undefined || values.MAIL_FROM !== undefined;
  if (wanted && !values.SMTP_URL) {
    invalid('SMTP_URL', 'falta; MAIL_FROM no sirve sin el servidor de correo');
  }
  if (wanted && !values.MAIL_FROM) {
    invalid('MAIL_FROM', "falta; es el remitente del correo, como 'Cineclub <cine@example.org>'");
  }
  if (wanted && !publicUrl) {
    invalid('PUBLIC_URL', 'falta; el correo enlaza las fichas y carteles en https://tu.sitio');
  }
  const webhookUrl = values.NOTIFY_URL ? new URL(values.NOTIFY_URL) : null;
  return {
    email:
      values.SMTP_URL && values.MAIL_FROM && publicUrl
        ? { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, publicUrl }
        : null,
    webhook: webhookUrl
      ? { url: webhookUrl, format: values.NOTIFY_FORMAT ?? webhookFormatOf(webhookUrl) }
      : null,
    publicUrl,
    digestAt: values.DIGEST_AT,
    dailyCap: values.NOTIFY_DAILY_CAP,
    gatherMs: values.NOTIFY_GATHER_S * 1000,
    testLimit: values.NOTIFY_TEST_LIMIT,
  };
}
