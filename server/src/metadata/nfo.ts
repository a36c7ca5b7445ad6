import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseLooseTitleId } from '../library/imdb-ids.js';
import type { FilmFill } from './fill-queries.js';
import { genreCodesOf } from './genre-names.js';

/** An NFO is a few kilobytes; anything past this is not one (and is not read whole). */
export const NFO_MAX_BYTES = 512 * 1024;

/** Cast members kept from an NFO, in order. */
const CAST_KEPT = 20;

export class NfoError extends Error {}

/** What an NFO says of its film: the ids it is matched by, and what it offers the card. */
export interface NfoFilm {
  imdb: number | null;
  tmdb: number | null;
  fill: Omit<FilmFill, 'backdrop' | 'photos' | 'tmdb'>;
  /** Directors' names (no ids: they only give photos a name to match). */
  directors: string[];
}

const LISTS = new Set(['genre', 'director', 'credits', 'actor', 'uniqueid', 'country', 'studio']);

// No entity expansion at all (the five XML ones and character references are decoded below),
// tag and attribute values kept as text ('1917' is a title, not a number).
const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five predefined XML entities and character references; anything else stays as written. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

type Node = Record<string, unknown>;

/**
 * The YouTube video of a trailer as NFO writers give it: Kodi's YouTube add-on address
 * (`plugin://plugin.video.youtube/?action=play_video&videoid=…`) or a YouTube address.
 */
export function youtubeKey(address: string): string {
  const match =
    /[?&]videoid=([\w-]{11})\b/.exec(address) ??
    /youtube\.com\/watch\?(?:.*&)?v=([\w-]{11})\b/.exec(address) ??
    /youtu\.be\/([\w-]{11})\b/.exec(address);
  return match?.[1] ?? '';
}

function text(value: unknown): string {
  if (typeof value === 'string') return decode(value).trim();
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).map(text).filter(Boolean);

function whole(value: unknown, min: number, max: number): number | null {
  const number = Number(text(value));
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/** The film's id of a kind: `<uniqueid type="…">`, else Radarr's and Jellyfin's own tags. */
function idOf(movie: Node, type: 'imdb' | 'tmdb'): string {
  const unique = (Array.isArray(movie.uniqueid) ? movie.uniqueid : []) as Node[];
  const tagged = unique.find((node) => String(node.type ?? '').toLowerCase() === type);
  if (tagged) return text(tagged);
  const own = text(movie[`${type}id`]);
  if (own) return own;
  // Old Kodi files carry the IMDb id in <id>.
  return type === 'imdb' && /^tt\d+$/.test(text(movie.id)) ? text(movie.id) : '';
}

function castOf(movie: Node): NfoFilm['fill']['cast'] {
  const actors = (Array.isArray(movie.actor) ? movie.actor : []) as Node[];
  return actors
    .map((actor, index) => ({
      nom: text(actor.name),
      papel: text(actor.role),
      order: whole(actor.order, 0, 10_000) ?? index,
    }))
    .filter((actor) => actor.nom)
    .sort((a, b) => a.order - b.order)
    .slice(0, CAST_KEPT)
    .map(({ nom, papel }) => ({ nom, papel, photo: '' }));
}

/**
 * Reads a Kodi, Jellyfin or Radarr movie NFO. Throws `NfoError` (a Spanish reason) for what is
 * not one: too big, a DTD (no NFO writer emits one; refused whole, so no entity is ever
 * defined, let alone expanded), bad XML, or no <movie> root.
 */
export function parseNfo(body: Buffer): NfoFilm {
  if (body.length > NFO_MAX_BYTES) throw new NfoError(`pasa de ${NFO_MAX_BYTES / 1024} KB`);
  const xml = body.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new NfoError('lleva una DTD (no se admiten)');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new NfoError(`XML no válido (línea ${valid.err.line}: ${valid.err.msg})`);
  }
  const movie = (parser.parse(xml) as Node).movie;
  if (!movie || typeof movie !== 'object') throw new NfoError('no es el NFO de una película');
  const node = movie as Node;
  const runtime = whole(node.runtime, 1, 2000);
  return {
    imdb: parseLooseTitleId(idOf(node, 'imdb')),
    tmdb: whole(idOf(node, 'tmdb'), 1, 1e9),
    directors: texts(node.director),
    fill: {
      nom: text(node.title),
      nomo: text(node.originaltitle),
      anio: whole(node.year, 1870, 2100) ?? whole(text(node.premiered).slice(0, 4), 1870, 2100),
      dura: runtime,
      arg: text(node.plot) || text(node.outline),
      gens: genreCodesOf(texts(node.genre)),
      cast: castOf(node),
      trailer: youtubeKey(text(node.trailer)),
    },
  };
}
