import {
  NOTIFY_DEFAULTS,
  NOTIFY_KINDS,
  type NotifyChoice,
  type NotifyKind,
  type NotifySettings,
  type OutboxPage,
  type OutboxState,
} from '@cineclub/contract';
import type { SessionUser } from '../accounts/session-user.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import type { Channels } from './channels.js';
import { createOutboxQueries } from './outbox-queries.js';
import { createPushQueries } from './push/queries.js';
import { createNotifyQueries, type PrefWrites } from './queries.js';
import type { Notifier } from './queue.js';
import { subjectOf } from './render.js';
import { type NoticePayload, type OutboxChannel, wants } from './rules.js';
import type { UnsubscribeTokens } from './unsubscribe.js';

const PAGE = 50;
const STATE_OF: Record<string, OutboxState> = {
  sent: 'enviado',
  waiting: 'esperando',
  failed: 'fallido',
};
const STATE_NAME: Record<OutboxState, string> = {
  enviado: 'sent',
  esperando: 'waiting',
  fallido: 'failed',
};

/** A member's choices, their test message and unsubscribing; the admin's outbox. */
export function createNotifyService(deps: {
  db: Db;
  channels: Channels;
  notifier: Notifier;
  tokens: UnsubscribeTokens;
  nowMs: () => number;
  /** Runs after a message is queued to go now (the sender looks at once). */
  poke: () => void;
}) {
  const { db, channels } = deps;
  const queries = createNotifyQueries(db);
  const outbox = createOutboxQueries(db);

  async function settings(user: SessionUser): Promise<NotifySettings> {
    const isAdmin = user.perms.includes('admo');
    const stored = await queries.prefsOf(user.id);
    return {
      correo: user.email || null,
      correoListo: channels.has('email'),
      pushListo: channels.has('push'),
      eventos: NOTIFY_KINDS.filter((kind) => kind !== 'jefe' || isAdmin).map((clave) => ({
        clave,
        correo: wants(stored, clave, 'correo', isAdmin),
        push: wants(stored, clave, 'push', isAdmin),
      })),
    };
  }

  /** Keeps a choice: as a row only where it differs from the default. */
  async function choose(
    prefs: PrefWrites,
    userId: number,
    kind: NotifyKind,
    channel: 'correo' | 'push',
    on: boolean,
  ) {
    await prefs.deletePref(userId, kind, channel);
    if (on === NOTIFY_DEFAULTS[kind][channel]) return;
    await prefs.insertPref(userId, kind, channel, on);
  }

  return {
    settings,

    async setSettings(user: SessionUser, eventos: NotifyChoice[]): Promise<NotifySettings> {
      const isAdmin = user.perms.includes('admo');
      for (const choice of eventos) {
        if (choice.clave === 'jefe' && !isAdmin)
          throw new HttpError(403, 'Los avisos de administración son solo para quien administra');
        if (choice.clave === 'semanal' && choice.push) {
          throw new HttpError(400, 'La carta semanal solo llega por correo');
        }
      }
      await queries.inTransaction(async (prefs) => {
        for (const choice of eventos) {
          await choose(prefs, user.id, choice.clave, 'correo', choice.correo);
          await choose(prefs, user.id, choice.clave, 'push', choice.push);
        }
      });
      return settings(user);
    },

    /** 'Enviar una prueba': to each of the member's channels that can send now. */
    async test(user: SessionUser): Promise<{ canales: ('correo' | 'push')[] }> {
      const force: OutboxChannel[] = [];
      if (channels.has('email') && user.email) force.push('email');
      // Push only to a member who turned it on in some browser: else 'sent' would mean nothing.
      if (channels.has('push') && (await createPushQueries(db).has(user.id))) force.push('push');
      if (!force.length) {
        throw new HttpError(
          409,
          'No hay ningún canal listo: el servidor no tiene correo y no has activado las notificaciones en este navegador',
        );
      }
      await deps.notifier.queue(db, {
        kind: 'aviso',
        to: [user.id],
        payload: { prueba: true },
        immediate: true,
        force,
      });
      deps.poke();
      return { canales: force.map((channel) => (channel === 'email' ? 'correo' : 'push')) };
    },

    /** The member and kind of an unsubscribe link, or a 400. */
    linkOf(token: string) {
      const link = deps.tokens.read(token);
      if (!link)
        throw new HttpError(400, 'El enlace para darse de baja no es válido o está incompleto');
      return link;
    },

    async unsubscribe(token: string) {
      const link = this.linkOf(token);
      if (!(await queries.userExists(link.userId))) return link;
      await queries.inTransaction((prefs) =>
        choose(prefs, link.userId, link.kind, 'correo', false),
      );
      return link;
    },

    async outbox(query: { estado?: OutboxState; pag: number }): Promise<OutboxPage> {
      const { total, rows } = await outbox.page(
        query.estado ? STATE_NAME[query.estado] : undefined,
        PAGE,
        (query.pag - 1) * PAGE,
      );
      return {
        total,
        filas: rows.map((row) => ({
          id: row.id,
          canal: row.channel,
          clave: row.kind,
          para: row.user_id === null ? 'NOTIFY_URL' : (row.name ?? ''),
          asunto:
            row.subject ||
            subjectOf(row.kind as NotifyKind, JSON.parse(row.payload) as NoticePayload),
          estado: STATE_OF[row.state] ?? 'esperando',
          intentos: row.attempts,
          error: row.error,
          creado: Math.floor(Number(row.created_at) / 1000),
          enviado: row.sent_at === null ? null : Math.floor(Number(row.sent_at) / 1000),
        })),
      };
    },

    /** 'Reintentar': a failed or waiting message is due again now, its attempts counted afresh. */
    async retry(id: number) {
      const found = await outbox.retry(id, deps.nowMs());
      if (!found)
        throw new HttpError(404, 'No hay ningún aviso pendiente o fallido con ese número');
      deps.poke();
    },
  };
}
export type NotifyService = ReturnType<typeof createNotifyService>;
