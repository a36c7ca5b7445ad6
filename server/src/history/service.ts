import {
  HISTORY_CHOICES_MAX,
  type HistoryChoices,
  type HistoryEntry,
  type HistoryImportAnswer,
  type HistorySource,
} from '@cineclub/contract';
import type { SessionUser } from '../accounts/session-user.js';
import type { Clock } from '../clock.js';
import { HttpError } from '../http/errors.js';
import { formatTitleId } from '../library/imdb-ids.js';
import { mergeRows } from './entries.js';
import { oneOrChoose, TitleCandidates } from './match.js';
import { type HistoryLimits, parseHistory } from './parse.js';
import type { HistoryQueries, HistoryWrites } from './queries.js';
import { HistoryFileError } from './unpack.js';

const DAY = 86_400;
/** How long an import's asked rows wait for the member's choice. */
const PENDING_DAYS = 7;
/** Calls choosing films one member may make in a day: each takes only rows still waiting. */
const CHOICE_CALLS_PER_DAY = 30;

/** An asked row as it waits on the server. */
interface Pending {
  entry: HistoryEntry;
  candidates: HistoryImportAnswer['aElegir'][number]['candidatas'];
}

export interface HistoryServiceLimits extends HistoryLimits {
  /** Imports one member may make in a day. */
  perDay: number;
}

/** An entry and the film it is. */
interface Matched {
  filmId: number;
  entry: HistoryEntry;
}

/** Films catalogue pages are read in while matching titles. */
const PAGE = 5_000;
/**
 * Entries of one import that no title matches word for word and that go to the catalogue
 * search (one search each); past these, they are 'No encontradas'. Candidates offered per entry.
 */
const SEARCHED_MAX = 300;
const SEARCH_CANDIDATES = 8;

export function createHistoryService(deps: {
  queries: HistoryQueries;
  clock: Clock;
  limits: HistoryServiceLimits;
}) {
  const { queries, clock, limits } = deps;

  /** Offers the catalogue's films of the years concerned to a title matcher. */
  async function titleCandidates(entries: readonly HistoryEntry[]): Promise<TitleCandidates> {
    const candidates = new TitleCandidates(entries);
    const years = candidates.offeredYears();
    if (!years.length) return candidates;
    for (let after = 0; ; ) {
      const films = await queries.filmsOfYears(years, after, PAGE);
      for (const film of films) {
        candidates.offer({ ...film, titles: [film.nom, film.nomo, film.nomen] });
      }
      const last = films.at(-1);
      if (!last) return candidates;
      after = last.id;
    }
  }

  /**
   * An entry no title matches word for word, as the film search finds it (typos, numbers):
   * among the films of its year and the years around it, one clear film, else those to choose.
   */
  async function searchMatch(titulo: string, anio: number) {
    const films = await queries.searchTitles(titulo, [anio - 1, anio, anio + 1], SEARCH_CANDIDATES);
    return oneOrChoose(films, anio);
  }

  /** Each entry's film, or the films it could be, or none: IMDb ids exactly, else title and year. */
  async function resolve(entries: readonly HistoryEntry[]) {
    const byImdb = await queries.filmIdsByImdb(
      entries.flatMap((entry) => (entry.imdb === null ? [] : [entry.imdb])),
    );
    const titled = await titleCandidates(entries.filter((entry) => entry.imdb === null));
    let searched = 0;
    const matched: Matched[] = [];
    const answer: Pick<HistoryImportAnswer, 'noEncontradas'> & { aElegir: Pending[] } = {
      noEncontradas: [],
      aElegir: [],
    };
    for (const entry of entries) {
      if (entry.imdb !== null) {
        const filmId = byImdb.get(entry.imdb);
        if (filmId === undefined) answer.noEncontradas.push(missing(entry));
        else matched.push({ filmId, entry });
        continue;
      }
      let found = titled.match(entry.titulo, entry.anio);
      if (found.kind === 'none' && entry.anio !== null && searched++ < SEARCHED_MAX) {
        found = await searchMatch(entry.titulo, entry.anio);
      }
      if (found.kind === 'film') matched.push({ filmId: found.filmId, entry });
      else if (found.kind === 'choose' && answer.aElegir.length < HISTORY_CHOICES_MAX)
        answer.aElegir.push({ entry, candidates: found.candidates });
      else answer.noEncontradas.push(missing(entry));
    }
    return { matched, ...answer };
  }

  /**
   * Writes what is new to the member, in one transaction: a comment (score, seen mark,
   * review) on films they have none on, and 'Quiero verla' on films they do not want yet.
   * What the member did in Cineclub is never touched, and a film written once is 'already
   * there' the next time: importing a file again changes nothing.
   */
  async function write(
    user: SessionUser,
    found: Matched[] | ((writes: HistoryWrites) => Promise<Matched[]>),
    fuente: string,
    read?: { filas: number; pending: readonly Pending[] },
  ) {
    const now = clock();
    return queries.asMember(user.id, async (writes) => {
      const rows = typeof found === 'function' ? await found(writes) : found;
      const counts = await writeNew(writes, user.id, oneEntryPerFilm(rows), now);
      await writes.record({
        user_id: user.id,
        at: now,
        fuente,
        filas: read?.filas ?? rows.length,
        importadas: counts.importadas,
      });
      const ids = !read
        ? []
        : await writes.replacePending(
            user.id,
            read.pending.map(({ entry, candidates }) => ({
              entry: JSON.stringify(entry),
              candidates: JSON.stringify(candidates.map((film) => film.id)),
            })),
            now,
          );
      return { counts, filas: rows.length, ids };
    });
  }

  return {
    async importFile(
      user: SessionUser,
      bytes: Uint8Array | undefined,
      name: string,
    ): Promise<HistoryImportAnswer> {
      const made = await queries.importsSince(user.id, clock() - DAY);
      if (made >= limits.perDay) {
        throw new HttpError(429, `Ya has importado ${made} veces hoy; vuelve mañana`);
      }
      const parsed = parseOrRefuse(bytes ?? new Uint8Array(), name, limits);
      const fuente = parsed.fuente as HistorySource;
      const resolved = await resolve(mergeRows(parsed.rows));
      const { counts, ids } = await write(user, resolved.matched, fuente, {
        filas: parsed.rows.length,
        pending: resolved.aElegir,
      });
      return {
        fuente,
        filas: parsed.rows.length,
        ...counts,
        noEncontradas: resolved.noEncontradas,
        aElegir: resolved.aElegir.map(({ entry, candidates }, index) => ({
          id: ids[index] ?? 0,
          fila: entry,
          candidatas: candidates,
        })),
        erroneas: parsed.erroneas.slice(0, 200),
        otras: parsed.otras,
      };
    },

    /**
     * The films the member chose for the rows an import asked about. Each names a row still
     * waiting on the server (the member's, at most PENDING_DAYS old, taken once) and one of
     * its candidates: what is written is what the file said, never what the client sends.
     */
    async choose(user: SessionUser, body: HistoryChoices): Promise<HistoryImportAnswer> {
      const made = await queries.importsSince(user.id, clock() - DAY, true);
      if (made >= CHOICE_CALLS_PER_DAY) {
        throw new HttpError(429, `Ya has elegido películas ${made} veces hoy; vuelve mañana`);
      }
      const peliOf = new Map(body.elecciones.map((choice) => [choice.id, choice.peli]));
      const take = async (writes: HistoryWrites): Promise<Matched[]> => {
        const rows = await writes.takePending(
          user.id,
          [...peliOf.keys()],
          clock() - PENDING_DAYS * DAY,
        );
        if (rows.length < peliOf.size) {
          throw new HttpError(
            404,
            'Alguna de esas filas ya no espera: importa el fichero otra vez',
          );
        }
        return rows.map((row) => {
          const peli = peliOf.get(row.id) as number;
          const candidates = JSON.parse(row.candidates) as number[];
          const entry = JSON.parse(row.entry) as HistoryEntry;
          if (!candidates.includes(peli)) {
            throw new HttpError(400, `La película ${peli} no es «${entry.titulo}»`);
          }
          return { filmId: peli, entry };
        });
      };
      const { counts, filas } = await write(user, take, 'elige');
      return {
        fuente: null,
        filas,
        ...counts,
        noEncontradas: [],
        aElegir: [],
        erroneas: [],
        otras: 0,
      };
    },
  };
}

