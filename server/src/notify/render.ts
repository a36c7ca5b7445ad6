import type { NotifyKind } from '@cineclub/contract';
import type { NoticeFilm, NoticeNight, NoticePayload } from './rules.js';

/**
 * What a message says, in Spanish: its subject, plain text and HTML, from the kind and the
 * gathered payload. Pure: the email channel adds the addresses, the webhook the title header.
 */

const quoted = (film: NoticeFilm) => `«${film.nom}»`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The subject line (also the title of a webhook or push). */
export function subjectOf(kind: NotifyKind, payload: NoticePayload): string {
  if (payload.prueba) return 'Prueba de avisos de Cineclub';
  const films = payload.films ?? [];
  const [first] = films;
  switch (kind) {
    case 'llegada':
      return films.length === 1 && first
        ? `Ya puedes descargar ${quoted(first)}`
        : `Ya puedes descargar ${films.length} películas que pediste`;
    case 'quiero':
      return films.length === 1 && first
        ? `${quoted(first)}, de tu lista 'Quiero verla', ya se puede descargar`
        : `${films.length} películas de tu lista 'Quiero verla' ya se pueden descargar`;
    case 'respuesta':
      return first
        ? `Tu petición de ${quoted(first)} tiene respuesta`
        : 'Tu petición tiene respuesta';
    case 'semanal':
      return 'Novedades de la semana';
    case 'aviso':
      return 'Nuevo aviso del club';
    case 'sesion': {
      const nights = payload.nights ?? [];
      return nights.length === 1 && nights[0]
        ? nights[0].asunto
        : 'Novedades de tus sesiones del cineclub';
    }
    case 'jefe':
      return (payload.text ?? 'Aviso para la administración').split('\n')[0] ?? '';
  }
}

