import type { NotifyKind } from '@cineclub/contract';
import type { ChannelSender, OutgoingMessage } from '../channels.js';
import { filmCardPath, nightPath, subjectOf } from '../render.js';
import type { NoticePayload } from '../rules.js';
import type { PushPayload } from './payload.js';
import type { PushSender } from './sender.js';

/** The film names a push lists before '…y N más': a notification shows a few lines. */
const FILMS_SHOWN = 5;

/**
 * What a notice says as a push: the email's subject as the title, the films (or the text) as
 * the body, the card to open (or the page that lists them), and the first film's poster.
 * Pure; paths are the site's own, which the service worker resolves against its origin.
 */
export function pushPayloadOf(kind: NotifyKind, payload: NoticePayload): PushPayload {
  const films = payload.films ?? [];
  const [first] = films;
  const names = films
    .slice(0, FILMS_SHOWN)
    .map((film) => `${film.nom}${film.anio ? ` (${film.anio})` : ''}`);
  const more = films.length - names.length;
  if (kind === 'sesion') return nightPush(payload);
  const cuerpo = payload.prueba
    ? 'Este es un mensaje de prueba: tus avisos llegan bien.'
    : names.length
      ? `${names.join(', ')}${more > 0 ? ` y ${more} más` : ''}`
      : (payload.text ?? '');
  const url = payload.prueba
    ? '/avisos'
    : films.length === 1 && first
      ? filmCardPath(first)
      : kind === 'jefe'
        ? (payload.enlace ?? '/admo')
        : '/novedades';
  return {
    titulo: subjectOf(kind, payload),
    cuerpo,
    url,
    imagen: first ? `/api/peli/poster/${first.id}?v=${first.poster}&w=400` : null,
  };
}

/** Why a push row did not go: its member turned push off in every browser since it was queued. */
export const NO_BROWSER = 'el socio ya no tiene ningún navegador suscrito';

/** A film night's push: its sentence as the body, opening the night's page (or the list). */
function nightPush(payload: NoticePayload): PushPayload {
  const nights = payload.nights ?? [];
  const [first] = payload.films ?? [];
  return {
    titulo: subjectOf('sesion', payload),
    cuerpo: payload.text ?? '',
    url: nights.length === 1 && nights[0] ? nightPath(nights[0]) : '/sesiones',
    imagen: first ? `/api/peli/poster/${first.id}?v=${first.poster}&w=400` : null,
  };
}

/**
 * The outbox's `push` channel (notify/channels.ts): one message goes to every browser of its
 * member. Rows are queued only for members with a browser (queue.ts); one whose browsers all
 * went meanwhile is marked failed with the reason, never 'sent' for a push that went nowhere.
 */
export function createPushChannel(deps: {
  sender: PushSender;
  hasBrowser: (userId: number) => Promise<boolean>;
}): ChannelSender {
  return {
    async send(message: OutgoingMessage) {
      if (message.userId === null) return { drop: 'push solo va a socios' };
      if (!(await deps.hasBrowser(message.userId))) return { drop: NO_BROWSER };
      return deps.sender.sendToMember(message.userId, pushPayloadOf(message.kind, message.payload));
    },
    subject: (message) => subjectOf(message.kind, message.payload),
  };
}
