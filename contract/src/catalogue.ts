import { z } from 'zod';
import { boolSegment, idSegment, text } from './common';
import { type ListCode, listCodes } from './rules';

/** Genre code to Spanish name: the answer of GET /api/info/generos. */
export const genreMap = z.record(z.string(), z.string());
export type GenreMap = z.infer<typeof genreMap>;

/** A credited person: IMDb name id (or a local one, see LOCAL_PERSON_IDS) and name. */
export const personRef = z.object({ i: z.number().int(), n: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** People of a film by role: d directors, a actors, c and w other roles, in billing order. */
export const filmPeople = z.object({
  d: z.array(personRef),
  a: z.array(personRef),
  c: z.array(personRef),
  w: z.array(personRef),
});
export type FilmPeople = z.infer<typeof filmPeople>;

/** The club's score of a film: the members' average (one decimal) and how many rated. */
export const clubScore = z.object({ nota: z.number(), votos: z.number().int() });
export type ClubScore = z.infer<typeof clubScore>;

/**
 * The card a list tile shows: enough for the tile and for the client-side filter (titles, year,
 * directory, id and people names).
 */
export const compactCard = z.object({
  id: z.number().int(),
  nom: z.string(),
  nomo: z.string(),
  nomen: z.string(),
  anio: z.number().int().nullable(),
  dir: z.string(),
  gens: z.record(z.string(), z.literal(1)),
  pers: filmPeople,
  rate: z.number().nullable(),
  votos: z.number().int(),
  dura: z.number().int().nullable(),
  poster: z.number().int(),
  numed2: z.number().int(),
  numdnt: z.number().int(),
  idx: z.number().int().optional(),
  /**
   * The club's score (issue 32; 'Nota del club'): the members' average, one decimal, each
   * member counted once with their newest score, and how many rated. Absent when none did.
   */
  club: clubScore.optional(),
});
export type CompactCard = z.infer<typeof compactCard>;

/**
 * A downloadable file of a film. `dsk` is its disk (the download queue runs one item per disk);
 * `dir` (its folder on that disk) is filled only for users with bajed2, who need it for the
 * pman link; the web shows it only on the admin path.
 */
export const filmFile = z.object({
  id: z.number().int(),
  dsk: z.string(),
  dir: z.string(),
  nom: z.string(),
  tam: z.number().int(),
  comen: z.string(),
});
export type FilmFile = z.infer<typeof filmFile>;

/** A .torrent kept beside a film's files; `code` is what GET /api/dwnl/torrent/{code} takes. */
export const filmTorrent = z.object({ code: z.string(), nom: z.string() });
export type FilmTorrent = z.infer<typeof filmTorrent>;

/** A comment or seen mark. `voto` -1 is a bare seen mark; `user` only on others' comments. */
export const filmComment = z.object({
  id: z.number().int(),
  fecha: z.number().int(),
  vista: z.boolean(),
  voto: z.number().int(),
  comen: z.string(),
  user: z.string().optional(),
});
export type FilmComment = z.infer<typeof filmComment>;

/** The full card of SPEC §3: the compact card plus synopsis, lists, files and per-user state. */
export const fullCard = compactCard.extend({
  imdb: z.number().int().nullable(),
  arg: z.string(),
  cols: z.array(z.tuple([z.enum(listCodes), z.number().int()])),
  arcs: z.array(filmFile),
  donto: z.array(filmTorrent),
  quiero: z.boolean(),
  pedida: z.boolean(),
  vista: z.boolean(),
  mcoms: z.array(filmComment),
  ocoms: z.array(filmComment),
  /**
   * How many comments others wrote on the film; `ocoms` holds only the newest of them, the
   * rest come from GET /api/peli/comentarios/{id}. Set on cards the community area fills.
   */
  nocoms: z.number().int().optional(),
  /**
   * The members' average score, null if none rated: `club.nota` (each member counted once, with
   * their newest score; seen marks without a score do not count). Kept for the spec's shape.
   */
  media: z.number().nullable(),
  /** The backdrop's picture key (`imagePath`), when the film has one (issue 30). */
  fondo: z.string().optional(),
  /** The trailer's YouTube video key; the web links to YouTube, never embeds it. */
  trailer: z.string().optional(),
  /**
   * The one cast list (issue 47): the NFO's or TMDB's cast joined with the credited actors by
   * person: name (IMDb's when joined), character ('' if unknown), photo key ('' for none) and
   * the credited actor's id. The credited actors the cast lacks follow. Absent when there is no
   * cast and no actor has a photo.
   */
  reparto: z
    .array(
      z.object({ n: z.string(), p: z.string(), f: z.string(), i: z.number().int().optional() }),
    )
    .optional(),
  /** True when some of the card came from TMDB: the page shows TMDB's attribution. */
  detmdb: z.literal(true).optional(),
  /** Admin cards: where each field came from (`owner`, `nfo`, `tmdb`, `imdb`). */
  fuentes: z.record(z.string(), z.enum(['owner', 'nfo', 'tmdb', 'imdb'])).optional(),
});
export type FullCard = z.infer<typeof fullCard>;

/** A list answer holds compact or full cards, as the `fullCards` segment asked. */
export type AnyCard = CompactCard | FullCard;

/** GET /api/info/ficha/{id}/{full}/{admin?}: `/true` full card, `/false/true` admin card. */
export const fichaParams = z.object({
  id: idSegment,
  full: boolSegment,
  admin: boolSegment.optional(),
});
/** Its answer: the one card, in an array as the spec's call answers it. */
export const fichaAnswer = z.array(z.union([fullCard, compactCard]));

/**
 * Lists of the busq call: every film, the curated lists (`curated-lists.ts`), the most voted
 * films of some years, a person's films and the user's watchlist. `pelper` takes a person's IMDb
 * id as its text; `recor` is the signed-in user's watchlist ('Pelis por ver'); `club` is 'Lo
 * mejor del club', the films the members rated best (see CLUB_BEST in `rules.ts`).
 */
export type SearchList = 'all' | ListCode | 'popu' | 'pelper' | 'recor' | 'club';
export const searchLists: readonly SearchList[] = [
  'all',
  ...listCodes,
  'popu',
  'pelper',
  'recor',
  'club',
];

/**
 * Year range segment: `0` (any year), `1990` (from 1990 on) or `1990-1999` (both included).
 */
export const yearRange = z
  .string()
  .regex(/^(0|\d{4}(-\d{4})?)$/, 'años: 0, AAAA o AAAA-AAAA')
  .transform((value) => {
    if (value === '0') return { from: null, to: null };
    const [from, to] = value.split('-').map(Number);
    return { from: from ?? null, to: to ?? null };
  })
  .refine((range) => range.from === null || range.to === null || range.from <= range.to, {
    message: 'el primer año pasa del segundo',
  });

/**
 * Which fields the search text matches, seven flags written as 0/1 in this order: Spanish
 * title, original title, English title, directors, actors, other people (writers, music,
 * photography), synopsis. `1111111` is every field; at least one flag must be on.
 */
export const searchFields = ['nom', 'nomo', 'nomen', 'd', 'a', 'cw', 'arg'] as const;
export type SearchField = (typeof searchFields)[number];
export const searchMask = z
  .string()
  .regex(/^[01]{7}$/, 'máscara: siete cifras 0 o 1')
  .refine((mask) => mask.includes('1'), { message: 'la máscara no elige ningún campo' })
  .transform((mask) => searchFields.filter((_field, index) => mask[index] === '1'));

export const searchParams = z.object({
  onlyDownloadable: boolSegment,
  fullCards: boolSegment,
  years: yearRange,
  mask: searchMask,
  list: z.enum(searchLists),
  text: text().max(200).optional(),
});

/** Credit roles: directing, acting, writing, and music or photography (`c`). */
export const personRoles = ['d', 'a', 'w', 'c'] as const;
export type PersonRole = (typeof personRoles)[number];

/**
 * Query of list calls: paging plus the genre filter (`TG`, the default, is every genre), and
 * for the `pelper` list the role the person had (any role when absent).
 */
export const listQuery = z.object({
  desde: z.coerce.number().int().min(0).max(10_000_000).default(0),
  n: z.coerce.number().int().min(1).max(500).default(100),
  gen: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('TG'),
  rol: z.enum(personRoles).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Path params of the calls on one record by id: persona, poster, and community's on a film. */
export const idParams = z.object({ id: idSegment });

/** GET /api/lista/pers/{text}: people matching; `mas` true when more matched than shown. */
export const peopleParams = z.object({ text: text().max(200) });
export const person = z.object({ imdb: z.number().int(), nom: z.string() });
export type Person = z.infer<typeof person>;
export const peopleAnswer = z.object({ pers: z.array(person), mas: z.boolean() });
export type PeopleAnswer = z.infer<typeof peopleAnswer>;

/**
 * GET /api/lista/sugiere/{text} (issue 29): what the search pages offer beside the films.
 * `personas`: the people the text names (as the people search finds them: every word of the
 * name matched as a prefix, or when no name matches so, with the typos the search forgives),
 * only when some word has 4 letters or more, best known first, at most 6, with their films per
 * role (roles without films left out): the results page's 'Personas' strip.
 * `parecidas`: for a text that matched nothing even with typos, the closest titles and people
 * by edit distance and popularity, at most 5 of each: '¿Quisiste decir…?'. Both empty when
 * there is nothing to offer.
 */
export const suggestAnswer = z.object({
  personas: z.array(
    person.extend({
      papeles: z.array(z.object({ rol: z.enum(personRoles), total: z.number().int() })),
    }),
  ),
  parecidas: z.object({
    pelis: z.array(
      z.object({ id: z.number().int(), nom: z.string(), anio: z.number().int().nullable() }),
    ),
    pers: z.array(person),
  }),
});
export type SuggestAnswer = z.infer<typeof suggestAnswer>;

/**
 * GET /api/info/persona/{id}: a person of the catalogue (404 when there is none), how many
 * films they have in each role, in the order d, a, w, c (roles without films left out), and
 * how many in all (a film of two roles counts once), and the years of their first and last
 * film (null when no film of theirs has a year).
 */
export const personInfo = person.extend({
  /** The person's photo key (`imagePath`), when there is one (issue 30). */
  foto: z.string().optional(),
  papeles: z.array(z.object({ rol: z.enum(personRoles), total: z.number().int() })),
  total: z.number().int(),
  anios: z.object({ desde: z.number().int(), hasta: z.number().int() }).nullable(),
});
export type PersonInfo = z.infer<typeof personInfo>;

/**
 * One page of a film list. `sig` is the offset of the next page, null on the last one.
 * `ocultas` (not in the spec; on the first page of a list asked with onlyDownloadable only) is
 * how many more films the list holds without that filter: films without files that the filter
 * hid, so the web can say so. A search counts up to its cap of results with and without the
 * filter, so past the cap it is a lower bound.
 */
export const filmPage = z.object({
  pelis: z.array(z.union([fullCard, compactCard])),
  total: z.number().int(),
  sig: z.number().int().nullable(),
  ocultas: z.number().int().optional(),
  /**
   * The pelper list without a role only: the person's roles in each film of the page, by film
   * id, in the order of personRoles (the person page marks each film with them).
   */
  papeles: z.record(z.string(), z.array(z.enum(personRoles))).optional(),
});
export type FilmPage = z.infer<typeof filmPage>;

/** GET /api/lista/fecha/{onlyDownloadable}/{fullCards}/{weeks} */
export const newsParams = z.object({
  onlyDownloadable: boolSegment,
  fullCards: boolSegment,
  weeks: z.coerce.number().int().min(1).max(520),
});