/** The film card's path: `/peli/{id}/{slug}`, as the web's `filmPath`. */
export function filmCardPath(film: { id: number; nom: string }): string {
  const slug = film.nom
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/peli/${film.id}/${slug || 'peli'}`;
}

/** A film night's page: `/sesion/{id}`. */
export const nightPath = (night: Pick<NoticeNight, 'id'>) => `/sesion/${night.id}`;

/** Where the links of a message point: PUBLIC_URL, and the unsubscribe link (email only). */
export interface RenderLinks {
  publicUrl: string;
  unsubscribeUrl?: string;
}

/** A film's score as a message says it: the club's, or in the week's best the week's mean. */
function scoreOf(film: NoticeFilm): string {
  if (film.nota == null) return '';
  if (film.notas === undefined) return `nota del club ${film.nota.toFixed(1)}`;
  return `nota de la semana ${film.nota.toFixed(1)} (${film.notas} ${plural(film.notas, 'nota', 'notas')})`;
}

const filmLine = (film: NoticeFilm) =>
  `${film.nom}${film.anio ? ` (${film.anio})` : ''}${film.nota != null ? ` · ${scoreOf(film)}` : ''}`;

/** The weekly letter's line for the arrivals it does not list. */
const moreLine = (more: number) =>
  `Y ${more} ${plural(more, 'película más', 'películas más')} en las novedades`;

function intro(kind: NotifyKind, payload: NoticePayload): string {
  if (payload.prueba) return 'Este es un mensaje de prueba: tus avisos llegan bien.';
  const n = payload.films?.length ?? 0;
  switch (kind) {
    case 'llegada':
      return plural(
        n,
        'Ya se puede descargar la película que pediste:',
        'Ya se pueden descargar las películas que pediste:',
      );
    case 'quiero':
      return plural(
        n,
        "Ya se puede descargar una película de tu lista 'Quiero verla':",
        "Ya se pueden descargar estas películas de tu lista 'Quiero verla':",
      );
    case 'semanal':
      return 'Lo que ha llegado al club esta semana:';
    default:
      return '';
  }
}

/** The plain-text part. */
export function textOf(kind: NotifyKind, payload: NoticePayload, links: RenderLinks): string {
  const lines: string[] = [];
  const head = intro(kind, payload);
  if (head) lines.push(head, '');
  if (payload.text) lines.push(payload.text, '');
  const list = (films: NoticeFilm[]) => {
    for (const film of films)
      lines.push(`- ${filmLine(film)}`, `  ${links.publicUrl}${filmCardPath(film)}`);
    lines.push('');
  };
  list(payload.films ?? []);
  if (payload.more) lines.push(`${moreLine(payload.more)}: ${links.publicUrl}/novedades`, '');
  for (const night of payload.nights ?? [])
    lines.push(`La sesión «${night.titulo}»: ${links.publicUrl}${nightPath(night)}`);
  if (payload.nights?.length) lines.push('');
  if (payload.best?.length) {
    lines.push('Las mejor valoradas por el club esta semana:');
    list(payload.best);
  }
  if (payload.open?.length) {
    lines.push('Peticiones todavía abiertas:');
    list(payload.open);
  }
  lines.push('--', `Cineclub · ${links.publicUrl}/avisos`);
  if (links.unsubscribeUrl)
    lines.push(`No recibir más correos de este tipo: ${links.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

function filmRows(films: NoticeFilm[], publicUrl: string): string {
  return films
    .map((film) => {
      const href = htmlText(`${publicUrl}${filmCardPath(film)}`);
      const src = htmlText(`${publicUrl}/api/peli/poster/${film.id}?v=${film.poster}&w=200`);
      return `<tr><td style="padding:6px 12px 6px 0"><a href="${href}"><img src="${src}" width="80" alt="${htmlText(film.nom)}" style="display:block;border:0"></a></td><td style="padding:6px 0"><a href="${href}" style="color:#b3261e;font-weight:bold">${htmlText(film.nom)}</a>${film.anio ? ` (${film.anio})` : ''}${film.nota != null ? `<br>${htmlText(capital(scoreOf(film)))}` : ''}</td></tr>`;
    })
    .join('');
}

/** The HTML part: no remote content but the posters, no tracking of any kind. */
export function htmlOf(kind: NotifyKind, payload: NoticePayload, links: RenderLinks): string {
  const parts: string[] = [];
  const head = intro(kind, payload);
  if (head) parts.push(`<p>${htmlText(head)}</p>`);
  if (payload.text) parts.push(`<p>${htmlText(payload.text).replaceAll('\n', '<br>')}</p>`);
  const table = (films: NoticeFilm[]) =>
    films.length
      ? parts.push(`<table role="presentation">${filmRows(films, links.publicUrl)}</table>`)
      : 0;
  table(payload.films ?? []);
  if (payload.more) {
    const href = htmlText(`${links.publicUrl}/novedades`);
    parts.push(`<p><a href="${href}">${htmlText(moreLine(payload.more))}</a></p>`);
  }
  for (const night of payload.nights ?? []) {
    const href = htmlText(`${links.publicUrl}${nightPath(night)}`);
    parts.push(
      `<p><a href="${href}" style="color:#b3261e;font-weight:bold">Ver la sesión «${htmlText(night.titulo)}»</a></p>`,
    );
  }
  if (payload.best?.length) {
    parts.push('<h2 style="font-size:16px">Las mejor valoradas por el club esta semana</h2>');
    table(payload.best);
  }
  if (payload.open?.length) {
    parts.push('<h2 style="font-size:16px">Peticiones todavía abiertas</h2>');
    table(payload.open);
  }
  const settings = htmlText(`${links.publicUrl}/avisos`);
  const footer = links.unsubscribeUrl
    ? ` · <a href="${htmlText(links.unsubscribeUrl)}">No recibir más correos de este tipo</a>`
    : '';
  parts.push(
    `<p style="color:#666;font-size:12px"><a href="${settings}">Tus avisos</a>${footer}</p>`,
  );
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${htmlText(subjectOf(kind, payload))}</title></head><body style="font-family:sans-serif">${parts.join('')}</body></html>`;
}
