import { normalizeTitle } from '../title-match.js';

/**
 * Films already in the demo catalogue by title and year, to keep a film out twice. Two films
 * are the same when one of their titles match ignoring case, accents and punctuation and their
 * years are at most one apart: a film's release year often differs by one between countries
 * ('Amores perros' 2000 in Mexico, 2001 in the United States).
 */
export class TitleYears {
  private readonly years = new Map<string, number[]>();

  has(titles: string[], year: number): boolean {
    return titles.some((title) =>
      (this.years.get(normalizeTitle(title)) ?? []).some((seen) => Math.abs(seen - year) <= 1),
    );
  }

  add(titles: string[], year: number): void {
    for (const title of new Set(titles.map(normalizeTitle))) {
      this.years.set(title, [...(this.years.get(title) ?? []), year]);
    }
  }

  /** Adds the film unless it is already there; answers whether it was new. */
  addIfNew(titles: string[], year: number): boolean {
    if (this.has(titles, year)) return false;
    this.add(titles, year);
    return true;
  }
}
