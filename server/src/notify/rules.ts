import { NOTIFY_DEFAULTS, type NotifyChannel, type NotifyKind } from '@cineclub/contract';
import type { WeeklySlot } from '../config/notify.js';

/**
 * The pure rules of notifications (issue 44): who gets what by default, the retry backoff,
 * gathering, the daily cap and the weekly letter's schedule. No I/O: unit-tested on their own.
 */

/** The outbox's channels: what the member chose (`correo`, `push`) and the owner's NOTIFY_URL. */
export type OutboxChannel = 'email' | 'push' | 'webhook';

export const CHANNEL_OF: Record<NotifyChannel, OutboxChannel> = { correo: 'email', push: 'push' };

/** A stored choice that differs from the default. */
export interface StoredChoice {
  kind: string;
  channel: string;
  enabled: number;
}

/** Whether a member gets a kind on a channel: their stored choice, else the default. */
export function wants(
  stored: StoredChoice[],
  kind: NotifyKind,
  channel: NotifyChannel,
  isAdmin: boolean,
): boolean {
  if (kind === 'jefe' && !isAdmin) return false;
  if (kind === 'semanal' && channel === 'push') return false;
  const choice = stored.find((row) => row.kind === kind && row.channel === channel);
  return choice ? choice.enabled === 1 : NOTIFY_DEFAULTS[kind][channel];
}

/**
 * Delay before the next attempt after `attempts` failed ones: 30 s doubling up to 30 min, so an
 * SMTP server down for an hour gets a try at most half an hour after it is back.
 */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** Attempts before a message is given up as failed: about nine hours of backoff. */
export const MAX_ATTEMPTS = 24;

/** The key that gathers a member's events of one kind on one channel into one message. */
export function gatherKey(channel: OutboxChannel, userId: number | null, kind: string): string {
  return `${channel}:${userId ?? 'dueno'}:${kind}`;
}

/** A film as the messages list it. */
export interface NoticeFilm {
  id: number;
  nom: string;
  anio: number | null;
  poster: number;
  nota?: number | null;
  /** In the weekly letter's best: how many members' scores of the week `nota` averages. */
  notas?: number;
}

/** A film night a message is about (issue 48): its page, and the subject it gives alone. */
export interface NoticeNight {
  id: number;
  titulo: string;
  asunto: string;
}

/** What an event says: films for arrivals, a text otherwise. */
export interface NoticePayload {
  films?: NoticeFilm[];
  text?: string;
  /** The film nights of a `sesion` message. */
  nights?: NoticeNight[];
  /** The weekly letter's parts: its slot (ms), the week's best, open requests, unlisted arrivals. */
  semana?: number;
  best?: NoticeFilm[];
  open?: NoticeFilm[];
  more?: number;
  /** A test message ('Enviar una prueba'). */
  prueba?: boolean;
  /** The site's page that shows what it is about (an owner's event: '/admo/catalogo'). */
  enlace?: string;
  /** Something went wrong (a failed job, a missing disk): the owner's channel flags it. */
  alerta?: boolean;
}

/** Gathers the payloads of several events of one key into one, films once each, in order. */
export function gather(payloads: NoticePayload[]): NoticePayload {
  // A weekly letter stands whole: of two waiting (one held by a failing SMTP), the newest goes.
  const letters = payloads.filter((payload) => payload.semana !== undefined);
  if (letters.length) return letters.reduce((a, b) => ((b.semana ?? 0) > (a.semana ?? 0) ? b : a));
  const films = new Map<number, NoticeFilm>();
  const texts: string[] = [];
  const nights: NoticeNight[] = [];
  for (const payload of payloads) {
    for (const film of payload.films ?? []) if (!films.has(film.id)) films.set(film.id, film);
    if (payload.text && !texts.includes(payload.text)) texts.push(payload.text);
    for (const night of payload.nights ?? [])
      if (!nights.some((n) => n.id === night.id && n.asunto === night.asunto)) nights.push(night);
  }
  const one = payloads.length === 1 ? payloads[0] : undefined;
  if (one) return one;
  const links = new Set(payloads.flatMap((payload) => (payload.enlace ? [payload.enlace] : [])));
  const [link] = links;
  return {
    ...(films.size ? { films: [...films.values()] } : {}),
    ...(texts.length ? { text: texts.join('\n') } : {}),
    // One page for them all, else the admin screen's first.
    ...(link ? { enlace: links.size === 1 ? link : '/admo' } : {}),
    ...(payloads.some((payload) => payload.alerta) ? { alerta: true } : {}),
    ...(nights.length ? { nights } : {}),
  };
}

/** Start of the day (server's local time) holding `ms`. */
export function dayStart(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** When a message over the daily cap goes instead: the start of the next day. */
export function nextDay(ms: number): number {
  const date = new Date(dayStart(ms));
  date.setDate(date.getDate() + 1);
  return date.getTime();
}

/** The latest time of the slot at or before `ms` (server local time). */
export function lastSlotAt(slot: WeeklySlot, ms: number): number {
  const date = new Date(ms);
  date.setHours(slot.hour, slot.minute, 0, 0);
  date.setDate(date.getDate() - ((date.getDay() - slot.weekday + 7) % 7));
  if (date.getTime() > ms) date.setDate(date.getDate() - 7);
  return date.getTime();
}
