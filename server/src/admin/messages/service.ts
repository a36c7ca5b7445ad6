import type { ContactMessage, MessagesPage } from '@cineclub/contract';
import type { Clock } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import { nextOf } from '../paging.js';
import type { MessageQueries } from './queries.js';

/** The contact messages section: read, and marked as read. */
export function createMessageService(deps: { queries: MessageQueries; clock: Clock }) {
  const { queries } = deps;
  return {
    async messages(query: {
      pendientes: boolean;
      desde: number;
      n: number;
    }): Promise<MessagesPage> {
      const page = await queries.messagesPage(query.pendientes, query.desde, query.n);
      const mensajes: ContactMessage[] = page.rows.map((row) => ({
        id: row.id,
        fecha: Number(row.fecha),
        email: row.email,
        text: row.text,
        leido: row.read_at === null ? null : Number(row.read_at),
      }));
      return {
        mensajes,
        total: page.total,
        sig: nextOf(query.desde, mensajes.length, page.total),
        pendientes: page.unread,
      };
    },

    async markMessageRead(messageId: number): Promise<void> {
      if (!(await queries.message(messageId))) throw new HttpError(404, 'No existe ese mensaje');
      await queries.markMessageRead(messageId, deps.clock());
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
