import type {
  HistoryChoices,
  HistoryEntry,
  HistoryImportAnswer,
  HistorySource,
} from '@cineclub/contract';
import type { SessionUser } from '../accounts/session-user.js';
import type { Clock } from '../clock.js';
import { HttpError } from '../http/errors.js';
import { formatTitleId } from '../library/imdb-ids.js';
import { mergeRows } from './entries.js';
import { TitleCandidates } from './match.js';
import { type HistoryLimits, parseHistory } from './parse.js';
import type { HistoryQueries, HistoryWrites } from './queries.js';
import { HistoryFileError } from './unpack.js';

const DAY = 86_400;

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

  /** Each entry's film, or the films it could be, or none: IMDb ids exactly, else title and year. */
  async function resolve(entries: readonly HistoryEntry[]) {
    const byImdb = await queries.filmIdsByImdb(
      entries.flatMap((entry) => (entry.imdb === null ? [] : [entry.imdb])),
    );
    const titled = await titleCandidates(entries.filter((entry) => entry.imdb === null));
    const matched: Matched[] = [];
    const answer: Pick<HistoryImportAnswer, 'noEncontradas' | 'aElegir'> = {
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
      const found = titled.match(entry.titulo, entry.anio);
      if (found.kind === 'film') matched.push({ filmId: found.filmId, entry });
      else if (found.kind === 'choose')
        answer.aElegir.push({ fila: entry, candidatas: found.candidates });
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
  async function write(user: SessionUser, found: Matched[], fuente: string, filas: number) {
    // Two entries may be one film (its Spanish and its English title): one comment for both.
    const films = new Map<number, HistoryEntry>();
    for (const { filmId, entry } of found) {
      const [merged] = mergeRows(
        films.has(filmId) ? [films.get(filmId) as HistoryEntry, entry] : [entry],
        () => '',
      );
      if (merged) films.set(filmId, merged);
    }
    const now = clock();
    return queries.asMember(user.id, async (writes) => {
      const counts = await writeNew(writes, user.id, films, now);
      await writes.record({
        user_id: user.id,
        at: now,
        fuente,
        filas,
        importadas: counts.importadas,
      });
      return counts;
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
      const counts = await write(user, resolved.matched, fuente, parsed.rows.length);
      return {
        fuente,
        filas: parsed.rows.length,
        ...counts,
        noEncontradas: resolved.noEncontradas,
        aElegir: resolved.aElegir,
        erroneas: parsed.erroneas.slice(0, 200),
        otras: parsed.otras,
      };
    },

    /**
     * The films the member chose for the entries an import asked about. Each choice must be
     * one of that entry's candidates (its title and year match the film's), so a choice
     * cannot put a score on an unrelated film.
     */
    async choose(user: SessionUser, body: HistoryChoices): Promise<HistoryImportAnswer> {
      const chosen = await queries.filmsById(body.elecciones.map((choice) => choice.peli));
      const candidates = new TitleCandidates(body.elecciones.map((choice) => choice.fila));
      for (const film of chosen)
        candidates.offer({ ...film, titles: [film.nom, film.nomo, film.nomen] });
      const found: Matched[] = body.elecciones.map(({ fila, peli }) => {
        const match = candidates.match(fila.titulo, fila.anio);
        const fits =
          (match.kind === 'film' && match.filmId === peli) ||
          (match.kind === 'choose' && match.candidates.some((film) => film.id === peli));
        if (!fits) throw new HttpError(400, `La película ${peli} no es «${fila.titulo}»`);
        return { filmId: peli, entry: fila };
      });
      const counts = await write(user, found, 'elige', found.length);
      return {
        fuente: null,
        filas: found.length,
        ...counts,
        noEncontradas: [],
        aElegir: [],
        erroneas: [],
        otras: 0,
      };
    },
  };
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
