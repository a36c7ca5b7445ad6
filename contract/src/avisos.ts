import { z } from 'zod';
import { idSegment, text } from './common';

/**
 * The kinds of events a member can be told about (issue 44), by their wire names:
 * `llegada` a film they asked for ('Avísame si descargable') has its first file; `quiero` a film
 * of their 'Quiero verla' list has; `respuesta` the owner closed their request; `semanal` the
 * weekly letter 'Novedades de la semana' (email only); `aviso` a new notice from the owner;
 * `sesion` a film night the member voted on or said they come to chose its film, is tomorrow
 * or was cancelled (issue 48); `jefe` the owner's own events (admo only).
 */
export const NOTIFY_KINDS = [
  'llegada',
  'quiero',
  'respuesta',
  'semanal',
  'aviso',
  'sesion',
  'jefe',
] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** The channels a member chooses per kind (the site's banner is always on). */
export const NOTIFY_CHANNELS = ['correo', 'push'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/**
 * What each kind does when the member has not chosen: on for what they asked to be told
 * (`llegada`, `respuesta`), film nights the member took part in (`sesion`: they voted or said
 * they come, so they expect to hear) and the weekly letter by email; the owner's events on for
 * the owner. `semanal` never goes by push.
 */
export const NOTIFY_DEFAULTS: Record<NotifyKind, { correo: boolean; push: boolean }> = {
  llegada: { correo: true, push: true },
  quiero: { correo: false, push: false },
  respuesta: { correo: true, push: true },
  semanal: { correo: true, push: false },
  aviso: { correo: false, push: false },
  sesion: { correo: true, push: true },
  jefe: { correo: true, push: true },
};

/** A member's choice for one kind of event. */
export const notifyChoice = z.object({
  clave: z.enum(NOTIFY_KINDS),
  correo: z.boolean(),
  push: z.boolean(),
});
export type NotifyChoice = z.infer<typeof notifyChoice>;

/**
 * The member's notification settings: `correo` the address mail goes to (their identity's own,
 * null if none), `correoListo` the server can send mail (SMTP_URL, MAIL_FROM, PUBLIC_URL set),
 * `pushListo` it can push; `eventos` only the kinds this member may get (`jefe` for admo only).
 */
export const notifySettings = z.object({
  correo: z.string().nullable(),
  correoListo: z.boolean(),
  pushListo: z.boolean(),
  eventos: z.array(notifyChoice),
});
export type NotifySettings = z.infer<typeof notifySettings>;

/** Choices to change (a partial list: kinds left out keep theirs). */
export const notifySettingsChange = z.object({
  eventos: z.array(notifyChoice).max(NOTIFY_KINDS.length),
});

/** Where a test message was queued ('correo', 'push'). */
export const notifyTestAnswer = z.object({ canales: z.array(z.enum(NOTIFY_CHANNELS)) });

/** The VAPID public key, base64url, for the browser's `pushManager.subscribe`. */
export const pushKeyAnswer = z.object({ clave: z.string() });

const base64url = text()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'no es base64url');

/** A browser's push subscription (`PushSubscription.toJSON()`, less `expirationTime`). */
export const pushSubscription = z.object({
  endpoint: text().url('no es una dirección').max(2000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscription>;

/** The subscription to forget. */
export const pushUnsubscription = z.object({ endpoint: text().max(2000) });

/** The signed token of an unsubscribe link (`/api/avisos/baja?t=`). */
export const unsubscribeQuery = z.object({ t: text().max(500) });

/** The states of an outbox message, by their wire names. */
export const OUTBOX_STATES = ['enviado', 'esperando', 'fallido'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const outboxQuery = z.object({
  estado: z.enum(OUTBOX_STATES).optional(),
  pag: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One message of the outbox as the admin screen lists it (times in seconds). */
export const outboxRow = z.object({
  id: z.number().int(),
  canal: z.string(),
  clave: z.string(),
  /** The recipient: the member's name (their address is not shown), or 'NOTIFY_URL'. */
  para: z.string(),
  asunto: z.string(),
  estado: z.enum(OUTBOX_STATES),
  intentos: z.number().int(),
  error: z.string().nullable(),
  creado: z.number().int(),
  enviado: z.number().int().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

/** A page of the outbox, newest first. */
export const outboxPage = z.object({ total: z.number().int(), filas: z.array(outboxRow) });
export type OutboxPage = z.infer<typeof outboxPage>;

export const outboxParams = z.object({ id: idSegment });
