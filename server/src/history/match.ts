import type { HistoryCandidate } from '@cineclub/contract';
import { normalizeTitle } from '../import/title-match.js';

/** A catalogue film as the title matching sees it. */
export interface TitledFilm extends HistoryCandidate {
  titles: readonly string[];
}

/** What a title and year may be: one film, several to choose from, or none. */
export type TitleMatch =
  | { kind: 'film'; filmId: number }
  | { kind: 'choose'; candidates: HistoryCandidate[] }
  | { kind: 'none' };

/**
 * Matches (title, year) pairs against every title the catalogue keeps of a film (Spanish,
 * original, English), folded (case, accents, punctuation), in one pass over the films of the
 * years concerned. The year may be off by one (a festival premiere against a release), but a
 * film of the exact year is preferred to films of the years around it. Unlike the disk scan,
 * which takes the most voted, it never picks among equals: several films of the same title are
 * put to the member.
 */
export class TitleCandidates {
  private readonly wanted = new Map<number, Set<string>>();
  private readonly hits = new Map<string, Map<number, TitledFilm>>();

  constructor(pairs: Iterable<{ titulo: string; anio: number | null }>) {
    for (const { titulo, anio } of pairs) {
      if (anio === null) continue;
      const titles = this.wanted.get(anio) ?? new Set<string>();
      titles.add(normalizeTitle(titulo));
      this.wanted.set(anio, titles);
    }
  }

  /** Years whose films are worth offering: each wanted year and its neighbours. */
  offeredYears(): number[] {
    const years = new Set<number>();
    for (const year of this.wanted.keys())
      years
        .add(year - 1)
        .add(year)
        .add(year + 1);
    return [...years].sort((a, b) => a - b);
  }

  offer(film: TitledFilm): void {
    if (film.anio === null) return;
    const titles = new Set(film.titles.map(normalizeTitle).filter(Boolean));
    for (const year of [film.anio - 1, film.anio, film.anio + 1]) {
      const wanted = this.wanted.get(year);
      if (!wanted) continue;
      for (const title of titles) {
        if (!wanted.has(title)) continue;
        const key = `${year}|${title}`;
        const films = this.hits.get(key) ?? new Map<number, TitledFilm>();
        films.set(film.id, film);
        this.hits.set(key, films);
      }
    }
  }

  match(titulo: string, anio: number | null): TitleMatch {
    if (anio === null) return { kind: 'none' };
    return oneOrChoose(
      [...(this.hits.get(`${anio}|${normalizeTitle(titulo)}`)?.values() ?? [])],
      anio,
    );
  }
}

/** One film of these, preferring those of the exact year, or several to choose from. */
export function oneOrChoose(films: readonly HistoryCandidate[], anio: number): TitleMatch {
  const exact = films.filter((film) => film.anio === anio);
  const found = exact.length ? exact : films;
  if (found.length === 1 && found[0]) return { kind: 'film', filmId: found[0].id };
  if (!found.length) return { kind: 'none' };
  return {
    kind: 'choose',
    candidates: [...found]
      .sort((a, b) => (a.anio ?? 0) - (b.anio ?? 0) || a.id - b.id)
      .map(({ id, nom, nomo, anio: year }) => ({ id, nom, nomo, anio: year })),
  };
}