/** Two entries may be one film (its Spanish and its English title): one comment for both. */
function oneEntryPerFilm(found: readonly Matched[]): Map<number, HistoryEntry> {
  const films = new Map<number, HistoryEntry>();
  for (const { filmId, entry } of found) {
    const [merged] = mergeRows(
      films.has(filmId) ? [films.get(filmId) as HistoryEntry, entry] : [entry],
      () => '',
    );
    if (merged) films.set(filmId, merged);
  }
  return films;
}

function parseOrRefuse(bytes: Uint8Array, name: string, limits: HistoryLimits) {
  try {
    return parseHistory(bytes, name, limits);
  } catch (error) {
    if (error instanceof HistoryFileError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

async function writeNew(
  writes: HistoryWrites,
  userId: number,
  films: Map<number, HistoryEntry>,
  now: number,
) {
  const ids = [...films.keys()];
  const [commented, wanted] = await Promise.all([
    writes.commentedAmong(userId, ids),
    writes.wantedAmong(userId, ids),
  ]);
  const comments = [];
  const wants = [];
  for (const [filmId, entry] of films) {
    // A date still to come, or none, is the day of the import.
    const fecha = entry.fecha > 0 && entry.fecha <= now ? entry.fecha : now;
    const comment = entry.vista || entry.voto >= 0 || entry.comen !== '';
    if (comment && !commented.has(filmId)) {
      comments.push({
        user_id: userId,
        film_id: filmId,
        fecha,
        vista: entry.vista ? 1 : 0,
        voto: entry.voto,
        comen: entry.comen,
      });
    }
    if (entry.quiero && !wanted.has(filmId))
      wants.push({ user_id: userId, film_id: filmId, created_at: fecha });
  }
  await writes.addComments(comments);
  await writes.addWants(wants);
  const written = new Set([...comments, ...wants].map((row) => row.film_id));
  return { importadas: written.size, yaEstaban: films.size - written.size };
}

/** An entry the catalogue lacks, with the search (by title, else by IMDb id) that may find it. */
function missing(entry: HistoryEntry) {
  const text = entry.titulo || (entry.imdb === null ? '' : formatTitleId(entry.imdb));
  return {
    titulo: entry.titulo,
    anio: entry.anio,
    imdb: entry.imdb,
    busca: `/all/${encodeURIComponent(text)}`,
  };
}
